import type { Invite } from '@app/contract'
import { api } from '../../shared/api/api'

export const inviteApi = api.injectEndpoints({
  endpoints: (build) => ({
    invite: build.query<Invite, number>({
      query: (type) => `/api/v1/share/${type}`,
      providesTags: ['Member'],
    }),
  }),
})

export const { useInviteQuery } = inviteApi
