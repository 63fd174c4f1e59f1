import type { MemberAccount, MemberInfo } from '@app/contract'
import { api } from '../../shared/api/api'

/** The signed-in player as the frame shows them: who, how much, in which currency, and signing out. */
export const memberApi = api.injectEndpoints({
  endpoints: (build) => ({
    signOut: build.mutation<null, void>({
      query: () => ({ url: '/api/v1/sign_out', method: 'POST' }),
    }),
    changeCurrency: build.mutation<{ currency: string }, string>({
      query: (unit) => ({ url: '/api/v1/member/currency', method: 'PUT', params: { unit } }),
      invalidatesTags: ['Member', 'Balance'],
    }),
    /** The player's money at a glance: spendable, held, total deposits and VIP standing. */
    memberAccount: build.query<MemberAccount, void>({
      query: () => '/api/v1/member/account',
      providesTags: ['Balance'],
    }),
    memberInfo: build.query<MemberInfo, void>({
      query: () => '/api/v1/member/info',
      // It carries the balance (score) the header shows, so money movements refresh it.
      providesTags: ['Member', 'Balance'],
    }),
  }),
})

export const { useSignOutMutation, useMemberAccountQuery, useMemberInfoQuery, useChangeCurrencyMutation } =
  memberApi
