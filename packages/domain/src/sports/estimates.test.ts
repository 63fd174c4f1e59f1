import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type Money, moneyOf, ZERO } from '../money/money'
import {
  anySettings,
  anySlip,
  bruteEstimate,
  bruteJointResultCount,
  pickOf,
} from './brute-force.test-support'
import { estimatePayout } from './estimates'
import type { SportsPick } from './markets'
import { SPORTS_SETTINGS } from './settings'
import type { SportsSlip } from './slip'
import type { SportsGame } from './sports-games'

const slipOf = (
  sport: SportsGame,
  picks: SportsPick[],
  folds: number[],
  stake = '1',
  multiple = 1,
): SportsSlip => ({ sport, picks, folds, unitStake: moneyOf(stake), multiple })

const estimateOf = (min: string, max: string) => ({ min: moneyOf(min), max: moneyOf(max) })

const allThree = (matchId: string, home: string, draw: string, away: string) => [
  pickOf(matchId, 'wl', 'H', home),
  pickOf(matchId, 'wl', 'D', draw),
  pickOf(matchId, 'wl', 'A', away),
]

describe('estimatePayout', () => {
  it.each<[string, SportsSlip, { min: Money; max: Money }]>([
    [
      'a single pays stake × odds either way',
      slipOf('soccer', [pickOf('a', 'wl', 'H', '1.96')], [1], '10'),
      estimateOf('19.6', '19.6'),
    ],
    [
      'picks in one market: max takes the highest odds, min the lowest',
      slipOf(
        'soccer',
        [pickOf('a', 'wl', 'H', '2'), pickOf('a', 'wl', 'D', '3'), pickOf('b', 'wl', 'H', '1.5')],
        [2],
        '10',
      ),
      estimateOf('30', '45'),
    ],
    [
      'compatible picks on one match add up for the max: a home win with 7+ goals pays both',
      slipOf(
        'soccer',
        [pickOf('a', 'wl', 'H', '1.5'), pickOf('a', 'goals', '7+', '20'), pickOf('b', 'wl', 'A', '2')],
        [2],
      ),
      estimateOf('3', '43'),
    ],
    [
      'incompatible picks never add up: a draw with 3 goals takes the better one',
      slipOf('soccer', [pickOf('a', 'wl', 'D', '3.2'), pickOf('a', 'goals', '3', '3.5')], [1]),
      estimateOf('3.2', '3.5'),
    ],
    [
      'the handicap decides compatibility: H and handicap A at -1 never win together',
      slipOf('soccer', [pickOf('a', 'wl', 'H', '2'), pickOf('a', 'handicap', 'A', '4', -1)], [1]),
      estimateOf('2', '4'),
    ],
    [
      '…but H and handicap D at -1 do: 1:0 is 0:0 after the handicap',
      slipOf('soccer', [pickOf('a', 'wl', 'H', '2'), pickOf('a', 'handicap', 'D', '4', -1)], [1]),
      estimateOf('2', '6'),
    ],
    [
      'singles and 2 String 1 together: min is the cheapest single win',
      slipOf('soccer', [pickOf('a', 'wl', 'H', '2'), pickOf('b', 'wl', 'H', '3')], [1, 2]),
      estimateOf('2', '11'),
    ],
    [
      'the multiple multiplies both',
      slipOf('soccer', [pickOf('a', 'wl', 'H', '2'), pickOf('b', 'wl', 'H', '3')], [2], '1', 5),
      estimateOf('30', '30'),
    ],
    [
      'BD estimates are 0.65 of stake × odds',
      slipOf(
        'bd',
        [pickOf('a', 'wl', 'H', '2', 0), pickOf('a', 'wl', 'D', '3', 0), pickOf('b', 'up', 'up_odd', '4')],
        [2],
        '10',
      ),
      estimateOf('52', '78'),
    ],
    [
      'BD rounds once, toward zero: 0.000001 × 1.01 × 0.65 is nothing',
      slipOf('bd', [pickOf('a', 'wl', 'H', '1.01', 0)], [1], '0.000001'),
      estimateOf('0', '0'),
    ],
    [
      'rounding happens once, on the exact sum: three singles of 0.0000015 make 0.0000045, paid as 0.000004',
      slipOf(
        'soccer',
        [pickOf('a', 'wl', 'H', '1.5'), pickOf('b', 'wl', 'H', '1.5'), pickOf('c', 'wl', 'H', '1.5')],
        [1],
        '0.000001',
      ),
      estimateOf('0.000001', '0.000004'),
    ],
  ])('%s', (_rule, slip, estimate) => {
    expect(estimatePayout(slip)).toEqual(estimate)
  })

  it('applies the forced-match rule: three covered matches at 2.00, 2 String 1 at 2 USDT is 24, not 8', () => {
    const slip = slipOf(
      'soccer',
      [...allThree('a', '2', '2', '2'), ...allThree('b', '2', '2', '2'), ...allThree('c', '2', '2', '2')],
      [2],
      '2',
    )
    // Every result wins one pick per match, so all three matches win and 3 pairs pay 2 × 2.00 × 2.00.
    expect(estimatePayout(slip)).toEqual(estimateOf('24', '24'))
    // The shortcut "product of the 2 smallest lo_i" would say 2 × 2.00 × 2.00 = 8.
    expect(estimatePayout(slip).min).not.toBe(moneyOf('8'))
  })

  it('mixes forced and free matches: the forced one always wins, the cheapest free one joins it', () => {
    const slip = slipOf(
      'soccer',
      [...allThree('a', '1.5', '3', '4'), pickOf('b', 'wl', 'H', '2'), pickOf('c', 'wl', 'H', '5')],
      [2, 3],
    )
    // min: forced a at 1.50 with b at 2.00 (c loses): 2 String 1 pays 3, 3 String 1 nothing.
    // max: 4 × 2 + 4 × 5 + 2 × 5 = 38 for pairs, 4 × 2 × 5 = 40 for the treble.
    expect(estimatePayout(slip)).toEqual(estimateOf('3', '78'))
  })

  it('with more forced matches than the smallest fold, every forced match wins', () => {
    const slip = slipOf(
      'soccer',
      [...allThree('a', '2', '3', '4'), ...allThree('b', '2', '3', '4'), ...allThree('c', '2', '3', '4')],
      [1],
    )
    expect(estimatePayout(slip)).toEqual(estimateOf('6', '12'))
  })

  it.each<[string, SportsSlip]>([
    [
      'a fold above the number of matches gives no combination',
      slipOf('soccer', [pickOf('a', 'wl', 'H', '2')], [2]),
    ],
    ['a stake of 0 pays nothing', slipOf('soccer', [pickOf('a', 'wl', 'H', '2')], [1], '0')],
    ['no fold chosen gives no combination', slipOf('soccer', [pickOf('a', 'wl', 'H', '2')], [])],
    ['no picks give no combination', slipOf('soccer', [], [1])],
  ])('a max of 0 zeroes both: %s', (_rule, slip) => {
    expect(estimatePayout(slip)).toEqual({ min: ZERO, max: ZERO })
  })

  it('caps each combination: a 20,000 single at 2.00 pays at most 10,200', () => {
    const slip = slipOf('soccer', [pickOf('a', 'wl', 'H', '2'), pickOf('a', 'wl', 'D', '3')], [1], '20000')
    expect(estimatePayout(slip)).toEqual(estimateOf('10200', '10200'))
  })

  it('caps per combination in a parlay: only the combinations above 4,500 are cut', () => {
    // Pairs at 1,000: 2.00 × 2.00 = 4,000 (under), 2.00 × 5.00 = 10,000 (cut to 4,500), twice.
    const slip = slipOf(
      'soccer',
      [pickOf('a', 'wl', 'H', '2'), pickOf('b', 'wl', 'H', '2'), pickOf('c', 'wl', 'H', '5')],
      [2],
      '1000',
    )
    expect(estimatePayout(slip)).toEqual(estimateOf('4000', '13000'))
  })

  it('with caps, a set of several compatible picks can beat a single higher-priced pick', () => {
    // Match a: 'D' 5.00 alone, or 'H' 2.00 with 3 goals 2.50 together (2:1); neither dominates.
    const picks = [pickOf('a', 'wl', 'D', '5'), pickOf('a', 'wl', 'H', '2'), pickOf('a', 'goals', '3', '2.5')]
    // Uncapped the sums decide: 5.00 beats 2.00 + 2.50.
    expect(estimatePayout(slipOf('soccer', picks, [1], '1')).max).toBe(moneyOf('5'))
    // At 4,000 'D' pays 20,000, cut to 10,200, while 'H' and 3 goals pay 8,000 + 10,000.
    expect(estimatePayout(slipOf('soccer', picks, [1], '4000')).max).toBe(moneyOf('18000'))
  })

  it('with caps, the lowest win can flip from two picks that always win together to one dearer pick', () => {
    // 0:0 wins both correct score 0:0 (1.50) and 0 goals (1.20); an away win wins 'A' (10.00).
    const picks = [
      pickOf('a', 'wl', 'A', '10'),
      pickOf('a', 'correct_score', '0:0', '1.5'),
      pickOf('a', 'goals', '0', '1.2'),
    ]
    // Uncapped: 1.50 + 1.20 = 2.70 is below 10.00.
    expect(estimatePayout(slipOf('soccer', picks, [1], '1'))).toEqual(estimateOf('2.7', '10'))
    // At 5,100: 'A' pays 51,000, cut to 10,200, below 7,650 + 6,120 = 13,770.
    const capped = slipOf('soccer', picks, [1], '5100')
    expect(estimatePayout(capped)).toEqual(estimateOf('10200', '13770'))
    expect(estimatePayout(capped)).toEqual(bruteEstimate(capped, SPORTS_SETTINGS.soccer))
  })

  it('estimates 15 BD matches of 3 picks with every fold from 2 to 15 (about 10^9 combinations)', () => {
    const picks = Array.from({ length: 15 }, (_, match) =>
      allThree(`m${match}`, '1.8', '3.2', '4.1').map((pick) => ({ ...pick, line: 0 })),
    ).flat()
    const folds = Array.from({ length: 14 }, (_, index) => index + 2)
    const uncapped = { ...SPORTS_SETTINGS.bd, bonusCaps: [] }
    const estimate = estimatePayout(slipOf('bd', picks, folds, '0.01'), uncapped)
    // Every match is forced: max = 0.01 × 0.65 × (Σ_k e_k(4.10 × 15)) = 0.0065 × ((5.1^15 - 1) - 15 × 4.1).
    const exactMax =
      (65n * (51n ** 15n - 10n ** 15n - 15n * 41n * 10n ** 14n) * 10n ** 4n) / (100n * 10n ** 15n)
    expect(estimate.max).toBe(exactMax)
    expect(estimate.min).toBe(
      (65n * (28n ** 15n - 10n ** 15n - 15n * 18n * 10n ** 14n) * 10n ** 4n) / (100n * 10n ** 15n),
    )
  })

  it('equals brute force over every joint result and combination, uncapped and capped', () => {
    const cases = anySlip({ maxMatches: 8, maxPicks: 12 }).chain((slip) =>
      anySettings(slip.sport).map((settings) => ({ slip, settings })),
    )
    fc.assert(
      fc.property(cases, ({ slip, settings }) => {
        fc.pre(bruteJointResultCount(slip) <= 1_000)
        expect(estimatePayout(slip, settings)).toEqual(bruteEstimate(slip, settings))
      }),
      { numRuns: 120 },
    )
  }, 120_000)

  it('equals brute force on slips of 6 to 8 matches', () => {
    const cases = anySlip({ minMatches: 6, maxMatches: 8, maxPicks: 11 }).chain((slip) =>
      anySettings(slip.sport).map((settings) => ({ slip, settings })),
    )
    fc.assert(
      fc.property(cases, ({ slip, settings }) => {
        fc.pre(bruteJointResultCount(slip) <= 2_000)
        expect(estimatePayout(slip, settings)).toEqual(bruteEstimate(slip, settings))
      }),
      { numRuns: 40 },
    )
  }, 120_000)
})
