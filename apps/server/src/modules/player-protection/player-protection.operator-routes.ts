import {
  ok,
  ZEnvelope,
  ZFlaggedDeposit,
  ZLimitChange,
  ZMemberLimits,
  ZOperatorPageQuery,
} from '@app/contract'
import { z } from 'zod'
import type { Clock } from '../../clock/clock'
import type { Db } from '../../db/database'
import { AppError } from '../../errors/app-error'
import type { App } from '../../http/types'
import type { AccountSettings } from '../accounts/accounts.service'
import { operatorFailures } from '../operator/operator-failures'
import { createOperatorRoleGuard, decorateOperatorRequests, operatorOf } from '../operator/operator-guard'
import { isPlayer } from './player-protection.repository'
import { changeLimits, listFlaggedDeposits, memberLimits } from './player-protection.service'

export type PlayerProtectionOperatorRoutesOptions = { db: Db; clock: Clock; settings: AccountSettings }

const ZPlayerParams = z.object({ user_id: z.coerce.number().int().positive() })
const ZOperatorLimitsUpdate = z.object({
  limits: z.array(ZLimitChange).min(1).max(9),
  reason: z.string().trim().min(3).max(500).describe('Why, for the audit log'),
})

/**
 * Support's view of a player's responsible-play settings. An operator may tighten a player's
 * limits (at once, with a reason in the audit log) but never loosen them, and cannot lift or
 * shorten a break.
 */
export async function playerProtectionOperatorRoutes(
  app: App,
  { db, clock, settings }: PlayerProtectionOperatorRoutesOptions,
) {
  decorateOperatorRequests(app)
  const guarded = { onRequest: createOperatorRoleGuard(db, settings, clock, 'support') }
  // Deposits beyond a limit are support's (the player's protection) and finance's (the money).
  const supportOrFinance = {
    onRequest: createOperatorRoleGuard(db, settings, clock, ['support', 'finance']),
  }
  const tags = ['operator']
  const playerOrThrow = async (userId: number) => {
    if (!(await isPlayer(db, userId))) throw new AppError('UNKNOWN_PLAYER', 404, { field: 'user_id' })
    return userId
  }

  app.get(
    '/api/v1/operator/players/:user_id/limits',
    {
      ...guarded,
      schema: {
        summary: "A player's limits, what each window counts, and the break in force",
        tags,
        params: ZPlayerParams,
        response: { 200: ZEnvelope(ZMemberLimits), ...operatorFailures },
      },
    },
    async (request) => ok(await memberLimits(db, await playerOrThrow(request.params.user_id), clock.now())),
  )
  app.put(
    '/api/v1/operator/players/:user_id/limits',
    {
      ...guarded,
      schema: {
        summary: "Tighten a player's limits at once; a raise or removal is refused (422 LIMIT_NOT_TIGHTER)",
        tags,
        params: ZPlayerParams,
        body: ZOperatorLimitsUpdate,
        response: { 200: ZEnvelope(ZMemberLimits), ...operatorFailures },
      },
    },
    async (request) => {
      const now = clock.now()
      const userId = await playerOrThrow(request.params.user_id)
      await changeLimits(
        db,
        userId,
        request.body.limits,
        { operatorId: operatorOf(request), reason: request.body.reason },
        now,
      )
      return ok(await memberLimits(db, userId, now))
    },
  )
  app.get(
    '/api/v1/operator/deposits/over_limit',
    {
      ...supportOrFinance,
      schema: {
        summary:
          "Deposits credited beyond a player's limit or during a break (a transfer on chain cannot be refused), newest first",
        tags,
        querystring: ZOperatorPageQuery,
        response: { 200: ZEnvelope(z.array(ZFlaggedDeposit)), ...operatorFailures },
      },
    },
    async (request) => ok(await listFlaggedDeposits(db, request.query.start, request.query.limit)),
  )
}
