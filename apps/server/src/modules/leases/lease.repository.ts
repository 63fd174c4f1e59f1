import { sql } from 'kysely'
import type { Db } from '../../db/database'

/**
 * Takes or renews a named lease for `leaseMs`: granted when nobody holds it, the holder renews it,
 * or the holder's lease has lapsed. One conditional statement, so two instances never both win.
 * Time is the database's own: instances whose clocks differ (a skewed host, the demo clock moved
 * forward on one instance) still agree on when a lease lapses.
 */
export async function claimLease(db: Db, name: string, holder: string, leaseMs: number) {
  const expiresAt = sql<Date>`now() + ${leaseMs}::integer * interval '1 millisecond'`
  await db
    .insertInto('worker_leases')
    .values({ name, holder, expires_at: expiresAt })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute()
  const row = await db
    .updateTable('worker_leases')
    .set({ holder, expires_at: expiresAt })
    .where('name', '=', name)
    .where((where) => where.or([where('holder', '=', holder), where('expires_at', '<', sql<Date>`now()`)]))
    .returning('holder')
    .executeTakeFirst()
  return row !== undefined
}

export async function releaseLease(db: Db, name: string, holder: string) {
  await db.deleteFrom('worker_leases').where('name', '=', name).where('holder', '=', holder).execute()
}
