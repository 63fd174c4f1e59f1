import type { Db } from '../../db/database'

export type NewOperatorAction = {
  operatorId: number
  action: string
  target: string
  reason: string | null
  details: Record<string, unknown>
}

export async function insertOperatorAction(db: Db, action: NewOperatorAction, now: Date) {
  const row = await db
    .insertInto('operator_actions')
    .values({
      operator_id: String(action.operatorId),
      action: action.action,
      target: action.target,
      reason: action.reason,
      details: JSON.stringify(action.details),
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return Number(row.id)
}

export async function selectOperatorActions(db: Db, start: number, limit: number) {
  return db
    .selectFrom('operator_actions')
    .select(['id', 'operator_id', 'action', 'target', 'reason', 'created_at'])
    .orderBy('id', 'desc')
    .offset(start)
    .limit(limit)
    .execute()
}
