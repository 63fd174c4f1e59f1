import type { VoidCause } from '../codes/settlement-reasons'
import { MIN_ODDS, type Odds } from '../lottery/odds'
import { MARGIN_BANDS, type MarketKind, type PickOutcome, type SideOutcome, type SportsPick } from './markets'
import type { SportsGame } from './sports-games'

/** Goals or points of each side. */
export type Score = { readonly home: number; readonly away: number }

/**
 * How a match ended for settlement. `final` is the score the markets settle on: for soccer and BD
 * 90 minutes plus stoppage time (extra time and penalties do not count), for basketball the whole
 * game including overtime. `halfTime` is needed by soccer and BD (the half/full market); basketball
 * ignores it. 'void' is a match cancelled, abandoned or postponed for more than 36 hours: every
 * pick on it counts at odds 1.00; its `cause` only explains the settlement (a void without one
 * reads as cancelled).
 */
export type MatchResult =
  | { readonly status: 'finished'; readonly final: Score; readonly halfTime?: Score }
  | { readonly status: 'void'; readonly cause?: VoidCause }

export type FinishedResult = Extract<MatchResult, { status: 'finished' }>

export type ResultRejection =
  | 'NOT_A_SCORE'
  | 'HALF_TIME_REQUIRED'
  | 'HALF_TIME_ABOVE_FINAL'
  | 'BASKETBALL_DRAW'

export type ResultCheck = { readonly ok: true } | { readonly ok: false; readonly reason: ResultRejection }

const isGoalCount = (value: number) => Number.isSafeInteger(value) && value >= 0
const isScore = (score: Score) => isGoalCount(score.home) && isGoalCount(score.away)

/**
 * Whether a result can be settled: whole non-negative scores; for soccer and BD a half-time score
 * no side of which is above the final one; for basketball no draw (overtime decides), e.g. a
 * basketball 100:100 is 'BASKETBALL_DRAW'. A void result always passes.
 */
export function checkMatchResult(sport: SportsGame, result: MatchResult): ResultCheck {
  if (result.status === 'void') return { ok: true }
  const { final, halfTime } = result
  if (!isScore(final)) return { ok: false, reason: 'NOT_A_SCORE' }
  if (sport === 'basketball') {
    return final.home === final.away ? { ok: false, reason: 'BASKETBALL_DRAW' } : { ok: true }
  }
  if (halfTime === undefined) return { ok: false, reason: 'HALF_TIME_REQUIRED' }
  if (!isScore(halfTime)) return { ok: false, reason: 'NOT_A_SCORE' }
  if (halfTime.home > final.home || halfTime.away > final.away) {
    return { ok: false, reason: 'HALF_TIME_ABOVE_FINAL' }
  }
  return { ok: true }
}

/** The side ahead, or 'D' when level, e.g. `sideOf(2, 1)` is 'H'. Lines are added to `home` first. */
function sideOf(home: number, away: number): SideOutcome {
  if (home > away) return 'H'
  return home < away ? 'A' : 'D'
}

const CORRECT_SCORE_KEYS: ReadonlySet<string> = new Set([
  '1:0',
  '2:0',
  '2:1',
  '3:0',
  '3:1',
  '3:2',
  '4:0',
  '4:1',
  '4:2',
  '5:0',
  '5:1',
  '5:2',
  '0:0',
  '1:1',
  '2:2',
  '3:3',
  '0:1',
  '0:2',
  '1:2',
  '0:3',
  '1:3',
  '2:3',
  '0:4',
  '1:4',
  '2:4',
  '0:5',
  '1:5',
  '2:5',
])

const OTHER_BUCKET: Readonly<Record<SideOutcome, string>> = {
  H: 'home_other',
  D: 'draw_other',
  A: 'away_other',
}

function marginKey(margin: number): string {
  const side = margin > 0 ? 'home' : 'away'
  const points = Math.abs(margin)
  const band = MARGIN_BANDS.find((candidate) => points >= candidate.from && points <= candidate.to)
  return `${side}_${band?.key}`
}

