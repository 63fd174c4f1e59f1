import type { Draw, LotteryBet, LotteryOddsEntry, Page, PlacedSlip, PlaceLotteryBets } from '@app/contract'
import { api } from '../../shared/api/api'
import { fullPagePaging, PAGE_PAGING } from '../../shared/api/paging'

/** Draws listed per page of the results tab and of my bets ("load more" asks for the next ones). */
export const LOTTERY_PAGE_SIZE = 20

/** The lottery's own cache tags, added to the shared API slice here so the shell stays unaware of them. */
export const LOTTERY_TAGS = ['Draws', 'LotteryBets', 'LotteryOdds'] as const

const IDEMPOTENCY_HEADER = 'idempotency-key'

export type MyBetsFilter = { status: number; game?: string }

export const lotteryApi = api.enhanceEndpoints({ addTagTypes: LOTTERY_TAGS }).injectEndpoints({
  endpoints: (build) => ({
    markSixOdds: build.query<LotteryOddsEntry[], string>({
      query: (game) => ({ url: '/api/v1/marksix/odds', params: { game } }),
      providesTags: (_result, _error, game) => [{ type: 'LotteryOdds', id: game }],
    }),
    currentDraw: build.query<Draw | null, string>({
      query: (game) => `/api/v1/${encodeURIComponent(game)}/current`,
      providesTags: (_result, _error, game) => ['Draws', { type: 'Draws', id: game }],
    }),
    drawHistory: build.infiniteQuery<Draw[], string, number>({
      infiniteQueryOptions: fullPagePaging(LOTTERY_PAGE_SIZE),
      query: ({ queryArg, pageParam }) => ({
        url: `/api/v1/${encodeURIComponent(queryArg)}`,
        params: { start: pageParam, limit: LOTTERY_PAGE_SIZE },
      }),
      providesTags: (_result, _error, game) => ['Draws', { type: 'Draws', id: game }],
    }),
    /** The newest finished draw of a game, for the "last result" strip of the bet screen. */
    latestDraw: build.query<Draw | null, string>({
      query: (game) => ({ url: `/api/v1/${encodeURIComponent(game)}`, params: { start: 0, limit: 1 } }),
      transformResponse: (draws: Draw[]) => draws[0] ?? null,
      providesTags: (_result, _error, game) => ['Draws', { type: 'Draws', id: game }],
    }),
    placeLotteryBets: build.mutation<PlacedSlip, { body: PlaceLotteryBets; key: string }>({
      query: ({ body, key }) => ({
        url: '/api/v1/lottery/bet',
        method: 'POST',
        body,
        headers: { [IDEMPOTENCY_HEADER]: key },
      }),
      invalidatesTags: ['LotteryBets', 'Balance', 'ChangeLog'],
    }),
    myLotteryBets: build.infiniteQuery<Page<LotteryBet>, MyBetsFilter, number>({
      infiniteQueryOptions: PAGE_PAGING,
      query: ({ queryArg, pageParam }) => ({
        url: '/api/v1/lottery/mybet',
        params: {
          status: queryArg.status,
          start: pageParam,
          limit: LOTTERY_PAGE_SIZE,
          ...(queryArg.game ? { game: queryArg.game } : {}),
        },
      }),
      providesTags: ['LotteryBets'],
    }),
  }),
})

export const {
  useMarkSixOddsQuery,
  useCurrentDrawQuery,
  useDrawHistoryInfiniteQuery,
  useLatestDrawQuery,
  usePlaceLotteryBetsMutation,
  useMyLotteryBetsInfiniteQuery,
} = lotteryApi
