import { type Money, ZERO } from '../money/money'
import {
  canAnyCapBind,
  cappedPayoutSum,
  type PayoutTerms,
  payoutTerms,
  roundPayout,
} from './combination-payouts'
import { winningSets } from './compatibility'
import type { SportsPick } from './markets'
import { MAX_FOLD } from './parlay'
import { SPORTS_SETTINGS, type SportsSettings } from './settings'
import { matchesOf, type SportsSlip } from './slip'
import type { SportsGame } from './sports-games'

/** The spec's min and max estimated amounts of a slip, in micro-USDT. */
export type PayoutEstimate = { readonly min: Money; readonly max: Money }

const NO_ESTIMATE: PayoutEstimate = { min: ZERO, max: ZERO }

/** What one match's picks can win together: each distinct non-empty winning set as its odds, ascending. */
type MatchAnalysis = {
  readonly sets: readonly (readonly bigint[])[]
  readonly isForced: boolean
  readonly highestOdds: bigint
}

const sum = (values: readonly bigint[]) => values.reduce((total, value) => total + value, 0n)
const ascending = (a: bigint, b: bigint) => (a < b ? -1 : a > b ? 1 : 0)

function analyse(sport: SportsGame, picks: readonly SportsPick[]): MatchAnalysis {
  const found = winningSets(sport, picks)
  const sets = found
    .filter((set) => set.length > 0)
    .map((set) => set.map((index) => picks[index]?.odds ?? 0n).sort(ascending))
  return {
    sets,
    isForced: found.every((set) => set.length > 0),
    highestOdds: picks.reduce((highest, pick) => (pick.odds > highest ? pick.odds : highest), 0n),
  }
}

/**
 * Whether `small` fits under `large`: some injection maps each of small's odds to one of large's
 * that is at least as high (both ascending). Then every combination using small's picks has a
 * distinct counterpart using large's that pays at least as much, capped or not, so a match
 * winning `large` pays at least as much as one winning `small`, whatever the other matches do.
 */
function fitsUnder(small: readonly bigint[], large: readonly bigint[]): boolean {
  const offset = large.length - small.length
  return offset >= 0 && small.every((value, index) => value <= (large[offset + index] ?? 0n))
}

const sameSet = (a: readonly bigint[], b: readonly bigint[]) =>
  a.length === b.length && a.every((value, index) => value === b[index])

/** The sets no other set beats for the maximum (or, `isForMinimum`, undercuts for the minimum). */
function undominated(sets: readonly (readonly bigint[])[], isForMinimum: boolean): (readonly bigint[])[] {
  const distinct = sets.filter((set, index) => sets.findIndex((other) => sameSet(set, other)) === index)
  return distinct.filter(
    (set) =>
      !distinct.some(
        (other) => !sameSet(set, other) && (isForMinimum ? fitsUnder(other, set) : fitsUnder(set, other)),
      ),
  )
}

const bySum = (a: readonly bigint[], b: readonly bigint[]) => ascending(sum(a), sum(b))

/**
 * Tries every choice of one option per match and answers the best payout numerator, lowest when
 * `isForMinimum`. Options are few: after removing dominated sets, a match has one option unless
 * its picks span markets in a way that leaves incomparable winning sets.
 */
function bestOver(
  options: readonly (readonly (readonly bigint[])[])[],
  terms: PayoutTerms,
  isForMinimum: boolean,
): bigint {
  let best: bigint | undefined
  const chosen: (readonly bigint[])[] = []
  const visit = (match: number) => {
    if (match === options.length) {
      const payout = cappedPayoutSum(chosen, terms)
      if (best === undefined || (isForMinimum ? payout < best : payout > best)) best = payout
      return
    }
    for (const option of options[match] ?? []) {
      chosen.push(option)
      visit(match + 1)
      chosen.pop()
    }
  }
  visit(0)
  return best ?? 0n
}

/**
 * The largest payout numerator: each match wins its best set. Uncapped, payouts are
 * Σ_k scale × e_k(sums), increasing in every match's sum, so the set with the highest sum (hi_i)
 * is best. When a cap can bind the sum no longer decides, and every undominated set is tried.
 */
function maxNumerator(analyses: readonly MatchAnalysis[], terms: PayoutTerms, canCapBind: boolean): bigint {
  if (!canCapBind) {
    return cappedPayoutSum(
      analyses.map(({ sets }) => [...sets].sort(bySum).at(-1) ?? []),
      terms,
    )
  }
  return bestOver(
    analyses.map(({ sets }) => undominated(sets, false)),
    terms,
    false,
  )
}

/**
 * The smallest positive payout numerator, by the rules reference's forced-match rule. A forced
 * match (one whose picks cover every result) always wins something, and pays least with its
 * lowest set; any other match may win nothing. A payout is positive exactly when at least the
 * smallest fold's number of matches win, and every extra winning match only adds, so the minimum
 * takes all forced matches at their lowest, plus just enough of the others (those with the lowest
 * lo_i) to reach the smallest fold. The shortcut "product of the k_min smallest lo_i" forgets that
 * forced matches cannot be left out.
 *
 * When a cap can bind, forced matches try each of their undominated lowest sets; the other
 * matches, when each has a single one-pick lowest set, still take the lowest odds (a combination
 * pays more, capped or not, on higher odds, and matches are interchangeable); otherwise every
 * choice of which of them win, and with what, is tried.
 */
