/**
 * Reference implementations by brute force, for tests only: no production module imports this
 * file. They enumerate every combination and every joint result literally, with grids and
 * arithmetic of their own, and share with production code only the rule of which outcome a
 * result wins (judgeSportsPick), which results.test.ts pins down by hand-worked scores.
 */
import fc from 'fast-check'
import { oddsFromThousandths, oddsOf } from '../lottery/odds'
import { type Money, money } from '../money/money'
import { lineFormOf, marketOutcomes, type PickOutcome, SPORT_MARKETS, type SportsPick } from './markets'
import { type FinishedResult, judgeSportsPick, type MatchResult } from './results'
import { SPORTS_SETTINGS, type SportsSettings } from './settings'
import type { SportsSlip } from './slip'
import { SPORTS_GAMES, type SportsGame } from './sports-games'

/** Lines the brute-force grids are wide enough for; generators must stay inside them. */
export const BRUTE_GOAL_LINES = { min: -3, max: 3 }
export const BRUTE_POINT_HANDICAPS = { min: -15.5, max: 15.5 }
export const BRUTE_TOTAL_LINES = { min: 150.5, max: 175.5 }

/**
 * Every result on a generous grid: soccer and BD 0..12 goals a side with every half-time score
 * that fits under the final one (half-time only matters to the half market, so without a half
 * pick the break is 0:0); basketball every score from 50 to 130 a side except draws.
 */
export function bruteResults(sport: SportsGame, picks: readonly PickOutcome[]): FinishedResult[] {
  const results: FinishedResult[] = []
  if (sport === 'basketball') {
    for (let home = 50; home <= 130; home++) {
      for (let away = 50; away <= 130; away++) {
        if (home !== away) results.push({ status: 'finished', final: { home, away } })
      }
    }
    return results
  }
  const hasHalf = picks.some((pick) => pick.market === 'half')
  for (let home = 0; home <= 12; home++) {
    for (let away = 0; away <= 12; away++) {
      for (let halfHome = 0; halfHome <= (hasHalf ? home : 0); halfHome++) {
        for (let halfAway = 0; halfAway <= (hasHalf ? away : 0); halfAway++) {
          results.push({
            status: 'finished',
            final: { home, away },
            halfTime: { home: halfHome, away: halfAway },
          })
        }
      }
    }
  }
  return results
}

const winningSetsSeen = new Map<string, number[][]>()

/** Distinct sets of winning pick indexes over the brute grid, each ascending (remembered per picks). */
export function bruteWinningSets(sport: SportsGame, picks: readonly PickOutcome[]): number[][] {
  const key = JSON.stringify([sport, picks.map((pick) => [pick.market, pick.line, pick.outcome])])
  const seen = winningSetsSeen.get(key)
  if (seen !== undefined) return seen
  const found = new Map<string, number[]>()
  for (const result of bruteResults(sport, picks)) {
    const winners = picks.flatMap((pick, index) =>
      judgeSportsPick(sport, pick, result) === 'win' ? [index] : [],
    )
    found.set(winners.join(','), winners)
  }
  const sets = [...found.values()]
  winningSetsSeen.set(key, sets)
  return sets
}

/** Groups picks by match id in order of first appearance. */
export function bruteMatches(picks: readonly SportsPick[]): { matchId: string; picks: number[] }[] {
  const ids = [...new Set(picks.map((pick) => pick.matchId))]
  return ids.map((matchId) => ({
    matchId,
    picks: picks.flatMap((pick, index) => (pick.matchId === matchId ? [index] : [])),
  }))
}

/**
 * Every combination, by walking every subset of matches (as a bit mask) of a chosen size and
 * every choice of one pick in each: lists of [match, pick] index pairs.
 */
export function bruteCombinations(pickCounts: readonly number[], folds: readonly number[]): number[][][] {
  const combinations: number[][][] = []
  const sizes = new Set(folds)
  for (let mask = 1; mask < 2 ** pickCounts.length; mask++) {
    const chosen = pickCounts.flatMap((_, match) => ((mask >> match) & 1 ? [match] : []))
    if (!sizes.has(chosen.length)) continue
    let partial: number[][][] = [[]]
    for (const match of chosen) {
      partial = partial.flatMap((legs) =>
        Array.from({ length: pickCounts[match] ?? 0 }, (_, pick) => [...legs, [match, pick]]),
      )
    }
    combinations.push(...partial)
  }
  return combinations
}

/** A common denominator for every payout of any slip: the payout factor's × 1000^15. */
const denominatorFor = (settings: SportsSettings) => settings.payoutFactor.denominator * 1000n ** 15n

