import {
  ok,
  ZEnvelope,
  ZErrorEnvelope,
  ZGameLaunch,
  ZGameLaunchParams,
  ZGameRound,
  ZGameRoundsQuery,
  ZPage,
} from '@app/contract'
import type { CatalogueProvider } from '@app/domain'
import type { GameProvider } from '../../adapters/game-providers/game-provider'
import type { Clock } from '../../clock/clock'
import type { Db } from '../../db/database'
import { requestLanguage } from '../../http/request-language'
import type { App } from '../../http/types'
import type { PlayerGuard } from '../accounts/player-guard'
import { playerOf } from '../accounts/player-guard'
import type { GameCatalogue } from '../games/games.service'
import { launchGame, listGameRounds } from './casino.service'

export type CasinoRoutesOptions = {
  db: Db
  clock: Clock
  catalogue: GameCatalogue
  requirePlayer: PlayerGuard
  provider: GameProvider
  catalogueProvider: CatalogueProvider
  /** The launch call's path as the spec names it, e.g. /api/v1/tada/startForUrl/:id. */
  launchPath: string
  /** The rounds call's path as the spec names it, e.g. /api/v1/pg/mybet or /api/noah/mybet. */
  roundsPath: string
}

/**
 * A catalogue provider's launch and the player's rounds with it, e.g. GET /pggame/api/v1/pg/{id}
 * and GET /pggame/api/v1/pg/mybet for pgGames.
 */
export async function casinoRoutes(app: App, options: CasinoRoutesOptions) {
  const { db, clock, catalogue, requirePlayer, provider, catalogueProvider, launchPath, roundsPath } = options
  const tags = ['games']

  app.get(
    roundsPath,
    {
      preHandler: requirePlayer,
      schema: {
        summary: `The player's rounds of ${catalogueProvider} games, newest first`,
        tags,
        querystring: ZGameRoundsQuery,
        response: { 200: ZEnvelope(ZPage(ZGameRound)), 401: ZErrorEnvelope },
      },
    },
    async (request) =>
      ok(
        await listGameRounds(
          db,
          { userId: playerOf(request).userId, provider, catalogueProvider },
          request.query,
          requestLanguage(request),
        ),
      ),
  )

  app.get(
    launchPath,
    {
      preHandler: requirePlayer,
      schema: {
        summary: `Launch one of ${catalogueProvider}'s games: its page as HTML, or its address, for a sandboxed frame`,
        tags,
        params: ZGameLaunchParams,
        response: {
          200: ZEnvelope(ZGameLaunch),
          401: ZErrorEnvelope,
          404: ZErrorEnvelope,
          422: ZErrorEnvelope,
          503: ZErrorEnvelope,
        },
      },
    },
    async (request) =>
      ok(
        await launchGame(
          { db, catalogue, provider, catalogueProvider, logger: request.log },
          {
            userId: playerOf(request).userId,
            gameCode: request.params.id,
            language: requestLanguage(request),
            clientIp: request.ip,
          },
          clock.now(),
        ),
      ),
  )
}
