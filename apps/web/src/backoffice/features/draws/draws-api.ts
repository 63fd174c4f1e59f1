import type { OperatorDraw, OperatorDrawFilter, OperatorDrawPage, VoidedDraw } from '@app/contract'
import { operatorRequest } from '../../shared/operator-client'

/** What the draws list asks for: a status, perhaps one game, and a page. */
export type DrawListQuery = {
  status: OperatorDrawFilter
  game: string | undefined
  start: number
  limit: number
}

/** An official Mark Six result as an operator enters it: six numbers in draw order and the special. */
export type EnteredResult = { numbers: number[]; special: number }

function listQuery({ status, game, start, limit }: DrawListQuery): string {
  const search = new URLSearchParams({ status, start: String(start), limit: String(limit) })
  if (game !== undefined) search.set('game', game)
  return search.toString()
}

/**
 * The back office's draw calls (trading duty). The confirmation settles the draw and a void
 * refunds its bets: each carries the Idempotency-Key its caller made for the action, so a retry
 * replays it.
 */
export const drawsApi = {
  list: (query: DrawListQuery) => operatorRequest<OperatorDrawPage>(`/draws?${listQuery(query)}`),
  /** The first of the two entries: stored, pending, settles nothing. */
  enter: (drawId: number, result: EnteredResult) =>
    operatorRequest<OperatorDraw>(`/draws/${drawId}/result`, { method: 'POST', body: result }),
  /** The second entry, by another operator: the same result settles the draw. */
  confirm: (drawId: number, result: EnteredResult, key: string) =>
    operatorRequest<OperatorDraw>(`/draws/${drawId}/result/confirm`, {
      method: 'POST',
      body: result,
      idempotencyKey: key,
    }),
  void: (drawId: number, reason: string, key: string) =>
    operatorRequest<VoidedDraw>(`/draws/${drawId}/void`, {
      method: 'POST',
      body: { reason },
      idempotencyKey: key,
    }),
}