function requireLine(market: MarketKind, line: number | undefined): number {
  if (line === undefined) throw new RangeError(`The ${market} market needs a line`)
  return line
}

/**
 * The outcome key of a market that a finished result wins; every market has exactly one, e.g.
 * soccer 3:1 wins handicap 'D' at line -2 (3 - 2 = 1:1), correct score '3:1', goals '4' and
 * half 'H/H' when the home side led at the break. Throws on a result checkMatchResult refuses or
 * a missing line: both are checked before settling.
 */
export function winningOutcome(
  sport: SportsGame,
  market: MarketKind,
  result: FinishedResult,
  line?: number,
): string {
  const { home, away } = result.final
  const total = home + away
  switch (market) {
    case 'wl':
      if (sport === 'basketball') return basketballSide(home, away)
      return sideOf(home + (sport === 'bd' ? requireLine(market, line) : 0), away)
    case 'handicap':
      if (sport === 'basketball') return home + requireLine(market, line) > away ? 'H' : 'A'
      return sideOf(home + requireLine(market, line), away)
    case 'correct_score': {
      const key = `${home}:${away}`
      return CORRECT_SCORE_KEYS.has(key) ? key : OTHER_BUCKET[sideOf(home, away)]
    }
    case 'goals':
      return total >= 7 ? '7+' : String(total)
    case 'half': {
      const { halfTime } = result
      if (halfTime === undefined) throw new RangeError('The half market needs a half-time score')
      return `${sideOf(halfTime.home, halfTime.away)}/${sideOf(home, away)}`
    }
    case 'bs':
      return total > requireLine(market, line) ? 'big' : 'small'
    case 'mv':
      basketballSide(home, away)
      return marginKey(home - away)
    case 'up':
      return `${total >= 3 ? 'up' : 'down'}_${total % 2 === 1 ? 'odd' : 'even'}`
  }
}

function basketballSide(home: number, away: number): 'H' | 'A' {
  if (home === away) throw new RangeError(`A basketball game cannot end level (${home}:${away})`)
  return home > away ? 'H' : 'A'
}

/** How one leg of a bet ends: a void leg counts at odds 1.00. */
export type LegResult = 'win' | 'lose' | 'void'

/**
 * How a pick ends on its match's result, e.g. 'H' at 2:1 is 'win', at 1:1 'lose', and on a void
 * (cancelled, or postponed over 36 hours) match 'void'.
 */
export function judgeSportsPick(sport: SportsGame, pick: PickOutcome, result: MatchResult): LegResult {
  if (result.status === 'void') return 'void'
  return winningOutcome(sport, pick.market, result, pick.line) === pick.outcome ? 'win' : 'lose'
}

/** The odds a void leg counts at: 1.00, so the leg neither adds nor takes anything. */
export const VOID_LEG_ODDS: Odds = MIN_ODDS

/**
 * The odds a leg settles at: its own when it won, 1.00 when void, undefined when it lost (the
 * combinations holding it pay nothing), e.g. a void leg priced 2.10 settles at 1.00.
 */
export function settlementOdds(pick: Pick<SportsPick, 'odds'>, result: LegResult): Odds | undefined {
  if (result === 'lose') return undefined
  return result === 'void' ? VOID_LEG_ODDS : pick.odds
}

/** A match postponed for more than this many hours is void (the spec's sports rules). */
export const POSTPONEMENT_VOID_HOURS = 36
const HOUR_MS = 3_600_000

/**
 * Whether a match that has not started is void by postponement: more than 36 hours have passed
 * since its scheduled start, e.g. scheduled at 12:00 on Monday it is void from just after 00:00 on
 * Wednesday. `now` is an argument so that the rule stays pure.
 */
export function isVoidedByPostponement(scheduledStart: Date, now: Date): boolean {
  return now.getTime() - scheduledStart.getTime() > POSTPONEMENT_VOID_HOURS * HOUR_MS
}
