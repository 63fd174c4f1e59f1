import { isMarkSixBall } from './balls'
import type { MarkSixResult } from './bet-types'

/** How many balls an official result holds: six regular numbers, then the special number. */
export const MARK_SIX_ENTRY_BALLS = 7

/** What is wrong with one ball of an entered result. */
export type MarkSixEntryProblem = 'BALL_MISSING' | 'BALL_OUT_OF_RANGE' | 'BALL_REPEATED'

/**
 * The problem of each ball of an operator's entry (six numbers in draw order, then the special),
 * null where the ball is fine: every ball is present, a Mark Six ball (1 to 49), and no ball
 * repeats an earlier one, e.g. `[1, 2, 3, 4, 5, 5, null]` gives five nulls, BALL_REPEATED and
 * BALL_MISSING.
 */
export function markSixEntryProblems(balls: readonly (number | null)[]): (MarkSixEntryProblem | null)[] {
  return Array.from({ length: MARK_SIX_ENTRY_BALLS }, (_, index) => {
    const ball = balls[index] ?? null
    if (ball === null) return 'BALL_MISSING'
    if (!isMarkSixBall(ball)) return 'BALL_OUT_OF_RANGE'
    return balls.slice(0, index).includes(ball) ? 'BALL_REPEATED' : null
  })
}

/**
 * Whether two operators entered the same official result: the same numbers in the same draw order
 * (the position bets no1..no6 settle on it) and the same special, e.g. [1..6]+7 and [2,1,3..6]+7
 * differ.
 */
export function isSameMarkSixResult(first: MarkSixResult, second: MarkSixResult): boolean {
  return (
    first.special === second.special &&
    first.numbers.length === second.numbers.length &&
    first.numbers.every((number, index) => second.numbers[index] === number)
  )
}

/**
 * Whether an operator may enter the second, confirming copy of an official result: never the
 * operator who entered the first (two people, each reading the result on their own), e.g.
 * `mayConfirmOfficialResult(7, 7)` is false.
 */
export function mayConfirmOfficialResult(firstOperatorId: number, secondOperatorId: number): boolean {
  return firstOperatorId !== secondOperatorId
}
