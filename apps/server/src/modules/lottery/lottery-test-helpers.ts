import type { DrawResult } from '@app/contract'

export type { DrawResult }

/** A drawn result read as Mark Six (the test knows which game it played). */
export function markSixResultOf(result: DrawResult): { numbers: number[]; special: number } {
  if (!('special' in result)) throw new Error('not a Mark Six result')
  return result
}