function capOf(legs: number, settings: SportsSettings): bigint | undefined {
  const tiers = settings.bonusCaps.filter((tier) => tier.fromLegs <= legs)
  return tiers.length === 0 ? undefined : tiers.reduce((a, b) => (a.fromLegs > b.fromLegs ? a : b)).cap
}

/** One winning combination's payout × denominatorFor: stake × multiple × factor × Π odds / 1000^k, capped. */
function combinationNumerator(odds: readonly bigint[], slip: SportsSlip, settings: SportsSettings): bigint {
  const denominator = denominatorFor(settings)
  const product = odds.reduce((total, value) => total * value, 1n)
  const exact =
    (slip.unitStake * BigInt(slip.multiple) * settings.payoutFactor.numerator * product * denominator) /
    (settings.payoutFactor.denominator * 1000n ** BigInt(odds.length))
  const cap = capOf(odds.length, settings)
  return cap !== undefined && exact > cap * denominator ? cap * denominator : exact
}

/**
 * The min and max estimates by brute force: every joint result (one distinct winning set per
 * match, all combinations of them), and for each the sum over every combination whose legs all
 * win. Max is the largest sum, min the smallest positive one; both rounded toward zero, and a max
 * of 0 zeroes both.
 */
export function bruteEstimate(slip: SportsSlip, settings: SportsSettings): { min: Money; max: Money } {
  const matches = bruteMatches(slip.picks)
  const setsPerMatch = matches.map((match) =>
    bruteWinningSets(
      slip.sport,
      match.picks.map((index) => slip.picks[index] as SportsPick),
    ),
  )
  // Every combination of the slip once, with its capped payout should all its legs win.
  const combinations = bruteCombinations(
    matches.map((match) => match.picks.length),
    slip.folds,
  ).map((legs) => ({
    legs,
    numerator: combinationNumerator(
      legs.map(([m, p]) => slip.picks[matches[m ?? 0]?.picks[p ?? 0] ?? 0]?.odds ?? 0n),
      slip,
      settings,
    ),
  }))
  let max = 0n
  let min: bigint | undefined
  const visit = (match: number, winners: ReadonlySet<number>[]) => {
    if (match === matches.length) {
      let total = 0n
      for (const { legs, numerator } of combinations) {
        if (legs.every(([m, p]) => winners[m ?? 0]?.has(p ?? 0))) total += numerator
      }
      if (total > max) max = total
      if (total > 0n && (min === undefined || total < min)) min = total
      return
    }
    for (const set of setsPerMatch[match] ?? []) visit(match + 1, [...winners, new Set(set)])
  }
  visit(0, [])
  const denominator = denominatorFor(settings)
  const maxMoney = money(max / denominator)
  if (maxMoney === 0n) return { min: money(0n), max: money(0n) }
  return { min: money((min ?? 0n) / denominator), max: maxMoney }
}

/** How many joint results bruteEstimate walks: the product of each match's distinct winning sets. */
export function bruteJointResultCount(slip: SportsSlip): number {
  return bruteMatches(slip.picks).reduce(
    (product, match) =>
      product *
      bruteWinningSets(
        slip.sport,
        match.picks.map((index) => slip.picks[index] as SportsPick),
      ).length,
    1,
  )
}

/**
 * Settlement by brute force: every combination of the slip, each leg judged on its match's
 * result; a losing leg pays nothing, all-void legs refund the stake, otherwise the capped payout
 * with void legs at 1.00. Summed exactly, rounded toward zero, then taxed.
 */
export function bruteSettlement(
  slip: SportsSlip,
  results: ReadonlyMap<string, MatchResult>,
  settings: SportsSettings,
): { grossPayout: Money; tax: Money; payout: Money } {
  const matches = bruteMatches(slip.picks)
  const denominator = denominatorFor(settings)
  let total = 0n
  for (const combination of bruteCombinations(
    matches.map((match) => match.picks.length),
    slip.folds,
  )) {
    const legs = combination.map(([m, p]) => slip.picks[matches[m ?? 0]?.picks[p ?? 0] ?? 0] as SportsPick)
    const judged = legs.map((pick) =>
      judgeSportsPick(slip.sport, pick, results.get(pick.matchId) ?? { status: 'void' }),
    )
    if (judged.includes('lose')) continue
    if (judged.every((result) => result === 'void')) {
      total += slip.unitStake * BigInt(slip.multiple) * denominator
      continue
    }
    const odds = legs.map((pick, index) => (judged[index] === 'void' ? 1000n : pick.odds))
    total += combinationNumerator(odds, slip, settings)
  }
  const grossPayout = total / denominator
  const tax =
    grossPayout > settings.winTax.threshold ? (grossPayout * BigInt(settings.winTax.rateBp)) / 10_000n : 0n
  return { grossPayout: money(grossPayout), tax: money(tax), payout: money(grossPayout - tax) }
}

