import { describe, expect, it } from 'vitest'
import { isSameMarkSixResult, markSixEntryProblems, mayConfirmOfficialResult } from './official-result'

describe('markSixEntryProblems', () => {
  it.each([
    ['six distinct numbers and a different special are a result', [1, 2, 3, 4, 5, 6, 49], []],
    ['a ball left empty is missing', [1, 2, 3, 4, 5, 6, null], [[6, 'BALL_MISSING']]],
    ['0 is below the first ball', [0, 2, 3, 4, 5, 6, 7], [[0, 'BALL_OUT_OF_RANGE']]],
    ['50 is past the last ball', [1, 2, 3, 4, 5, 6, 50], [[6, 'BALL_OUT_OF_RANGE']]],
    ['a fraction is no ball', [1.5, 2, 3, 4, 5, 6, 7], [[0, 'BALL_OUT_OF_RANGE']]],
    ['a repeated number is flagged where it repeats', [1, 2, 3, 4, 5, 5, 7], [[5, 'BALL_REPEATED']]],
    ['the special cannot be one of the numbers', [1, 2, 3, 4, 5, 6, 1], [[6, 'BALL_REPEATED']]],
    [
      'a short entry misses its last balls',
      [1, 2, 3, 4, 5],
      [
        [5, 'BALL_MISSING'],
        [6, 'BALL_MISSING'],
      ],
    ],
  ])('%s', (_rule, balls, expected) => {
    const problems = markSixEntryProblems(balls)
    expect(problems).toHaveLength(7)
    expect(problems.flatMap((problem, index) => (problem ? [[index, problem]] : []))).toEqual(expected)
  })
})

describe('isSameMarkSixResult', () => {
  const result = { numbers: [12, 2, 3, 4, 5, 6], special: 9 }
  it.each([
    ['the same numbers in the same order and the same special agree', result, true],
    ['another special disagrees', { ...result, special: 10 }, false],
    [
      'the same numbers in another order disagree: position bets settle on the order',
      { numbers: [2, 12, 3, 4, 5, 6], special: 9 },
      false,
    ],
    ['one number different disagrees', { numbers: [12, 2, 3, 4, 5, 7], special: 9 }, false],
  ])('%s', (_rule, second, isSame) => {
    expect(isSameMarkSixResult(result, second)).toBe(isSame)
  })
})

describe('mayConfirmOfficialResult', () => {
  it.each([
    ['the operator who entered the first copy never confirms it', 7, 7, false],
    ['another operator may confirm it', 7, 8, true],
  ])('%s', (_rule, first, second, may) => {
    expect(mayConfirmOfficialResult(first, second)).toBe(may)
  })
})
