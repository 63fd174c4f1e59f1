import type { VipLevel } from '@app/contract'
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
  useRealNameQuery,
  useSetRealNameMutation,
  useBindEmailMutation,
  useBindPhoneMutation,
} = profileApi
