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
