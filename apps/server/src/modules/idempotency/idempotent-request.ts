import type { FastifyRequest } from 'fastify'
import type { Db } from '../../db/database'
import { playerOf } from '../accounts/player-guard'
import {
  type IdempotentRequest,
  idempotencyKeyOf,
  type KeyToAnswer,
  runIdempotently,
  runInOneStatement,
  type Transact,
} from './idempotency.service'

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
  return runIdempotently(db, keyed(request, now, callerId), work)
}

/**
 * The same for a call whose work is one SQL statement that writes the key with its answer, such
 * as placing a bet (see runInOneStatement).
 */
export function idempotentStatement<T>(
  db: Db,
  request: FastifyRequest,
  now: Date,
  work: (keyed: KeyToAnswer) => Promise<T>,
  answerOfStored?: (stored: unknown) => T,
): Promise<T> {
  return runInOneStatement(db, keyed(request, now, playerOf(request).userId), work, answerOfStored)
}

const keyed = (request: FastifyRequest, now: Date, callerId: number): IdempotentRequest => ({
  userId: callerId,
  key: idempotencyKeyOf(request.headers),
  request: { route: request.routeOptions.url, body: request.body ?? null },
  now,
})
