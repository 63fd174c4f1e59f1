import {
  ok,
  ZCricketBet,
  ZCricketMatch,
  ZCricketMatchListQuery,
  ZCricketMatchParams,
  ZCricketSlip,
  ZEnvelope,
  ZErrorEnvelope,
  ZIdempotencyHeaders,
  ZMatchHistoryQuery,
  ZPage,
  ZPlaceCricketBet,
  ZSportsBetsQuery,
} from '@app/contract'
import type { App } from '../../http/types'
import { playerOf } from '../accounts/player-guard'
import { idempotent } from '../idempotency/idempotent-request'
import {
  getCricketMatch,
  listCricketBets,
  listCricketMatches,
  listCricketResults,
  placeCricketBet,
} from './cricket.service'
import type { SportsRoutesOptions } from './sports.routes'

const failures = {
  400: ZErrorEnvelope,
  401: ZErrorEnvelope,
  404: ZErrorEnvelope,
  409: ZErrorEnvelope,
  422: ZErrorEnvelope,
}

/** Cricket through the spec's own calls: matches with their selections, placing a slip, my cricket bets. */
export async function cricketRoutes(
  app: App,
  { db, clock, requirePlayer }: Omit<SportsRoutesOptions, 'requirePlayerToken'>,
) {
  const tags = ['cricket']
  app.get(
    '/cricketAPI/matchData/matchList',
    {
      schema: {
        summary: 'Cricket matches open for bets or in play, by kick-off, with their selections',
        tags,
        querystring: ZCricketMatchListQuery,
        response: { 200: ZEnvelope(ZPage(ZCricketMatch)), ...failures },
      },
    },
    async (request) => ok(await listCricketMatches(db, request.query)),
  )
  app.get(
    '/cricketAPI/matchData/getById/:id',
    {
      schema: {
        summary: 'One cricket match with its selections, and its runs and winner once finished',
        tags,
        params: ZCricketMatchParams,
        response: { 200: ZEnvelope(ZCricketMatch), ...failures },
      },
    },
    async (request) => ok(await getCricketMatch(db, request.params.id)),
  )
  app.get(
    '/api/v1/cricket/history',
    {
      schema: {
        summary:
          'Cricket results: finished, postponed and cancelled matches, latest first, with runs and winner',
        tags,
        querystring: ZMatchHistoryQuery,
        response: { 200: ZEnvelope(ZPage(ZCricketMatch)), ...failures },
      },
    },
    async (request) => ok(await listCricketResults(db, request.query)),
  )
  app.post(
    '/betData/create',
    {
      preHandler: requirePlayer,
      schema: {
        summary:
          'Place a cricket slip: each selection re-priced, checked against the limits, debited at once',
        tags,
        headers: ZIdempotencyHeaders,
        body: ZPlaceCricketBet,
        response: { 200: ZEnvelope(ZCricketSlip), ...failures },
      },
    },
    async (request) => {
      const now = clock.now()
      const { userId } = playerOf(request)
      return ok(
        await idempotent(db, request, now, (transact) =>
          placeCricketBet(db, userId, request.body, now, transact),
        ),
      )
    },
  )
  app.get(
    '/betData/list',
    {
      preHandler: requirePlayer,
      schema: {
        summary:
          'The player’s cricket bets, newest first (status -1 all, 1 pending, 16 settled, 32 cancelled)',
        tags,
        querystring: ZSportsBetsQuery,
        response: { 200: ZEnvelope(ZPage(ZCricketBet)), ...failures },
      },
    },
    async (request) => ok(await listCricketBets(db, playerOf(request).userId, request.query)),
  )
}
