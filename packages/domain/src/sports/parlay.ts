import type { MarketKind } from './markets'
import type { SportsSettings } from './settings'

/**
 * Parlays. A slip holds picks on M matches and one or more chosen fold sizes k: 1 is the spec's
 * "single match" (each pick alone), k from 2 to 15 is "k String 1" (every leg of a k-match
 * combination must win). A combination takes k distinct matches and exactly one pick in each; two
 * picks of the same match never sit in one combination.
 */

/** The longest parlay the product offers ("15 String 1", BD's win/draw/lose). */
export const MAX_FOLD = 15

/** The spec's parlay choices in order: 1 (single match), then 2 String 1 … 15 String 1. */
export const PARLAY_LEVELS: readonly number[] = Array.from({ length: MAX_FOLD }, (_, index) => index + 1)

/**
 * How many legs a slip's combinations may have at most: the smallest parlay limit among the
 * markets it holds, e.g. soccer wl (8) with correct score (4) allows 4. A market without a
 * configured limit allows singles only; an empty slip allows MAX_FOLD.
 */
export function parlayLimit(
  markets: Iterable<MarketKind>,
  settings: Pick<SportsSettings, 'parlayLimits'>,
): number {
  let limit = MAX_FOLD
  for (const market of markets) limit = Math.min(limit, settings.parlayLimits[market] ?? 1)
  return limit
}

/**
 * The fold sizes a slip may choose: single, then 2 String 1 up to the number of matches or the
 * parlay limit, whichever is smaller, e.g. 5 soccer matches of wl picks give [1, 2, 3, 4, 5].
 */
export function parlayChoices(
  matchCount: number,
  markets: Iterable<MarketKind>,
  settings: Pick<SportsSettings, 'parlayLimits'>,
): number[] {
  const longest = Math.min(matchCount, parlayLimit(markets, settings))
  return PARLAY_LEVELS.filter((fold) => fold <= longest)
}

export type FoldRejection =
  | 'NO_FOLD'
  | 'NOT_A_FOLD'
  | 'DUPLICATE_FOLD'
  | 'FOLD_ABOVE_MATCHES'
  | 'FOLD_ABOVE_PARLAY_LIMIT'

export type FoldCheck = { readonly ok: true } | { readonly ok: false; readonly reason: FoldRejection }

/**
 * Whether chosen fold sizes can be bet: at least one, each a whole number from 1 to MAX_FOLD,
 * none twice, none above the number of matches or the parlay limit, e.g. [2, 3] on 3 matches
 * passes and [4] is 'FOLD_ABOVE_MATCHES'.
 */
export function checkFolds(folds: readonly number[], matchCount: number, limit: number): FoldCheck {
  if (folds.length === 0) return { ok: false, reason: 'NO_FOLD' }
  if (folds.some((fold) => !Number.isInteger(fold) || fold < 1 || fold > MAX_FOLD)) {
    return { ok: false, reason: 'NOT_A_FOLD' }
  }
  if (new Set(folds).size !== folds.length) return { ok: false, reason: 'DUPLICATE_FOLD' }
  if (folds.some((fold) => fold > matchCount)) return { ok: false, reason: 'FOLD_ABOVE_MATCHES' }
  if (folds.some((fold) => fold > limit)) return { ok: false, reason: 'FOLD_ABOVE_PARLAY_LIMIT' }
  return { ok: true }
}

/**
 * The elementary symmetric sums e_0 … e_upTo of some values, by the dynamic programme
 * e_k ← e_k + e_(k-1) × v over the values, in O(values × upTo) and never by enumeration, e.g.
 * [2n, 3n, 4n] up to 3 gives [1n, 9n, 26n, 24n] (e_2 = 2·3 + 2·4 + 3·4).
 */
export function elementarySymmetricSums(values: readonly bigint[], upTo: number): bigint[] {
  const sums: bigint[] = [1n, ...Array.from({ length: Math.max(0, upTo) }, () => 0n)]
  values.forEach((value, index) => {
    for (let size = Math.min(index + 1, upTo); size >= 1; size--) {
      sums[size] = (sums[size] ?? 0n) + (sums[size - 1] ?? 0n) * value
    }
  })
  return sums
}

/**
 * The spec's permutation count: how many combinations a slip bets on, Σ over the chosen folds k of
 * e_k(n_1 … n_M) where n_i is the number of picks on match i, e.g. picks [2, 1, 3] with folds
 * [1, 2] give 6 + (2 + 6 + 3) = 17. O(M × largest fold); 15 matches of 3 picks with every fold from
 * 2 to 15 (1,073,741,778 combinations) is 15 × 15 small multiplications.
 */
export function parlayCombinationCount(pickCounts: readonly number[], folds: readonly number[]): bigint {
  const largest = Math.max(0, ...folds)
  const sums = elementarySymmetricSums(
    pickCounts.map((count) => BigInt(count)),
    largest,
  )
  return [...new Set(folds)].reduce((total, fold) => total + (sums[fold] ?? 0n), 0n)
}

/** One combination: for each of its legs, the index of the match and of the pick within that match. */
export type Combination = readonly { readonly match: number; readonly pick: number }[]

/**
 * Lists every combination of a slip, folds in ascending order, then matches in order and picks in
 * order within each, e.g. picks [2, 1] with folds [2] give [{0,0},{1,0}] and [{0,1},{1,0}]. It
 * enumerates, so it is for listing and settling one placed bet (the spec's combination results,
 * sent in chunks of 1,000), never for counting or estimating.
 */
export function* parlayCombinations(
  pickCounts: readonly number[],
  folds: readonly number[],
): Generator<Combination> {
  const sorted = [...new Set(folds)].sort((a, b) => a - b)
  for (const fold of sorted) yield* legsFrom(pickCounts, 0, fold, [])
}

function* legsFrom(
  pickCounts: readonly number[],
  firstMatch: number,
  remaining: number,
  chosen: { match: number; pick: number }[],
): Generator<Combination> {
  if (remaining === 0) {
    yield [...chosen]
    return
  }
  for (let match = firstMatch; match <= pickCounts.length - remaining; match++) {
    for (let pick = 0; pick < (pickCounts[match] ?? 0); pick++) {
      chosen.push({ match, pick })
      yield* legsFrom(pickCounts, match + 1, remaining - 1, chosen)
      chosen.pop()
    }
  }
}
