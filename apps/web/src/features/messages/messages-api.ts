import type { MarkReadResult, PrivateMessage, PrivateMessagePage, UnreadCount } from '@app/contract'
import { api } from '../../shared/api/api'
import { PAGE_PAGING } from '../../shared/api/paging'

/** Messages per page of the inbox ("load more" asks for the next). */
export const MESSAGES_PAGE_SIZE = 20

/** The inbox's own cache tags, added to the shared API slice here so the shell stays unaware of them. */
export const MESSAGES_TAGS = ['PrivateMessages', 'UnreadCount'] as const

/** The unread count a read leaves, shown by the badge at once without asking again. */
async function unreadLeft(answer: Promise<{ data: MarkReadResult }>): Promise<UnreadCount | undefined> {
  try {
    return { unread: (await answer).data.unread }
  } catch {
    // A failed read changes nothing; the mutation's caller shows why.
    return undefined
  }
}

export const messagesApi = api.enhanceEndpoints({ addTagTypes: MESSAGES_TAGS }).injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in player's messages, newest first; texts are in the reader's language. */
    privateMessages: build.infiniteQuery<PrivateMessagePage, void, number>({
      infiniteQueryOptions: PAGE_PAGING,
      query: ({ pageParam }) => ({
        url: '/api/v1/notice/private',
        params: { start: pageParam, limit: MESSAGES_PAGE_SIZE },
      }),
      providesTags: ['PrivateMessages', 'HomeContent'],
    }),
    privateMessage: build.query<PrivateMessage, number>({
      query: (id) => `/api/v1/notice/private/${id}`,
      providesTags: ['PrivateMessages', 'HomeContent'],
    }),
    /** The header badge's count. */
    unreadCount: build.query<UnreadCount, void>({
      query: () => '/api/v1/notice/private/unread',
      providesTags: ['UnreadCount'],
    }),
    markMessageRead: build.mutation<MarkReadResult, number>({
      query: (id) => ({ url: `/api/v1/notice/private/${id}/read`, method: 'PUT' }),
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        const count = await unreadLeft(queryFulfilled)
        if (count) dispatch(messagesApi.util.upsertQueryData('unreadCount', undefined, count))
      },
      invalidatesTags: ['PrivateMessages'],
    }),
    markAllMessagesRead: build.mutation<MarkReadResult, void>({
      query: () => ({ url: '/api/v1/notice/private/read', method: 'PUT' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const count = await unreadLeft(queryFulfilled)
        if (count) dispatch(messagesApi.util.upsertQueryData('unreadCount', undefined, count))
      },
      invalidatesTags: ['PrivateMessages'],
    }),
  }),
})

export const {
  usePrivateMessagesInfiniteQuery,
  usePrivateMessageQuery,
  useUnreadCountQuery,
  useMarkMessageReadMutation,
  useMarkAllMessagesReadMutation,
} = messagesApi
