import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { money, moneyOf, ZERO } from '../money/money'
import { anySettings, anySlip, bruteMatches, bruteSettlement, pickOf } from './brute-force.test-support'
import type { SportsPick } from './markets'
import type { MatchResult } from './results'
import { SPORTS_SETTINGS, type SportsSettings } from './settings'
import { displayedPayout, settledCombinations, settleSportsBet, winTaxOn } from './settlement'
import { type SportsSlip, slipCombinationCount } from './slip'
import type { SportsGame } from './sports-games'

const slipOf = (
  sport: SportsGame,
  picks: SportsPick[],
  folds: number[],
  stake = '1',
  multiple = 1,
): SportsSlip => ({
  sport,
  picks,
  folds,
  unitStake: moneyOf(stake),
  multiple,
})

const finished = (home: number, away: number, halfHome = 0, halfAway = 0): MatchResult => ({
  status: 'finished',
  final: { home, away },
  halfTime: { home: halfHome, away: halfAway },
})
const VOID: MatchResult = { status: 'void' }
const resultsOf = (entries: Record<string, MatchResult>) => new Map(Object.entries(entries))

function settled(slip: SportsSlip, results: Record<string, MatchResult>, settings?: SportsSettings) {
  const outcome = settleSportsBet(slip, resultsOf(results), settings)
  if (!outcome.ok) throw new Error(`not settled: ${outcome.reason}`)
  return outcome.value
}

describe('winTaxOn', () => {
  it.each([
    ['a payout of exactly 20,000 is not taxed', '20000', '0'],
    ['a payout above 20,000 is taxed 20% of the whole', '25000', '5000'],
    ['20,000.01 pays 4,000.002 tax: the cliff of a windfall tax', '20000.01', '4000.002'],
    [
      'the tax rounds toward zero: 20% of 20,000.000003 is 4,000.0000006, withheld as 4,000',
      '20000.000003',
      '4000',
    ],
    ['small wins are not taxed', '19.6', '0'],
  ])('%s', (_rule, payout, tax) => {
    expect(winTaxOn(moneyOf(payout), SPORTS_SETTINGS.soccer.winTax)).toBe(moneyOf(tax))
  })
})

describe('displayedPayout', () => {
  it.each([
    ['a bonus above 0 shows total_price plus bonus', '10', '9.6', '19.6'],
    ['a bonus of 0 shows 0', '10', '0', '0'],
    ['a negative bonus (a loss) shows 0', '10', '-10', '0'],
  ])('%s', (_rule, totalPrice, bonus, shown) => {
    expect(displayedPayout(moneyOf(totalPrice), moneyOf(bonus))).toBe(moneyOf(shown))
  })
})

