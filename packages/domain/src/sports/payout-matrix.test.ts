import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { moneyOf } from '../money/money'
import { anySettings, anySlip, pickOf } from './brute-force.test-support'
import type { SportsPick } from './markets'
import {
  MATRIX_MAX_ROWS,
  MATRIX_SCORE_MAX_GOALS,
  matrixClassOf,
  matrixRowOf,
  type PayoutMatrix,
  payoutMatrix,
} from './payout-matrix'
import type { FinishedResult, MatchResult, Score } from './results'
import { SPORTS_SETTINGS, type SportsSettings } from './settings'
import { settleSportsBet } from './settlement'
import type { SportsSlip } from './slip'
import type { SportsGame } from './sports-games'

const slipOf = (sport: SportsGame, picks: SportsPick[], folds: number[], stake = '10'): SportsSlip => ({
  sport,
  picks,
  folds,
  unitStake: moneyOf(stake),
  multiple: 1,
})

function matrixOf(slip: SportsSlip, settings?: SportsSettings): PayoutMatrix {
  const answer = payoutMatrix(slip, settings)
  if (!answer.ok) throw new Error(`no matrix: ${answer.reason}`)
  return answer.value
}

function settledPayout(slip: SportsSlip, results: Map<string, MatchResult>, settings?: SportsSettings) {
  const settled = settleSportsBet(slip, results, settings)
  if (!settled.ok) throw new Error(`not settled: ${settled.reason}`)
  return settled.value
}

const scoreResult = (score: Score): FinishedResult => ({
  status: 'finished',
  final: score,
  halfTime: { home: 0, away: 0 },
})

/** A played-out result of a sport: soccer and BD up to 8 goals a side with a half-time score that fits; basketball never level. */
function anyResult(sport: SportsGame): fc.Arbitrary<FinishedResult> {
  if (sport === 'basketball') {
    return fc
      .tuple(fc.integer({ min: 60, max: 120 }), fc.integer({ min: 60, max: 120 }))
      .filter(([home, away]) => home !== away)
      .map(([home, away]) => ({ status: 'finished', final: { home, away } }))
  }
  return fc.tuple(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 0, max: 8 })).chain(([home, away]) =>
    fc
      .tuple(fc.integer({ min: 0, max: home }), fc.integer({ min: 0, max: away }))
      .map(([halfHome, halfAway]) => ({
        status: 'finished' as const,
        final: { home, away },
        halfTime: { home: halfHome, away: halfAway },
      })),
  )
}

/** A slip with its settings and one played-out result per match. */
const anySettledSlip = anySlip({ maxMatches: 3, maxPicks: 5 }).chain((slip) =>
  fc.tuple(
    fc.constant(slip),
    anySettings(slip.sport),
    fc.array(anyResult(slip.sport), { minLength: 3, maxLength: 3 }),
  ),
)

