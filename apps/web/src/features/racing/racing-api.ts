import type { Draw, LotteryBet, LotteryOddsEntry, Page, PlacedSlip, PlaceLotteryBets } from '@app/contract'
import type { RaceKey } from '@app/domain'
import { api } from '../../shared/api/api'
import { fullPagePaging, PAGE_PAGING } from '../../shared/api/paging'

/** Races listed per page of the results tab and of my racing bets ("load more" asks for more). */
export const RACE_PAGE_SIZE = 20

/**
 * The same cache tags as the lottery feature, so that the shell's 'draws' events (handled there)
 * refresh the racing screens too: a closed draw invalidates 'Draws', a settled one the game's
 * draws, 'LotteryBets' and 'Balance'.
 */
const RACING_TAGS = ['Draws', 'LotteryBets', 'LotteryOdds'] as const

const drawTags = (game: RaceKey) => ['Draws' as const, { type: 'Draws' as const, id: game }]

export type RaceBetsFilter = { game: RaceKey; status: number }

export const racingApi = api.enhanceEndpoints({ addTagTypes: RACING_TAGS }).injectEndpoints({
  endpoints: (build) => ({
    raceOdds: build.query<LotteryOddsEntry[], RaceKey>({
      query: (game) => `/api/v1/${game}/odds`,
      providesTags: (_result, _error, game) => [{ type: 'LotteryOdds', id: game }],
    }),
    /** The race taking bets now, or null outside the game's daily window. */
    currentRace: build.query<Draw | null, RaceKey>({
      query: (game) => `/api/v1/${game}/current`,
      providesTags: (_result, _error, game) => drawTags(game),
    }),
    /** The latest finished (or closed and racing) draw of the game. */
    lastRace: build.query<Draw | null, RaceKey>({
      query: (game) => `/api/v1/${game}/last`,
      providesTags: (_result, _error, game) => drawTags(game),
    }),
    raceHistory: build.infiniteQuery<Draw[], RaceKey, number>({
      infiniteQueryOptions: fullPagePaging(RACE_PAGE_SIZE),
      query: ({ queryArg, pageParam }) => ({
        url: `/api/v1/${queryArg}/list`,
        params: { start: pageParam, limit: RACE_PAGE_SIZE },
      }),
      providesTags: (_result, _error, game) => drawTags(game),
    }),
    placeRaceBets: build.mutation<PlacedSlip, { body: PlaceLotteryBets; key: string }>({
      query: ({ body, key }) => ({
        url: '/api/v1/lottery/bet',
        method: 'POST',
        body,
        headers: { 'idempotency-key': key },
      }),
      invalidatesTags: ['LotteryBets', 'Balance', 'ChangeLog'],
    }),
    myRaceBets: build.infiniteQuery<Page<LotteryBet>, RaceBetsFilter, number>({
      infiniteQueryOptions: PAGE_PAGING,
      query: ({ queryArg, pageParam }) => ({
        url: '/api/v1/lottery/mybet',
        params: { game: queryArg.game, status: queryArg.status, start: pageParam, limit: RACE_PAGE_SIZE },
      }),
      providesTags: ['LotteryBets'],
    }),
  }),
})

export const {
  useRaceOddsQuery,
  useCurrentRaceQuery,
  useLastRaceQuery,
  useRaceHistoryInfiniteQuery,
  usePlaceRaceBetsMutation,
  useMyRaceBetsInfiniteQuery,
} = racingApi
