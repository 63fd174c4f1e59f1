import {
  type AvailableGame,
  type GameConfig,
  type Page,
  PROVIDER_API_GROUPS,
  type ProviderGame,
} from '@app/contract'
import { CATALOGUE_PROVIDERS, type CatalogueProvider } from '@app/domain'
import { api } from '../../shared/api/api'

/** Availability is re-read every 60 s, as the spec says. */
export const AVAILABILITY_POLL_MS = 60_000

export const gamesApi = api.injectEndpoints({
  endpoints: (build) => ({
    availableGames: build.query<AvailableGame[], void>({
      query: () => '/api/v1/available_games',
      providesTags: ['Games'],
    }),
    /** The first `limit` games of a provider's catalogue, named in the current language. */
    providerGames: build.query<Page<ProviderGame>, { provider: CatalogueProvider; limit: number }>({
      query: ({ provider, limit }) => ({
        url: `/api/v1/${CATALOGUE_PROVIDERS[provider]}/game_list`,
        params: { start: 0, limit },
        group: PROVIDER_API_GROUPS[provider],
      }),
      providesTags: ['Games'],
    }),
    gameConfig: build.query<GameConfig, string>({
      query: (kind) => ({ url: '/api/v1/game_config', params: { kind } }),
    }),
  }),
})

export const { useAvailableGamesQuery, useGameConfigQuery, useProviderGamesQuery } = gamesApi