describe('settleSportsBet', () => {
  it.each<[string, SportsSlip, Record<string, MatchResult>, string, string]>([
    [
      'a winning single pays stake × odds',
      slipOf('soccer', [pickOf('a', 'wl', 'H', '1.96')], [1], '10'),
      { a: finished(2, 1) },
      '19.6',
      '9.6',
    ],
    [
      'a losing single pays nothing',
      slipOf('soccer', [pickOf('a', 'wl', 'H', '1.96')], [1], '10'),
      { a: finished(1, 1) },
      '0',
      '-10',
    ],
    [
      'a cancelled single refunds the stake',
      slipOf('soccer', [pickOf('a', 'wl', 'H', '1.96')], [1], '10'),
      { a: VOID },
      '10',
      '0',
    ],
    [
      'a cancelled BD single refunds the whole stake, not 65% of it',
      slipOf('bd', [pickOf('a', 'wl', 'H', '1.96', 0)], [1], '10'),
      { a: VOID },
      '10',
      '0',
    ],
    [
      'a winning BD single pays 0.65 of stake × odds',
      slipOf('bd', [pickOf('a', 'wl', 'H', '2', -1)], [1], '10'),
      { a: finished(2, 0) },
      '13',
      '3',
    ],
    [
      'a void leg in a parlay counts at 1.00',
      slipOf('soccer', [pickOf('a', 'wl', 'H', '2'), pickOf('b', 'wl', 'A', '3')], [2], '10'),
      { a: finished(1, 0), b: VOID },
      '20',
      '10',
    ],
    [
      'a void leg in a BD parlay counts at 1.00, with the 0.65 factor on the rest',
      slipOf('bd', [pickOf('a', 'wl', 'H', '2', 0), pickOf('b', 'up', 'up_odd', '3')], [2], '10'),
      { a: finished(1, 0), b: VOID },
      '13',
      '3',
    ],
    [
      'one losing leg sinks the parlay',
      slipOf('soccer', [pickOf('a', 'wl', 'H', '2'), pickOf('b', 'wl', 'A', '3')], [2], '10'),
      { a: finished(1, 0), b: finished(2, 0) },
      '0',
      '-10',
    ],
    [
      'alternatives on one match: only the winning one counts',
      slipOf(
        'soccer',
        [pickOf('a', 'wl', 'H', '2'), pickOf('a', 'wl', 'D', '3'), pickOf('b', 'wl', 'A', '3')],
        [2],
        '10',
      ),
      { a: finished(1, 1), b: finished(0, 2) },
      '90',
      '70',
    ],
    [
      'compatible picks on one match both win: 2:1 wins H and 3 goals',
      slipOf('soccer', [pickOf('a', 'wl', 'H', '2'), pickOf('a', 'goals', '3', '3.5')], [1], '10'),
      { a: finished(2, 1) },
      '55',
      '35',
    ],
    [
      'a system bet that returns less than its stake still pays what won',
      slipOf(
        'soccer',
        [pickOf('a', 'wl', 'H', '1.5'), pickOf('b', 'wl', 'H', '1.5'), pickOf('c', 'wl', 'H', '1.5')],
        [1, 2],
        '10',
      ),
      { a: finished(1, 0), b: finished(0, 1), c: finished(0, 0) },
      '15',
      '-45',
    ],
    [
      'each combination is capped: a 4,000 double at 2.00 × 3.00 pays 4,500, not 24,000',
      slipOf('soccer', [pickOf('a', 'wl', 'H', '2'), pickOf('b', 'wl', 'H', '3')], [2], '4000'),
      { a: finished(1, 0), b: finished(3, 0) },
      '4500',
      '500',
    ],
    [
      'half/full settles on the half-time score',
      slipOf('soccer', [pickOf('a', 'half', 'A/H', '25')], [1], '2'),
      { a: finished(2, 1, 0, 1) },
      '50',
      '48',
    ],
  ])('%s', (_rule, slip, results, payout, netWin) => {
    const value = settled(slip, results)
    expect(value.payout).toBe(moneyOf(payout))
    expect(value.netWin).toBe(moneyOf(netWin))
    expect(value.tax).toBe(ZERO)
  })

  it('taxes a bet whose payout is above 20,000: 20% of the whole payout', () => {
    // Six singles at 4,000 × 1.50 = 6,000 each (under the 10,200 cap): 36,000, taxed 7,200.
    const picks = ['a', 'b', 'c', 'd', 'e', 'f'].map((match) => pickOf(match, 'wl', 'H', '1.5'))
    const results = Object.fromEntries(['a', 'b', 'c', 'd', 'e', 'f'].map((match) => [match, finished(1, 0)]))
    const value = settled(slipOf('soccer', picks, [1], '4000'), results)
    expect(value).toMatchObject({
      totalStake: moneyOf('24000'),
      grossPayout: moneyOf('36000'),
      tax: moneyOf('7200'),
      payout: moneyOf('28800'),
      netWin: moneyOf('4800'),
    })
  })

  it('cancels a combination whose every leg is void: the stake comes back, even above a cap', () => {
    // 20,000 on a BD double of two cancelled matches: 0.65 × 20,000 would be 13,000, capped at 4,500.
    const slip = slipOf('bd', [pickOf('a', 'wl', 'H', '2', 0), pickOf('b', 'wl', 'A', '3', 0)], [2], '20000')
    expect(settled(slip, { a: VOID, b: VOID }).grossPayout).toBe(moneyOf('20000'))
  })

  it('judges every leg', () => {
    const slip = slipOf(
      'soccer',
      [pickOf('a', 'wl', 'H', '2'), pickOf('a', 'wl', 'D', '3'), pickOf('b', 'wl', 'A', '3')],
      [2],
    )
    expect(settled(slip, { a: finished(1, 1), b: VOID }).legResults).toEqual(['lose', 'win', 'void'])
  })

  it.each<[string, Record<string, MatchResult>, string, string]>([
    ['a match without a result is refused', { a: finished(1, 0) }, 'RESULT_MISSING', 'b'],
    [
      'an impossible result is refused by its match',
      { a: finished(1, 0), b: finished(1, 0, 2, 0) },
      'HALF_TIME_ABOVE_FINAL',
      'b',
    ],
  ])('%s', (_rule, results, reason, matchId) => {
    const slip = slipOf('soccer', [pickOf('a', 'wl', 'H', '2'), pickOf('b', 'wl', 'A', '3')], [2])
    expect(settleSportsBet(slip, resultsOf(results))).toEqual({ ok: false, reason, matchId })
  })

  const anyResult = (sport: SportsGame): fc.Arbitrary<MatchResult> => {
    const score =
      sport === 'basketball'
        ? fc
            .tuple(fc.integer({ min: 60, max: 130 }), fc.integer({ min: 60, max: 130 }))
            .filter(([home, away]) => home !== away)
            .map(([home, away]): MatchResult => ({ status: 'finished', final: { home, away } }))
        : fc
            .tuple(fc.integer({ min: 0, max: 7 }), fc.integer({ min: 0, max: 7 }), fc.nat(), fc.nat())
            .map(([home, away, halfHome, halfAway]) =>
              finished(home, away, halfHome % (home + 1), halfAway % (away + 1)),
            )
    return fc.oneof({ arbitrary: score, weight: 6 }, { arbitrary: fc.constant(VOID), weight: 1 })
  }

  const anyCase = anySlip({ maxMatches: 8, maxPicks: 16 }).chain((slip) =>
    fc.record({
      slip: fc.constant(slip),
      settings: anySettings(slip.sport),
      taxThreshold: fc.bigInt({ min: 0n, max: 2_000n }).map((units) => money(units * 1_000_000n)),
      results: fc.tuple(...bruteMatches(slip.picks).map(() => anyResult(slip.sport))),
    }),
  )

  it('equals the brute-force sum over every combination, with caps, voids and tax', () => {
    fc.assert(
      fc.property(anyCase, ({ slip, settings, taxThreshold, results }) => {
        const taxed = { ...settings, winTax: { threshold: taxThreshold, rateBp: 2_000 } }
        const byMatch = new Map(
          bruteMatches(slip.picks).map((match, index) => [match.matchId, results[index] ?? VOID]),
        )
        const outcome = settleSportsBet(slip, byMatch, taxed)
        if (!outcome.ok) throw new Error(outcome.reason)
        const { grossPayout, tax, payout } = outcome.value
        expect({ grossPayout, tax, payout }).toEqual(bruteSettlement(slip, byMatch, taxed))
        expect(outcome.value.totalStake).toBe(
          slip.unitStake * BigInt(slip.multiple) * slipCombinationCount(slip),
        )
      }),
      { numRuns: 200 },
    )
  }, 60_000)

  it('lists every combination with its own payout, adding up to the gross payout within rounding', () => {
    fc.assert(
      fc.property(anyCase, ({ slip, settings, results }) => {
        const byMatch = new Map(
          bruteMatches(slip.picks).map((match, index) => [match.matchId, results[index] ?? VOID]),
        )
        const outcome = settleSportsBet(slip, byMatch, settings)
        if (!outcome.ok) throw new Error(outcome.reason)
        const listed = [...settledCombinations(slip, outcome.value.legResults, settings)]
        expect(BigInt(listed.length)).toBe(slipCombinationCount(slip))
        const sum = listed.reduce((total, combination) => total + combination.payout, 0n)
        expect(sum <= outcome.value.grossPayout).toBe(true)
        expect(outcome.value.grossPayout - sum < BigInt(listed.length)).toBe(true)
        for (const combination of listed.filter(({ result }) => result === 'lose')) {
          expect(combination.payout).toBe(ZERO)
        }
      }),
      { numRuns: 100 },
    )
  }, 60_000)
})

describe('settledCombinations', () => {
  it('records each combination: won, lost or cancelled, with what it pays', () => {
    const slip = slipOf(
      'soccer',
      [pickOf('a', 'wl', 'H', '2'), pickOf('a', 'wl', 'D', '3'), pickOf('b', 'wl', 'A', '3')],
      [1, 2],
    )
    const outcome = settleSportsBet(slip, resultsOf({ a: finished(1, 1), b: VOID }))
    if (!outcome.ok) throw new Error(outcome.reason)
    expect([...settledCombinations(slip, outcome.value.legResults)]).toEqual([
      { legs: [0], result: 'lose', payout: ZERO },
      { legs: [1], result: 'win', payout: moneyOf('3') },
      { legs: [2], result: 'void', payout: moneyOf('1') },
      { legs: [0, 2], result: 'lose', payout: ZERO },
      { legs: [1, 2], result: 'win', payout: moneyOf('3') },
    ])
  })
})
