import type { CardDetails, PayChannel, PaymentType, Recharge } from '@app/contract'
import { toDecimalString } from '@app/domain'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { keptAmount } from '../../shared/format/amount-text'
import { formatUsdt } from '../../shared/format/format'
import { FormTabs, TextField } from '../../shared/ui/form-fields'
import { EmptyState, LoadError, SkeletonRows } from '../../shared/ui/load-states'
import { QuickAmounts } from '../../shared/ui/quick-amounts'
import { useAuthForm, useErrorsGoneWhenValid } from '../auth/forms'
import { useActionKeys } from './action-key'
import { CryptoDeposit } from './crypto-deposit'
import {
  checkDepositForm,
  depositRange,
  formatCardNumber,
  formatExpiry,
  quickAmounts,
} from './deposit-checks'
import { paymentPage } from './payment-page'
import { usePayChannelsQuery, useRechargeMutation, useRechargeTypesQuery } from './wallet-api'
import { WalletBalance } from './wallet-balance'
import { parseAmount } from './wallet-money'
import { WALLET_TEXTS } from './wallet-texts'

const EMPTY_CARD: CardDetails = { name: '', number: '', expiry: '', cvv: '' }

/** The card's name, number, expiry and CVV, each checked by the domain's card rules. */
function CardFields({
  card,
  onCard,
  errors,
}: {
  card: CardDetails
  onCard: (card: CardDetails) => void
  errors: Partial<Record<string, string>>
}) {
  const { t } = useTranslation(WALLET_TEXTS)
  return (
    <fieldset className="card-fields">
      <legend>{t('wallet.card.title')}</legend>
      <TextField
        label={t('wallet.card.name')}
        autoComplete="cc-name"
        value={card.name}
        onChange={(event) => onCard({ ...card, name: event.target.value })}
        error={errors['card.name'] ?? errors.name}
      />
      <TextField
        label={t('wallet.card.number')}
        autoComplete="cc-number"
        inputMode="numeric"
        value={card.number}
        onChange={(event) => onCard({ ...card, number: formatCardNumber(event.target.value) })}
        error={errors['card.number'] ?? errors.number}
      />
      <div className="field-row">
        <TextField
          label={t('wallet.card.expiry')}
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder={t('wallet.card.expiryPlaceholder')}
          value={card.expiry}
          onChange={(event) => onCard({ ...card, expiry: formatExpiry(event.target.value) })}
          error={errors['card.expiry'] ?? errors.expiry}
        />
        <TextField
          label={t('wallet.card.cvv')}
          autoComplete="cc-csc"
          inputMode="numeric"
          type="password"
          maxLength={4}
          value={card.cvv}
          onChange={(event) => onCard({ ...card, cvv: event.target.value.replace(/\D/g, '').slice(0, 4) })}
          error={errors['card.cvv'] ?? errors.cvv}
        />
      </div>
    </fieldset>
  )
}

/** The channels of a payment type as a choice of chips, when there is more than one. */
function ChannelChoice({
  channels,
  value,
  onChange,
}: {
  channels: readonly PayChannel[]
  value: number
  onChange: (id: number) => void
}) {
  const { t } = useTranslation(WALLET_TEXTS)
  const name = useId()
  return (
    <fieldset className="choice-chips">
      <legend>{t('wallet.channel')}</legend>
      {channels.map((channel) => (
        <label key={channel.id} className="choice-chip">
          <input
            type="radio"
            name={name}
            value={channel.id}
            checked={channel.id === value}
            onChange={() => onChange(channel.id)}
          />
          <span>{channel.name}</span>
        </label>
      ))}
    </fieldset>
  )
}

