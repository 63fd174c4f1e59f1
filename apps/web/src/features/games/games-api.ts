import {
  type AvailableGame,
  type GameConfig,
  type GameLaunch,
  type GameRound,
  type Page,
  PROVIDER_API_GROUPS,
  type ProviderGame,
} from '@app/contract'
import { CATALOGUE_PROVIDERS, type CatalogueProvider } from '@app/domain'
import { api } from '../../shared/api/api'
import type { ApiArgs } from '../../shared/api/base-query'
import { PAGE_PAGING } from '../../shared/api/paging'

/** Games per page of a provider's list: two rows at the widest layout, as the home section shows. */
export const PROVIDER_GAMES_PAGE_SIZE = 18

/** Rounds per page of the player's game history. */
export const GAME_ROUNDS_PAGE_SIZE = 10

/** Availability is re-read every 60 s, as the spec says. */
export const AVAILABILITY_POLL_MS = 60_000

/**
 * Each playable game type's launch call, as the spec names them: pg answers with HTML, tada and
 * the card room (ky) with an address.
 */
/** Each catalogue provider's rounds call, as the spec names them (noah's is a third-party call). */
const ROUNDS_PATHS: Record<CatalogueProvider, string> = {
  pgGames: '/api/v1/pg/mybet',
  tadaGames: '/api/v1/tada/mybet',
  noah: '/api/noah/mybet',
}

export const PLAYABLE_TYPES = ['pg', 'tada', 'noah', 'ky', 'ng'] as const
export type PlayableType = (typeof PLAYABLE_TYPES)[number]

const LAUNCHES: Record<PlayableType, (code: string, platform?: string) => ApiArgs> = {
  pg: (code: string) => ({ url: `/api/v1/pg/${code}`, group: PROVIDER_API_GROUPS.pgGames }),
  tada: (code: string) => ({ url: `/api/v1/tada/startForUrl/${code}`, group: PROVIDER_API_GROUPS.tadaGames }),
  noah: (code: string) => ({ url: `/api/noah/startForUrl/${code}`, group: PROVIDER_API_GROUPS.noah }),
  ky: (code: string) => ({ url: '/api/v1/ky/login', params: { game_id: code }, group: '/playcard' as const }),
  ng: (code: string, platform?: string) => ({
    url: '/api/v1/ng/login',
    method: 'POST',
    body: { plat_type: platform, game_code: code },
    group: '/nggame' as const,
  }),
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
    launchGame: build.query<GameLaunch, { type: PlayableType; code: string; platform?: string }>({
      query: ({ type, code, platform }) => LAUNCHES[type](encodeURIComponent(code), platform),
      keepUnusedDataFor: 0,
    }),
    /** The player's rounds with a catalogue provider, newest first, a page at a time. */
    gameRounds: build.infiniteQuery<Page<GameRound>, CatalogueProvider, number>({
      infiniteQueryOptions: PAGE_PAGING,
      query: ({ queryArg: provider, pageParam }) => ({
        url: ROUNDS_PATHS[provider],
        params: { start: pageParam, limit: GAME_ROUNDS_PAGE_SIZE },
        group: PROVIDER_API_GROUPS[provider],
      }),
      providesTags: ['GameRounds'],
    }),
    /** A game's bet limits: read again when the `games` topic says an operator changed a game. */
    gameConfig: build.query<GameConfig, string>({
      query: (kind) => ({ url: '/api/v1/game_config', params: { kind } }),
      providesTags: ['Games'],
    }),
  }),
})

export const {
  useAvailableGamesQuery,
  useGameConfigQuery,
  useGameRoundsInfiniteQuery,
  useLaunchGameQuery,
  useProviderGamesInfiniteQuery,
} = gamesApi