function minNumerator(analyses: readonly MatchAnalysis[], terms: PayoutTerms, canCapBind: boolean): bigint {
  const smallestFold = terms.folds[0] ?? 0
  const forcedCount = analyses.filter((analysis) => analysis.isForced).length
  const needed = Math.max(0, smallestFold - forcedCount)
  const lowestSets = analyses.map(({ sets }) =>
    canCapBind ? undominated(sets, true) : [[...sets].sort(bySum)[0] ?? []],
  )
  const free = analyses.flatMap((analysis, index) => (analysis.isForced ? [] : [index]))
  // Uncapped, a payout depends on each match's sum only, so any lowest set is as good as one pick.
  const isSimple = free.every((index) => {
    const options = lowestSets[index] ?? []
    return options.length === 1 && (!canCapBind || options[0]?.length === 1)
  })
  if (isSimple) {
    const winners = new Set(
      [...free].sort((a, b) => bySum(lowestSets[a]?.[0] ?? [], lowestSets[b]?.[0] ?? [])).slice(0, needed),
    )
    const options = analyses.map((analysis, index) =>
      analysis.isForced || winners.has(index) ? (lowestSets[index] ?? []) : [[]],
    )
    return bestOver(options, terms, true)
  }
  // Exactly `needed` of the free matches win: fewer pays nothing, more pays at least as much.
  let best: bigint | undefined
  const pickWinners = (start: number, left: number, winners: number[]) => {
    if (left === 0) {
      const chosen = new Set(winners)
      const options = analyses.map((analysis, index) =>
        analysis.isForced || chosen.has(index) ? (lowestSets[index] ?? []) : [[]],
      )
      const payout = bestOver(options, terms, true)
      if (best === undefined || payout < best) best = payout
      return
    }
    for (let position = start; position <= free.length - left; position++) {
      winners.push(free[position] ?? 0)
      pickWinners(position + 1, left - 1, winners)
      winners.pop()
    }
  }
  pickWinners(0, needed, [])
  return best ?? 0n
}

/**
 * The spec's min and max estimated payouts of a slip, exactly as the rules reference defines them:
 * max = unit stake × multiple × Σ over chosen folds k of e_k(hi_1 … hi_M), min = the smallest
 * positive payout over all results (see minNumerator), both × 0.65 for BD, with the per-combination
 * caps applied exactly, and rounded once toward zero (roundPayout). A max of 0 zeroes both. E.g.
 * soccer wl 'H' 2.00 and 'D' 3.00 on one match with 'H' 1.50 on another, 2 String 1 at 10 USDT:
 * max 45 (3.00 × 1.50), min 30 (2.00 × 1.50).
 *
 * Complexity, uncapped (no combination can reach its cap): O(R × P) to play each match out
 * (R candidate results, P picks) plus O(M × K) for the sums; 15 matches of 3 picks with every
 * fold from 2 to 15 (about 10^9 combinations) takes well under a millisecond of arithmetic. When a
 * cap can bind, see cappedPayoutSum: about the square root of the number of combinations, times
 * the (almost always 1) choices of undominated winning sets. Picks are assumed valid
 * (checkSportsSlip); a slip that cannot be priced yet (no picks or folds, a fold outside 1..15 or
 * above the number of matches, a stake of 0, a multiple that is not a whole number from 1)
 * estimates 0.
 */
export function estimatePayout(
  slip: SportsSlip,
  settings: SportsSettings = SPORTS_SETTINGS[slip.sport],
): PayoutEstimate {
  const isPriceable =
    slip.folds.length > 0 &&
    slip.folds.every((fold) => Number.isInteger(fold) && fold >= 1 && fold <= MAX_FOLD) &&
    Number.isSafeInteger(slip.multiple) &&
    slip.multiple >= 1 &&
    slip.unitStake > 0n
  if (!isPriceable) return NO_ESTIMATE
  const terms = payoutTerms(slip, settings)
  const matches = matchesOf(slip.picks)
  if (matches.length < (terms.folds[0] ?? 1)) return NO_ESTIMATE
  const analyses = matches.map((match) => analyse(slip.sport, match.picks))
  const canCapBind = canAnyCapBind(
    analyses.map((analysis) => analysis.highestOdds),
    terms,
  )
  const max = roundPayout({
    numerator: maxNumerator(analyses, terms, canCapBind),
    denominator: terms.denominator,
  })
  // The spec: a calculated max of 0 zeroes both estimates.
  if (max === 0n) return NO_ESTIMATE
  const min = roundPayout({
    numerator: minNumerator(analyses, terms, canCapBind),
    denominator: terms.denominator,
  })
  return { min, max }
}
