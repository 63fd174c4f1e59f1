import type { LotteryBet } from '@app/contract'
import { BET_STATUS, DEFAULT_CURRENCY, isMarkSixVariant, MARK_SIX_VARIANTS } from '@app/domain'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { formatDateTime, formatUsdt } from '../../shared/format/format'
import { FormTabs } from '../../shared/ui/form-fields'
import { EmptyState, LoadError, LoadMore, SkeletonRows } from '../../shared/ui/load-states'
import { SettlementReasons } from '../../shared/ui/settlement-reasons'
import { DrawBalls, isMarkSixBalls } from './balls'
import { betStatusLabel, betTypeName, selectionName } from './labels'
import { useMyLotteryBetsInfiniteQuery } from './lottery-api'
import './lottery.css'
import { LOTTERY_TEXTS } from './lottery-texts'

const STATUS_TABS = ['pending', 'settled', 'cancelled'] as const
type StatusTab = (typeof STATUS_TABS)[number]

const isStatusTab = (text: string | null): text is StatusTab =>
  text !== null && (STATUS_TABS as readonly string[]).includes(text)

const STATUS_CLASS = {
  pending: 'status-waiting',
  win: 'status-done',
  loss: 'status-stopped',
  push: 'status-neutral',
  refund: 'status-neutral',
  canceled: 'status-neutral',
} as const

function BetRow({ bet }: { bet: LotteryBet }) {
  const { t, i18n } = useTranslation(LOTTERY_TEXTS)
  const label = betStatusLabel(bet.status, bet.outcome)
  const amount = (decimal: string) => `${formatUsdt(decimal, i18n.language)} ${DEFAULT_CURRENCY}`
  const result = isMarkSixBalls(bet.result) ? bet.result : undefined
  return (
    <li className="history-row lottery-bet" data-bet={bet.id}>
      <div className="history-main">
        <span className="muted">
          {isMarkSixVariant(bet.game) ? t(`lottery.games.${bet.game}`) : bet.game} ·{' '}
          <span className="numeric">{t('lottery.draw.number', { number: bet.draw_number })}</span>
        </span>
        <span className="history-title">
          {betTypeName(t, bet.type)}: {selectionName(t, bet.type, bet.prop, i18n.language)}
        </span>
        <span className="muted numeric">
          {t('lottery.myBets.stake', { amount: amount(bet.amount), count: bet.combinations, odd: bet.odd })}
        </span>
        <time className="muted" dateTime={bet.created_at}>
          {formatDateTime(bet.created_at, i18n.language)}
        </time>
        {result && <DrawBalls result={result} size="small" />}
        <SettlementReasons reasons={bet.settle_reasons} />
      </div>
      <div className="history-side">
        <span className="numeric history-amount">{amount(bet.cost)}</span>
        <span className={`status-badge ${STATUS_CLASS[label]}`}>{t(`lottery.status.${label}`)}</span>
        {bet.payout !== null && bet.status !== BET_STATUS.pending && (
          <span className="numeric muted">{t('lottery.myBets.payout', { amount: amount(bet.payout) })}</span>
        )}
      </div>
    </li>
  )
}

function BetList({ status, game }: { status: StatusTab; game: string | undefined }) {
  const { t } = useTranslation(LOTTERY_TEXTS)
  const result = useMyLotteryBetsInfiniteQuery({
    status: BET_STATUS[status],
    ...(game ? { game } : {}),
  })
  if (result.isLoading) return <SkeletonRows rows={4} label={t('common.loading')} />
  if (result.error || !result.data) return <LoadError error={result.error} onRetry={result.refetch} />
  const bets = result.data.pages.flatMap((page) => page.list)
  if (bets.length === 0) return <EmptyState text={t(`lottery.myBets.empty.${status}`)} />
  return (
    <>
      <ul className="history-list" aria-live="polite">
        {bets.map((bet) => (
          <BetRow key={bet.id} bet={bet} />
        ))}
      </ul>
      <LoadMore
        hasMore={result.hasNextPage}
        isLoading={result.isFetchingNextPage}
        onLoad={() => void result.fetchNextPage()}
      />
    </>
  )
}

/** /lottery/my-bets: the player's lottery bets, pending, settled or cancelled, a page at a time. */
export function MyLotteryBetsPage() {
  const { t } = useTranslation(LOTTERY_TEXTS)
  const gameId = useId()
  const [search, setSearch] = useSearchParams()
  const statusParam = search.get('status')
  const status: StatusTab = isStatusTab(statusParam) ? statusParam : 'pending'
  const gameParam = search.get('game')
  const game = gameParam && isMarkSixVariant(gameParam) ? gameParam : undefined
  const update = (key: string, value: string | undefined) =>
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous)
        if (value) next.set(key, value)
        else next.delete(key)
        return next
      },
      { replace: true },
    )
  return (
    <section className="lottery my-lottery-bets history" aria-labelledby="my-bets-title">
      <header className="lottery-title-row">
        <h1 id="my-bets-title">{t('lottery.myBets.title')}</h1>
        <Link
          className="button button-secondary button-small"
          to={`/lottery/mark-six${game ? `?game=${game}` : ''}`}
        >
          {t('lottery.myBets.toBets')}
        </Link>
      </header>
      <div className="my-bets-filters">
        <FormTabs
          label={t('lottery.myBets.statusLabel')}
          tabs={STATUS_TABS.map((value) => ({ value, label: t(`lottery.myBets.tabs.${value}`) }))}
          value={status}
          onChange={(value) => update('status', value)}
        />
        <div className="field">
          <label htmlFor={gameId}>{t('lottery.variant')}</label>
          <select id={gameId} value={game ?? ''} onChange={(event) => update('game', event.target.value)}>
            <option value="">{t('lottery.myBets.allGames')}</option>
            {MARK_SIX_VARIANTS.map((variant) => (
              <option key={variant} value={variant}>
                {t(`lottery.games.${variant}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <BetList key={`${status}:${game ?? ''}`} status={status} game={game} />
    </section>
  )
}
