import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { digitSumOf, isOnSide, SPECIAL_CODE_SIDES, tailOf } from './sides'

const anyNonPushBall = fc.integer({ min: 1, max: 48 })

describe('isOnSide', () => {
  it.each([
    ['25 is the smallest big number', 25, 'big', true],
    ['24 is the largest small number', 24, 'small', true],
    ['16 has digit sum 7, the smallest big sum', 16, 'sumBig', true],
    ['42 has digit sum 6, a small sum', 42, 'sumSmall', true],
    ['29 has digit sum 11, an odd sum', 29, 'sumOdd', true],
    ['45 ends in 5, the smallest big tail', 45, 'tailBig', true],
    ['40 ends in 0, a small tail', 40, 'tailSmall', true],
    ['37 is big and odd', 37, 'bigOdd', true],
    ['48 is big and even', 48, 'bigEven', true],
    ['1 is small and odd', 1, 'smallOdd', true],
    ['24 is small and even', 24, 'smallEven', true],
    ['37 is not small and even', 37, 'smallEven', false],
  ] as const)('%s', (_rule, ball, side, expected) => {
    expect(isOnSide(ball, side)).toBe(expected)
  })

  it('puts 49 on no side: those bets push instead', () => {
    for (const side of SPECIAL_CODE_SIDES) expect(isOnSide(49, side)).toBe(false)
  })

  it('puts every other ball on exactly one side of each pair and in one of the four combined sides', () => {
    const pairs = [
      ['big', 'small'],
      ['odd', 'even'],
      ['sumOdd', 'sumEven'],
      ['sumBig', 'sumSmall'],
      ['tailBig', 'tailSmall'],
    ] as const
    fc.assert(
      fc.property(anyNonPushBall, (ball) => {
        for (const [one, other] of pairs) expect(isOnSide(ball, one)).not.toBe(isOnSide(ball, other))
        const combined = (['bigOdd', 'bigEven', 'smallOdd', 'smallEven'] as const).filter((side) =>
          isOnSide(ball, side),
        )
        expect(combined).toHaveLength(1)
      }),
    )
  })

  it('splits the 48 non-pushing balls 24 / 24 on every pair, so 1.96 is a fair-minus-margin price', () => {
    const balls = Array.from({ length: 48 }, (_, index) => index + 1)
    for (const side of ['big', 'odd', 'sumOdd', 'sumBig', 'tailBig'] as const) {
      expect(balls.filter((ball) => isOnSide(ball, side))).toHaveLength(24)
    }
  })

  it('reads digits', () => {
    expect(tailOf(37)).toBe(7)
    expect(tailOf(40)).toBe(0)
    expect(digitSumOf(37)).toBe(10)
    expect(digitSumOf(9)).toBe(9)
  })
})
