import {
  ok,
  ZAvailableGames,
  ZEnvelope,
  ZErrorEnvelope,
  ZGameConfig,
  ZGameConfigQuery,
  ZPage,
  ZProviderGame,
  ZProviderGameListQuery,
} from '@app/contract'
import { CATALOGUE_PROVIDERS, type CatalogueProvider } from '@app/domain'
import type { Db } from '../../db/database'
import { requestLanguage } from '../../http/request-language'
import type { App } from '../../http/types'
import { type GameCatalogue, getGameConfig, listProviderGames } from './games.service'

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

export type ProviderGamesRoutesOptions = {
  db: Db
  catalogue: GameCatalogue
  provider: CatalogueProvider
  /** Where the list is served, when not at the provider's own game_list (pg2's games/list). */
  path?: string
}

/** A provider's game list, e.g. GET /pggame/api/v1/pg/game_list?start=&limit= for pgGames. */
export async function providerGamesRoutes(
  app: App,
  { db, catalogue, provider, path }: ProviderGamesRoutesOptions,
) {
  app.get(
    path ?? `/api/v1/${CATALOGUE_PROVIDERS[provider]}/game_list`,
    {
      schema: {
        summary: `A page of ${provider}'s games in catalogue order, named in the caller's language`,
        tags: ['games'],
        querystring: ZProviderGameListQuery,
        response: { 200: ZEnvelope(ZPage(ZProviderGame)) },
      },
    },
    async (request) =>
      ok(await listProviderGames(db, catalogue, provider, request.query, requestLanguage(request))),
  )
}
