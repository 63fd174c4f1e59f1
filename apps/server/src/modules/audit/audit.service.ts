import type { OperatorAction } from '@app/contract'
import type { Db } from '../../db/database'
import { insertOperatorAction, type NewOperatorAction, selectOperatorActions } from './audit.repository'

/** Logs what an operator did and why; call it in the transaction of the action itself. */
export function recordOperatorAction(trx: Db, action: NewOperatorAction, now: Date): Promise<number> {
  return insertOperatorAction(trx, action, now)
}

/** The operators' actions, newest first. */
export async function listOperatorActions(db: Db, start: number, limit: number): Promise<OperatorAction[]> {
  const rows = await selectOperatorActions(db, start, limit)
  return rows.map((row) => ({
    id: Number(row.id),
    operator_id: Number(row.operator_id),
    action: row.action,
    target: row.target,
    reason: row.reason,
    created_at: row.created_at.toISOString(),
  }))
}
