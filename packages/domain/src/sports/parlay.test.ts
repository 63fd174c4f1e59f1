import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { bruteCombinations } from './brute-force.test-support'
import type { MarketKind } from './markets'
import {
  checkFolds,
  elementarySymmetricSums,
  MAX_FOLD,
  PARLAY_LEVELS,
  parlayChoices,
  parlayCombinationCount,
  parlayCombinations,
  parlayLimit,
} from './parlay'
import { SPORTS_SETTINGS } from './settings'

const anyPickCounts = fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: 8 })
const anyCountsAndFolds = anyPickCounts.chain((counts) =>
  fc
    .uniqueArray(fc.integer({ min: 1, max: counts.length }), { minLength: 1, maxLength: counts.length })
    .map((folds) => ({ counts, folds })),
)

describe('parlay levels', () => {
  it('offers single, then 2 String 1 up to 15 String 1', () => {
    expect(PARLAY_LEVELS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15])
    expect(MAX_FOLD).toBe(15)
  })
})

describe('parlayLimit', () => {
  it.each<[string, 'soccer' | 'basketball' | 'bd', MarketKind[], number]>([
    ['soccer win/draw/lose alone goes to 8', 'soccer', ['wl', 'wl'], 8],
    ['the spec\'s "8 for 2": soccer handicap goes to 8', 'soccer', ['handicap'], 8],
    ['the spec\'s "4 for 3": correct score goes to 4', 'soccer', ['correct_score'], 4],
    ['the spec\'s "6 for 4": total goals go to 6', 'soccer', ['goals'], 6],
    ['the spec\'s "4 for 5": half/full goes to 4', 'soccer', ['half'], 4],
    [
      'a mixed parlay takes its smallest limit: wl with correct score is 4',
      'soccer',
      ['wl', 'correct_score'],
      4,
    ],
    ['a mixed parlay takes its smallest limit: wl with goals is 6', 'soccer', ['wl', 'goals', 'handicap'], 6],
    ['BD win/draw/lose goes to 15', 'bd', ['wl'], 15],
    ['BD correct score goes to 3', 'bd', ['wl', 'correct_score'], 3],
    ['BD up/down goes to 6', 'bd', ['up'], 6],
    ['basketball margin goes to 4', 'basketball', ['wl', 'mv'], 4],
    ['basketball big/small goes to 8', 'basketball', ['bs'], 8],
    ['a market the sport does not configure allows singles only', 'basketball', ['goals'], 1],
    ['an empty slip allows the longest parlay', 'soccer', [], 15],
  ])('%s', (_rule, sport, markets, limit) => {
    expect(parlayLimit(markets, SPORTS_SETTINGS[sport])).toBe(limit)
  })
})

describe('parlayChoices', () => {
  it.each<[string, number, MarketKind[], number[]]>([
    ['5 matches of wl offer single up to 5 String 1', 5, ['wl'], [1, 2, 3, 4, 5]],
    ['10 matches of wl stop at the limit of 8', 10, ['wl'], [1, 2, 3, 4, 5, 6, 7, 8]],
    ['6 matches with a correct score stop at 4', 6, ['wl', 'correct_score'], [1, 2, 3, 4]],
    ['one match offers the single only', 1, ['wl'], [1]],
  ])('%s', (_rule, matches, markets, choices) => {
    expect(parlayChoices(matches, markets, SPORTS_SETTINGS.soccer)).toEqual(choices)
  })
})

describe('checkFolds', () => {
  it.each<[string, number[], number, number, string | undefined]>([
    ['2 and 3 String 1 on 3 matches', [2, 3], 3, 8, undefined],
    ['singles on one match', [1], 1, 8, undefined],
    ['at least one fold is chosen', [], 3, 8, 'NO_FOLD'],
    ['a fold is a whole number', [1.5], 3, 8, 'NOT_A_FOLD'],
    ['a fold is at least 1', [0], 3, 8, 'NOT_A_FOLD'],
    ['a fold is at most 15', [16], 20, 20, 'NOT_A_FOLD'],
    ['a fold is chosen once', [2, 2], 3, 8, 'DUPLICATE_FOLD'],
    ['a fold needs that many matches', [4], 3, 8, 'FOLD_ABOVE_MATCHES'],
    ['a fold stays within the parlay limit', [5], 6, 4, 'FOLD_ABOVE_PARLAY_LIMIT'],
  ])('%s', (_rule, folds, matches, limit, reason) => {
    expect(checkFolds(folds, matches, limit)).toEqual(
      reason === undefined ? { ok: true } : { ok: false, reason },
    )
  })
})

