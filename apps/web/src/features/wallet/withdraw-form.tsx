import type { BankInformation, MemberInfo, PayChannel, Withdrawal } from '@app/contract'
import { DEFAULT_CURRENCY, type Money, toDecimalString, ZERO } from '@app/domain'
import { Plus } from 'lucide-react'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { keptAmount } from '../../shared/format/amount-text'
import { formatUsdt, toMoney } from '../../shared/format/format'
import { TextField } from '../../shared/ui/form-fields'
import { LoadError, SkeletonRows } from '../../shared/ui/load-states'
import { useMemberAccountQuery, useMemberInfoQuery } from '../auth/data'
import { useAuthForm, useErrorsGoneWhenValid } from '../auth/forms'
import { useActionKeys } from './action-key'
import { AddAccountForm } from './add-account-form'
import { PROFILE_FIXES, ProfileLink } from './profile-link'
import { SavedAccounts, sortAccounts } from './saved-accounts'
import { useBankAccountsQuery, useWithdrawChannelsQuery, useWithdrawMutation } from './wallet-api'
import { WalletBalance } from './wallet-balance'
import { parseAmount } from './wallet-money'
import { WALLET_TEXTS } from './wallet-texts'
import {
  channelForAccount,
  checkWithdrawForm,
  feePercent,
  withdrawalQuoteFor,
  withdrawalRange,
} from './withdraw-checks'

/** The service fee, network fee and net amount of the typed amount, updated as it is typed. */
export function WithdrawalQuoteView({ amount, channel }: { amount: string; channel: PayChannel }) {
  const { t, i18n } = useTranslation(WALLET_TEXTS)
  const quote = withdrawalQuoteFor(amount, channel)
  const show = (value: Money | undefined) =>
    value === undefined ? '—' : `${formatUsdt(value, i18n.language)} ${DEFAULT_CURRENCY}`
  const isNetBad = quote !== undefined && quote.net <= 0n
  return (
    <dl className="wallet-facts withdrawal-quote" aria-live="polite" data-testid="withdrawal-quote">
      <dt>{t('wallet.serviceFee', { percent: feePercent(channel) })}</dt>
      <dd className="numeric">{show(quote?.serviceFee)}</dd>
      <dt>{t('wallet.networkFee')}</dt>
      <dd className="numeric">{show(quote?.networkFee ?? toMoney(channel.network_fee))}</dd>
      <dt>{t('wallet.netAmount')}</dt>
      <dd className={isNetBad ? 'numeric amount-negative' : 'numeric wallet-net'}>{show(quote?.net)}</dd>
    </dl>
  )
}

/** What must be set in the profile before a first withdrawal: a payment password and a real name. */
function MissingPrerequisites({ member }: { member: MemberInfo }) {
  const { t } = useTranslation(WALLET_TEXTS)
  const missing = [
    ...(member.has_payment_password ? [] : ['PAYMENT_PASSWORD_MISSING']),
    ...(member.has_real_name ? [] : ['REAL_NAME_MISSING']),
  ]
  if (missing.length === 0) return null
  return (
    <div className="wallet-notice">
      {missing.map((key) => (
        <p key={key}>{t(`errors.${key}`)}</p>
      ))}
      <ProfileLink />
    </div>
  )
}

