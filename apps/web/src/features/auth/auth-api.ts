import type { CodeSent, Session } from '@app/contract'
import { api } from '../../shared/api/api'

const PLATFORM = { platform: '1' }

type Registration = {
  code: string
  password: string
  confirm_password: string
  nickname: string
  is_adult: true
  agree_terms: true
  invite_code?: string
}

/** Signing in, registering, codes and the password reset: loaded with the forms that use them. */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendRegistrationEmailCode: build.mutation<CodeSent, string>({
      query: (email) => ({ url: '/api/v1/verify/reg/email', params: { email } }),
    }),
    sendRegistrationPhoneCode: build.mutation<CodeSent, { area: number; phone: string }>({
      query: (params) => ({ url: '/api/v1/verify/reg/phone', params }),
    }),
    sendEmailCode: build.mutation<CodeSent, { email: string; kind: number }>({
      query: (params) => ({ url: '/api/v1/verify/email', params }),
    }),
    sendPhoneCode: build.mutation<CodeSent, { area: number; phone: string; kind: number }>({
      query: (params) => ({ url: '/api/v1/verify/phone', params }),
    }),
    registerByEmail: build.mutation<Session, Registration & { email: string }>({
      query: (body) => ({ url: '/api/v1/reg', method: 'POST', body, headers: PLATFORM }),
    }),
    registerByPhone: build.mutation<Session, Registration & { area_code: number; phone: string }>({
      query: (body) => ({ url: '/api/v1/reg/phone', method: 'POST', body, headers: PLATFORM }),
    }),
    signInWithPassword: build.mutation<Session, { account: string; area_code?: number; password: string }>({
      query: (body) => ({ url: '/api/v1/sign_in/', method: 'POST', body, headers: PLATFORM }),
    }),
    signInWithEmailCode: build.mutation<Session, { email: string; code: string }>({
      query: (body) => ({ url: '/api/v1/sign/email', method: 'POST', body, headers: PLATFORM }),
    }),
    signInWithPhoneCode: build.mutation<Session, { area_code: number; phone: string; code: string }>({
      query: (body) => ({ url: '/api/v1/sign/phone', method: 'POST', body, headers: PLATFORM }),
    }),
    resetPassword: build.mutation<
      null,
      { email: string; code: string; password: string; confirm_password: string }
    >({
      query: (body) => ({ url: '/api/v1/forget/email', method: 'POST', body }),
    }),
  }),
})

export const {
  useSendRegistrationEmailCodeMutation,
  useSendRegistrationPhoneCodeMutation,
  useSendEmailCodeMutation,
  useSendPhoneCodeMutation,
  useRegisterByEmailMutation,
  useRegisterByPhoneMutation,
  useSignInWithPasswordMutation,
  useSignInWithEmailCodeMutation,
  useSignInWithPhoneCodeMutation,
  useResetPasswordMutation,
} = authApi
