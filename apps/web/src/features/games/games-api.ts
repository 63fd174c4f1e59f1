import {
  type AvailableGame,
  type GameConfig,
  type Page,
  PROVIDER_API_GROUPS,
  type ProviderGame,
} from '@app/contract'
import { CATALOGUE_PROVIDERS, type CatalogueProvider } from '@app/domain'
import { api } from '../../shared/api/api'
import { PAGE_PAGING } from '../../shared/api/paging'

/** Games per page of a provider's list: two rows at the widest layout, as the home section shows. */
export const PROVIDER_GAMES_PAGE_SIZE = 18

/** Availability is re-read every 60 s, as the spec says. */
export const AVAILABILITY_POLL_MS = 60_000

export const gamesApi = api.injectEndpoints({
  endpoints: (build) => ({
    availableGames: build.query<AvailableGame[], void>({
      query: () => '/api/v1/available_games',
      providesTags: ['Games'],
    }),
    /** A provider's catalogue, a page at a time, named in the current language. */
    providerGames: build.infiniteQuery<Page<ProviderGame>, CatalogueProvider, number>({
      infiniteQueryOptions: PAGE_PAGING,
      query: ({ queryArg: provider, pageParam }) => ({
        url: `/api/v1/${CATALOGUE_PROVIDERS[provider]}/game_list`,
        params: { start: pageParam, limit: PROVIDER_GAMES_PAGE_SIZE },
        group: PROVIDER_API_GROUPS[provider],
      }),
      providesTags: ['Games'],
    }),
    gameConfig: build.query<GameConfig, string>({
      query: (kind) => ({ url: '/api/v1/game_config', params: { kind } }),
    }),
  }),
})

export const { useAvailableGamesQuery, useGameConfigQuery, useProviderGamesInfiniteQuery } = gamesApi
