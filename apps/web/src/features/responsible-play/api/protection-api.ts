import type {
  LimitsUpdate,
  MemberLimits,
  RealityCheck,
  RealityCheckUpdate,
  SelfExclusionRequest,
  TimeOutRequest,
} from '@app/contract'
import type { TypedMutationOnQueryStarted } from '@reduxjs/toolkit/query'
import { api } from '../../../shared/api/api'
import type { baseQuery } from '../../../shared/api/base-query'

/** A break is money-moving in effect (it ends game sessions): sent with the key made once per player action. */
type Keyed<T> = { body: T; key: string }

const IDEMPOTENCY_HEADER = 'idempotency-key'

/**
 * The reality check as this browser holds it: the server's answer and how far the server's clock
 * is ahead of the browser's, so a session clock runs on the server's time.
 */
export type RealityCheckView = RealityCheck & { clockOffsetMs: number }

const withClockOffset = (check: RealityCheck): RealityCheckView => ({
  ...check,
  clockOffsetMs: Date.parse(check.now) - Date.now(),
})

/** A change's answer, or undefined when it failed: the form that sent it tells the failure. */
const settled = <T>(fulfilled: Promise<T>): Promise<T | undefined> => fulfilled.catch(() => undefined)

/**
 * A limits change's onQueryStarted (a new limit, a time-out, a self-exclusion): its answer, the
 * whole new state, replaces the cached `memberLimits` without another request.
 */
function replaceCachedLimits<Arg>(): TypedMutationOnQueryStarted<MemberLimits, Arg, typeof baseQuery, 'api'> {
  return async (_, { dispatch, queryFulfilled }) => {
    const answer = await settled(queryFulfilled)
    if (answer) dispatch(protectionApi.util.upsertQueryData('memberLimits', undefined, answer.data))
  }
}

/** Every change answers the whole new state, which replaces the cached one without another request. */
export const protectionApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The nine limits and the break in force; bets and deposits move what the limits count. */
    memberLimits: build.query<MemberLimits, void>({
      query: () => '/api/v1/member/limits',
      providesTags: ['Balance'],
    }),
    updateLimits: build.mutation<MemberLimits, LimitsUpdate>({
      query: (body) => ({ url: '/api/v1/member/limits', method: 'PUT', body }),
      onQueryStarted: replaceCachedLimits(),
    }),
    takeTimeOut: build.mutation<MemberLimits, Keyed<TimeOutRequest>>({
      query: ({ body, key }) => ({
        url: '/api/v1/member/time_out',
        method: 'POST',
        body,
        headers: { [IDEMPOTENCY_HEADER]: key },
      }),
      onQueryStarted: replaceCachedLimits(),
      // A break ends open game sessions, which may bring game wallets' money home.
      invalidatesTags: ['Member', 'ProviderWallet'],
    }),
    selfExclude: build.mutation<MemberLimits, Keyed<SelfExclusionRequest>>({
      query: ({ body, key }) => ({
        url: '/api/v1/member/self_exclusion',
        method: 'POST',
        body,
        headers: { [IDEMPOTENCY_HEADER]: key },
      }),
      onQueryStarted: replaceCachedLimits(),
      invalidatesTags: ['Member', 'ProviderWallet'],
    }),
    /** The reminder's interval and this sign-in's figures, with the server's time. */
    realityCheck: build.query<RealityCheckView, void>({
      query: () => '/api/v1/member/reality_check',
      transformResponse: withClockOffset,
    }),
    updateRealityCheck: build.mutation<RealityCheckView, RealityCheckUpdate>({
      query: (body) => ({ url: '/api/v1/member/reality_check', method: 'PUT', body }),
      transformResponse: withClockOffset,
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        const answer = await settled(queryFulfilled)
        if (answer) dispatch(protectionApi.util.upsertQueryData('realityCheck', undefined, answer.data))
      },
    }),
  }),
})

export const {
  useMemberLimitsQuery,
  useUpdateLimitsMutation,
  useTakeTimeOutMutation,
  useSelfExcludeMutation,
  useRealityCheckQuery,
  useUpdateRealityCheckMutation,
} = protectionApi
