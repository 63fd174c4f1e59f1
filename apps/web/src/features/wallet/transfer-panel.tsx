import type { ProviderTransfer } from '@app/contract'
import { toDecimalString, ZERO } from '@app/domain'
import { Gamepad2 } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { keptAmount } from '../../shared/format/amount-text'
import { formatDateTime, formatUsdt, toMoney } from '../../shared/format/format'
import { TextField } from '../../shared/ui/form-fields'
import { LoadError, SkeletonRows } from '../../shared/ui/load-states'
import { useMemberAccountQuery } from '../auth/data'
import { type FieldCheck, useAuthForm, useErrorsGoneWhenValid } from '../auth/forms'
import { useActionKeys } from './action-key'
import {
  type GameWallet,
  useGameWalletBalanceQuery,
  useGameWalletGamesQuery,
  useGameWalletTransferMutation,
  useGameWalletTransfersQuery,
} from './wallet-api'
import { WalletBalance } from './wallet-balance'
import { parseAmount } from './wallet-money'
import { WALLET_TEXTS } from './wallet-texts'

/** While an order waits for the provider's word, its state is read again this often. */
const OPEN_ORDER_POLL_MS = 5000

const isOpen = (transfer: ProviderTransfer) => transfer.status === 'pending' || transfer.status === 'unknown'

const walletKey = (wallet: GameWallet) => `${wallet.provider}:${wallet.platform ?? ''}`

/**
 * The transfer tab: the card room (ky) and the live casino (ng, one wallet per platform) play
 * from wallets of their own. The player picks one, moves money there and back, and opens its
 * games; an order the provider has not confirmed shows as waiting, its money in transit, until
 * the provider answers.
 */
export function TransferPanel() {
  const { t } = useTranslation(WALLET_TEXTS)
  const ngGames = useGameWalletGamesQuery('ng')
  const ngPlatforms = [...new Set((ngGames.data?.list ?? []).flatMap((game) => game.plat_type ?? []))]
  const wallets: GameWallet[] = [
    { provider: 'ky' },
    ...ngPlatforms.map((platform) => ({ provider: 'ng' as const, platform })),
  ]
  const [chosen, setChosen] = useState(walletKey(wallets[0] as GameWallet))
  const wallet = wallets.find((candidate) => walletKey(candidate) === chosen) ?? (wallets[0] as GameWallet)
  const name = useId()
  return (
    <div className="wallet-pane">
      <WalletBalance />
      <p className="muted">{t('wallet.transfer.intro')}</p>
      {wallets.length > 1 && (
        <fieldset className="choice-chips">
          <legend>{t('wallet.transfer.choose')}</legend>
          {wallets.map((option) => (
            <label key={walletKey(option)} className="choice-chip">
              <input
                type="radio"
                name={name}
                value={walletKey(option)}
                checked={walletKey(option) === walletKey(wallet)}
                onChange={() => setChosen(walletKey(option))}
              />
              <span>{t(`wallet.transfer.wallets.${option.provider}`)}</span>
            </label>
          ))}
        </fieldset>
      )}
      <GameWalletSection key={walletKey(wallet)} wallet={wallet} />
    </div>
  )
}

