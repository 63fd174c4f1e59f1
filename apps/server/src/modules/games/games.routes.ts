import { ok, ZAvailableGames, ZEnvelope, ZErrorEnvelope, ZGameConfig, ZGameConfigQuery } from '@app/contract'
import type { Db } from '../../db/database'
import { requestLanguage } from '../../http/request-language'
import type { App } from '../../http/types'
import { type GameCatalogue, getGameConfig } from './games.service'

export type GamesRoutesOptions = { db: Db; catalogue: GameCatalogue }

/** The game catalogue and per-game bet limits. */
export async function gamesRoutes(app: App, { db, catalogue }: GamesRoutesOptions) {
  app.get(
    '/api/v1/available_games',
    {
      schema: {
        summary: 'Every game with its availability (Active 1, Disable 2, Hidden 3), polled every 60 s',
        tags: ['games'],
        response: { 200: ZEnvelope(ZAvailableGames) },
      },
    },
    async (request) => ok(await catalogue.list(requestLanguage(request))),
  )

  app.get(
    '/api/v1/game_config',
    {
      schema: {
        summary: 'Bet limits of one game kind, in USDT',
        tags: ['games'],
        querystring: ZGameConfigQuery,
        response: { 200: ZEnvelope(ZGameConfig), 404: ZErrorEnvelope },
      },
    },
    async (request) => ok(await getGameConfig(db, request.query.kind)),
  )
}
