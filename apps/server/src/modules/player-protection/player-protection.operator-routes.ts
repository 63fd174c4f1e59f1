import { ok, ZEnvelope, ZErrorEnvelope, ZFlaggedDeposit, ZLimitChange, ZMemberLimits } from '@app/contract'
import { z } from 'zod'
import type { Clock } from '../../clock/clock'
import type { Db } from '../../db/database'
import { AppError } from '../../errors/app-error'
import type { App } from '../../http/types'
import type { AccountSettings } from '../accounts/accounts.service'
import { createOperatorRoleGuard, operatorOf } from '../operator/operator-guard'
import { isPlayer } from './player-protection.repository'
import { changeLimits, listFlaggedDeposits, memberLimits } from './player-protection.service'

export type PlayerProtectionOperatorRoutesOptions = { db: Db; clock: Clock; settings: AccountSettings }

const ZPageQuery = z.object({
  start: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
})
const ZPlayerParams = z.object({ user_id: z.coerce.number().int().positive() })
const ZOperatorLimitsUpdate = z.object({
  limits: z.array(ZLimitChange).min(1).max(9),
  reason: z.string().trim().min(3).max(500).describe('Why, for the audit log'),
})
const failures = {
  400: ZErrorEnvelope,
  401: ZErrorEnvelope,
  403: ZErrorEnvelope,
  404: ZErrorEnvelope,
  422: ZErrorEnvelope,
}

/**
 * Support's view of a player's responsible-play settings. An operator may tighten a player's
 * limits (at once, with a reason in the audit log) but never loosen them, and cannot lift or
 * shorten a break.
 */
export async function playerProtectionOperatorRoutes(
  app: App,
  { db, clock, settings }: PlayerProtectionOperatorRoutesOptions,
) {
  if (!app.hasRequestDecorator('operatorId')) app.decorateRequest('operatorId', null)
  if (!app.hasRequestDecorator('operatorRoles')) app.decorateRequest('operatorRoles', null)
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
        response: { 200: ZEnvelope(ZMemberLimits), ...failures },
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
        response: { 200: ZEnvelope(ZMemberLimits), ...failures },
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
        querystring: ZPageQuery,
        response: { 200: ZEnvelope(z.array(ZFlaggedDeposit)), ...failures },
      },
    },
    async (request) => ok(await listFlaggedDeposits(db, request.query.start, request.query.limit)),
  )
}
