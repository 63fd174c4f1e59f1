import { timingSafeEqual } from 'node:crypto'

/** Whether two credentials are equal, in a time that does not tell how much of them matched. */
export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}
