import type { SportsBet, SportsLeg } from '@app/contract'
import {
  BET_STATUS,
  type BetOutcomeLabel,
  type BetStatus,
  betOutcomeLabel,
  displayedPayout,
  isSportsGame,
  type SportsGame,
  toDecimalString,
} from '@app/domain'
import { useTranslation } from 'react-i18next'
import { formatUsdt, toMoney } from '../../shared/format/format'
import { foldName, matchName, outcomeLabel } from './labels'
import { SPORTS_TEXTS } from './sports-texts'

const BET_STATUSES: readonly number[] = Object.values(BET_STATUS)
const isBetStatus = (status: number): status is BetStatus => BET_STATUSES.includes(status)

/**
 * A label as the spec shows it: PENDING and CANCELED follow the bet; a settled combination (or a
 * settled bet, by what it paid) is a WIN when its amount is above 0, otherwise a LOSS.
 */
export function outcomeOf(status: number, amount: string | null): BetOutcomeLabel {
  return betOutcomeLabel(isBetStatus(status) ? status : BET_STATUS.pending, toMoney(amount))
}

/**
 * The spec's displayed payout of a bet: total_price plus bonus when bonus is above 0, else 0,
 * as a decimal string.
 */
export function betPayout(bet: Pick<SportsBet, 'total_price' | 'bonus'>): string {
  return toDecimalString(displayedPayout(toMoney(bet.total_price), toMoney(bet.bonus)))
}

const BADGE: Record<BetOutcomeLabel, string> = {
  PENDING: 'status-waiting',
  WIN: 'status-done',
  LOSS: 'status-stopped',
  CANCELED: 'sports-status-neutral',
}

export function OutcomeBadge({ label }: { label: BetOutcomeLabel }) {
  const { t } = useTranslation(SPORTS_TEXTS)
  return <span className={`status-badge ${BADGE[label]}`}>{t(`sports.outcomeLabels.${label}`)}</span>
}

/** A leg's sport for its labels: the bet's game when it is one, else soccer's wording. */
export function sportOf(game: string): SportsGame {
  return isSportsGame(game) ? game : 'soccer'
}

/** A bet's legs grouped by match, each match with its teams and score once known. */
export function BetLegs({ bet }: { bet: SportsBet }) {
  const { t, i18n } = useTranslation(SPORTS_TEXTS)
  const sport = sportOf(bet.game)
  const byMatch = new Map<string, SportsLeg[]>()
  for (const leg of bet.legs) byMatch.set(leg.m, [...(byMatch.get(leg.m) ?? []), leg])
  return (
    <ul className="bet-legs">
      {[...byMatch].map(([matchId, legs]) => {
        const match = bet.match[matchId]
        const hasScore = match && match.home_score !== null && match.away_score !== null
        return (
          <li key={matchId} className="bet-leg-match">
            <div className="bet-leg-head">
              <span className="bet-leg-teams">
                {match ? matchName(t, match.home_team_name, match.away_team_name) : matchId}
              </span>
              {hasScore && (
                <span className="bet-leg-score numeric">
                  <span className="visually-hidden">{t('sports.results.scoreLabel')}: </span>
                  {match.home_score}:{match.away_score}
                </span>
              )}
            </div>
            <ul className="bet-leg-picks">
              {legs.map((leg) => (
                <li
                  key={`${leg.k}|${leg.e ?? ''}|${leg.n}`}
                  className="bet-leg"
                  data-result={leg.r ?? undefined}
                >
                  <span>{outcomeLabel(t, sport, leg.k, leg.n, leg.e, i18n.language)}</span>
                  <span className="numeric muted">@{leg.o}</span>
                  {leg.r && (
                    <span className={`leg-result leg-${leg.r}`}>{t(`sports.legResult.${leg.r}`)}</span>
                  )}
                </li>
              ))}
            </ul>
          </li>
        )
      })}
    </ul>
  )
}

/** A USDT amount with its label, e.g. "Payout 19.60 USDT". */
export function usdtText(decimal: string, language: string): string {
  return `${formatUsdt(decimal, language)} USDT`
}

/**
 * The rows of a bet's facts list that say how it is built, shared by the placed dialog and the
 * bet detail: its parlays (e.g. "Single, 2 String 1"), its number of combinations and its multiple.
 */
export function BetFoldFacts({ bet }: { bet: Pick<SportsBet, 'folds' | 'bets' | 'multiple'> }) {
  const { t } = useTranslation(SPORTS_TEXTS)
  return (
    <>
      <div>
        <dt>{t('sports.slip.parlay')}</dt>
        <dd>{bet.folds.map((fold) => foldName(t, fold)).join(', ')}</dd>
      </div>
      <div>
        <dt>{t('sports.slip.combinations')}</dt>
        <dd className="numeric">{bet.bets}</dd>
      </div>
      <div>
        <dt>{t('sports.slip.multiple')}</dt>
        <dd className="numeric">{bet.multiple}</dd>
      </div>
    </>
  )
}
