import { type Money, money } from '../money/money'
import { checkSportsPick, type PickRejection, type SportsPick } from './markets'
import { checkFolds, type FoldRejection, parlayCombinationCount, parlayLimit } from './parlay'
import type { SportsSettings } from './settings'
import type { SportsGame } from './sports-games'

/**
 * A sports slip, or a placed sports bet (the same facts): picks on one sport's matches, the chosen
 * fold sizes (1 = single, k = k String 1), the unit stake of each combination (the spec's
 * castValue, in micro-USDT) and the multiple. Each combination costs unitStake × multiple, and
 * pays unitStake × the product of its legs' odds × multiple (× 0.65 for BD), capped per
 * combination.
 */
export type SportsSlip = {
  readonly sport: SportsGame
  readonly picks: readonly SportsPick[]
  readonly folds: readonly number[]
  readonly unitStake: Money
  /** A whole number from 1. */
  readonly multiple: number
}

/** The picks of one match, in slip order, with their indexes in the slip's picks. */
export type MatchPicks = {
  readonly matchId: string
  readonly picks: readonly SportsPick[]
  readonly pickIndexes: readonly number[]
}

/**
 * Groups a slip's picks by match, matches in order of first appearance, e.g. picks on m1, m2, m1
 * give m1 with picks 0 and 2, then m2 with pick 1.
 */
export function matchesOf(picks: readonly SportsPick[]): MatchPicks[] {
  const byMatch = new Map<string, { picks: SportsPick[]; pickIndexes: number[] }>()
  picks.forEach((pick, index) => {
    const match = byMatch.get(pick.matchId) ?? { picks: [], pickIndexes: [] }
    match.picks.push(pick)
    match.pickIndexes.push(index)
    byMatch.set(pick.matchId, match)
  })
  return [...byMatch].map(([matchId, match]) => ({ matchId, ...match }))
}

/** The spec's permutationAmount of a slip: its number of combinations, e.g. 2 picks on one match and 1 on another at 2 String 1 is 2. */
export function slipCombinationCount(slip: Pick<SportsSlip, 'picks' | 'folds'>): bigint {
  return parlayCombinationCount(
    matchesOf(slip.picks).map((match) => match.picks.length),
    slip.folds,
  )
}

/** What a slip debits: unit stake × multiple × its number of combinations, e.g. 2 × 3 × 4 combinations is 24. */
export function slipTotalStake(slip: Pick<SportsSlip, 'picks' | 'folds' | 'unitStake' | 'multiple'>): Money {
  return money(slip.unitStake * BigInt(slip.multiple) * slipCombinationCount(slip))
}

export type SlipRejection =
  | PickRejection
  | FoldRejection
  | 'NO_PICKS'
  | 'DUPLICATE_PICK'
  | 'STAKE_NOT_POSITIVE'
  | 'MULTIPLE_NOT_POSITIVE'

export type SlipCheck =
  | { readonly ok: true }
  | { readonly ok: false; readonly reason: SlipRejection; readonly pickIndex?: number }

/**
 * Whether a slip can be placed: at least one pick, every pick valid for the sport (checkSportsPick)
 * and none twice (same match, market, line and outcome), valid folds within the number of matches
 * and the parlay limit of the markets held, a unit stake above 0 and a whole multiple from 1. The
 * first problem found is answered, with the pick's index when it is a pick's, e.g. 9 String 1 of
 * soccer win/draw/lose is 'FOLD_ABOVE_PARLAY_LIMIT'. Picks of one match may well be unable to win
 * together: they are alternatives, never in one combination.
 */
export function checkSportsSlip(slip: SportsSlip, settings: SportsSettings): SlipCheck {
  if (slip.picks.length === 0) return { ok: false, reason: 'NO_PICKS' }
  const seen = new Set<string>()
  for (const [pickIndex, pick] of slip.picks.entries()) {
    const check = checkSportsPick(slip.sport, pick)
    if (!check.ok) return { ok: false, reason: check.reason, pickIndex }
    const key = JSON.stringify([pick.matchId, pick.market, pick.line ?? null, pick.outcome])
    if (seen.has(key)) return { ok: false, reason: 'DUPLICATE_PICK', pickIndex }
    seen.add(key)
  }
  const matchCount = matchesOf(slip.picks).length
  const limit = parlayLimit(
    slip.picks.map((pick) => pick.market),
    settings,
  )
  const folds = checkFolds(slip.folds, matchCount, limit)
  if (!folds.ok) return folds
  if (slip.unitStake <= 0n) return { ok: false, reason: 'STAKE_NOT_POSITIVE' }
  if (!Number.isSafeInteger(slip.multiple) || slip.multiple < 1) {
    return { ok: false, reason: 'MULTIPLE_NOT_POSITIVE' }
  }
  return { ok: true }
}
