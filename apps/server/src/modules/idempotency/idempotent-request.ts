import type { FastifyRequest } from 'fastify'
import type { Db } from '../../db/database'
import { playerOf } from '../accounts/player-guard'
import { idempotencyKeyOf, runIdempotently, type Transact } from './idempotency.service'

/**
 * Runs a money-moving call once per Idempotency-Key: a repeat replays the first answer. The
 * key is the player's, so two players can never collide.
 */
export function idempotent<T>(
  db: Db,
  request: FastifyRequest,
  now: Date,
  work: (transact: Transact) => Promise<T>,
): Promise<T> {
  return runIdempotently(
    db,
    {
      userId: playerOf(request).userId,
      key: idempotencyKeyOf(request.headers),
      request: { route: request.routeOptions.url, body: request.body ?? null },
      now,
    },
    work,
  )
}