describe('elementarySymmetricSums', () => {
  it.each([
    ['three values up to 3', [2n, 3n, 4n], 3, [1n, 9n, 26n, 24n]],
    ['up to less than the number of values', [2n, 3n, 4n], 1, [1n, 9n]],
    ['up to more than the number of values: the rest is 0', [5n], 3, [1n, 5n, 0n, 0n]],
    ['no values', [], 2, [1n, 0n, 0n]],
  ])('%s', (_rule, values, upTo, sums) => {
    expect(elementarySymmetricSums(values, upTo)).toEqual(sums)
  })
})

describe('parlayCombinationCount', () => {
  it.each([
    ['singles count every pick', [2, 1, 3], [1], 6n],
    ['2 String 1 takes one pick of each of two matches', [2, 1, 3], [2], 11n],
    ['several folds add up', [2, 1, 3], [1, 2], 17n],
    ['3 String 1 of one pick each is one combination', [1, 1, 1], [3], 1n],
    ['a fold above the number of matches adds nothing', [1, 1], [3], 0n],
    ['a fold chosen twice counts once', [2, 2], [2, 2], 4n],
    ['4 matches of 1 pick with folds 2..4 is "4串11"', [1, 1, 1, 1], [2, 3, 4], 11n],
    ['6 matches of 1 pick with folds 1..6 is "6串63"', [1, 1, 1, 1, 1, 1], [1, 2, 3, 4, 5, 6], 63n],
  ])('%s', (_rule, counts, folds, count) => {
    expect(parlayCombinationCount(counts, folds)).toBe(count)
  })

  it('counts 15 matches of 3 picks with every fold from 2 to 15 without enumerating: 4^15 - 1 - 45', () => {
    const folds = PARLAY_LEVELS.filter((fold) => fold >= 2)
    expect(parlayCombinationCount(Array(15).fill(3), folds)).toBe(4n ** 15n - 1n - 45n)
  })

  it('equals a brute-force enumeration on random slips of up to 8 matches', () => {
    fc.assert(
      fc.property(anyCountsAndFolds, ({ counts, folds }) => {
        expect(parlayCombinationCount(counts, folds)).toBe(BigInt(bruteCombinations(counts, folds).length))
      }),
    )
  })
})

describe('parlayCombinations', () => {
  it('lists folds ascending, then matches and picks in order', () => {
    expect([...parlayCombinations([2, 1], [2, 1])]).toEqual([
      [{ match: 0, pick: 0 }],
      [{ match: 0, pick: 1 }],
      [{ match: 1, pick: 0 }],
      [
        { match: 0, pick: 0 },
        { match: 1, pick: 0 },
      ],
      [
        { match: 0, pick: 1 },
        { match: 1, pick: 0 },
      ],
    ])
  })

  it('lists exactly the brute-force combinations, never two picks of one match together', () => {
    const key = (legs: readonly (readonly number[])[]) => legs.map((leg) => leg.join('.')).join('|')
    fc.assert(
      fc.property(anyCountsAndFolds, ({ counts, folds }) => {
        const listed = [...parlayCombinations(counts, folds)].map((legs) =>
          key(legs.map(({ match, pick }) => [match, pick])),
        )
        expect(listed.sort()).toEqual(bruteCombinations(counts, folds).map(key).sort())
        for (const legs of parlayCombinations(counts, folds)) {
          expect(new Set(legs.map(({ match }) => match)).size).toBe(legs.length)
        }
      }),
      { numRuns: 50 },
    )
  })
})