describe('payoutMatrix', () => {
  it('one soccer home pick: a home win pays the best and breaks even; a draw or an away win pays the worst', () => {
    const slip = slipOf('soccer', [pickOf('a', 'wl', 'H', '2.00')], [1])
    const matrix = matrixOf(slip)
    expect(matrix.view).toBe('scores')
    expect(matrix.matches[0]?.classes.map((entry) => [entry.side, entry.winningPicks])).toEqual([
      ['H', [0]],
      ['D', []],
      ['A', []],
    ])
    expect(
      matrix.rows.map((row) => [
        row.classes,
        row.settlement.payout,
        row.isBest,
        row.isWorst,
        row.isBreakEven,
      ]),
    ).toEqual([
      [[0], moneyOf('20'), true, false, true],
      [[1], 0n, false, true, false],
      [[2], 0n, false, true, false],
    ])
  })

  it('a handicap of -1 splits home wins into a win by two or more (it wins) and by one (a handicap draw)', () => {
    const slip = slipOf('soccer', [pickOf('a', 'handicap', 'H', '3.00', -1)], [1])
    const classes = matrixOf(slip).matches[0]?.classes ?? []
    expect(classes.map((entry) => [entry.side, entry.winningPicks, entry.example.final])).toEqual([
      ['H', [], { home: 1, away: 0 }],
      ['H', [0], { home: 2, away: 0 }],
      ['D', [], { home: 0, away: 0 }],
      ['A', [], { home: 0, away: 1 }],
    ])
  })

  it('the score view lists every score from 0:0 to 5:5 in exactly one class of each match', () => {
    const slip = slipOf(
      'soccer',
      [
        pickOf('a', 'correct_score', '2:1', '8.00'),
        pickOf('a', 'goals', '7+', '20.00'),
        pickOf('b', 'wl', 'D', '3.1'),
      ],
      [2],
    )
    const matrix = matrixOf(slip)
    expect(matrix.view).toBe('scores')
    for (const match of matrix.matches) {
      const listed = match.classes.flatMap((entry) => entry.scores.map(({ home, away }) => `${home}:${away}`))
      expect(listed).toHaveLength((MATRIX_SCORE_MAX_GOALS + 1) ** 2)
      expect(new Set(listed).size).toBe(listed.length)
    }
  })

  it('a half-time pick, a third match or basketball turn to outcome classes: the final score alone no longer decides', () => {
    const half = slipOf('soccer', [pickOf('a', 'half', 'D/H', '4.50')], [1])
    expect(matrixOf(half).view).toBe('classes')
    expect(matrixOf(half).matches[0]?.classes.every((entry) => entry.scores.length === 0)).toBe(true)
    const three = slipOf(
      'soccer',
      [pickOf('a', 'wl', 'H', '2.00'), pickOf('b', 'wl', 'H', '2.00'), pickOf('c', 'wl', 'H', '2.00')],
      [3],
    )
    expect(matrixOf(three).view).toBe('classes')
    expect(matrixOf(three).rows).toHaveLength(27)
    const basketball = slipOf('basketball', [pickOf('a', 'bs', 'big', '1.90', 160.5)], [1])
    expect(matrixOf(basketball).view).toBe('classes')
    expect(matrixOf(basketball).matches[0]?.classes.map((entry) => [entry.side, entry.winningPicks])).toEqual(
      [
        ['H', []],
        ['H', [0]],
        ['A', []],
        ['A', [0]],
      ],
    )
  })

  it('a capped and taxed row carries the reasons settlement gives it', () => {
    const slip = slipOf(
      'soccer',
      [pickOf('a', 'wl', 'H', '2.00'), pickOf('b', 'wl', 'H', '2.00'), pickOf('c', 'wl', 'H', '6.00')],
      [1],
      '5000',
    )
    const [best] = matrixOf(slip).rows
    // 10,000 + 10,000 + 10,200 (30,000 capped at the single's 10,200), then 20% tax.
    expect(best?.settlement.grossPayout).toBe(moneyOf('30200'))
    expect(best?.settlement.reasons).toEqual(['WON', 'BONUS_CAPPED', 'WIN_TAX_WITHHELD'])
  })

  it('refuses a slip that cannot be placed, and one with more joint results than a table can list', () => {
    expect(payoutMatrix(slipOf('soccer', [pickOf('a', 'wl', 'H', '2.00')], [2]))).toEqual({
      ok: false,
      reason: 'FOLD_ABOVE_MATCHES',
    })
    // 8 matches of three classes each: 3^8 = 6,561 joint results.
    const wide = slipOf(
      'soccer',
      Array.from({ length: 8 }, (_, index) => pickOf(`m${index}`, 'wl', 'H', '1.50')),
      [8],
    )
    expect(payoutMatrix(wide)).toEqual({ ok: false, reason: 'TOO_MANY_RESULTS', rowCount: 6561 })
    expect(6561).toBeGreaterThan(MATRIX_MAX_ROWS)
  })

  it('every cell equals settling the slip with that result', () => {
    fc.assert(
      fc.property(anySettledSlip, ([slip, settings, played]) => {
        const answer = payoutMatrix(slip, settings)
        if (!answer.ok) return
        const matrix = answer.value
        const results = new Map<string, MatchResult>()
        const classes = matrix.matches.map((match, index) => {
          const result = played[index] ?? scoreResult({ home: 0, away: 0 })
          results.set(match.matchId, result)
          return matrixClassOf(slip.sport, match, result)
        })
        expect(classes.every((index) => index !== undefined)).toBe(true)
        const row = matrixRowOf(matrix, classes as number[])
        expect(row?.settlement).toEqual(settledPayout(slip, results, settings))
      }),
      { numRuns: 200 },
    )
  })

  it('every listed score of the score view settles to its row', () => {
    const anyScoreSlip = fc
      .constantFrom<SportsGame>('soccer', 'bd')
      .chain((sport) => anySlip({ maxMatches: 2, maxPicks: 4, sport }))
      .filter((slip) => slip.picks.every((pick) => pick.market !== 'half'))
    fc.assert(
      fc.property(anyScoreSlip, (slip) => {
        const answer = payoutMatrix(slip)
        if (!answer.ok) return
        const matrix = answer.value
        expect(matrix.view).toBe('scores')
        const [first, second] = matrix.matches
        for (const row of matrix.rows) {
          const firstScores = first?.classes[row.classes[0] ?? 0]?.scores ?? []
          const secondScores = second ? (second.classes[row.classes[1] ?? 0]?.scores ?? []) : [undefined]
          for (const score of firstScores) {
            for (const other of secondScores) {
              const results = new Map<string, MatchResult>([[first?.matchId ?? '', scoreResult(score)]])
              if (second && other) results.set(second.matchId, scoreResult(other))
              expect(settledPayout(slip, results).payout).toBe(row.settlement.payout)
            }
          }
        }
      }),
      { numRuns: 40 },
    )
  })

  it('marks the best and worst payouts and the least payout returning the stake, best first', () => {
    fc.assert(
      fc.property(anySlip({ maxMatches: 3, maxPicks: 4 }), (slip) => {
        const answer = payoutMatrix(slip, SPORTS_SETTINGS[slip.sport])
        if (!answer.ok) return
        const { rows, totalStake } = answer.value
        const payouts = rows.map((row) => row.settlement.payout)
        expect([...payouts].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0))).toEqual(payouts)
        const best = payouts[0] ?? 0n
        const worst = payouts.at(-1) ?? 0n
        const returning = payouts.filter((payout) => payout >= totalStake)
        const breakEven = returning.at(-1)
        for (const row of rows) {
          const { payout } = row.settlement
          expect(row.isBest).toBe(best > worst && payout === best)
          expect(row.isWorst).toBe(best > worst && payout === worst)
          expect(row.isBreakEven).toBe(payout === breakEven)
        }
      }),
      { numRuns: 100 },
    )
  })
})
