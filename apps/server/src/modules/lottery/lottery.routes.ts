import {
  ok,
  ZDraw,
  ZDrawIdParams,
  ZDrawListQuery,
  ZDrawVerification,
  ZEnvelope,
  ZErrorEnvelope,
  ZIdempotencyHeaders,
  ZLotteryBet,
  ZLotteryBetsQuery,
  ZLotteryOddsEntry,
  ZLotteryOddsQuery,
  ZPage,
  ZPlacedSlip,
  ZPlaceLotteryBets,
  ZRaceListQuery,
} from '@app/contract'
import { z } from 'zod'
import type { Clock } from '../../clock/clock'
import type { Db } from '../../db/database'
import type { App } from '../../http/types'
import { type PlayerGuard, playerOf } from '../accounts/player-guard'
import { idempotentStatement } from '../idempotency/idempotent-request'
import {
  currentDraw,
  getDraw,
  lastDraw,
  listDraws,
  listOdds,
  listPlayerBets,
  placedSlipOf,
  placeSlip,
  verifyDraw,
} from './lottery.service'
import { LOTTERY_GAMES } from './lottery-games'
import { createPlacementFactsCache } from './placement-facts'

export type LotteryRoutesOptions = {
  db: Db
  clock: Clock
  requirePlayer: PlayerGuard
  /** For placing a slip, whose write checks the sign-in itself. */
  requirePlayerToken: PlayerGuard
}

const failures = {
  400: ZErrorEnvelope,
  401: ZErrorEnvelope,
  404: ZErrorEnvelope,
  409: ZErrorEnvelope,
  422: ZErrorEnvelope,
}

/** Mark Six (and later ten-car racing): odds, draws and their proofs, placing bets and my bets. */
export async function lotteryRoutes(
  app: App,
  { db, clock, requirePlayer, requirePlayerToken }: LotteryRoutesOptions,
) {
  const tags = ['lottery']
  const facts = createPlacementFactsCache()

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
  // Each game's own paths, listed one by one so an unknown path stays a plain 404.
  for (const game of LOTTERY_GAMES) {
    const key = game.key
    app.get(
      `/api/v1/${key}`,
      {
        schema: {
          summary: `Draw history of ${key}, newest first; with limit=1&match_id= one draw`,
          tags,
          querystring: ZDrawListQuery,
          response: { 200: ZEnvelope(z.array(ZDraw)), ...failures },
        },
      },
      async (request) => {
        const { match_id: drawId, start, limit } = request.query
        return ok(
          drawId === undefined ? await listDraws(db, key, start, limit) : [await getDraw(db, key, drawId)],
        )
      },
    )
    app.get(
      `/api/v1/${key}/current`,
      {
        schema: {
          summary: `The ${key} draw taking bets now, with its commitment and closing time (null between draws)`,
          tags,
          response: { 200: ZEnvelope(ZDraw.nullable()), ...failures },
        },
      },
      async () => ok(await currentDraw(db, key)),
    )
    if (game.kind !== 'race') continue
    app.get(
      `/api/v1/${key}/odds`,
      {
        schema: {
          summary: `The ${key} odds list: 27 bet types in the spec’s index order`,
          tags,
          response: { 200: ZEnvelope(z.array(ZLotteryOddsEntry)), ...failures },
        },
      },
      async () => ok(await listOdds(db, key)),
    )
    app.get(
      `/api/v1/${key}/list`,
      {
        schema: {
          summary: `Draw history of ${key}, newest first; with id= one draw`,
          tags,
          querystring: ZRaceListQuery,
          response: { 200: ZEnvelope(z.array(ZDraw)), ...failures },
        },
      },
      async (request) => {
        const { id, start, limit } = request.query
        return ok(id === undefined ? await listDraws(db, key, start, limit) : [await getDraw(db, key, id)])
      },
    )
    app.get(
      `/api/v1/${key}/last`,
      {
        schema: {
          summary: `The latest drawn result of ${key} (null before the first draw)`,
          tags,
          response: { 200: ZEnvelope(ZDraw.nullable()), ...failures },
        },
      },
      async () => ok(await lastDraw(db, key)),
    )
  }
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
      preHandler: requirePlayerToken,
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
      const player = playerOf(request)
      return ok(
        await idempotentStatement(
          db,
          request,
          now,
          (keyed) => placeSlip(db, facts, player, request.body, keyed),
          placedSlipOf,
        ),
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
