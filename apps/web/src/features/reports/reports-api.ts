import type { BetStatistics } from '@app/contract'
import { api } from '../../shared/api/api'

/** A report's choice: UTC days, inclusive, and a game key or every game (undefined). */
export type ReportQuery = { startDate: string; endDate: string; game?: string | undefined }

export const reportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Settled bets summed in total, by day and by game (GET member/bet/statistics). */
    betStatistics: build.query<BetStatistics, ReportQuery>({
      query: ({ startDate, endDate, game }) => ({
        url: '/api/v1/member/bet/statistics',
        // The spec's parameters, all sent; an empty game_id means every game.
        params: { game_id: game ?? '', start_date: startDate, end_date: endDate },
      }),
      // Settled bets move the balance: whatever refreshes it refreshes the report too.
      providesTags: ['Balance'],
    }),
  }),
})

export const { useBetStatisticsQuery } = reportsApi
