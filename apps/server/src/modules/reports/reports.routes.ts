import { ok, ZBetStatistics, ZBetStatisticsQuery, ZEnvelope, ZErrorEnvelope } from '@app/contract'
import type { Clock } from '../../clock/clock'
import type { Db } from '../../db/database'
import type { App } from '../../http/types'
import { type PlayerGuard, playerOf } from '../accounts/player-guard'
import { betStatistics } from './reports.service'

export type ReportsRoutesOptions = { db: Db; clock: Clock; requirePlayer: PlayerGuard }

/** The player's reports screen: what they staked and won, in total, per day and per game. */
export async function reportsRoutes(app: App, { db, clock, requirePlayer }: ReportsRoutesOptions) {
  app.get(
    '/api/v1/member/bet/statistics',
    {
      preHandler: requirePlayer,
      schema: {
        summary:
          'Settled bets of sports, cricket, lottery and racing: turnover, payout, net and count, in total, by day and by game',
        tags: ['reports'],
        querystring: ZBetStatisticsQuery,
        response: { 200: ZEnvelope(ZBetStatistics), 400: ZErrorEnvelope, 401: ZErrorEnvelope },
      },
    },
    async (request) => ok(await betStatistics(db, playerOf(request).userId, request.query, clock.now())),
  )
}
