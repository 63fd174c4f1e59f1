import {
  MATCH_PAGE_SIZE,
  type Page,
  type PlaceSportsBet,
  type SportsBet,
  type SportsBetDetail,
  type SportsMatch,
} from '@app/contract'
import type { SportsGame } from '@app/domain'
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit'
import { api } from '../../shared/api/api'
import { PAGE_PAGING } from '../../shared/api/paging'

/** Bets and results per page of their lists ("load more" asks for the next). */
export const SPORTS_PAGE_SIZE = 20

/** The sports' own cache tags, added to the shared API slice here so the shell stays unaware of them. */
export const SPORTS_TAGS = ['SportsMatches', 'SportsBets', 'SportsResults'] as const

const IDEMPOTENCY_HEADER = 'idempotency-key'

/** The spec's status filter of my bets: pending 1, settled 16, every bet -1. */
export type SportsBetsFilter = { game: SportsGame; status: number }

export const sportsApi = api.enhanceEndpoints({ addTagTypes: SPORTS_TAGS }).injectEndpoints({
  endpoints: (build) => ({
    /** Upcoming and in-play matches of a sport by kick-off, with every price. */
    sportsMatches: build.infiniteQuery<Page<SportsMatch>, SportsGame, number>({
      infiniteQueryOptions: PAGE_PAGING,
      query: ({ queryArg, pageParam }) => ({
        url: `/api/v1/${queryArg}`,
        params: { start: pageParam, limit: MATCH_PAGE_SIZE },
      }),
      providesTags: (_result, _error, game) => [{ type: 'SportsMatches', id: game }],
    }),
    /** Finished and cancelled matches, newest first, with their scores. */
    sportsResults: build.infiniteQuery<Page<SportsMatch>, SportsGame, number>({
      infiniteQueryOptions: PAGE_PAGING,
      query: ({ queryArg, pageParam }) => ({
        url: `/api/v1/${queryArg}/history`,
        params: { start: pageParam, limit: SPORTS_PAGE_SIZE },
      }),
      providesTags: (_result, _error, game) => [{ type: 'SportsResults', id: game }],
    }),
    placeSportsBet: build.mutation<SportsBet, { game: SportsGame; body: PlaceSportsBet; key: string }>({
      query: ({ game, body, key }) => ({
        url: `/api/v1/${game}/bet`,
        method: 'POST',
        body,
        headers: { [IDEMPOTENCY_HEADER]: key },
      }),
      invalidatesTags: ['SportsBets', 'Balance', 'ChangeLog'],
    }),
    mySportsBets: build.infiniteQuery<Page<SportsBet>, SportsBetsFilter, number>({
      infiniteQueryOptions: PAGE_PAGING,
      query: ({ queryArg, pageParam }) => ({
        url: `/api/v1/${queryArg.game}/mybet`,
        params: { start: pageParam, limit: SPORTS_PAGE_SIZE, status: queryArg.status },
      }),
      providesTags: ['SportsBets'],
    }),
    /** One bet with a chunk of 1,000 of its combinations and each one's result. */
    sportsBetDetail: build.query<SportsBetDetail, { game: SportsGame; id: number; chunk: number }>({
      query: ({ game, id, chunk }) => ({ url: `/api/v1/${game}/mybet/${id}`, params: { chunk } }),
      providesTags: ['SportsBets'],
    }),
  }),
})

export const {
  useSportsMatchesInfiniteQuery,
  useSportsResultsInfiniteQuery,
  usePlaceSportsBetMutation,
  useMySportsBetsInfiniteQuery,
  useSportsBetDetailQuery,
} = sportsApi

/**
 * Starts loading a sport's first page of matches before its lobby renders, so the request runs
 * beside the lobby's code and texts rather than after them; the lobby then reads it from the cache.
 */
export function prefetchMatches(
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>,
  sport: SportsGame,
): void {
  void dispatch(sportsApi.endpoints.sportsMatches.initiate(sport, { subscribe: false }))
}
