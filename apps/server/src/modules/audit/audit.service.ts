import type { OperatorActionPage, OperatorActionQuery } from '@app/contract'
import type { Db } from '../../db/database'
import {
  countOperatorActions,
  insertOperatorAction,
  type NewOperatorAction,
  selectOperatorActions,
} from './audit.repository'
import { currentRequestAddress } from './request-address'

/**
 * Logs what an operator did and why, with the target's fields before and after; call it in the
 * transaction of the action itself. The operator's roles and the caller's address are filled in
 * here, so no caller passes them.
 */
export function recordOperatorAction(trx: Db, action: NewOperatorAction, now: Date): Promise<number> {
  return insertOperatorAction(trx, action, currentRequestAddress(), now)
}

const asSnapshot = (value: unknown) => (value ?? null) as Record<string, unknown> | null

/** The operators' actions matching a search, newest first, a page at a time, and how many match. */
export async function listOperatorActions(db: Db, query: OperatorActionQuery): Promise<OperatorActionPage> {
  const { start, limit, ...filter } = query
  const [rows, total] = await Promise.all([
    selectOperatorActions(db, filter, start, limit),
    countOperatorActions(db, filter),
  ])
  return {
    list: rows.map((row) => ({
      id: Number(row.id),
      operator_id: Number(row.operator_id),
      operator_email: row.operator_email,
      operator_roles: row.operator_roles,
      client_address: row.client_address,
      action: row.action,
      target: row.target,
      reason: row.reason,
      details: (row.details ?? {}) as Record<string, unknown>,
      before: asSnapshot(row.before),
      after: asSnapshot(row.after),
      created_at: row.created_at.toISOString(),
    })),
    total,
  }
}
