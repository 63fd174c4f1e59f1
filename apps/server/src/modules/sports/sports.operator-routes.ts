import {
  type BetSettledEvent,
  type MatchResettlement,
  ok,
  ZApplyMatchResultCorrection,
  ZEnvelope,
  ZIdempotencyHeaders,
  ZMatchResettlement,
  ZMatchResultCorrection,
  ZOperatorMatch,
  ZOperatorMatchPage,
  ZOperatorMatchParams,
  ZOperatorMatchQuery,
  ZVoidMatch,
} from '@app/contract'
import type { FastifyRequest } from 'fastify'
import type { Clock } from '../../clock/clock'
import type { Db } from '../../db/database'
import type { App } from '../../http/types'
import type { Bus } from '../../realtime/bus'
import type { AccountSettings } from '../accounts/accounts.service'
import { operatorFailures } from '../operator/operator-failures'
import { createOperatorRoleGuard, decorateOperatorRequests } from '../operator/operator-guard'
import { createOperatorOnce, type OperatorWork } from '../operator/operator-once'
import {
  correctMatchResult,
  getOperatorMatch,
  listOperatorMatches,
  previewMatchResult,
  voidMatch,
} from './operator-matches.service'

export type SportsOperatorRoutesOptions = { db: Db; bus: Bus; clock: Clock; settings: AccountSettings }

/**
 * The back office's matches (operators with the trading duty): the JC soccer, JC basketball and
 * BD matches with their results and bets; voiding a match, and correcting a result with every bet
 * on it settled again (previewed first). Each write moves money once per Idempotency-Key and is
 * in the audit log with the result before and after.
 */
export async function sportsOperatorRoutes(
  app: App,
  { db, bus, clock, settings }: SportsOperatorRoutesOptions,
) {
  decorateOperatorRequests(app)
  const guarded = { onRequest: createOperatorRoleGuard(db, settings, clock, 'trading') }
  const tags = ['operator']

  const once = createOperatorOnce(db, clock)
  /** Runs a resettlement once per the operator's key, then tells each player whose payout changed. */
  const resettleOnce = async (request: FastifyRequest, work: OperatorWork<MatchResettlement>) => {
    const answer = await once(request, work)
    for (const bet of answer.bets) {
      if (bet.kind === 'repriced' || bet.new_payout === null) continue
      const event: BetSettledEvent = {
        type: 'betSettled',
        game: bet.game,
        bet_id: bet.bet_id,
        payout: bet.new_payout,
      }
      await bus.publish({ topic: 'balance', userId: bet.user_id, data: event })
    }
    return answer
  }

  app.get(
    '/api/v1/operator/matches',
    {
      ...guarded,
      schema: {
        summary:
          'JC soccer, JC basketball and BD matches with their results and the bets on them, filtered, sorted and paged',
        tags,
        querystring: ZOperatorMatchQuery,
        response: { 200: ZEnvelope(ZOperatorMatchPage), ...operatorFailures },
      },
    },
    async (request) => ok(await listOperatorMatches(db, request.query)),
  )
  app.get(
    '/api/v1/operator/matches/:id',
    {
      ...guarded,
      schema: {
        summary: 'One match with its result and the bets on it',
        tags,
        params: ZOperatorMatchParams,
        response: { 200: ZEnvelope(ZOperatorMatch), ...operatorFailures },
      },
    },
    async (request) => ok(await getOperatorMatch(db, request.params.id)),
  )
  app.post(
    '/api/v1/operator/matches/:id/void',
    {
      ...guarded,
      schema: {
        summary:
          'Void a match as a feed cancellation does: singles refunded, parlay legs at odds 1.00; a settled match is settled again as void, its payouts reversed',
        tags,
        headers: ZIdempotencyHeaders,
        params: ZOperatorMatchParams,
        body: ZVoidMatch,
        response: { 200: ZEnvelope(ZMatchResettlement), ...operatorFailures },
      },
    },
    async (request) =>
      ok(
        await resettleOnce(request, (operatorId, now, transact) =>
          voidMatch(db, operatorId, request.params.id, request.body.reason, now, transact),
        ),
      ),
  )
  app.post(
    '/api/v1/operator/matches/:id/result/preview',
    {
      ...guarded,
      schema: {
        summary:
          'Every bet whose payout a corrected result would change, with the old and new payouts and the difference; writes nothing',
        tags,
        params: ZOperatorMatchParams,
        body: ZMatchResultCorrection,
        response: { 200: ZEnvelope(ZMatchResettlement), ...operatorFailures },
      },
    },
    async (request) => ok(await previewMatchResult(db, request.params.id, request.body, clock.now())),
  )
  app.post(
    '/api/v1/operator/matches/:id/result',
    {
      ...guarded,
      schema: {
        summary:
          'Correct a match result and settle every bet on it again in one transaction: each payout difference credited, or taken back from the cash as far as it goes and the rest recorded as owed',
        tags,
        headers: ZIdempotencyHeaders,
        params: ZOperatorMatchParams,
        body: ZApplyMatchResultCorrection,
        response: { 200: ZEnvelope(ZMatchResettlement), ...operatorFailures },
      },
    },
    async (request) => {
      const { reason, ...correction } = request.body
      return ok(
        await resettleOnce(request, (operatorId, now, transact) =>
          correctMatchResult(db, operatorId, request.params.id, correction, reason, now, transact),
        ),
      )
    },
  )
}
