import type { Db } from '../../db/database'

/** Stores a new code (hashed) for a purpose and address. */
export async function insertCode(
  db: Db,
  code: { purpose: string; address: string; codeHash: string; expiresAt: Date; createdAt: Date },
) {
  await db
    .insertInto('verification_codes')
    .values({
      purpose: code.purpose,
      address: code.address,
      code_hash: code.codeHash,
      expires_at: code.expiresAt,
      created_at: code.createdAt,
    })
    .execute()
}

/** The newest code for a purpose and address, consumed or not. */
export async function selectLatestCode(db: Db, purpose: string, address: string) {
  return db
    .selectFrom('verification_codes')
    .select(['id', 'code_hash', 'attempts', 'expires_at', 'consumed_at', 'created_at'])
    .where('purpose', '=', purpose)
    .where('address', '=', address)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()
}

/**
 * Counts one wrong try, atomically and only while tries remain; returns the new count, or
 * undefined when the code had no tries left (so concurrent guesses can never exceed the cap).
 */
export async function countWrongTry(db: Db, id: string, maxTries: number) {
  const row = await db
    .updateTable('verification_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', maxTries)
    .where('consumed_at', 'is', null)
    .returning('attempts')
    .executeTakeFirst()
  return row?.attempts
}

/** Marks a code used; returns false when another request used it first. */
export async function markConsumed(db: Db, id: string, now: Date) {
  const row = await db
    .updateTable('verification_codes')
    .set({ consumed_at: now })
    .where('id', '=', id)
    .where('consumed_at', 'is', null)
    .returning('id')
    .executeTakeFirst()
  return row !== undefined
}
