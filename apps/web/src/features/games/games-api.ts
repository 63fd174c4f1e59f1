import {
  type AvailableGame,
  type GameConfig,
  type GameLaunch,
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

/** Each provider's launch call, as the spec names them: pg answers with HTML, tada with an address. */
const LAUNCH_PATHS: Record<CatalogueProvider, (code: string) => string> = {
  pgGames: (code) => `/api/v1/pg/${code}`,
  tadaGames: (code) => `/api/v1/tada/startForUrl/${code}`,
}

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
    /**
     * Opens a game: each call starts a new session with its provider, so the answer is never
     * reused from the cache (a frame loaded once plays until the page is left).
     */
    launchGame: build.query<GameLaunch, { provider: CatalogueProvider; code: string }>({
      query: ({ provider, code }) => ({
        url: LAUNCH_PATHS[provider](encodeURIComponent(code)),
        group: PROVIDER_API_GROUPS[provider],
      }),
      keepUnusedDataFor: 0,
    }),
    gameConfig: build.query<GameConfig, string>({
      query: (kind) => ({ url: '/api/v1/game_config', params: { kind } }),
    }),
  }),
})

export const {
  useAvailableGamesQuery,
  useGameConfigQuery,
  useLaunchGameQuery,
  useProviderGamesInfiniteQuery,
} = gamesApi
