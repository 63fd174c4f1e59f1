import {
  ok,
  ZDraw,
  ZDrawIdParams,
  ZDrawListQuery,
  ZDrawVerification,
  ZEnvelope,
  ZErrorEnvelope,
  ZGameParams,
  ZIdempotencyHeaders,
  ZLotteryBet,
  ZLotteryBetsQuery,
  ZLotteryOddsEntry,
  ZLotteryOddsQuery,
  ZPage,
  ZPlacedSlip,
  ZPlaceLotteryBets,
} from '@app/contract'
import { z } from 'zod'
import type { Clock } from '../../clock/clock'
import type { Db } from '../../db/database'
import type { App } from '../../http/types'
import { type PlayerGuard, playerOf } from '../accounts/player-guard'
import { idempotent } from '../idempotency/idempotent-request'
import {
  currentDraw,
  getDraw,
  listDraws,
  listOdds,
  listPlayerBets,
  placeSlip,
  verifyDraw,
} from './lottery.service'

export type LotteryRoutesOptions = { db: Db; clock: Clock; requirePlayer: PlayerGuard }

const failures = {
  400: ZErrorEnvelope,
  401: ZErrorEnvelope,
  404: ZErrorEnvelope,
  409: ZErrorEnvelope,
  422: ZErrorEnvelope,
}

/** Mark Six (and later ten-car racing): odds, draws and their proofs, placing bets and my bets. */
export async function lotteryRoutes(app: App, { db, clock, requirePlayer }: LotteryRoutesOptions) {
  const tags = ['lottery']

  app.get(
    '/api/v1/marksix/odds',
    {
      schema: {
        summary: 'A Mark Six variant’s odds list: bet type, selection, odds and stake limits',
        tags,
        querystring: ZLotteryOddsQuery,
        response: { 200: ZEnvelope(z.array(ZLotteryOddsEntry)), ...failures },
      },
    },
    async (request) => ok(await listOdds(db, request.query.game)),
  )
  app.get(
    '/api/v1/:game',
    {
      schema: {
        summary: 'Draw history of a lottery game, newest first; with limit=1&match_id= one draw',
        tags,
        params: ZGameParams,
        querystring: ZDrawListQuery,
        response: { 200: ZEnvelope(z.array(ZDraw)), ...failures },
      },
    },
    async (request) => {
      const { game } = request.params
      const { match_id: drawId, start, limit } = request.query
      return ok(
        drawId === undefined ? await listDraws(db, game, start, limit) : [await getDraw(db, game, drawId)],
      )
    },
  )
  app.get(
    '/api/v1/:game/current',
    {
      schema: {
        summary: 'The draw taking bets now, with its commitment and closing time (null between draws)',
        tags,
        params: ZGameParams,
        response: { 200: ZEnvelope(ZDraw.nullable()), ...failures },
      },
    },
    async (request) => ok(await currentDraw(db, request.params.game)),
  )
  app.get(
    '/api/v1/draws/:id/verify',
    {
      schema: {
        summary: 'Recompute a draw from its revealed seed: commitment and result checked',
        tags,
        params: ZDrawIdParams,
        response: { 200: ZEnvelope(ZDrawVerification), ...failures },
      },
    },
    async (request) => ok(await verifyDraw(db, request.params.id)),
  )
  app.post(
    '/api/v1/lottery/bet',
    {
      preHandler: requirePlayer,
      schema: {
        summary: 'Place a slip of entries on the open draw; the total is debited at once',
        tags,
        headers: ZIdempotencyHeaders,
        body: ZPlaceLotteryBets,
        response: { 200: ZEnvelope(ZPlacedSlip), ...failures },
      },
    },
    async (request) => {
      const now = clock.now()
      const { userId } = playerOf(request)
      return ok(
        await idempotent(db, request, now, (transact) => placeSlip(db, userId, request.body, now, transact)),
      )
    },
  )
  app.get(
    '/api/v1/lottery/mybet',
    {
      preHandler: requirePlayer,
      schema: {
        summary: 'The player’s lottery bets, newest first (status 1 pending, 16 settled, 32 cancelled)',
        tags,
        querystring: ZLotteryBetsQuery,
        response: { 200: ZEnvelope(ZPage(ZLotteryBet)), ...failures },
      },
    },
    async (request) => ok(await listPlayerBets(db, playerOf(request).userId, request.query)),
  )
}
