import { type OperatorRole, operatorMay } from '@app/domain'
import type { FastifyRequest } from 'fastify'
import type { Clock } from '../../clock/clock'
import type { Db } from '../../db/database'
import { AppError } from '../../errors/app-error'
import type { App } from '../../http/types'
import { type AccountSettings, authenticateOperator } from '../accounts/accounts.service'
import { bearerToken } from '../accounts/player-guard'

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in operator of a back-office route. */
    operatorId: number | null
    /** The roles of the signed-in operator of a route guarded by role. */
    operatorRoles: readonly string[] | null
  }
}

/**
 * Declares the operator fields on the requests of a back-office route module. Each module
 * registers in its own context, so each declares them, unless a parent context already has.
 */
export function decorateOperatorRequests(app: App) {
  if (!app.hasRequestDecorator('operatorId')) app.decorateRequest('operatorId', null)
  if (!app.hasRequestDecorator('operatorRoles')) app.decorateRequest('operatorRoles', null)
}

/**
 * An onRequest hook for back-office routes: a valid operator token of a current operator, or 401.
 * It runs before the input is read, so a caller without the right gets 401 or 403, never a 400
 * that would tell them what the route expects.
 */
export function createOperatorGuard(db: Db, settings: AccountSettings, clock: Clock) {
  return async (request: FastifyRequest) => {
    const token = bearerToken(request)
    const operatorId = token ? await authenticateOperator(db, settings, token, clock.now()) : undefined
    if (operatorId === undefined) throw new AppError('UNAUTHORIZED', 401)
    request.operatorId = operatorId
  }
}

/** The roles an operator holds (support, finance, trading, content, admin). */
export async function operatorRoles(db: Db, operatorId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('operator_roles')
    .select('role')
    .where('user_id', '=', String(operatorId))
    .execute()
  return rows.map((row) => row.role)
}

/**
 * An onRequest hook for back-office routes of one duty (or of any of several): a valid operator token
 * of a current operator whose roles include the duty (or admin), else 401 or 403.
 */
export function createOperatorRoleGuard(
  db: Db,
  settings: AccountSettings,
  clock: Clock,
  duty: OperatorRole | readonly OperatorRole[],
) {
  const authenticated = createOperatorGuard(db, settings, clock)
  const duties: readonly OperatorRole[] = typeof duty === 'string' ? [duty] : duty
  return async (request: FastifyRequest) => {
    await authenticated(request)
    const roles = await operatorRoles(db, operatorOf(request))
    if (!duties.some((each) => operatorMay(roles, each))) throw new AppError('FORBIDDEN', 403)
    request.operatorRoles = roles
  }
}

/** The operator of a valid operator token who may do `duty`, or undefined (for the socket). */
export async function operatorWithDuty(
  db: Db,
  settings: AccountSettings,
  token: string,
  duty: OperatorRole,
  now: Date,
): Promise<number | undefined> {
  const operatorId = await authenticateOperator(db, settings, token, now)
  if (operatorId === undefined) return undefined
  return operatorMay(await operatorRoles(db, operatorId), duty) ? operatorId : undefined
}

export function operatorOf(request: FastifyRequest): number {
  if (request.operatorId === null)
    throw new Error(`${request.url} reads the operator without the operator guard`)
  return request.operatorId
}