/** The amount, quick amounts, card details (card channels) and the deposit button of one channel. */
function ChannelDepositForm({
  channel,
  onCrypto,
}: {
  channel: PayChannel
  onCrypto: (deposit: Recharge) => void
}) {
  const { t, i18n } = useTranslation(WALLET_TEXTS)
  const form = useAuthForm()
  const keys = useActionKeys()
  const [recharge] = useRechargeMutation()
  const [amount, setAmount] = useState('')
  const [card, setCard] = useState<CardDetails>(EMPTY_CARD)
  const [isRedirecting, setRedirecting] = useState(false)
  const range = depositRange(channel)
  const format = (value: Parameters<typeof formatUsdt>[0]) => formatUsdt(value, i18n.language)
  const checks = checkDepositForm({ amount, card }, channel, new Date())
  useErrorsGoneWhenValid(form, checks)

  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    if (!form.checkFields(checks)) return
    const value = parseAmount(amount)
    if (value === undefined) return
    const body = {
      channel_id: channel.id,
      amount: toDecimalString(value),
      ...(channel.type === 'card' ? { card: { ...card, number: card.number.replace(/\s/g, '') } } : {}),
    }
    const deposit = await form.submit(() => keys.attempt(body, (key) => recharge({ body, key }).unwrap()))
    if (!deposit) return
    if (deposit.pay_url) {
      setRedirecting(true)
      paymentPage.open(deposit.pay_url)
    } else if (deposit.address) {
      onCrypto(deposit)
    }
  }

  return (
    <form className="wallet-form" onSubmit={handleSubmit} noValidate>
      <TextField
        label={t('wallet.amount')}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(event) => setAmount(keptAmount(event.target.value))}
        hint={t('wallet.amountRange', { min: format(range.min), max: format(range.max) })}
        error={form.errors.amount}
      />
      <QuickAmounts
        legend={t('wallet.quickAmounts')}
        amounts={quickAmounts(channel)}
        value={amount}
        onChange={setAmount}
        label={(quick) => formatUsdt(quick, i18n.language).replace(/\.00$/, '')}
      />
      {channel.type === 'card' && <CardFields card={card} onCard={setCard} errors={form.errors} />}
      {channel.type === 'crypto' && <p className="muted">{t('wallet.crypto.note')}</p>}
      <button type="submit" className="button" disabled={form.isBusy || isRedirecting}>
        {channel.type === 'crypto' ? t('wallet.crypto.showAddress') : t('wallet.depositNow')}
      </button>
      <p className="wallet-status" role="status">
        {isRedirecting ? t('wallet.redirecting') : ''}
      </p>
    </form>
  )
}

/** The deposit tab: payment type, channel, amount, card details; crypto answers with an address. */
export function DepositForm() {
  const { t } = useTranslation(WALLET_TEXTS)
  const types = useRechargeTypesQuery()
  const channels = usePayChannelsQuery()
  const [pickedType, setType] = useState<PaymentType | undefined>()
  const [pickedChannel, setChannel] = useState<number | undefined>()
  const [cryptoDeposit, setCryptoDeposit] = useState<Recharge | undefined>()

  if (types.isLoading || channels.isLoading) return <SkeletonRows rows={4} label={t('common.loading')} />
  if (types.error || channels.error || !types.data || !channels.data) {
    return (
      <LoadError
        error={types.error ?? channels.error}
        onRetry={() => {
          void types.refetch()
          void channels.refetch()
        }}
      />
    )
  }
  const open = channels.data.filter((channel) => channel.deposit_enabled)
  const available = types.data.filter(
    (entry) => entry.available && open.some((channel) => channel.type === entry.type),
  )
  const type = available.find((entry) => entry.type === pickedType)?.type ?? available[0]?.type
  if (!type) return <EmptyState text={t('errors.PAYMENT_UNAVAILABLE')} />
  const ofType = open.filter((channel) => channel.type === type)
  const channel = ofType.find((entry) => entry.id === pickedChannel) ?? ofType[0]

  if (cryptoDeposit)
    return <CryptoDeposit deposit={cryptoDeposit} onDone={() => setCryptoDeposit(undefined)} />

  return (
    <div className="wallet-pane">
      <WalletBalance />
      <FormTabs
        label={t('wallet.paymentType')}
        value={type}
        onChange={(value) => {
          setType(value)
          setChannel(undefined)
        }}
        tabs={available.map((entry) => ({
          value: entry.type,
          label: t(`wallet.paymentTypes.${entry.type}`),
        }))}
      />
      {ofType.length > 1 && channel && (
        <ChannelChoice channels={ofType} value={channel.id} onChange={setChannel} />
      )}
      {ofType.length === 1 && channel && <p className="wallet-channel-name">{channel.name}</p>}
      {channel && <ChannelDepositForm key={channel.id} channel={channel} onCrypto={setCryptoDeposit} />}
    </div>
  )
}
