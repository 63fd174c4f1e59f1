import type { Draw } from '@app/contract'
import { lotteryApi } from './lottery-api'

/** What the 'draws' topic publishes: betting closed on a draw, or a draw drawn and paid out. */
export type DrawEvent = { type: 'closed'; drawId: number } | { type: 'settled'; draw: Draw }

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/** Reads a 'draws' event, or undefined for anything else (a newer server may send more kinds). */
export function parseDrawEvent(data: unknown): DrawEvent | undefined {
  if (!isRecord(data)) return undefined
  if (data.type === 'closed' && typeof data.draw_id === 'number')
    return { type: 'closed', drawId: data.draw_id }
  if (data.type === 'settled' && isRecord(data.draw) && typeof data.draw.game === 'string') {
    return { type: 'settled', draw: data.draw as Draw }
  }
  return undefined
}

type Listener = (event: DrawEvent) => void
const listeners = new Set<Listener>()

/** Listens to draw events (the bet screen animates a settled draw of its game); returns the unsubscribe. */
export function subscribeDrawEvents(listener: Listener): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

type Dispatch = (action: unknown) => unknown

/**
 * Handles one 'draws' event: a closed draw refreshes the current draw and the history; a settled
 * one also refreshes my bets and the balance (payouts), then tells the screens listening.
 */
export function handleDrawEvent(dispatch: Dispatch, data: unknown): void {
  const event = parseDrawEvent(data)
  if (!event) return
  if (event.type === 'closed') dispatch(lotteryApi.util.invalidateTags(['Draws']))
  else
    dispatch(
      lotteryApi.util.invalidateTags([{ type: 'Draws', id: event.draw.game }, 'LotteryBets', 'Balance']),
    )
  for (const listener of listeners) listener(event)
}
