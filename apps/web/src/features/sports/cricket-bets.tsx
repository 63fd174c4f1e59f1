import type { CricketBet } from '@app/contract'
import { BET_STATUS } from '@app/domain'
import { useTranslation } from 'react-i18next'
import { SettlementReasons } from '../../shared/ui/settlement-reasons'
import { PagedHistory } from '../wallet/history-parts'
import { OutcomeBadge, outcomeOf, usdtText } from './bet-parts'
import { useMyCricketBetsInfiniteQuery } from './cricket-api'
import { cricketMarketName, cricketOutcomeLabel } from './cricket-labels'
import { CRICKET_TEXTS } from './cricket-texts'
import { formatKickOff, matchName } from './labels'
import { PENDING_POLL_MS } from './poll'

function CricketBetRow({ bet }: { bet: CricketBet }) {
  const { t, i18n } = useTranslation(CRICKET_TEXTS)
  const isPending = bet.status === BET_STATUS.pending
  const label = cricketOutcomeLabel(t, bet.categoryLabel, bet.slipLabel, bet.line, i18n.language)
  const { match } = bet
  const hasRuns = match.home_score !== null && match.away_score !== null
  return (
    <li className="history-row sports-bet cricket-bet" data-bet={bet.id} data-match={bet.matchId}>
      <div className="history-main">
        <span className="muted">
          {t('sports.myBets.betNo', { id: bet.slipId })} ·{' '}
          <time dateTime={bet.create_at}>{formatKickOff(bet.create_at, i18n.language)}</time>
        </span>
        <span className="history-title">{matchName(t, match.home_team_name, match.away_team_name)}</span>
        <span className="muted">
          {cricketMarketName(t, bet.categoryLabel)} · {label} @ <span className="numeric">{bet.odd}</span>
          {hasRuns && (
            <>
              {' · '}
              <span className="numeric">
                {t('cricket.myBets.runs', { home: match.home_score, away: match.away_score })}
              </span>
            </>
          )}
        </span>
        <SettlementReasons reasons={bet.settle_reasons} />
      </div>
      <div className="history-side">
        <span className="numeric history-amount">{usdtText(bet.amount, i18n.language)}</span>
        <OutcomeBadge label={outcomeOf(bet.status, bet.payout)} />
        {!isPending && bet.payout !== null && (
          <span className="numeric">
            {t('sports.myBets.payoutLine', { amount: usdtText(bet.payout, i18n.language) })}
          </span>
        )}
      </div>
    </li>
  )
}

/** My cricket bets: one row per selection, a page at a time, read again while some are pending. */
export function CricketBetList({
  status,
  filter,
}: {
  status: number
  filter: 'pending' | 'settled' | 'all'
}) {
  const { t } = useTranslation(CRICKET_TEXTS)
  const query = useMyCricketBetsInfiniteQuery(status, { pollingInterval: PENDING_POLL_MS })
  return (
    <PagedHistory
      query={query}
      emptyText={t(`sports.myBets.empty.${filter}`)}
      errorText={t('sports.myBets.loadError')}
      renderRow={(bet) => <CricketBetRow key={bet.id} bet={bet} />}
    />
  )
}
