import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { moneyOf } from '../../money/money'
import { oddsOf } from '../odds'
import {
  defaultRaceOddsTable,
  isRaceOrder,
  judgeRaceSelection,
  parseRaceSelection,
  RACE_TOPS,
  raceGroupOf,
  raceGroupOfIndex,
  settleRaceSelection,
} from './race-rules'

// Champion 7, runner-up 4 (sum 11), then 1 9 10 2 5 8 3 6.
const RACE = [7, 4, 1, 9, 10, 2, 5, 8, 3, 6]
const anyRace = fc.shuffledSubarray([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], { minLength: 10, maxLength: 10 })

describe('the odds list', () => {
  it('groups its 27 bet types by the spec’s index ranges', () => {
    expect(RACE_TOPS).toHaveLength(27)
    expect([0, 9, 10, 11, 12, 16, 17, 21, 22, 26, 27].map(raceGroupOfIndex)).toEqual([
      'twoSide',
      'twoSide',
      'championAndRunersUpSum',
      'championAndRunersUpSum',
      'oneToFifth',
      'oneToFifth',
      'sixthToTenth',
      'sixthToTenth',
      'dragonVsTriger',
      'dragonVsTriger',
      undefined,
    ])
    expect(raceGroupOf('position:7')).toBe('sixthToTenth')
    expect(raceGroupOf('dragonTiger:5')).toBe('dragonVsTriger')
  })

  it('prices every selection it lists, and only valid ones', () => {
    const table = defaultRaceOddsTable()
    expect(table).toHaveLength(10 * 4 + 17 + 4 + 10 * 10 + 5 * 2)
    for (const entry of table) expect(parseRaceSelection({ type: entry.top, prop: entry.prop })).toBeDefined()
    expect(table.find((entry) => entry.top === 'sum' && entry.prop === '11')?.odd).toBe('8.30')
  })
})

describe('judging a race', () => {
  it.each([
    ['sides:1', 'big', 'win'],
    ['sides:1', 'odd', 'win'],
    ['sides:2', 'small', 'win'],
    ['sides:2', 'odd', 'lose'],
    ['sides:10', 'even', 'win'],
    ['position:1', '7', 'win'],
    ['position:10', '6', 'win'],
    ['position:5', '9', 'lose'],
    ['sum', '11', 'win'],
    ['sum', '12', 'lose'],
    ['sumSides', 'small', 'win'],
    ['sumSides', 'big', 'lose'],
    ['sumSides', 'odd', 'win'],
    ['dragonTiger:1', 'dragon', 'win'],
    ['dragonTiger:2', 'dragon', 'win'],
    ['dragonTiger:3', 'dragon', 'lose'],
    ['dragonTiger:4', 'dragon', 'win'],
    ['dragonTiger:5', 'tiger', 'lose'],
  ] as const)('%s %s is a %s on 7 4 1 9 10 2 5 8 3 6', (type, prop, outcome) => {
    expect(judgeRaceSelection({ type, prop }, RACE)).toBe(outcome)
  })

  it('pushes every side bet of a sum of 11 (big, small, odd, even) only where the house sets it', () => {
    const rules = { sumElevenPushes: true }
    for (const side of ['big', 'small', 'odd', 'even']) {
      expect(judgeRaceSelection({ type: 'sumSides', prop: side }, RACE, rules)).toBe('push')
    }
    expect(judgeRaceSelection({ type: 'sumSides', prop: 'odd' }, RACE)).toBe('win')
    expect(judgeRaceSelection({ type: 'sumSides', prop: 'small' }, RACE)).toBe('win')
    expect(judgeRaceSelection({ type: 'sumSides', prop: 'big' }, RACE)).toBe('lose')
  })

  it('pairs every dragon with its tiger (1v10 to 5v6), exactly one of them winning', () => {
    fc.assert(
      fc.property(anyRace, fc.integer({ min: 1, max: 5 }), (race, pair) => {
        const dragon = judgeRaceSelection({ type: `dragonTiger:${pair}`, prop: 'dragon' }, race)
        const tiger = judgeRaceSelection({ type: `dragonTiger:${pair}`, prop: 'tiger' }, race)
        expect([dragon, tiger].sort()).toEqual(['lose', 'win'])
        expect(dragon === 'win').toBe((race[pair - 1] as number) > (race[10 - pair] as number))
      }),
    )
  })

  it('makes exactly one car win each position and exactly one sum win', () => {
    fc.assert(
      fc.property(anyRace, fc.integer({ min: 1, max: 10 }), (race, position) => {
        const winners = Array.from({ length: 10 }, (_, car) =>
          judgeRaceSelection({ type: `position:${position}`, prop: String(car + 1) }, race),
        ).filter((outcome) => outcome === 'win')
        expect(winners).toHaveLength(1)
        const sums = Array.from({ length: 17 }, (_, index) =>
          judgeRaceSelection({ type: 'sum', prop: String(index + 3) }, race),
        ).filter((outcome) => outcome === 'win')
        expect(sums).toHaveLength(1)
      }),
    )
  })

  it('refuses malformed selections and results', () => {
    expect(parseRaceSelection({ type: 'sides:11', prop: 'big' })).toBeUndefined()
    expect(parseRaceSelection({ type: 'sum', prop: '2' })).toBeUndefined()
    expect(parseRaceSelection({ type: 'position:3', prop: '0' })).toBeUndefined()
    expect(parseRaceSelection({ type: 'dragonTiger:6', prop: 'dragon' })).toBeUndefined()
    expect(isRaceOrder([1, 2, 3])).toBe(false)
    expect(() => judgeRaceSelection({ type: 'sum', prop: '11' }, [1, 1, 2, 3, 4, 5, 6, 7, 8, 9])).toThrow(
      RangeError,
    )
  })
})

describe('settling', () => {
  it('pays amount × odds on a win, the amount on a push and nothing on a loss', () => {
    expect(
      settleRaceSelection({ type: 'position:1', prop: '7' }, moneyOf('10'), oddsOf('9.90'), RACE),
    ).toEqual({
      outcome: 'win',
      payout: moneyOf('99'),
      reasons: ['WON'],
    })
    expect(
      settleRaceSelection({ type: 'sumSides', prop: 'big' }, moneyOf('10'), oddsOf('2.20'), RACE, {
        sumElevenPushes: true,
      }),
    ).toEqual({ outcome: 'push', payout: moneyOf('10'), reasons: ['RACE_SUM_11_PUSH'] })
    expect(settleRaceSelection({ type: 'sum', prop: '3' }, moneyOf('10'), oddsOf('42'), RACE)).toEqual({
      outcome: 'lose',
      payout: 0n,
      reasons: ['LOST'],
    })
  })

  it.each([
    ['small on a sum of 11 wins, 11 counting as small', 'small', 'win', ['WON', 'RACE_SUM_11_SMALL']],
    ['big on a sum of 11 loses, 11 counting as small', 'big', 'lose', ['LOST', 'RACE_SUM_11_SMALL']],
    ['odd on a sum of 11 wins plainly: where 11 falls does not matter', 'odd', 'win', ['WON']],
  ] as const)('%s', (_rule, prop, outcome, reasons) => {
    // RACE's champion 7 and runner-up 4 sum to 11.
    const settled = settleRaceSelection({ type: 'sumSides', prop }, moneyOf('10'), oddsOf('2.20'), RACE)
    expect(settled.outcome).toBe(outcome)
    expect(settled.reasons).toEqual(reasons)
  })
})