/** One game wallet: what it holds, the transfer form, its games and its latest orders. */
function GameWalletSection({ wallet }: { wallet: GameWallet }) {
  const { t, i18n } = useTranslation(WALLET_TEXTS)
  const balance = useGameWalletBalanceQuery(wallet)
  const transfers = useGameWalletTransfersQuery(wallet, {
    pollingInterval: balance.data && balance.data.in_transit !== '0' ? OPEN_ORDER_POLL_MS : 0,
  })
  const games = useGameWalletGamesQuery(wallet.provider)
  const inTransit = toMoney(balance.data?.in_transit)
  const playable = (games.data?.list ?? []).filter(
    (game) => (game.plat_type ?? undefined) === wallet.platform,
  )

  return (
    <section className="card-room" aria-labelledby="game-wallet-title">
      <h3 id="game-wallet-title" className="card-room-heading">
        {t(`wallet.transfer.wallets.${wallet.provider}`)}
      </h3>
      {balance.isLoading && <SkeletonRows rows={1} label={t('common.loading')} />}
      {balance.error && <LoadError error={balance.error} onRetry={() => void balance.refetch()} />}
      {balance.data && (
        <dl className="wallet-facts" data-testid="game-wallet-balance">
          <dt>{t('wallet.transfer.atProvider')}</dt>
          <dd>
            {balance.data.balance === null
              ? t('wallet.transfer.unavailable')
              : `${formatUsdt(balance.data.balance, i18n.language)} USDT`}
          </dd>
          {inTransit > ZERO && (
            <>
              <dt>{t('wallet.transfer.inTransit')}</dt>
              <dd>{formatUsdt(inTransit, i18n.language)} USDT</dd>
            </>
          )}
        </dl>
      )}
      <TransferForm wallet={wallet} atProvider={toMoney(balance.data?.balance)} />
      {playable.length > 0 && (
        <nav aria-label={t('wallet.transfer.games')} className="card-room-games">
          {playable.map((game) => (
            <Link
              key={game.code}
              to={`/game/play/${wallet.provider}/${game.code}${wallet.platform ? `?plat_type=${wallet.platform}` : ''}`}
              className="button button-ghost"
            >
              <Gamepad2 aria-hidden size={18} />
              {t('wallet.transfer.play', { name: game.name })}
            </Link>
          ))}
        </nav>
      )}
      <h4 className="card-room-heading">{t('wallet.transfer.recent')}</h4>
      {transfers.data && transfers.data.list.length === 0 && (
        <p className="muted">{t('wallet.transfer.noTransfers')}</p>
      )}
      {transfers.data && transfers.data.list.length > 0 && (
        <ul className="card-room-orders">
          {transfers.data.list.map((order) => (
            <li key={order.order_id} data-status={order.status}>
              <span>
                {t(order.direction === 'in' ? 'wallet.transfer.toProvider' : 'wallet.transfer.fromProvider')}
              </span>
              <strong>{formatUsdt(order.amount, i18n.language)} USDT</strong>
              <span
                className={
                  isOpen(order) ? 'status-waiting' : order.status === 'ok' ? 'status-ok' : 'status-failed'
                }
              >
                {t(`wallet.transfer.status.${order.status}`)}
              </span>
              <time dateTime={order.created_at}>{formatDateTime(order.created_at, i18n.language)}</time>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** Direction, amount and the transfer button; the answer says what became of the order. */
function TransferForm({
  wallet,
  atProvider,
}: {
  wallet: GameWallet
  atProvider: ReturnType<typeof toMoney>
}) {
  const { t, i18n } = useTranslation(WALLET_TEXTS)
  const form = useAuthForm()
  const keys = useActionKeys()
  const main = useMemberAccountQuery()
  const [transfer] = useGameWalletTransferMutation()
  const [direction, setDirection] = useState<ProviderTransfer['direction']>('in')
  const [amount, setAmount] = useState('')
  const [done, setDone] = useState<ProviderTransfer | undefined>()
  const name = useId()
  const available = direction === 'in' ? toMoney(main.data?.score) : atProvider
  const value = parseAmount(amount)
  const amountCheck: FieldCheck =
    value === undefined
      ? { ok: false, reason: 'INVALID_AMOUNT' }
      : value <= ZERO
        ? { ok: false, reason: 'AMOUNT_NOT_POSITIVE' }
        : value > available
          ? { ok: false, reason: 'INSUFFICIENT_BALANCE' }
          : { ok: true }
  const checks = { money: amountCheck }
  useErrorsGoneWhenValid(form, checks)

  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    setDone(undefined)
    if (!form.checkFields(checks) || value === undefined) return
    const body = { money: toDecimalString(value) }
    const result = await form.submit(
      () =>
        keys.attempt({ wallet, direction, body }, (key) =>
          transfer({ wallet, direction, body, key }).unwrap(),
        ),
      { isInline: true },
    )
    if (result) {
      setDone(result)
      setAmount('')
    }
  }

  const failure = form.failure && !form.failure.field ? form.failure : undefined
  return (
    <form className="wallet-form" onSubmit={handleSubmit} noValidate aria-labelledby="game-wallet-title">
      <fieldset className="choice-chips">
        <legend>{t('wallet.transfer.direction')}</legend>
        {(['in', 'out'] as const).map((option) => (
          <label key={option} className="choice-chip">
            <input
              type="radio"
              name={name}
              value={option}
              checked={direction === option}
              onChange={() => setDirection(option)}
            />
            <span>{t(option === 'in' ? 'wallet.transfer.toProvider' : 'wallet.transfer.fromProvider')}</span>
          </label>
        ))}
      </fieldset>
      <TextField
        label={t('wallet.transfer.amount')}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(event) => setAmount(keptAmount(event.target.value))}
        hint={t('wallet.transfer.available', { amount: formatUsdt(available, i18n.language) })}
        error={form.errors.money}
      />
      <button type="submit" className="button" disabled={form.isBusy}>
        {t('wallet.transfer.submit')}
      </button>
      <div role="status" className="wallet-status">
        {done && <TransferOutcome transfer={done} />}
      </div>
      {failure && (
        <div role="alert" className="wallet-notice wallet-notice-error">
          <p>{form.failureText(failure)}</p>
        </div>
      )}
    </form>
  )
}

function TransferOutcome({ transfer }: { transfer: ProviderTransfer }) {
  const { t, i18n } = useTranslation(WALLET_TEXTS)
  const amount = formatUsdt(transfer.amount, i18n.language)
  if (transfer.status === 'ok') {
    return (
      <p className="wallet-success">
        {t(transfer.direction === 'in' ? 'wallet.transfer.doneIn' : 'wallet.transfer.doneOut', { amount })}
      </p>
    )
  }
  return (
    <p className="wallet-notice">
      {t(transfer.status === 'failed' ? 'wallet.transfer.failed' : 'wallet.transfer.waiting', { amount })}
    </p>
  )
}
