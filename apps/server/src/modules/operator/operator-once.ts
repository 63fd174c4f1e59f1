import type { FastifyRequest } from 'fastify'
import type { Clock } from '../../clock/clock'
import type { Db } from '../../db/database'
import type { Transact } from '../idempotency/idempotency.service'
import { idempotent } from '../idempotency/idempotent-request'
import { operatorOf } from './operator-guard'

/** A back-office write, given the signed-in operator, the time of the call and its transaction runner. */
export type OperatorWork<T> = (operatorId: number, now: Date, transact: Transact) => Promise<T>

/**
 * Makes the runner of money-moving back-office calls: each runs once per the operator's
 * Idempotency-Key, and a repeat replays the first answer. The key belongs to the operator, so it
 * never collides with a player's or another operator's.
 *
 * @example const once = createOperatorOnce(db, clock)
 *          ok(await once(request, (operatorId, now, transact) => voidDraw(db, operatorId, id, now, transact)))
 */
export function createOperatorOnce(db: Db, clock: Clock) {
  return <T>(request: FastifyRequest, work: OperatorWork<T>): Promise<T> => {
    const now = clock.now()
    const operatorId = operatorOf(request)
    return idempotent(db, request, now, (transact) => work(operatorId, now, transact), operatorId)
  }
}
