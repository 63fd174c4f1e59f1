import type { OperatorActionQuery } from '@app/contract'
import { type SqlBool, sql } from 'kysely'
import type { Db } from '../../db/database'
import { containsPattern } from '../../db/like-pattern'

export type NewOperatorAction = {
  operatorId: number
  action: string
  target: string
  reason: string | null
  details: Record<string, unknown>
  /** The target's relevant fields before the write; null when the write creates it. */
  before?: Record<string, unknown> | null
  /** The target's relevant fields after the write; null when the write removes it. */
  after?: Record<string, unknown> | null
}

const snapshot = (fields: Record<string, unknown> | null | undefined) =>
  fields == null ? null : JSON.stringify(fields)

export async function insertOperatorAction(
  db: Db,
  action: NewOperatorAction,
  clientAddress: string | null,
  now: Date,
) {
  const row = await db
    .insertInto('operator_actions')
    .values({
      operator_id: String(action.operatorId),
      // Read in the write's own transaction: the roles the operator holds as it commits.
      operator_roles: sql<string>`(select coalesce(jsonb_agg(role order by role), '[]'::jsonb)
        from operator_roles where user_id = ${String(action.operatorId)})`,
      client_address: clientAddress,
      action: action.action,
      target: action.target,
      reason: action.reason,
      details: JSON.stringify(action.details),
      before: snapshot(action.before),
      after: snapshot(action.after),
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return Number(row.id)
}

/** The columns free text is looked for in; JSON ones as their text. */
const SEARCHED_TEXT = ['action', 'target', 'reason', 'details', 'before', 'after'] as const

export type OperatorActionFilter = Omit<OperatorActionQuery, 'start' | 'limit'>

function matching(db: Db, filter: OperatorActionFilter) {
  let query = db.selectFrom('operator_actions')
  if (filter.operator !== undefined)
    query = query.where('operator_actions.operator_id', '=', String(filter.operator))
  if (filter.action) query = query.where('operator_actions.action', '=', filter.action)
  if (filter.target) query = query.where('operator_actions.target', '=', filter.target)
  if (filter.from) query = query.where('operator_actions.created_at', '>=', new Date(filter.from))
  if (filter.to) query = query.where('operator_actions.created_at', '<', new Date(filter.to))
  if (filter.q) {
    const pattern = containsPattern(filter.q)
    query = query.where(
      sql<SqlBool>`(${sql.join(
        SEARCHED_TEXT.map((column) => sql`${sql.ref(`operator_actions.${column}`)}::text ilike ${pattern}`),
        sql` or `,
      )})`,
    )
  }
  return query
}

/** A page of the actions matching a filter, newest first, with the operator's email. */
export function selectOperatorActions(db: Db, filter: OperatorActionFilter, start: number, limit: number) {
  return matching(db, filter)
    .leftJoin('users', 'users.id', 'operator_actions.operator_id')
    .select([
      'operator_actions.id',
      'operator_actions.operator_id',
      'users.email as operator_email',
      'operator_actions.operator_roles',
      'operator_actions.client_address',
      'operator_actions.action',
      'operator_actions.target',
      'operator_actions.reason',
      'operator_actions.details',
      'operator_actions.before',
      'operator_actions.after',
      'operator_actions.created_at',
    ])
    .orderBy('operator_actions.id', 'desc')
    .offset(start)
    .limit(limit)
    .execute()
}

export async function countOperatorActions(db: Db, filter: OperatorActionFilter): Promise<number> {
  const row = await matching(db, filter)
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow()
  return Number(row.total)
}
