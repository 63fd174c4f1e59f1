import { describe, expect, it } from 'vitest'
import { moneyOf } from '../money/money'
import { pickOf } from './brute-force.test-support'
import type { SportsPick } from './markets'
import { SPORTS_SETTINGS } from './settings'
import { checkSportsSlip, matchesOf, type SportsSlip, slipCombinationCount, slipTotalStake } from './slip'
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

const tenMatches = Array.from({ length: 10 }, (_, index) => pickOf(`m${index}`, 'wl', 'H', '1.5'))

describe('matchesOf', () => {
  it('groups picks by match in order of first appearance, keeping their slip indexes', () => {
    const picks = [
      pickOf('m1', 'wl', 'H', '2'),
      pickOf('m2', 'wl', 'A', '3'),
      pickOf('m1', 'goals', '2', '3.2'),
    ]
    expect(matchesOf(picks).map(({ matchId, pickIndexes }) => ({ matchId, pickIndexes }))).toEqual([
      { matchId: 'm1', pickIndexes: [0, 2] },
      { matchId: 'm2', pickIndexes: [1] },
    ])
  })
})

describe('slipCombinationCount and slipTotalStake', () => {
  it("counts the spec's permutationAmount and debits stake × multiple per combination", () => {
    const slip = slipOf(
      'soccer',
      [
        pickOf('a', 'wl', 'H', '2'),
        pickOf('a', 'wl', 'D', '3'),
        pickOf('b', 'wl', 'H', '2'),
        pickOf('c', 'wl', 'H', '2'),
      ],
      [2, 3],
      '2',
      3,
    )
    // Pairs: 2 × 1 + 2 × 1 + 1 × 1 = 5; trebles: 2 × 1 × 1 = 2.
    expect(slipCombinationCount(slip)).toBe(7n)
    expect(slipTotalStake(slip)).toBe(moneyOf('42'))
  })
})

describe('checkSportsSlip', () => {
  it.each<[string, SportsSlip]>([
    [
      'a soccer double',
      slipOf('soccer', [pickOf('a', 'wl', 'H', '2'), pickOf('b', 'handicap', 'A', '1.9', -1)], [2]),
    ],
    [
      'alternatives on one match that can never win together',
      slipOf('soccer', [pickOf('a', 'wl', 'H', '2'), pickOf('a', 'wl', 'D', '3')], [1]),
    ],
    ['8 String 1 of win/draw/lose', slipOf('soccer', tenMatches.slice(0, 8), [8])],
    [
      'BD 10 String 1 of win/draw/lose',
      slipOf(
        'bd',
        tenMatches.map((pick) => ({ ...pick, line: 0 })),
        [10],
      ),
    ],
  ])('takes %s', (_case, slip) => {
    expect(checkSportsSlip(slip, SPORTS_SETTINGS[slip.sport])).toEqual({ ok: true })
  })

  it.each<[string, SportsSlip, object]>([
    ['an empty slip', slipOf('soccer', [], [1]), { reason: 'NO_PICKS' }],
    [
      'a pick the sport does not offer, by its index',
      slipOf('basketball', [pickOf('a', 'wl', 'H', '2'), pickOf('b', 'goals', '2', '3')], [1]),
      { reason: 'MARKET_NOT_OFFERED', pickIndex: 1 },
    ],
    [
      'the same pick twice',
      slipOf('soccer', [pickOf('a', 'wl', 'H', '2'), pickOf('a', 'wl', 'H', '2.1')], [1]),
      { reason: 'DUPLICATE_PICK', pickIndex: 1 },
    ],
    [
      '9 String 1 of soccer win/draw/lose (limit 8)',
      slipOf('soccer', tenMatches.slice(0, 9), [9]),
      { reason: 'FOLD_ABOVE_PARLAY_LIMIT' },
    ],
    [
      '5 String 1 with a correct score (limit 4)',
      slipOf('soccer', [...tenMatches.slice(0, 4), pickOf('x', 'correct_score', '1:0', '7')], [5]),
      { reason: 'FOLD_ABOVE_PARLAY_LIMIT' },
    ],
    [
      'a fold above the number of matches',
      slipOf('soccer', tenMatches.slice(0, 2), [3]),
      { reason: 'FOLD_ABOVE_MATCHES' },
    ],
    ['no fold', slipOf('soccer', tenMatches.slice(0, 2), []), { reason: 'NO_FOLD' }],
    ['a stake of 0', slipOf('soccer', tenMatches.slice(0, 2), [2], '0'), { reason: 'STAKE_NOT_POSITIVE' }],
    [
      'a multiple of 0',
      slipOf('soccer', tenMatches.slice(0, 2), [2], '1', 0),
      { reason: 'MULTIPLE_NOT_POSITIVE' },
    ],
    [
      'a fractional multiple',
      slipOf('soccer', tenMatches.slice(0, 2), [2], '1', 1.5),
      { reason: 'MULTIPLE_NOT_POSITIVE' },
    ],
  ])('refuses %s', (_case, slip, rejection) => {
    expect(checkSportsSlip(slip, SPORTS_SETTINGS[slip.sport])).toEqual({ ok: false, ...rejection })
  })
})