/** The amount, fees, payment password and submit of a withdrawal to one saved account. */
function WithdrawAmountForm({
  account,
  channel,
  available,
}: {
  account: BankInformation
  channel: PayChannel
  available: Money
}) {
  const { t, i18n } = useTranslation(WALLET_TEXTS)
  const form = useAuthForm()
  const keys = useActionKeys()
  const [withdraw] = useWithdrawMutation()
  const [amount, setAmount] = useState('')
  const [password, setPassword] = useState('')
  const [done, setDone] = useState<Withdrawal | undefined>()
  const range = withdrawalRange(channel)
  const checks = checkWithdrawForm({ amount, password }, available, channel)
  useErrorsGoneWhenValid(form, checks)

  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    setDone(undefined)
    if (!form.checkFields(checks)) return
    const value = parseAmount(amount)
    if (value === undefined) return
    const body = { info_id: account.id, amount: toDecimalString(value), password }
    const result = await form.submit(() => keys.attempt(body, (key) => withdraw({ body, key }).unwrap()), {
      isInline: true,
    })
    if (result) {
      setDone(result)
      setAmount('')
      setPassword('')
    }
  }

  const failure = form.failure && !form.failure.field ? form.failure : undefined
  const failureBox = useRef<HTMLDivElement>(null)
  // The form is long in a small modal: bring a refusal into view where the player is looking.
  useEffect(() => {
    if (failure) failureBox.current?.scrollIntoView?.({ block: 'nearest' })
  }, [failure])
  return (
    <form className="wallet-form" onSubmit={handleSubmit} noValidate>
      <TextField
        label={t('wallet.withdrawAmount')}
        inputMode="numeric"
        autoComplete="off"
        value={amount}
        onChange={(event) => setAmount(keptAmount(event.target.value))}
        hint={t('wallet.amountRange', {
          min: formatUsdt(range.min, i18n.language),
          max: formatUsdt(range.max, i18n.language),
        })}
        error={form.errors.amount}
      />
      <WithdrawalQuoteView amount={amount} channel={channel} />
      <TextField
        label={t('wallet.paymentPassword')}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        value={password}
        onChange={(event) => setPassword(event.target.value.replace(/\D/g, '').slice(0, 6))}
        error={form.errors.password ?? form.errors.old_password}
      />
      {/* A locked payment password stays locked for a day: no try can succeed until then. */}
      <button
        type="submit"
        className="button"
        disabled={form.isBusy || form.failure?.msg === 'PAYMENT_PASSWORD_LOCKED'}
      >
        {t('wallet.withdrawNow')}
      </button>
      <div role="status" className="wallet-status">
        {done && (
          <p className="wallet-success">
            {t('wallet.withdrawalSent', {
              amount: formatUsdt(done.amount, i18n.language),
              net: formatUsdt(done.net_amount, i18n.language),
            })}
          </p>
        )}
      </div>
      {failure && (
        <div role="alert" className="wallet-notice wallet-notice-error" ref={failureBox}>
          <p>{form.failureText(failure)}</p>
          {PROFILE_FIXES.has(failure.msg) && <ProfileLink />}
        </div>
      )}
    </form>
  )
}

/** The withdraw tab: the balance, saved accounts (or a new one), amount, fees and the payment password. */
export function WithdrawForm() {
  const { t } = useTranslation(WALLET_TEXTS)
  const member = useMemberInfoQuery()
  const balance = useMemberAccountQuery()
  const channels = useWithdrawChannelsQuery()
  const accounts = useBankAccountsQuery()
  const [pickedId, setPickedId] = useState<number | undefined>()
  const [isAdding, setAdding] = useState(false)

  if (channels.isLoading || accounts.isLoading) return <SkeletonRows rows={4} label={t('common.loading')} />
  if (channels.error || accounts.error || !channels.data || !accounts.data) {
    return (
      <LoadError
        error={channels.error ?? accounts.error}
        onRetry={() => {
          void channels.refetch()
          void accounts.refetch()
        }}
      />
    )
  }
  const saved = sortAccounts(accounts.data)
  const account = saved.find((entry) => entry.id === pickedId) ?? saved[0]
  const channel = account && channelForAccount(account, channels.data.channels)
  const available = balance.data ? toMoney(balance.data.score) : ZERO

  return (
    <div className="wallet-pane">
      <WalletBalance />
      {member.data && <MissingPrerequisites member={member.data} />}
      {!channels.data.enabled ? (
        <p className="wallet-notice wallet-notice-error" role="alert">
          {t('errors.WITHDRAWAL_NOT_ALLOWED')}
        </p>
      ) : (
        <>
          {saved.length > 0 && (
            <SavedAccounts accounts={saved} selectedId={account?.id} onSelect={setPickedId} />
          )}
          {isAdding || saved.length === 0 ? (
            <AddAccountForm
              isFirst={saved.length === 0}
              onSaved={(added) => {
                setPickedId(added.id)
                setAdding(false)
              }}
              {...(saved.length > 0 ? { onCancel: () => setAdding(false) } : {})}
            />
          ) : (
            <button
              type="button"
              className="button button-secondary add-account-button"
              onClick={() => setAdding(true)}
            >
              <Plus aria-hidden size={18} />
              {t('wallet.addAccount')}
            </button>
          )}
          {account && !isAdding && !channel && (
            <p className="wallet-notice wallet-notice-error" role="alert">
              {t('errors.WITHDRAWAL_CHANNEL_NOT_ALLOWED')}
            </p>
          )}
          {account && channel && !isAdding && (
            <WithdrawAmountForm key={account.id} account={account} channel={channel} available={available} />
          )}
        </>
      )}
    </div>
  )
}
