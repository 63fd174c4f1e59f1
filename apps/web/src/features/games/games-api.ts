import type { AvailableGame, GameConfig } from '@app/contract'
import { api } from '../../shared/api/api'

/** Availability is re-read every 60 s, as the spec says. */
export const AVAILABILITY_POLL_MS = 60_000

export const gamesApi = api.injectEndpoints({
  endpoints: (build) => ({
    availableGames: build.query<AvailableGame[], void>({
      query: () => '/api/v1/available_games',
      providesTags: ['Games'],
    }),
    gameConfig: build.query<GameConfig, string>({
      query: (kind) => ({ url: '/api/v1/game_config', params: { kind } }),
    }),
  }),
})

export const { useAvailableGamesQuery, useGameConfigQuery } = gamesApi
