import {
  ok,
  ZCheckInClaim,
  ZCheckInStatus,
  ZEnvelope,
  ZErrorEnvelope,
  ZIdempotencyHeaders,
} from '@app/contract'
import type { Clock } from '../../clock/clock'
import type { Db } from '../../db/database'
import type { App } from '../../http/types'
import { type PlayerGuard, playerOf } from '../accounts/player-guard'
import { idempotent } from '../idempotency/idempotent-request'
import { checkInStatus, claimCheckIn } from './check-in.service'

export type CheckInRoutesOptions = { db: Db; clock: Clock; requirePlayer: PlayerGuard }

/** The daily check-in of the rewards (served under /activities). */
export async function checkInRoutes(app: App, { db, clock, requirePlayer }: CheckInRoutesOptions) {
  const tags = ['rewards']
  app.get(
    '/api/v1/benefit/check_in',
    {
      preHandler: requirePlayer,
      schema: {
        summary: 'Today’s check-in: claimed or not, the streak and the 7 days’ rewards',
        tags,
        response: { 200: ZEnvelope(ZCheckInStatus), 401: ZErrorEnvelope },
      },
    },
    async (request) => ok(await checkInStatus(db, playerOf(request).userId, clock.now())),
  )
  app.post(
    '/api/v1/benefit/check_in',
    {
      preHandler: requirePlayer,
      schema: {
        summary: 'Claim today’s reward: once per day, credited to the balance',
        tags,
        headers: ZIdempotencyHeaders,
        response: {
          200: ZEnvelope(ZCheckInClaim),
          400: ZErrorEnvelope,
          401: ZErrorEnvelope,
          409: ZErrorEnvelope,
          422: ZErrorEnvelope,
        },
      },
    },
    async (request) => {
      const now = clock.now()
      const { userId } = playerOf(request)
      return ok(await idempotent(db, request, now, (transact) => claimCheckIn(db, userId, now, transact)))
    },
  )
}
