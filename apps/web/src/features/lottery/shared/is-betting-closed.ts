import type { Draw } from '@app/contract'
import { DRAW_STATUS } from '@app/domain'

/**
 * Whether betting on a draw (Mark Six or a race) is over by the reader's clock, the server having
 * the final word: an open draw closing at 12:00 is closed from 12:00 on, and no draw is closed.
 */
export function isBettingClosed(draw: Draw | null | undefined, now: number): boolean {
  return !draw || draw.status !== DRAW_STATUS.open || Date.parse(draw.closes_at) <= now
}
