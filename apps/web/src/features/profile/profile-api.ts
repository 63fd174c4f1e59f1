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
} = profileApi
