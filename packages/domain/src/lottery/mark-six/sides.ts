/** The ball whose two-sides bets push: 49 sits alone above the 24 small and 24 big numbers. */
export const PUSH_BALL = 49

/**
 * The two-sides props of a ball, the same for the special number (specialCodeSide) and for each
 * regular position (numberCodeSide, after 'no{1..6}:').
 */
export const MARK_SIX_SIDES = [
  'big',
  'small',
  'odd',
  'even',
  'sumOdd',
  'sumEven',
  'sumBig',
  'sumSmall',
  'tailBig',
  'tailSmall',
  'bigOdd',
  'bigEven',
  'smallOdd',
  'smallEven',
] as const
export type MarkSixSide = (typeof MARK_SIX_SIDES)[number]

/** The special number's two-sides props (specialCodeSide). */
export const SPECIAL_CODE_SIDES = MARK_SIX_SIDES
export type SpecialCodeSide = MarkSixSide

/** A regular position's two-sides props (numberCodeSide): the special number's own. */
export const NUMBER_CODE_SIDES = MARK_SIX_SIDES
export type NumberCodeSide = MarkSixSide

/** The combined sides (big or small and odd or even) hold 12 of the 48 balls that do not push. */
const COMBINED_SIDES: readonly MarkSixSide[] = ['bigOdd', 'bigEven', 'smallOdd', 'smallEven']

/** Whether a side is one of the combined ones, e.g. 'bigOdd'. */
export function isCombinedSide(side: MarkSixSide): boolean {
  return COMBINED_SIDES.includes(side)
}

/** The last digit of a ball, e.g. `tailOf(37)` is 7. */
export function tailOf(ball: number): number {
  return ball % 10
}

/** The sum of a ball's digits, e.g. `digitSumOf(37)` is 10. */
export function digitSumOf(ball: number): number {
  return Math.floor(ball / 10) + (ball % 10)
}

/**
 * Whether a ball from 1 to 48 is on a side, e.g. `isOnSide(37, 'bigOdd')` is true: big 25-48,
 * small 1-24, digit sum big from 7, tail big 5-9. Ball 49 is on no side (false for every side):
 * those bets push, which the caller settles before asking.
 */
export function isOnSide(ball: number, side: SpecialCodeSide): boolean {
  if (ball === PUSH_BALL) return false
  const isBig = ball >= 25
  const isOdd = ball % 2 === 1
  switch (side) {
    case 'big':
      return isBig
    case 'small':
      return !isBig
    case 'odd':
      return isOdd
    case 'even':
      return !isOdd
    case 'sumOdd':
      return digitSumOf(ball) % 2 === 1
    case 'sumEven':
      return digitSumOf(ball) % 2 === 0
    case 'sumBig':
      return digitSumOf(ball) >= 7
    case 'sumSmall':
      return digitSumOf(ball) < 7
    case 'tailBig':
      return tailOf(ball) >= 5
    case 'tailSmall':
      return tailOf(ball) < 5
    case 'bigOdd':
      return isBig && isOdd
    case 'bigEven':
      return isBig && !isOdd
    case 'smallOdd':
      return !isBig && isOdd
    case 'smallEven':
      return !isBig && !isOdd
  }
}
