import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { anyMatchPicks, bruteWinningSets, pickOf } from './brute-force.test-support'
import { candidateResults, canWinTogether, matchPayoutRange, winningSets } from './compatibility'
import type { PickOutcome } from './markets'
import { SPORTS_GAMES, type SportsGame } from './sports-games'

const outcome = (market: PickOutcome['market'], key: string, line?: number): PickOutcome => ({
  market,
  outcome: key,
  ...(line === undefined ? {} : { line }),
})

const sorted = (sets: number[][]) => sets.map((set) => set.join(',')).sort()

describe('canWinTogether', () => {
  it.each<[string, SportsGame, PickOutcome[], boolean]>([
    // The handicap is applied before comparing.
    [
      'a home win and a handicap draw at -2 win together on 3:1',
      'soccer',
      [outcome('wl', 'H'), outcome('handicap', 'D', -2)],
      true,
    ],
    [
      'a draw and a handicap draw at -1 cannot: a draw at -1 is a handicap away win',
      'soccer',
      [outcome('wl', 'D'), outcome('handicap', 'D', -1)],
      false,
    ],
    [
      'a home win and a handicap away win at -1 cannot: a 1-goal win is a handicap draw',
      'soccer',
      [outcome('wl', 'H'), outcome('handicap', 'A', -1)],
      false,
    ],
    [
      'an away win and a handicap home win at +1 cannot',
      'soccer',
      [outcome('wl', 'A'), outcome('handicap', 'H', 1)],
      false,
    ],
    [
      'a draw and a handicap home win at +1 win together',
      'soccer',
      [outcome('wl', 'D'), outcome('handicap', 'H', 1)],
      true,
    ],
    // 7+ goals is both odd and even.
    ['7+ goals and a draw win together on 4:4', 'soccer', [outcome('goals', '7+'), outcome('wl', 'D')], true],
    [
      '7+ goals and "draw_other" win together on 4:4',
      'soccer',
      [outcome('goals', '7+'), outcome('correct_score', 'draw_other')],
      true,
    ],
    ['7+ goals and up-odd win together (4:3)', 'bd', [outcome('goals', '7+'), outcome('up', 'up_odd')], true],
    [
      '7+ goals and up-even win together (4:4)',
      'bd',
      [outcome('goals', '7+'), outcome('up', 'up_even')],
      true,
    ],
    [
      '3 goals and a draw cannot: a draw has an even total',
      'soccer',
      [outcome('goals', '3'), outcome('wl', 'D')],
      false,
    ],
    // "other" buckets are whatever is not listed.
    [
      '"home_other" and 6 goals win together on 6:0',
      'soccer',
      [outcome('correct_score', 'home_other'), outcome('goals', '6')],
      true,
    ],
    [
      '"home_other" and 7+ win together on 4:3',
      'soccer',
      [outcome('correct_score', 'home_other'), outcome('goals', '7+')],
      true,
    ],
    [
      '"home_other" and 5 goals cannot: 5:0, 4:1 and 3:2 are listed',
      'soccer',
      [outcome('correct_score', 'home_other'), outcome('goals', '5')],
      false,
    ],
    [
      '"draw_other" and 6 goals cannot: 3:3 is listed',
      'soccer',
      [outcome('correct_score', 'draw_other'), outcome('goals', '6')],
      false,
    ],
    [
      '"away_other" and an away handicap win at +3 win together on 0:6',
      'soccer',
      [outcome('correct_score', 'away_other'), outcome('handicap', 'A', 3)],
      true,
    ],
    // Half time must fit under the final score.
    [
      'A/H and 1:0 cannot: an away lead at the break means an away goal',
      'soccer',
      [outcome('half', 'A/H'), outcome('correct_score', '1:0')],
      false,
    ],
    ['A/H and 2:1 win together', 'soccer', [outcome('half', 'A/H'), outcome('correct_score', '2:1')], true],
    ['H/D and 0 goals cannot', 'soccer', [outcome('half', 'H/D'), outcome('goals', '0')], false],
    ['H/D and 2 goals win together on 1:1', 'bd', [outcome('half', 'H/D'), outcome('goals', '2')], true],
    [
      'two outcomes of one market never win together',
      'soccer',
      [outcome('wl', 'H'), outcome('wl', 'D')],
      false,
    ],
    // BD: the win/draw/lose line and up/down.
    [
      'BD draw at line 0 and up-even win together on 2:2',
      'bd',
      [outcome('wl', 'D', 0), outcome('up', 'up_even')],
      true,
    ],
    [
      'BD draw at line 0 and down-odd cannot',
      'bd',
      [outcome('wl', 'D', 0), outcome('up', 'down_odd')],
      false,
    ],
    [
      'BD draw at line -1 and 1 goal win together on 1:0',
      'bd',
      [outcome('wl', 'D', -1), outcome('goals', '1')],
      true,
    ],
    ['down-odd and 1 goal win together', 'bd', [outcome('up', 'down_odd'), outcome('goals', '1')], true],
    ['down-odd and 3 goals cannot', 'bd', [outcome('up', 'down_odd'), outcome('goals', '3')], false],
    // Basketball: margins and totals against the lines.
    [
      'home at -5.5 and a home win by 1-5 cannot',
      'basketball',
      [outcome('handicap', 'H', -5.5), outcome('mv', 'home_1_5')],
      false,
    ],
    [
      'home at -4.5 and a home win by 1-5 win together on a 5-point win',
      'basketball',
      [outcome('handicap', 'H', -4.5), outcome('mv', 'home_1_5')],
      true,
    ],
    [
      'away at +25.5 and an away win by 26+ cannot',
      'basketball',
      [outcome('handicap', 'H', 25.5), outcome('mv', 'away_26+')],
      false,
    ],
    [
      'big at 200.5 and an away win by 26+ win together',
      'basketball',
      [outcome('bs', 'big', 200.5), outcome('mv', 'away_26+')],
      true,
    ],
    [
      'a home win and an away margin cannot',
      'basketball',
      [outcome('wl', 'H'), outcome('mv', 'away_1_5')],
      false,
    ],
    [
      'big at 160.5 and small at 161.5 win together only on 161 points',
      'basketball',
      [outcome('bs', 'big', 160.5), outcome('bs', 'small', 161.5)],
      true,
    ],
    [
      '161 points with a 6-10 win: an odd total needs an odd margin, such as 84:77',
      'basketball',
      [outcome('bs', 'big', 160.5), outcome('bs', 'small', 161.5), outcome('mv', 'home_6_10')],
      true,
    ],
    [
      '161 points cannot be a win by exactly 2 (home at -1.5, away at -2.5): parity differs',
      'basketball',
      [
        outcome('bs', 'big', 160.5),
        outcome('bs', 'small', 161.5),
        outcome('handicap', 'H', -1.5),
        outcome('handicap', 'A', -2.5),
      ],
      false,
    ],
    [
      '161 or 162 points can be a win by exactly 2, on 82:80',
      'basketball',
      [
        outcome('bs', 'big', 160.5),
        outcome('bs', 'small', 162.5),
        outcome('handicap', 'H', -1.5),
        outcome('handicap', 'A', -2.5),
      ],
      true,
    ],
  ])('%s', (_rule, sport, picks, together) => {
    expect(canWinTogether(sport, picks)).toBe(together)
  })
})

