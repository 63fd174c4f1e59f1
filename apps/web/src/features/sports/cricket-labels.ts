import type { CricketMatch, SportsMatch } from '@app/contract'
import { CRICKET_OUTCOMES, isCricketMarket } from '@app/domain'
import type { TFunction } from 'i18next'

/** A cricket market's name, e.g. 'total_runs' is "Total runs"; an unknown one is shown as sent. */
export function cricketMarketName(t: TFunction, market: string): string {
  return isCricketMarket(market) ? t(`cricket.markets.${market}`) : market
}

const isKnownOutcome = (market: string, outcome: string) =>
  isCricketMarket(market) && (CRICKET_OUTCOMES[market] as readonly string[]).includes(outcome)

/**
 * A cricket selection as a player reads it, e.g. winner 'home' is "Home", total runs 'over' at
 * 310.5 is "Over 310.5"; an unknown outcome is shown as sent.
 */
export function cricketOutcomeLabel(
  t: TFunction,
  market: string,
  outcome: string,
  line: number | null,
  language: string,
): string {
  if (!isKnownOutcome(market, outcome)) return outcome
  if (market === 'winner') return t(`cricket.outcomes.${outcome}`)
  const shown =
    line === null ? '' : new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(line)
  return t(`cricket.outcomes.${outcome}`, { line: shown })
}

/**
 * A cricket match as the all-sports page lists it (selection odds of kinds winner and
 * total_runs) in the shape of cricket's own calls, so one card shows both.
 */
export function cricketMatchOf(match: SportsMatch): CricketMatch {
  return {
    matchId: match.match_id,
    league_name: match.league_name,
    home_name: match.home_name,
    away_name: match.away_name,
    home_pic: match.home_pic,
    away_pic: match.away_pic,
    match_start_time: match.match_start_time,
    status: match.status,
    selections: match.odds.map((odds) => ({
      id: `${match.match_id}:${odds.kind}:${odds.name}`,
      categoryLabel: odds.kind,
      slipLabel: odds.name,
      odd: odds.odds,
      line: odds.handicap_val,
      previous_odd: odds.previous_odds,
    })),
    home_runs: match.score?.home ?? null,
    away_runs: match.score?.away ?? null,
    winner: null,
  }
}
