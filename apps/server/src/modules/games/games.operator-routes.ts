import {
  ok,
  ZEnvelope,
  ZGameLimits,
  ZGameStatusChange,
  ZOperatorGame,
  ZOperatorGameParams,
} from '@app/contract'
import { z } from 'zod'
import type { Clock } from '../../clock/clock'
import type { Db } from '../../db/database'
import { requestLanguage } from '../../http/request-language'
import type { App } from '../../http/types'
import type { Bus } from '../../realtime/bus'
import type { AccountSettings } from '../accounts/accounts.service'
import { operatorFailures } from '../operator/operator-failures'
import { createOperatorRoleGuard, decorateOperatorRequests, operatorOf } from '../operator/operator-guard'
import { listOperatorGames, operatorGameLimits, setGameStatus, updateLimits } from './games.service'

export type GamesOperatorRoutesOptions = { db: Db; bus: Bus; clock: Clock; settings: AccountSettings }

/**
 * The back office's games (operators with the trading role): every game's availability (Active 1,
 * Disable 2, Hidden 3) and bet limits. Every change is in the audit log with before and after.
 */
export async function gamesOperatorRoutes(
  app: App,
  { db, bus, clock, settings }: GamesOperatorRoutesOptions,
) {
  decorateOperatorRequests(app)
  const trading = { onRequest: createOperatorRoleGuard(db, settings, clock, 'trading') }
  const tags = ['operator']

  app.get(
    '/api/v1/operator/games',
    {
      ...trading,
      schema: {
        summary: 'Every game of the catalogue in the fixed game order, with its status and bet limits',
        tags,
        response: { 200: ZEnvelope(z.array(ZOperatorGame)), ...operatorFailures },
      },
    },
    async (request) => ok(await listOperatorGames(db, requestLanguage(request))),
  )
  app.put(
    '/api/v1/operator/games/:game_id/status',
    {
      ...trading,
      schema: {
        summary:
          "Set a game's availability: Active 1, Disable 2 (listed, not playable), Hidden 3 (dropped from the players' navigation at once)",
        tags,
        params: ZOperatorGameParams,
        body: ZGameStatusChange,
        response: { 200: ZEnvelope(ZOperatorGame), ...operatorFailures },
      },
    },
    async (request) =>
      ok(
        await setGameStatus(
          db,
          bus,
          operatorOf(request),
          request.params.game_id,
          request.body.status,
          clock.now(),
          requestLanguage(request),
        ),
      ),
  )
  app.get(
    '/api/v1/operator/games/:game_id/limits',
    {
      ...trading,
      schema: {
        summary: "A game's bet limits in USDT and the regions it is disabled in",
        tags,
        params: ZOperatorGameParams,
        response: { 200: ZEnvelope(ZGameLimits), ...operatorFailures },
      },
    },
    async (request) => ok(await operatorGameLimits(db, request.params.game_id)),
  )
  app.put(
    '/api/v1/operator/games/:game_id/limits',
    {
      ...trading,
      schema: {
        summary:
          "Set a game's bet limits (bet, multiple and bonus min and max) and disabled regions; the next bet follows them. Limits that leave no valid bet are refused with the field (GAME_LIMIT_TOO_LOW, GAME_LIMIT_MAX_BELOW_MIN, UNKNOWN_REGION)",
        tags,
        params: ZOperatorGameParams,
        body: ZGameLimits,
        response: { 200: ZEnvelope(ZOperatorGame), ...operatorFailures },
      },
    },
    async (request) =>
      ok(
        await updateLimits(
          db,
          bus,
          operatorOf(request),
          request.params.game_id,
          request.body,
          clock.now(),
          requestLanguage(request),
        ),
      ),
  )
}
