import type { FastifyRequest } from 'fastify'
import type { Clock } from '../../clock/clock'
import type { Db } from '../../db/database'
import { AppError } from '../../errors/app-error'
import { type AccountSettings, authenticateOperator } from '../accounts/accounts.service'
import { bearerToken } from '../accounts/player-guard'

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in operator of a back-office route. */
    operatorId: number | null
  }
}

/** A preHandler for back-office routes: a valid operator token of a current operator, or 401. */
export function createOperatorGuard(db: Db, settings: AccountSettings, clock: Clock) {
  return async (request: FastifyRequest) => {
    const token = bearerToken(request)
    const operatorId = token ? await authenticateOperator(db, settings, token, clock.now()) : undefined
    if (operatorId === undefined) throw new AppError('UNAUTHORIZED', 401)
    request.operatorId = operatorId
  }
}

export function operatorOf(request: FastifyRequest): number {
  if (request.operatorId === null)
    throw new Error(`${request.url} reads the operator without the operator guard`)
  return request.operatorId
}