describe('winningSets', () => {
  it('lists every distinct set of picks that win together, with [] when some result wins none', () => {
    expect(sorted(winningSets('soccer', [outcome('wl', 'H'), outcome('goals', '7+')]))).toEqual(
      sorted([[], [0], [1], [0, 1]]),
    )
  })

  it('finds the same sets as a brute-force grid with every half-time score', () => {
    const matchPicks = fc
      .constantFrom(...SPORTS_GAMES)
      .chain((sport) => anyMatchPicks(sport, 'm', 4).map((picks) => ({ sport, picks })))
    fc.assert(
      fc.property(matchPicks, ({ sport, picks }) => {
        expect(sorted(winningSets(sport, picks))).toEqual(sorted(bruteWinningSets(sport, picks)))
      }),
      { numRuns: 150 },
    )
  })
})

describe('candidateResults', () => {
  it('plays soccer out on 0:0 to 10:10 with a level half time when no pick needs the break', () => {
    const results = candidateResults('soccer', [outcome('wl', 'H'), outcome('goals', '2')])
    expect(results).toHaveLength(121)
    expect(results.every(({ halfTime }) => halfTime?.home === 0 && halfTime.away === 0)).toBe(true)
  })

  it('adds the half-time leads a final score allows when a half/full pick needs them', () => {
    // 121 finals with a level break, 110 with home ahead (home >= 1), 110 with away ahead.
    expect(candidateResults('soccer', [outcome('half', 'H/H')])).toHaveLength(341)
  })

  it('plays margins only (10:0 … 0:10) when every pick reads only the margin', () => {
    const results = candidateResults('bd', [outcome('wl', 'H', -1), outcome('wl', 'D', -1)])
    expect(results.map(({ final }) => final.home - final.away)).toEqual(
      Array.from({ length: 21 }, (_, index) => index - 10),
    )
  })

  it('plays totals only (0:0 … 10:0) when every pick reads only the total', () => {
    expect(candidateResults('bd', [outcome('goals', '7+'), outcome('up', 'up_odd')])).toHaveLength(11)
  })

  it('widens the soccer grid for a wide handicap', () => {
    expect(candidateResults('soccer', [outcome('handicap', 'H', -10), outcome('goals', '1')])).toHaveLength(
      13 * 13,
    )
    expect(canWinTogether('soccer', [outcome('handicap', 'D', -10), outcome('goals', '7+')])).toBe(true)
    expect(
      canWinTogether('soccer', [outcome('handicap', 'H', -10), outcome('correct_score', 'home_other')]),
    ).toBe(true)
    expect(canWinTogether('soccer', [outcome('handicap', 'A', 10), outcome('wl', 'A')])).toBe(true)
  })

  it('gives only possible basketball scores: no draw, no negative score', () => {
    const results = candidateResults('basketball', [
      outcome('bs', 'big', 160.5),
      outcome('handicap', 'H', -3.5),
    ])
    expect(results.length).toBeGreaterThan(0)
    for (const { final } of results) {
      expect(final.home).not.toBe(final.away)
      expect(Math.min(final.home, final.away)).toBeGreaterThanOrEqual(0)
      expect(Number.isInteger(final.home) && Number.isInteger(final.away)).toBe(true)
    }
  })
})

