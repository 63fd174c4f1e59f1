import type { BetStatistics, VipLevel } from '@app/contract'
import { api } from '../../shared/api/api'

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    changeNickname: build.mutation<null, { nickname: string }>({
      query: (body) => ({ url: '/api/v1/member/nickname', method: 'PUT', body }),
      invalidatesTags: ['Member'],
    }),
    changePassword: build.mutation<
      null,
      { old_password: string; new_password: string; confirm_password: string }
    >({
      query: (body) => ({ url: '/api/v1/member/change_password', method: 'POST', body }),
    }),
    vipLevels: build.query<VipLevel[], void>({ query: () => '/api/v1/vip' }),
    /** The betting report of some UTC days, for the accounts summary's "this month". */
    monthStatistics: build.query<BetStatistics, { start_date: string; end_date: string }>({
      query: (params) => ({ url: '/api/v1/member/bet/statistics', params }),
      // Settled bets move the balance: whatever refreshes it refreshes this too.
      providesTags: ['Balance'],
    }),
    realName: build.query<{ real_name: string | null }, void>({
      query: () => '/api/v1/member/real_name',
      providesTags: ['Member'],
    }),
    setRealName: build.mutation<null, { real_name: string }>({
      query: (body) => ({ url: '/api/v1/member/account', method: 'PUT', body }),
      invalidatesTags: ['Member'],
    }),
    bindEmail: build.mutation<null, { email: string; code: string }>({
      query: (body) => ({ url: '/api/v1/member/email', method: 'PUT', body }),
      invalidatesTags: ['Member'],
    }),
    bindPhone: build.mutation<null, { area_code: number; phone: string; code: string }>({
      query: (body) => ({ url: '/api/v1/member/phone', method: 'PUT', body }),
      invalidatesTags: ['Member'],
    }),
    setPaymentPassword: build.mutation<
      null,
      { password: string; confirm_password: string; old_password?: string }
    >({
      query: (body) => ({ url: '/api/v1/member/bank_password', method: 'PUT', body }),
      invalidatesTags: ['Member'],
    }),
  }),
})

export const {
  useChangeNicknameMutation,
  useChangePasswordMutation,
  useSetPaymentPasswordMutation,
  useVipLevelsQuery,
  useMonthStatisticsQuery,
  useRealNameQuery,
  useSetRealNameMutation,
  useBindEmailMutation,
  useBindPhoneMutation,
} = profileApi
