import {
  ok,
  ZDrawIdParams,
  ZEnvelope,
  ZIdempotencyHeaders,
  ZOfficialResult,
  ZOperatorDraw,
  ZOperatorDrawPage,
  ZOperatorDrawsQuery,
  ZVoidDraw,
  ZVoidedDraw,
} from '@app/contract'
import type { Clock } from '../../clock/clock'
import type { Db } from '../../db/database'
import type { App } from '../../http/types'
import type { Bus } from '../../realtime/bus'
import type { AccountSettings } from '../accounts/accounts.service'
import { operatorFailures } from '../operator/operator-failures'
import { createOperatorRoleGuard, decorateOperatorRequests, operatorOf } from '../operator/operator-guard'
import { createOperatorOnce } from '../operator/operator-once'
import {
  confirmOfficialResult,
  enterOfficialResult,
  listOperatorDraws,
  voidDraw,
} from './lottery-operator.service'

export type LotteryOperatorRoutesOptions = { db: Db; bus: Bus; clock: Clock; settings: AccountSettings }

/**
 * The back office's draws (operators with the trading role): the draws waiting for an outside
 * lottery's official result, its two-person entry, and voiding a draw with its bets refunded.
 */
export async function lotteryOperatorRoutes(
  app: App,
  { db, bus, clock, settings }: LotteryOperatorRoutesOptions,
) {
  decorateOperatorRequests(app)
  const trading = { onRequest: createOperatorRoleGuard(db, settings, clock, 'trading') }
  const once = createOperatorOnce(db, clock)
  const tags = ['operator']

  app.get(
    '/api/v1/operator/draws',
    {
      ...trading,
      schema: {
        summary:
          'Draws of one status (waiting: closed draws of an outside lottery without their official result), a page at a time, each with its result entries and open bets; a first entry waiting for its confirmation names its operator but shows its numbers to that operator alone',
        tags,
        querystring: ZOperatorDrawsQuery,
        response: { 200: ZEnvelope(ZOperatorDrawPage), ...operatorFailures },
      },
    },
    async (request) => ok(await listOperatorDraws(db, request.query, operatorOf(request))),
  )
  app.post(
    '/api/v1/operator/draws/:id/result',
    {
      ...trading,
      schema: {
        summary:
          'First of two entries of a closed draw’s official result: stored as pending and settles nothing; a second operator confirms it at …/result/confirm (409 RESULT_ENTRY_PENDING while one waits)',
        tags,
        params: ZDrawIdParams,
        body: ZOfficialResult,
        response: { 200: ZEnvelope(ZOperatorDraw), ...operatorFailures },
      },
    },
    async (request) =>
      ok(await enterOfficialResult(db, operatorOf(request), request.params.id, request.body, clock.now())),
  )
  app.post(
    '/api/v1/operator/draws/:id/result/confirm',
    {
      ...trading,
      schema: {
        summary:
          'Second entry, made blind by another operator (403 RESULT_SAME_OPERATOR for the first one): the same result settles the draw and pays its bets at once; a different one leaves it unsettled and disputed (409 RESULT_MISMATCH), waiting for a new first entry',
        tags,
        headers: ZIdempotencyHeaders,
        params: ZDrawIdParams,
        body: ZOfficialResult,
        response: { 200: ZEnvelope(ZOperatorDraw), ...operatorFailures },
      },
    },
    async (request) =>
      ok(
        await once(request, (operatorId, now, transact) =>
          confirmOfficialResult(db, bus, operatorId, request.params.id, request.body, now, transact),
        ),
      ),
  )
  app.post(
    '/api/v1/operator/draws/:id/void',
    {
      ...trading,
      schema: {
        summary:
          'Void a draw without a result, with a reason: every open bet is refunded in one transaction, and the answer lists them (409 DRAW_NOT_VOIDABLE once it has a result)',
        tags,
        headers: ZIdempotencyHeaders,
        params: ZDrawIdParams,
        body: ZVoidDraw,
        response: { 200: ZEnvelope(ZVoidedDraw), ...operatorFailures },
      },
    },
    async (request) =>
      ok(
        await once(request, (operatorId, now, transact) =>
          voidDraw(db, bus, operatorId, request.params.id, request.body.reason, now, transact),
        ),
      ),
  )
}