/** A pick for tests, e.g. `pickOf('m1', 'handicap', 'H', '1.96', -1)`. */
export function pickOf(
  matchId: string,
  market: SportsPick['market'],
  outcome: string,
  odds: string,
  line?: number,
): SportsPick {
  return { matchId, market, outcome, odds: oddsOf(odds), ...(line === undefined ? {} : { line }) }
}

const lineFor = (sport: SportsGame, market: SportsPick['market']): fc.Arbitrary<number | undefined> => {
  const form = lineFormOf(sport, market)
  if (form === 'whole') return fc.integer({ min: BRUTE_GOAL_LINES.min, max: BRUTE_GOAL_LINES.max })
  if (form !== 'half') return fc.constant(undefined)
  const range = market === 'bs' ? BRUTE_TOTAL_LINES : BRUTE_POINT_HANDICAPS
  return fc.integer({ min: range.min - 0.5, max: range.max - 0.5 }).map((whole) => whole + 0.5)
}

/** Any valid pick outcome of a sport, with lines inside the brute-force grids. */
export function anyPickOutcome(sport: SportsGame): fc.Arbitrary<PickOutcome> {
  return fc
    .constantFrom(...SPORT_MARKETS[sport])
    .chain((market) =>
      fc
        .record({ outcome: fc.constantFrom(...marketOutcomes(sport, market)), line: lineFor(sport, market) })
        .map(({ outcome, line }) => ({ market, outcome, ...(line === undefined ? {} : { line }) })),
    )
}

/** Quoted odds from 1.01 to 30.00. */
export const anyQuotedOdds = fc
  .integer({ min: 101, max: 3_000 })
  .map((hundredths) => oddsFromThousandths(BigInt(hundredths) * 10n))

const keyOf = (pick: PickOutcome) => `${pick.market}@${pick.line ?? ''}:${pick.outcome}`

/** 1 to `most` distinct picks on one match. */
export function anyMatchPicks(sport: SportsGame, matchId: string, most = 3): fc.Arbitrary<SportsPick[]> {
  return fc
    .uniqueArray(fc.tuple(anyPickOutcome(sport), anyQuotedOdds), {
      minLength: 1,
      maxLength: most,
      selector: ([pick]) => keyOf(pick),
    })
    .map((picks) => picks.map(([pick, odds]) => ({ ...pick, matchId, odds })))
}

/** A random slip of `minMatches` (default 1) to `maxMatches` matches with 1 to 3 picks each (at most `maxPicks` in all) and random folds. */
export function anySlip(options: {
  minMatches?: number
  maxMatches: number
  maxPicks: number
  sport?: SportsGame
}): fc.Arbitrary<SportsSlip> {
  const sport = options.sport === undefined ? fc.constantFrom(...SPORTS_GAMES) : fc.constant(options.sport)
  return sport.chain((chosen) =>
    fc
      .integer({ min: options.minMatches ?? 1, max: options.maxMatches })
      .chain((matchCount) =>
        fc.tuple(
          fc.tuple(...Array.from({ length: matchCount }, (_, index) => anyMatchPicks(chosen, `m${index}`))),
          fc.uniqueArray(fc.integer({ min: 1, max: matchCount }), { minLength: 1, maxLength: matchCount }),
          fc.bigInt({ min: 1n, max: 50_000_000n }),
          fc.integer({ min: 1, max: 3 }),
        ),
      )
      .map(([matches, folds, unitStake, multiple]) => {
        let budget = options.maxPicks
        const picks = matches.flatMap((match) => {
          const kept = match.slice(0, Math.max(1, Math.min(match.length, budget)))
          budget -= kept.length
          return kept
        })
        return { sport: chosen, picks, folds, unitStake: money(unitStake), multiple }
      }),
  )
}

/** A sport's default settings with random caps per fold tier (from 2 to 300 USDT), often low enough to bind. */
export function anySettings(sport: SportsGame): fc.Arbitrary<SportsSettings> {
  const cap = fc.bigInt({ min: 2n, max: 300n }).map((units) => money(units * 1_000_000n))
  return fc
    .record({ single: cap, double: cap, fourfold: cap, isCapped: fc.boolean() })
    .map(({ single, double, fourfold, isCapped }) => ({
      ...SPORTS_SETTINGS[sport],
      bonusCaps: isCapped
        ? [
            { fromLegs: 1, cap: single },
            { fromLegs: 2, cap: double },
            { fromLegs: 4, cap: fourfold },
          ]
        : [],
    }))
}
