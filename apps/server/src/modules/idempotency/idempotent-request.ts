import type { FastifyRequest } from 'fastify'
import type { Db } from '../../db/database'
import { playerOf } from '../accounts/player-guard'
import { idempotencyKeyOf, runIdempotently, type Transact } from './idempotency.service'

/**
 * Runs a money-moving call once per Idempotency-Key: a repeat replays the first answer. The
 * key belongs to the caller (the player, or the operator on back-office calls), so two callers
 * can never collide.
 */
export function idempotent<T>(
  db: Db,
  request: FastifyRequest,
  now: Date,
  work: (transact: Transact) => Promise<T>,
  callerId: number = playerOf(request).userId,
): Promise<T> {
  return runIdempotently(
    db,
    {
      userId: callerId,
      key: idempotencyKeyOf(request.headers),
      request: { route: request.routeOptions.url, body: request.body ?? null },
      now,
    },
    work,
  )
}
