import type { ChatRoom, ChatStanding, RoomMessage } from '@app/contract'
import type { Language } from '@app/domain'
import { api } from '../../shared/api/api'
import { realtimeHub } from '../../shared/realtime/realtime-hub'
import { addRoomMessages, applyRoomEvent, isRoomEvent, mergeRoomMessages } from './room-messages'

/** Messages per page of a room. */
export const ROOM_PAGE_SIZE = 50

export const chatApi = api.enhanceEndpoints({ addTagTypes: ['ChatRoom', 'ChatStanding'] }).injectEndpoints({
  endpoints: (build) => ({
    /**
     * A room's latest messages, kept live from the socket's `room` channel while shown. The room
     * is joined before its messages arrive; after a reconnect it is loaded again, as what was said
     * meanwhile was not heard.
     */
    chatRoom: build.query<ChatRoom, Language>({
      query: (room) => ({ url: `/api/v1/chat/rooms/${room}`, params: { limit: ROOM_PAGE_SIZE } }),
      providesTags: (_room, _error, room) => [{ type: 'ChatRoom', id: room }],
      // An unwatched room would miss the socket's events: it is loaded afresh when shown again.
      keepUnusedDataFor: 0,
      async onCacheEntryAdded(room, { dispatch, updateCachedData, cacheDataLoaded, cacheEntryRemoved }) {
        let isLoaded = false
        const early: unknown[] = []
        const release = realtimeHub.join('room', { type: 'joinRoom', room })
        const stopListening = realtimeHub.listen((message) => {
          if (message.type === 'room') {
            if (!isLoaded) early.push(message.data)
            else if (isRoomEvent(message.data, room)) {
              const event = message.data
              updateCachedData((draft) => applyRoomEvent(draft, event))
            }
          }
          if (message.type === 'joined' && message.channel === 'room' && message.id === room && isLoaded)
            dispatch(chatApi.util.invalidateTags([{ type: 'ChatRoom', id: room }, 'ChatStanding']))
        })
        try {
          await cacheDataLoaded
          isLoaded = true
          const events = early.splice(0).filter((data) => isRoomEvent(data, room))
          updateCachedData((draft) => {
            for (const event of events) applyRoomEvent(draft, event)
          })
        } catch {
          // The entry went away before its first answer.
        }
        await cacheEntryRemoved
        stopListening()
        release()
      },
    }),

    /** Older messages of a room, added above those shown. */
    olderRoomMessages: build.mutation<ChatRoom, { room: Language; before_id: number }>({
      query: ({ room, before_id }) => ({
        url: `/api/v1/chat/rooms/${room}`,
        params: { before_id, limit: ROOM_PAGE_SIZE },
      }),
      async onQueryStarted({ room }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }))
        if (!data) return
        dispatch(
          chatApi.util.updateQueryData('chatRoom', room, (draft) => {
            draft.messages = mergeRoomMessages(draft.messages, data.messages)
            draft.has_older = data.has_older
          }),
        )
      },
    }),

    /** What the signed-in player may do in a room now. */
    chatStanding: build.query<ChatStanding, Language>({
      query: (room) => `/api/v1/chat/rooms/${room}/standing`,
      providesTags: ['ChatStanding'],
      // A player's own: asked afresh whenever a send box shows, so another player's never lingers.
      keepUnusedDataFor: 0,
    }),

    /** Posts to a room; the same client_msg_id sent again is stored once. */
    postRoomMessage: build.mutation<RoomMessage, { room: Language; client_msg_id: string; body: string }>({
      query: ({ room, ...message }) => ({
        url: `/api/v1/chat/rooms/${room}/messages`,
        method: 'POST',
        body: message,
      }),
      async onQueryStarted({ room }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }))
        if (!data) return
        dispatch(chatApi.util.updateQueryData('chatRoom', room, (draft) => addRoomMessages(draft, [data])))
      },
    }),
  }),
})

export const {
  useChatRoomQuery,
  useOlderRoomMessagesMutation,
  useChatStandingQuery,
  usePostRoomMessageMutation,
} = chatApi
