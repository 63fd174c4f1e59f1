import {
  ok,
  ZEnvelope,
  ZErrorEnvelope,
  ZIdempotencyHeaders,
  ZLimitsUpdate,
  ZMemberLimits,
  ZRealityCheck,
  ZRealityCheckUpdate,
  ZSelfExclusionRequest,
  ZTimeOutRequest,
} from '@app/contract'
import type { Clock } from '../../clock/clock'
import type { Db } from '../../db/database'
import type { App } from '../../http/types'
import { type PlayerGuard, playerOf } from '../accounts/player-guard'
import { idempotent } from '../idempotency/idempotent-request'
import {
  changeLimits,
  memberLimits,
  realityCheck,
  setRealityCheck,
  takeBreak,
} from './player-protection.service'

export type PlayerProtectionRoutesOptions = {
  db: Db
  clock: Clock
  requirePlayer: PlayerGuard
  /**
   * What else a break ends, after it is taken: the player's money is brought back from the
   * transfer-wallet providers, so a table left open there has nothing left to play with.
   */
  afterBreak: (userId: number, logger: { warn(details: object, message: string): void }) => Promise<void>
}

const failures = { 400: ZErrorEnvelope, 401: ZErrorEnvelope, 409: ZErrorEnvelope, 422: ZErrorEnvelope }

/** The player's responsible-play tools: limits, breaks and the reality check. */
export async function playerProtectionRoutes(
  app: App,
  { db, clock, requirePlayer, afterBreak }: PlayerProtectionRoutesOptions,
) {
  const tags = ['responsible play']
  const guarded = { preHandler: requirePlayer }

  app.get(
    '/api/v1/member/limits',
    {
      ...guarded,
      schema: {
        summary:
          'Deposit, loss and wager limits over 24 h, 7 and 30 days, with what each window counts, and the break in force',
        tags,
        response: { 200: ZEnvelope(ZMemberLimits), ...failures },
      },
    },
    async (request) => ok(await memberLimits(db, playerOf(request).userId, clock.now())),
  )
  app.put(
    '/api/v1/member/limits',
    {
      ...guarded,
      schema: {
        summary:
          'Set, lower, raise or remove limits: lower applies at once, higher or removed after 24 hours',
        tags,
        body: ZLimitsUpdate,
        response: { 200: ZEnvelope(ZMemberLimits), ...failures },
      },
    },
    async (request) => {
      const now = clock.now()
      const { userId } = playerOf(request)
      await changeLimits(db, userId, request.body.limits, { operatorId: null }, now)
      return ok(await memberLimits(db, userId, now))
    },
  )
  const breaks = [
    {
      path: '/api/v1/member/time_out',
      kind: 'time_out',
      body: ZTimeOutRequest,
      summary: 'Take a break of 24 hours, 7 days or 6 weeks, at once; it cannot be shortened',
    },
    {
      path: '/api/v1/member/self_exclusion',
      kind: 'self_exclusion',
      body: ZSelfExclusionRequest,
      summary:
        'Exclude yourself for 6 months, 1, 2 or 5 years or for good, at once; it cannot be shortened or lifted',
    },
  ] as const
  for (const { path, kind, body, summary } of breaks) {
    app.post(
      path,
      {
        ...guarded,
        schema: {
          summary,
          tags,
          headers: ZIdempotencyHeaders,
          body,
          response: { 200: ZEnvelope(ZMemberLimits), ...failures },
        },
      },
      async (request) => {
        const now = clock.now()
        const { userId } = playerOf(request)
        const limits = await idempotent(db, request, now, (transact) =>
          transact(async (trx) => {
            await takeBreak(trx, userId, kind, request.body.duration, now)
            return memberLimits(trx, userId, now)
          }),
        )
        await afterBreak(userId, request.log)
        return ok(limits)
      },
    )
  }
  app.get(
    '/api/v1/member/reality_check',
    {
      ...guarded,
      schema: {
        summary: "The reality check's interval, and this sign-in's start, stakes and net result",
        tags,
        response: { 200: ZEnvelope(ZRealityCheck), ...failures },
      },
    },
    async (request) => ok(await realityCheck(db, playerOf(request), clock.now())),
  )
  app.put(
    '/api/v1/member/reality_check',
    {
      ...guarded,
      schema: {
        summary: 'Set the reality check to every 15, 30 or 60 minutes, or turn it off',
        tags,
        body: ZRealityCheckUpdate,
        response: { 200: ZEnvelope(ZRealityCheck), ...failures },
      },
    },
    async (request) => {
      const now = clock.now()
      const player = playerOf(request)
      await setRealityCheck(db, player.userId, request.body.interval_minutes, now)
      return ok(await realityCheck(db, player, now))
    },
  )
}
