import {
  type AllMatchesPage,
  type CricketBet,
  type CricketMatch,
  type CricketSlip,
  MATCH_PAGE_SIZE,
  type Page,
  type PlaceCricketBet,
} from '@app/contract'
import type { BettableSport } from '@app/domain'
import { PAGE_PAGING } from '../../shared/api/paging'
import { SPORTS_PAGE_SIZE, sportsApi } from './sports-api'

/** The all-sports page's filters; each left out means every one. */
export type AllMatchesFilter = {
  readonly sport?: BettableSport | undefined
  readonly league?: string | undefined
  /** Only matches kicking off within this many hours. */
  readonly hours?: number | undefined
}

const IDEMPOTENCY_HEADER = 'idempotency-key'
const CRICKET_TAGS = ['CricketMatches', 'CricketBets', 'CricketResults'] as const

/** Drops the filters left out, so they are not sent as empty parameters. */
function paramsOf(filter: AllMatchesFilter): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(filter).filter((entry): entry is [string, string | number] => entry[1] !== undefined),
  )
}

/** Cricket through its own calls, and the all-sports page's list. */
export const cricketApi = sportsApi.enhanceEndpoints({ addTagTypes: CRICKET_TAGS }).injectEndpoints({
  endpoints: (build) => ({
    /** Open matches of every sport by kick-off, with the leagues to filter by. */
    allMatches: build.infiniteQuery<AllMatchesPage, AllMatchesFilter, number>({
      infiniteQueryOptions: PAGE_PAGING,
      query: ({ queryArg, pageParam }) => ({
        url: '/api/v1/all',
        params: { ...paramsOf(queryArg), start: pageParam, limit: MATCH_PAGE_SIZE },
      }),
      providesTags: ['SportsMatches', 'CricketMatches'],
    }),
    /** Cricket matches open for bets or in play, with their selections. */
    cricketMatches: build.infiniteQuery<Page<CricketMatch>, void, number>({
      infiniteQueryOptions: PAGE_PAGING,
      query: ({ pageParam }) => ({
        url: '/cricketAPI/matchData/matchList',
        params: { start: pageParam, limit: MATCH_PAGE_SIZE },
      }),
      providesTags: ['CricketMatches'],
    }),
    /** One cricket match with its selections as they are priced now. */
    cricketMatch: build.query<CricketMatch, string>({
      query: (id) => `/cricketAPI/matchData/getById/${encodeURIComponent(id)}`,
    }),
    cricketResults: build.infiniteQuery<Page<CricketMatch>, void, number>({
      infiniteQueryOptions: PAGE_PAGING,
      query: ({ pageParam }) => ({
        url: '/api/v1/cricket/history',
        params: { start: pageParam, limit: SPORTS_PAGE_SIZE },
      }),
      providesTags: ['CricketResults'],
    }),
    placeCricketBet: build.mutation<CricketSlip, { body: PlaceCricketBet; key: string }>({
      query: ({ body, key }) => ({
        url: '/betData/create',
        method: 'POST',
        body,
        headers: { [IDEMPOTENCY_HEADER]: key },
      }),
      invalidatesTags: ['CricketBets', 'Balance', 'ChangeLog'],
    }),
    /** The player's cricket bets: status -1 all, 1 pending, 16 settled. */
    myCricketBets: build.infiniteQuery<Page<CricketBet>, number, number>({
      infiniteQueryOptions: PAGE_PAGING,
      query: ({ queryArg, pageParam }) => ({
        url: '/betData/list',
        params: { start: pageParam, limit: SPORTS_PAGE_SIZE, status: queryArg },
      }),
      providesTags: ['CricketBets'],
    }),
  }),
})

export const {
  useAllMatchesInfiniteQuery,
  useCricketMatchesInfiniteQuery,
  useLazyCricketMatchQuery,
  useCricketResultsInfiniteQuery,
  usePlaceCricketBetMutation,
  useMyCricketBetsInfiniteQuery,
} = cricketApi
