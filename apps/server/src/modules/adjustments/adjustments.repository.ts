import type { AdjustmentStatus } from '@app/contract'
import { sql } from 'kysely'
import type { Db } from '../../db/database'

export type NewAdjustment = {
  user_id: string
  amount: bigint
  reason_code: string
  reason: string
  status: 'pending' | 'applied'
  needs_approval: boolean
  maker_id: string
  applied_action_id: string | null
  created_at: Date
  reviewed_at: Date | null
}

export async function insertAdjustment(db: Db, adjustment: NewAdjustment): Promise<number> {
  const row = await db
    .insertInto('balance_adjustments')
    .values(adjustment)
    .returning('id')
    .executeTakeFirstOrThrow()
  return Number(row.id)
}

const ADJUSTMENT_COLUMNS = [
  'balance_adjustments.id',
  'balance_adjustments.user_id',
  'balance_adjustments.amount',
  'balance_adjustments.reason_code',
  'balance_adjustments.reason',
  'balance_adjustments.status',
  'balance_adjustments.needs_approval',
  'balance_adjustments.maker_id',
  'balance_adjustments.checker_id',
  'balance_adjustments.review_reason',
  'balance_adjustments.created_at',
  'balance_adjustments.reviewed_at',
  'users.nickname',
] as const

const withPlayer = (db: Db) =>
  db.selectFrom('balance_adjustments').innerJoin('users', 'users.id', 'balance_adjustments.user_id')

export async function selectAdjustment(db: Db, adjustmentId: number) {
  return withPlayer(db)
    .select(ADJUSTMENT_COLUMNS)
    .where('balance_adjustments.id', '=', String(adjustmentId))
    .executeTakeFirst()
}

/** Locks an adjustment for its review, so two reviewers decide one after the other. */
export async function lockAdjustment(db: Db, adjustmentId: number) {
  return db
    .selectFrom('balance_adjustments')
    .select(['id', 'user_id', 'amount', 'reason_code', 'reason', 'status', 'maker_id'])
    .where('id', '=', String(adjustmentId))
    .forUpdate()
    .executeTakeFirst()
}

/** Adjustments, newest first, of one status or all; with how many there are over every page. */
export async function selectAdjustments(
  db: Db,
  filter: { status?: AdjustmentStatus | undefined; start: number; limit: number },
) {
  let query = withPlayer(db)
  if (filter.status) query = query.where('balance_adjustments.status', '=', filter.status)
  const [list, total] = await Promise.all([
    query
      .select(ADJUSTMENT_COLUMNS)
      .orderBy('balance_adjustments.id', 'desc')
      .offset(filter.start)
      .limit(filter.limit)
      .execute(),
    query.select(sql<string>`count(*)`.as('count')).executeTakeFirstOrThrow(),
  ])
  return { list, total: Number(total.count) }
}

/** Closes a pending adjustment; false when it was not pending any more. */
export async function closeAdjustment(
  db: Db,
  adjustmentId: number,
  review: {
    status: 'applied' | 'rejected'
    checker_id: string
    review_reason: string | null
    applied_action_id: string | null
    reviewed_at: Date
  },
): Promise<boolean> {
  const row = await db
    .updateTable('balance_adjustments')
    .set(review)
    .where('id', '=', String(adjustmentId))
    .where('status', '=', 'pending')
    .returning('id')
    .executeTakeFirst()
  return row !== undefined
}
