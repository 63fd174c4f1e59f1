import type { SportsBet } from '@app/contract'
import { BET_STATUS, BETTABLE_SPORTS, type BettableSport, isSportsGame, type SportsGame } from '@app/domain'
import { ChevronRight } from 'lucide-react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useDispatch } from 'react-redux'
import { Link } from 'react-router'
import { api } from '../../shared/api/api'
import { FormTabs } from '../../shared/ui/form-fields'
import { SettlementReasons } from '../../shared/ui/settlement-reasons'
import { PagedHistory } from '../wallet/history-parts'
import { BetDetail } from './bet-detail'
import { BetLegs, betPayout, OutcomeBadge, outcomeOf, usdtText } from './bet-parts'
import { CricketBetList } from './cricket-bets'
import { foldName, formatKickOff } from './labels'
import { PENDING_POLL_MS } from './poll'
import { useMySportsBetsInfiniteQuery } from './sports-api'
import './sports.css'
import { SPORTS_TEXTS } from './sports-texts'

/** The spec's my-bets filter: pending 1, settled 16, every bet -1. */
export const BET_FILTERS = { pending: BET_STATUS.pending, settled: BET_STATUS.settled, all: -1 } as const
export type BetFilter = keyof typeof BET_FILTERS
const FILTERS = Object.keys(BET_FILTERS) as BetFilter[]

function BetRow({ bet, onOpen }: { bet: SportsBet; onOpen: (bet: SportsBet) => void }) {
  const { t, i18n } = useTranslation(SPORTS_TEXTS)
  const label = outcomeOf(bet.status, bet.payout ?? betPayout(bet))
  const isPending = bet.status === BET_STATUS.pending
  const usdt = (decimal: string) => usdtText(decimal, i18n.language)
  return (
    <li className="history-row sports-bet" data-bet={bet.bet_id}>
      <div className="history-main">
        <span className="muted">
          {t('sports.myBets.betNo', { id: bet.bet_id })} ·{' '}
          <time dateTime={bet.create_at}>{formatKickOff(bet.create_at, i18n.language)}</time>
        </span>
        <span className="history-title">
          {bet.folds.map((fold) => foldName(t, fold)).join(', ')} ·{' '}
          {t('sports.myBets.combinations', { combinations: bet.bets, multiple: bet.multiple })}
        </span>
        <BetLegs bet={bet} />
        <SettlementReasons reasons={bet.settle_reasons} />
      </div>
      <div className="history-side">
        <span className="numeric history-amount">{usdt(bet.total_price)}</span>
        <OutcomeBadge label={label} />
        {isPending ? (
          <span className="numeric muted">
            {t('sports.myBets.estimateRange', { min: usdt(bet.estimated_min), max: usdt(bet.estimated_max) })}
          </span>
        ) : (
          <span className="numeric">{t('sports.myBets.payoutLine', { amount: usdt(betPayout(bet)) })}</span>
        )}
        {!isPending && bet.tax !== null && Number(bet.tax) > 0 && (
          <span className="numeric muted">{t('sports.myBets.taxLine', { amount: usdt(bet.tax) })}</span>
        )}
        <button type="button" className="button button-ghost button-small" onClick={() => onOpen(bet)}>
          {t('sports.myBets.details')}
          <ChevronRight aria-hidden size={16} />
        </button>
      </div>
    </li>
  )
}

/**
 * Watches the bets on screen: polls while some are pending, and when one of them is settled
 * refreshes the balance the header shows (the payout has been credited).
 */
function useSettlementWatch(bets: readonly SportsBet[]): number {
  const dispatch = useDispatch()
  const pending = useRef(new Set<number>())
  const hasPending = bets.some((bet) => bet.status === BET_STATUS.pending)
  useEffect(() => {
    const isNewlySettled = bets.some(
      (bet) => bet.status !== BET_STATUS.pending && pending.current.has(bet.bet_id),
    )
    pending.current = new Set(
      bets.filter((bet) => bet.status === BET_STATUS.pending).map((bet) => bet.bet_id),
    )
    if (isNewlySettled) dispatch(api.util.invalidateTags(['Balance']))
  }, [bets, dispatch])
  return hasPending ? PENDING_POLL_MS : 0
}

function BetList({ game, filter }: { game: SportsGame; filter: BetFilter }) {
  const { t } = useTranslation(SPORTS_TEXTS)
  const [opened, setOpened] = useState<SportsBet>()
  const [pollingInterval, setPollingInterval] = useState(0)
  const query = useMySportsBetsInfiniteQuery({ game, status: BET_FILTERS[filter] }, { pollingInterval })
  const bets = useMemo(() => query.data?.pages.flatMap((page) => page.list) ?? [], [query.data])
  const wanted = useSettlementWatch(bets)
  if (wanted !== pollingInterval) setPollingInterval(wanted)
  return (
    <>
      <PagedHistory
        query={query}
        emptyText={t(`sports.myBets.empty.${filter}`)}
        errorText={t('sports.myBets.loadError')}
        renderRow={(bet) => <BetRow key={bet.bet_id} bet={bet} onOpen={setOpened} />}
      />
      <BetDetail bet={opened} onClose={() => setOpened(undefined)} />
    </>
  )
}

/**
 * My sports bets (the desktop side panel and the /my-bets page): a tab per sport, a link to the
 * lottery bets, the status filter, and the bets a page at a time, each opening its detail.
 */
export function SportsMyBets({ initialGame = 'soccer' }: { initialGame?: BettableSport }) {
  const { t } = useTranslation(SPORTS_TEXTS)
  const [game, setGame] = useState<BettableSport>(initialGame)
  const [filter, setFilter] = useState<BetFilter>('pending')
  return (
    <div className="sports-my-bets history">
      <FormTabs
        label={t('sports.sportsLabel')}
        tabs={BETTABLE_SPORTS.map((value) => ({ value, label: t(`sports.games.${value}`) }))}
        value={game}
        onChange={setGame}
      />
      <div className="my-bets-bar">
        <FormTabs
          label={t('sports.myBets.statusLabel')}
          tabs={FILTERS.map((value) => ({ value, label: t(`sports.myBets.filters.${value}`) }))}
          value={filter}
          onChange={setFilter}
        />
        <Link className="button button-ghost button-small" to="/lottery/my-bets">
          {t('sports.myBets.lotteryLink')}
        </Link>
      </div>
      {isSportsGame(game) ? (
        <BetList key={`${game}:${filter}`} game={game} filter={filter} />
      ) : (
        <CricketBetList key={`${game}:${filter}`} status={BET_FILTERS[filter]} filter={filter} />
      )}
    </div>
  )
}
