import { api } from '../../shared/api/api'

// Only the forgotten-password modal asks for it, so it loads with that modal, not with the shell.
export const resetCodeApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Checks the emailed reset code before the change step; the code stays unspent for it. */
    checkResetCode: build.mutation<null, { email: string; code: string }>({
      query: (body) => ({ url: '/api/v1/forget/email/check', method: 'POST', body }),
    }),
  }),
})

export const { useCheckResetCodeMutation } = resetCodeApi
