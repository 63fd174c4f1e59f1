import { createHash } from 'node:crypto'
import type { ErrorKey } from '@app/contract'
import type { Db } from '../../db/database'
import { AppError } from '../../errors/app-error'
import {
  deleteClaim,
  insertAnswer,
  insertClaim,
  isKeyTaken,
  type KeyToAnswer,
  recordOutcome,
  retakeStaleClaim,
  selectKey,
} from './idempotency.repository'

/** Runs work in one database transaction, e.g. the default `(work) => db.transaction().execute(work)`. */
export type Transact = <T>(work: (trx: Db) => Promise<T>) => Promise<T>

export const plainTransaction =
  (db: Db): Transact =>
  (work) =>
    db.transaction().execute(work)

/** A claim older than this belongs to a request that died (a crash rolls its transaction back). */
export const STALE_CLAIM_MS = 30_000

export type IdempotentRequest = {
  userId: number
  key: string
  /** What the key must always be sent with: the route and its body. */
  request: unknown
  now: Date
}

type StoredError = { msg: ErrorKey; data: unknown }

const hashOf = (request: unknown) => createHash('sha256').update(JSON.stringify(request)).digest('hex')

/**
 * Runs a money-moving request at most once per key. The work gets a `transact` that commits its
 * business rows and the key's answer together, so a request either happened with its answer
 * kept, or did not happen at all. A repeat of a finished key replays the first answer (success or
 * business error); the same key with another body is 409 IDEMPOTENCY_KEY_REUSED; a key still in
 * flight is 409 REQUEST_IN_PROGRESS.
 */
export async function runIdempotently<T>(
  db: Db,
  { userId, key, request, now }: IdempotentRequest,
  work: (transact: Transact) => Promise<T>,
): Promise<T> {
  const requestHash = hashOf(request)
  if (!(await insertClaim(db, userId, key, requestHash, now))) {
    const existing = await selectKey(db, userId, key)
    if (!existing) throw new AppError('REQUEST_IN_PROGRESS', 409)
    if (existing.status_code !== null || existing.request_hash !== requestHash)
      return replay(existing, requestHash)
    const isStale = now.getTime() - existing.created_at.getTime() > STALE_CLAIM_MS
    if (!isStale || !(await retakeStaleClaim(db, userId, key, existing.created_at, now))) {
      throw new AppError('REQUEST_IN_PROGRESS', 409)
    }
  }
  const transact: Transact = (inner) =>
    db.transaction().execute(async (trx) => {
      const result = await inner(trx)
      await recordOutcome(trx, userId, key, 200, result)
      return result
    })
  try {
    return await work(transact)
  } catch (error) {
    // A business refusal is the request's answer; anything else may succeed when retried.
    if (isRefusal(error)) {
      await recordOutcome(db, userId, key, error.status, refusalOf(error))
    } else {
      await deleteClaim(db, userId, key)
    }
    throw error
  }
}

/**
 * Runs a money-moving request at most once per key, for work that is one SQL statement writing
 * the key with its answer (answerCte), such as placing a bet: no claim beforehand, one round trip
 * and one commit. A request repeating a key that is in flight waits on the key's row, then fails
 * whole and replays the first answer; so does a repeat of a finished key, whose work is never
 * kept twice. Work refused before its statement (a closed match) records the refusal instead. A
 * statement may store its answer in a form of its own, which `answerOfStored` turns back into the
 * answer for a replay.
 */
export async function runInOneStatement<T>(
  db: Db,
  { userId, key, request, now }: IdempotentRequest,
  work: (keyed: KeyToAnswer) => Promise<T>,
  answerOfStored: (stored: unknown) => T = (stored) => stored as T,
): Promise<T> {
  const requestHash = hashOf(request)
  const replayFirst = async () => {
    const existing = await selectKey(db, userId, key)
    if (!existing || existing.status_code === null) throw new AppError('REQUEST_IN_PROGRESS', 409)
    return answerOfStored(replay(existing, requestHash))
  }
  try {
    return await work({ userId, key, requestHash, now })
  } catch (error) {
    if (isKeyTaken(error)) return replayFirst()
    if (!isRefusal(error)) throw error
    const answer = { statusCode: error.status, response: refusalOf(error) }
    // A repeat refused now (the match has since closed) still gets the first answer.
    if (!(await insertAnswer(db, userId, key, requestHash, answer, now))) return replayFirst()
    throw error
  }
}

/**
 * A business refusal is a request's answer; anything else may succeed when retried, and so may a
 * call refused for a closed sign-in (401), once the player signs in again.
 */
const isRefusal = (error: unknown): error is AppError =>
  error instanceof AppError && error.status < 500 && error.status !== 401

const refusalOf = (error: AppError): StoredError => ({ msg: error.key, data: error.data })

/** The first answer of a finished key, or 409 IDEMPOTENCY_KEY_REUSED for another request. */
function replay<T>(
  existing: { request_hash: string; status_code: number | null; response: unknown },
  requestHash: string,
): T {
  if (existing.request_hash !== requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED', 409)
  if (existing.status_code === 200) return existing.response as T
  const stored = existing.response as StoredError
  throw new AppError(stored.msg, existing.status_code ?? 409, stored.data)
}

export type { KeyToAnswer }

const KEY_PATTERN = /^[\w.:-]{8,100}$/

/** The request's Idempotency-Key, or 400 IDEMPOTENCY_KEY_REQUIRED when it is missing or malformed. */
export function idempotencyKeyOf(headers: Record<string, unknown>): string {
  const key = headers['idempotency-key']
  if (typeof key !== 'string' || !KEY_PATTERN.test(key)) {
    throw new AppError('IDEMPOTENCY_KEY_REQUIRED', 400, { field: 'idempotency-key' })
  }
  return key
}
