import {
  ok,
  ZAllMatchesPage,
  ZAllMatchesQuery,
  ZEnvelope,
  ZErrorEnvelope,
  ZIdempotencyHeaders,
  ZMatchHistoryQuery,
  ZMatchListQuery,
  ZPage,
  ZPlaceSportsBet,
  ZSportsBet,
  ZSportsBetDetail,
  ZSportsBetDetailQuery,
  ZSportsBetsQuery,
  ZSportsMatch,
} from '@app/contract'
import { SPORTS_GAMES } from '@app/domain'
import { z } from 'zod'
import type { Clock } from '../../clock/clock'
import type { Db } from '../../db/database'
import type { App } from '../../http/types'
import { type PlayerGuard, playerOf } from '../accounts/player-guard'
import { idempotentStatement } from '../idempotency/idempotent-request'
import { createSportsPlacementFacts } from './placement-facts'
import {
  getSportsBetDetail,
  listAllMatches,
  listMatches,
  listResults,
  listSportsBets,
  placeSportsBet,
} from './sports.service'

export type SportsRoutesOptions = {
  db: Db
  clock: Clock
  requirePlayer: PlayerGuard
  /** For placing a slip, whose statements check the sign-in themselves. */
  requirePlayerToken: PlayerGuard
}

const failures = {
  400: ZErrorEnvelope,
  401: ZErrorEnvelope,
  404: ZErrorEnvelope,
  409: ZErrorEnvelope,
  422: ZErrorEnvelope,
}

const ZBetIdParams = z.object({ id: z.coerce.number().int().positive() })

/** Soccer, basketball and BD: matches with prices, placing slips, my bets and results. */
export async function sportsRoutes(
  app: App,
  { db, clock, requirePlayer, requirePlayerToken }: SportsRoutesOptions,
) {
  const tags = ['sports']
  const facts = createSportsPlacementFacts()
  // The spec's game page (sport/all): {game} is 'all', a path of its own beside each sport's.
  app.get(
    '/api/v1/all',
    {
      schema: {
        summary:
          'Open matches of every sport by kick-off, filtered by sport, league and start time, with the leagues to filter by',
        tags,
        querystring: ZAllMatchesQuery,
        response: { 200: ZEnvelope(ZAllMatchesPage), ...failures },
      },
    },
    async (request) => ok(await listAllMatches(db, request.query, clock.now())),
  )
  // Each sport's own paths, listed one by one so an unknown path stays a plain 404.
  for (const game of SPORTS_GAMES) {
    app.get(
      `/api/v1/${game}`,
      {
        schema: {
          summary: `Upcoming and in-play ${game} matches by kick-off, with every price and the compare block`,
          tags,
          querystring: ZMatchListQuery,
          response: { 200: ZEnvelope(ZPage(ZSportsMatch)), ...failures },
        },
      },
      async (request) => ok(await listMatches(db, game, request.query, clock.now())),
    )
    app.post(
      `/api/v1/${game}/bet`,
      {
        preHandler: requirePlayerToken,
        schema: {
          summary: `Place a ${game} slip: re-priced, checked against the limits, debited at once`,
          tags,
          headers: ZIdempotencyHeaders,
          body: ZPlaceSportsBet,
          response: { 200: ZEnvelope(ZSportsBet), ...failures },
        },
      },
      async (request) => {
        const now = clock.now()
        const player = playerOf(request)
        return ok(
          await idempotentStatement(db, request, now, (keyed) =>
            placeSportsBet(db, facts, player, game, request.body, keyed),
          ),
        )
      },
    )
    app.get(
      `/api/v1/${game}/mybet`,
      {
        preHandler: requirePlayer,
        schema: {
          summary: `The player’s ${game} bets, newest first (status -1 all, 1 pending, 16 settled, 32 cancelled)`,
          tags,
          querystring: ZSportsBetsQuery,
          response: { 200: ZEnvelope(ZPage(ZSportsBet)), ...failures },
        },
      },
      async (request) => ok(await listSportsBets(db, playerOf(request).userId, game, request.query)),
    )
    app.get(
      `/api/v1/${game}/mybet/:id`,
      {
        preHandler: requirePlayer,
        schema: {
          summary: `One ${game} bet with a chunk of 1,000 of its combinations and each one’s result`,
          tags,
          params: ZBetIdParams,
          querystring: ZSportsBetDetailQuery,
          response: { 200: ZEnvelope(ZSportsBetDetail), ...failures },
        },
      },
      async (request) =>
        ok(
          await getSportsBetDetail(
            db,
            playerOf(request).userId,
            game,
            request.params.id,
            request.query.chunk,
          ),
        ),
    )
    app.get(
      `/api/v1/${game}/history`,
      {
        schema: {
          summary: `${game} results: finished, postponed and cancelled matches, latest first`,
          tags,
          querystring: ZMatchHistoryQuery,
          response: { 200: ZEnvelope(ZPage(ZSportsMatch)), ...failures },
        },
      },
      async (request) => ok(await listResults(db, game, request.query)),
    )
  }
}
