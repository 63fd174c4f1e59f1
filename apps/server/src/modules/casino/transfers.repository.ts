import { sql } from 'kysely'
import type { Db } from '../../db/database'

export type NewTransfer = {
  orderId: string
  provider: string
  platform: string | null
  userId: number
  direction: 'in' | 'out'
  amount: bigint
  now: Date
}

const COLUMNS = [
  'order_id',
  'provider',
  'platform',
  'user_id',
  'direction',
  'amount',
  'status',
  'created_at',
] as const

export function insertTransfer(db: Db, transfer: NewTransfer) {
  return db
    .insertInto('provider_transfers')
    .values({
      order_id: transfer.orderId,
      provider: transfer.provider,
      platform: transfer.platform,
      user_id: transfer.userId,
      direction: transfer.direction,
      amount: transfer.amount,
      status: 'pending',
      created_at: transfer.now,
      updated_at: transfer.now,
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow()
}

export function selectTransfer(db: Db, orderId: string) {
  return db
    .selectFrom('provider_transfers')
    .select(COLUMNS)
    .where('order_id', '=', orderId)
    .executeTakeFirst()
}

/**
 * Moves an open order (pending or unknown) to a final status; undefined when it was final already,
 * so two finishers of one order never both move its money.
 */
export function finishOpenTransfer(db: Db, orderId: string, status: 'ok' | 'failed', now: Date) {
  return db
    .updateTable('provider_transfers')
    .set((eb) => ({ status, updated_at: now, attempts: eb('attempts', '+', 1) }))
    .where('order_id', '=', orderId)
    .where('status', 'in', ['pending', 'unknown'])
    .returning(COLUMNS)
    .executeTakeFirst()
}

export async function markTransferUnknown(db: Db, orderId: string, now: Date) {
  await db
    .updateTable('provider_transfers')
    .set((eb) => ({ status: 'unknown', updated_at: now, attempts: eb('attempts', '+', 1) }))
    .where('order_id', '=', orderId)
    .where('status', 'in', ['pending', 'unknown'])
    .execute()
}

/** Open orders the reconciler asks about: unknown ones, and pending ones older than `pendingBefore`. */
export function selectOrdersToReconcile(db: Db, pendingBefore: Date, limit: number) {
  return db
    .selectFrom('provider_transfers')
    .select(COLUMNS)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'unknown'),
        eb.and([eb('status', '=', 'pending'), eb('created_at', '<', pendingBefore)]),
      ]),
    )
    .orderBy('id')
    .limit(limit)
    .execute()
}

/** A page of a player's orders with one provider, newest first, and what is still in transit. */
export async function selectPlayerTransfers(
  db: Db,
  page: { userId: number; provider: string; platform: string | null; start: number; limit: number },
) {
  const mine = db
    .selectFrom('provider_transfers')
    .where('user_id', '=', String(page.userId))
    .where('provider', '=', page.provider)
    .where((eb) => (page.platform === null ? eb('platform', 'is', null) : eb('platform', '=', page.platform)))
  const [rows, totals] = await Promise.all([
    mine.select(COLUMNS).orderBy('id', 'desc').offset(page.start).limit(page.limit).execute(),
    mine
      .select((eb) => [
        eb.fn.countAll<string>().as('total'),
        sql<string>`coalesce(sum(amount) filter (where status in ('pending', 'unknown')), 0)`.as(
          'in_transit',
        ),
      ])
      .executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(totals.total), inTransit: BigInt(totals.in_transit) }
}
