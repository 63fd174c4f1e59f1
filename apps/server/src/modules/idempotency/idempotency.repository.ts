import { type RawBuilder, sql } from 'kysely'
import type { Db } from '../../db/database'

/** Claims a key for a request; false when the key already exists. */
export async function insertClaim(db: Db, userId: number, key: string, requestHash: string, now: Date) {
  const row = await db
    .insertInto('idempotency_keys')
    .values({ user_id: String(userId), key, request_hash: requestHash, created_at: now })
    .onConflict((conflict) => conflict.doNothing())
    .returning('key')
    .executeTakeFirst()
  return row !== undefined
}

/**
 * Writes a key with its finished answer; false when the key already exists. A request in
 * flight with the same key holds its row uncommitted, so this waits for that request to end.
 */
export async function insertAnswer(
  db: Db,
  userId: number,
  key: string,
  requestHash: string,
  answer: { statusCode: number; response: unknown },
  now: Date,
) {
  const row = await db
    .insertInto('idempotency_keys')
    .values({
      user_id: String(userId),
      key,
      request_hash: requestHash,
      status_code: answer.statusCode,
      response: JSON.stringify(answer.response),
      created_at: now,
    })
    .onConflict((conflict) => conflict.doNothing())
    .returning('key')
    .executeTakeFirst()
  return row !== undefined
}

export async function selectKey(db: Db, userId: number, key: string) {
  return db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'status_code', 'response', 'created_at'])
    .where('user_id', '=', String(userId))
    .where('key', '=', key)
    .executeTakeFirst()
}

/** Takes over a claim whose request died before finishing; only one taker wins. */
export async function retakeStaleClaim(db: Db, userId: number, key: string, claimedAt: Date, now: Date) {
  const row = await db
    .updateTable('idempotency_keys')
    .set({ created_at: now })
    .where('user_id', '=', String(userId))
    .where('key', '=', key)
    .where('status_code', 'is', null)
    .where('created_at', '=', claimedAt)
    .returning('key')
    .executeTakeFirst()
  return row !== undefined
}

export async function recordOutcome(
  db: Db,
  userId: number,
  key: string,
  statusCode: number,
  response: unknown,
) {
  await db
    .updateTable('idempotency_keys')
    .set({ status_code: statusCode, response: JSON.stringify(response) })
    .where('user_id', '=', String(userId))
    .where('key', '=', key)
    .execute()
}

export async function deleteClaim(db: Db, userId: number, key: string) {
  await db
    .deleteFrom('idempotency_keys')
    .where('user_id', '=', String(userId))
    .where('key', '=', key)
    .where('status_code', 'is', null)
    .execute()
}

/** A key to be written with its answer by the statement that does the request's work. */
export type KeyToAnswer = { userId: number; key: string; requestHash: string; now: Date }

/**
 * The CTE that writes a key with its answer (`response`, JSON) for each row of `from`, the
 * statement's last write: a key already written makes the whole statement fail with a unique
 * violation (see isKeyTaken), so nothing of it is kept.
 */
export function answerCte(keyed: KeyToAnswer, from: RawBuilder<unknown>, response: RawBuilder<unknown>) {
  return sql`answer as (
    insert into idempotency_keys (user_id, key, request_hash, status_code, response, created_at)
    select ${String(keyed.userId)}, ${keyed.key}, ${keyed.requestHash}, 200, ${response}, ${keyed.now}
    from ${from}
  )`
}

/** Whether a database error is the unique violation of an idempotency key already written. */
export function isKeyTaken(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    error.code === '23505' &&
    'constraint' in error &&
    error.constraint === 'idempotency_keys_pk'
  )
}
