import type { LotteryBet } from '@app/contract'
import { BET_STATUS, DEFAULT_CURRENCY, type RaceKey } from '@app/domain'
import { Play } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDateTime, formatUsdt } from '../../shared/format/format'
import { FormTabs } from '../../shared/ui/form-fields'
import { EmptyState, LoadError, LoadMore, SkeletonRows } from '../../shared/ui/load-states'
import { SettlementReasons } from '../../shared/ui/settlement-reasons'
import { CarOrder } from './race-cars'
import { selectionLabel } from './race-labels'
import { raceOrderOf } from './race-result'
import { useMyRaceBetsInfiniteQuery } from './racing-api'
import { RACING_TEXTS } from './racing-texts'

const STATUS_TABS = ['pending', 'settled', 'cancelled'] as const
type StatusTab = (typeof STATUS_TABS)[number]

/** A bet's label as the spec shows it: PENDING, CANCELED, WIN or LOSS, and a push as a refund. */
type BetLabel = 'pending' | 'canceled' | 'win' | 'loss' | 'push' | 'refund'

function betLabel(bet: LotteryBet): BetLabel {
  if (bet.status === BET_STATUS.pending) return 'pending'
  if (bet.status === BET_STATUS.cancelled) return 'canceled'
  if (bet.outcome === 'win' || bet.outcome === 'push' || bet.outcome === 'refund') return bet.outcome
  return 'loss'
}

const BADGE_CLASS: Record<BetLabel, string> = {
  pending: 'status-waiting',
  win: 'status-done',
  loss: 'status-stopped',
  push: 'race-status-neutral',
  refund: 'race-status-neutral',
  canceled: 'race-status-neutral',
}

export type Replay = { number: string; order: readonly number[] }

function BetRow({ bet, onReplay }: { bet: LotteryBet; onReplay: (replay: Replay) => void }) {
  const { t, i18n } = useTranslation(RACING_TEXTS)
  const label = betLabel(bet)
  const usdt = (decimal: string) => `${formatUsdt(decimal, i18n.language)} ${DEFAULT_CURRENCY}`
  const order = raceOrderOf(bet)
  return (
    <li className="race-bet" data-bet={bet.id}>
      <div className="race-bet-main">
        <span className="race-bet-title">{selectionLabel(t, bet.type, bet.prop)}</span>
        <span className="muted numeric">
          {t('racing.draw.number', { number: bet.draw_number })} ·{' '}
          <time dateTime={bet.created_at}>{formatDateTime(bet.created_at, i18n.language)}</time>
        </span>
        <span className="muted numeric">
          {t('racing.myBets.stake', { amount: usdt(bet.amount), odd: bet.odd })}
        </span>
        <SettlementReasons reasons={bet.settle_reasons} />
      </div>
      <div className="race-bet-side">
        <span className={`status-badge ${BADGE_CLASS[label]}`}>{t(`racing.status.${label}`)}</span>
        {bet.payout !== null && bet.status !== BET_STATUS.pending && (
          <span className="numeric">{t('racing.myBets.payout', { amount: usdt(bet.payout) })}</span>
        )}
      </div>
      {order && (
        <div className="race-bet-result">
          <CarOrder order={order} size="small" />
          <button
            type="button"
            className="button button-ghost button-small"
            onClick={() => onReplay({ number: bet.draw_number, order })}
          >
            <Play aria-hidden size={14} />
            {t('racing.show.watch')}
          </button>
        </div>
      )}
    </li>
  )
}

function BetList({
  game,
  status,
  onReplay,
}: {
  game: RaceKey
  status: StatusTab
  onReplay: (replay: Replay) => void
}) {
  const { t } = useTranslation(RACING_TEXTS)
  const result = useMyRaceBetsInfiniteQuery({ game, status: BET_STATUS[status] })
  if (result.isLoading) return <SkeletonRows rows={3} label={t('common.loading')} />
  if (result.error || !result.data) return <LoadError error={result.error} onRetry={result.refetch} />
  const bets = result.data.pages.flatMap((page) => page.list)
  if (bets.length === 0) return <EmptyState text={t(`racing.myBets.empty.${status}`)} />
  return (
    <>
      <ul className="race-bets">
        {bets.map((bet) => (
          <BetRow key={bet.id} bet={bet} onReplay={onReplay} />
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

/**
 * My bets on this race game, pending, settled or cancelled, a page at a time, each race bet
 * written out ("Champion · Big") with the race's order and its replay once it has run.
 */
export function MyRaceBets({ game, onReplay }: { game: RaceKey; onReplay: (replay: Replay) => void }) {
  const { t } = useTranslation(RACING_TEXTS)
  const [status, setStatus] = useState<StatusTab>('pending')
  return (
    <section id="my-race-bets" className="race-my-bets panel" aria-labelledby="my-race-bets-title">
      <h2 id="my-race-bets-title">{t('racing.myBets.title', { game: t(`racing.games.${game}`) })}</h2>
      <FormTabs
        label={t('racing.myBets.statusLabel')}
        tabs={STATUS_TABS.map((value) => ({ value, label: t(`racing.myBets.tabs.${value}`) }))}
        value={status}
        onChange={setStatus}
      />
      <BetList key={`${game}:${status}`} game={game} status={status} onReplay={onReplay} />
    </section>
  )
}
