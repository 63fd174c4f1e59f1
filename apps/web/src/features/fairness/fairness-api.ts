import type { DrawVerification } from '@app/contract'
import { api } from '../../shared/api/api'

export const fairnessApi = api.injectEndpoints({
  endpoints: (build) => ({
    drawVerification: build.query<DrawVerification, number>({
      query: (drawId) => `/api/v1/draws/${drawId}/verify`,
    }),
  }),
})

export const { useDrawVerificationQuery } = fairnessApi