describe('matchPayoutRange', () => {
  it.each([
    [
      'one pick wins its odds or nothing',
      [pickOf('m', 'wl', 'H', '1.96')],
      [0n, 1_960n],
      1_960n,
      1_960n,
      false,
    ],
    [
      'three outcomes of one market cover every result: forced, hi the highest, lo the lowest',
      [pickOf('m', 'wl', 'H', '2'), pickOf('m', 'wl', 'D', '3'), pickOf('m', 'wl', 'A', '4')],
      [2_000n, 3_000n, 4_000n],
      4_000n,
      2_000n,
      true,
    ],
    [
      'compatible picks add up: a home win with 7+ goals pays both',
      [pickOf('m', 'wl', 'H', '1.5'), pickOf('m', 'goals', '7+', '20')],
      [0n, 1_500n, 20_000n, 21_500n],
      21_500n,
      1_500n,
      false,
    ],
    [
      'incompatible picks never add up: a draw with 3 goals',
      [pickOf('m', 'wl', 'D', '3.2'), pickOf('m', 'goals', '3', '3.5')],
      [0n, 3_200n, 3_500n],
      3_500n,
      3_200n,
      false,
    ],
  ])('%s', (_rule, picks, sums, hi, lo, isForced) => {
    expect(matchPayoutRange('soccer', picks)).toEqual({ sums, hi, lo, isForced })
  })
})
