import type { Db } from '../../db/database'

/** An operator's authenticator secret; `enrolled_at` null while it is only offered. */
export type OperatorTotpRecord = { secret: string; enrolledAt: Date | null }

export async function selectOperatorTotp(
  db: Db,
  operatorId: number,
): Promise<OperatorTotpRecord | undefined> {
  const row = await db
    .selectFrom('operator_totp')
    .select(['secret', 'enrolled_at'])
    .where('user_id', '=', String(operatorId))
    .executeTakeFirst()
  return row && { secret: row.secret, enrolledAt: row.enrolled_at }
}

/**
 * Offers an operator a new secret to enrol, replacing an earlier offer; false when the operator
 * has enrolled already (an enrolled secret is never replaced here).
 */
export async function offerOperatorTotp(
  db: Db,
  operatorId: number,
  secret: string,
  now: Date,
): Promise<boolean> {
  const row = await db
    .insertInto('operator_totp')
    .values({ user_id: String(operatorId), secret, created_at: now, enrolled_at: null })
    .onConflict((conflict) =>
      conflict
        .column('user_id')
        .doUpdateSet({ secret, created_at: now })
        .where('operator_totp.enrolled_at', 'is', null),
    )
    .returning('user_id')
    .executeTakeFirst()
  return row !== undefined
}

/** Enrols the offered secret; false when there is no offer left (already enrolled, or none made). */
export async function markOperatorTotpEnrolled(db: Db, operatorId: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('operator_totp')
    .set({ enrolled_at: now })
    .where('user_id', '=', String(operatorId))
    .where('enrolled_at', 'is', null)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}
