import type {
  ChatToken,
  MessageSync,
  SupportConversation,
  SupportImage,
  SupportMessage,
  SupportSend,
  SupportState,
} from '@app/contract'
import { api } from '../../shared/api/api'
import type { ApiArgs } from '../../shared/api/base-query'
import { realtimeHub } from '../../shared/realtime/realtime-hub'
import { readStored, STORAGE_KEYS, writeStored } from '../../shared/storage/storage-keys'
import {
  applyMessages,
  applyState,
  applySupportEvent,
  highestSeq,
  isSupportEvent,
  type SupportThread,
  toThread,
} from './support-thread'

/** Messages per page of the history. */
export const SUPPORT_PAGE_SIZE = 50
/** Rounds of messagesync one catch-up may take (each up to MESSAGE_SYNC_MAX messages). */
const MAX_SYNC_ROUNDS = 20

/** Who asks for a chat token: a guest, or the signed-in player (the key changes on sign-in and sign-out). */
export type ChatSession = { isSignedIn: boolean; userId: number | null }

/** Every support call carries the chat token; the identity behind it is the server's business. */
const withToken = (token: string, call: ApiArgs): ApiArgs => ({
  ...call,
  headers: { 'x-chat-token': token },
})

type WithToken<T> = T & { token: string }

export const supportApi = api.enhanceEndpoints({ addTagTypes: ['ChatToken'] }).injectEndpoints({
  endpoints: (build) => ({
    /**
     * The chat token. A guest sends the guest id it was given before (nonLoginOtherChatID) to keep
     * its conversation; a signed-in player sends it once to move that conversation into the
     * account, after which the guest id is forgotten.
     */
    chatToken: build.query<ChatToken, ChatSession>({
      async queryFn(session, _api, _extra, baseQuery) {
        const guestId = readStored(STORAGE_KEYS.nonLoginOtherChatId)
        const result = await baseQuery({
          url: session.isSignedIn ? '/otherChatToken/getChatToken' : '/otherChatToken/getNonLoginToken',
          method: 'POST',
          group: '/otherChat',
          body: guestId ? { guest_id: guestId } : {},
        })
        if (result.error) return { error: result.error }
        const token = result.data as ChatToken
        if (session.isSignedIn) writeStored(STORAGE_KEYS.nonLoginOtherChatId, undefined)
        else if (token.guest_id) writeStored(STORAGE_KEYS.nonLoginOtherChatId, token.guest_id)
        return { data: token }
      },
      providesTags: ['ChatToken'],
    }),

    /**
     * The conversation of a chat token: the latest messages and the state, kept live from the
     * socket's `support` channel while the panel shows it. Every (re)join catches up through
     * messagesync, so nothing said while the socket was away is lost.
     */
    supportConversation: build.query<SupportThread, string>({
      query: (token) => withToken(token, { url: '/api/v1/customer', params: { limit: SUPPORT_PAGE_SIZE } }),
      transformResponse: (conversation: SupportConversation) => toThread(conversation),
      // An unwatched conversation would miss the socket's events: it is loaded afresh when shown again.
      keepUnusedDataFor: 0,
      async onCacheEntryAdded(
        token,
        { dispatch, updateCachedData, getCacheEntry, cacheDataLoaded, cacheEntryRemoved },
      ) {
        let isLoaded = false
        let isJoinedBeforeLoad = false
        let isRemoved = false
        const early: unknown[] = []
        let isSyncing = false
        let isSyncAgain = false

        /** Fetches every message after the newest held, round after round, one catch-up at a time. */
        async function catchUp(): Promise<void> {
          if (isSyncing) {
            isSyncAgain = true
            return
          }
          isSyncing = true
          try {
            do {
              isSyncAgain = false
              for (let round = 0; round < MAX_SYNC_ROUNDS && !isRemoved; round += 1) {
                const after = highestSeq(getCacheEntry().data?.messages ?? [])
                const request = dispatch(
                  supportApi.endpoints.messageSync.initiate({ token, after_seq: after }),
                )
                const answer = await request.unwrap().finally(() => request.reset())
                updateCachedData((thread) => applyMessages(thread, answer.messages))
                if (!answer.has_more) break
              }
            } while (isSyncAgain && !isRemoved)
          } catch {
            // The next event or reconnect tries again.
          } finally {
            isSyncing = false
          }
        }

        function handleEvent(data: unknown) {
          if (!isSupportEvent(data)) return
          let outcome = 'done'
          updateCachedData((thread) => {
            outcome = applySupportEvent(thread, data, Date.now())
          })
          if (outcome === 'sync') void catchUp()
        }

        // Joined before the history arrives: what the socket says meanwhile waits for it.
        const release = realtimeHub.join('support', { type: 'joinSupport', chat_token: token })
        const stopListening = realtimeHub.listen((message) => {
          if (message.type === 'support') {
            if (isLoaded) handleEvent(message.data)
            else early.push(message.data)
          }
          // Every join (the first, and again after each reconnect) catches up on what was said
          // while the socket was not listening.
          if (message.type === 'joined' && message.channel === 'support') {
            if (isLoaded) void catchUp()
            else isJoinedBeforeLoad = true
          }
          if (message.type === 'error' && message.msg === 'CHAT_TOKEN_INVALID')
            dispatch(supportApi.util.invalidateTags(['ChatToken']))
        })
        try {
          await cacheDataLoaded
          isLoaded = true
          for (const data of early.splice(0)) handleEvent(data)
          if (isJoinedBeforeLoad) void catchUp()
        } catch {
          // The entry went away before its first answer.
        }
        await cacheEntryRemoved
        isRemoved = true
        stopListening()
        release()
      },
    }),

    /** Older messages of the history, added above those shown. */
    olderSupportMessages: build.mutation<SupportConversation, WithToken<{ before_seq: number }>>({
      query: ({ token, before_seq }) =>
        withToken(token, { url: '/api/v1/customer', params: { before_seq, limit: SUPPORT_PAGE_SIZE } }),
      async onQueryStarted({ token }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }))
        if (!data) return
        dispatch(
          supportApi.util.updateQueryData('supportConversation', token, (thread) => {
            applyMessages(thread, data.messages)
            thread.has_older = data.has_older
          }),
        )
      },
    }),

    messageSync: build.mutation<MessageSync, WithToken<{ after_seq: number }>>({
      query: ({ token, after_seq }) =>
        withToken(token, { url: '/api/v1/messagesync', method: 'POST', body: { after_seq } }),
    }),

    /** Sends a message; the same client_msg_id sent again is stored once, so a retry is safe. */
    sendSupportMessage: build.mutation<SupportMessage, WithToken<SupportSend>>({
      query: ({ token, ...message }) =>
        withToken(token, { url: '/api/v1/customer/messages', method: 'POST', body: message }),
      async onQueryStarted({ token }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }))
        if (!data) return
        dispatch(
          supportApi.util.updateQueryData('supportConversation', token, (thread) =>
            applyMessages(thread, [data]),
          ),
        )
      },
    }),

    /** Uploads an image as raw bytes; its id then goes with a message. */
    uploadSupportImage: build.mutation<SupportImage, WithToken<{ file: Blob }>>({
      query: ({ token, file }) => ({
        url: '/api/v1/customer/images',
        method: 'POST',
        body: file,
        headers: { 'x-chat-token': token, 'content-type': file.type },
      }),
    }),

    /** The player has read up to `seq`. */
    markSupportRead: build.mutation<SupportState, WithToken<{ seq: number }>>({
      query: ({ token, seq }) =>
        withToken(token, { url: '/api/v1/customer/read', method: 'POST', body: { seq } }),
      async onQueryStarted({ token }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }))
        if (!data) return
        dispatch(
          supportApi.util.updateQueryData('supportConversation', token, (thread) => applyState(thread, data)),
        )
      },
    }),

    /** The offline form: no agent is online, so the message waits with an email to answer. */
    sendOfflineMessage: build.mutation<
      SupportMessage,
      WithToken<{ email: string; body: string; client_msg_id: string }>
    >({
      query: ({ token, ...message }) =>
        withToken(token, { url: '/api/v1/customer/offline', method: 'POST', body: message }),
      async onQueryStarted({ token }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }))
        if (!data) return
        dispatch(
          supportApi.util.updateQueryData('supportConversation', token, (thread) =>
            applyMessages(thread, [data]),
          ),
        )
      },
    }),

    /** Rates a resolved conversation. */
    rateSupport: build.mutation<SupportState, WithToken<{ rating: number; comment: string }>>({
      query: ({ token, ...rating }) =>
        withToken(token, { url: '/api/v1/customer/rating', method: 'POST', body: rating }),
      async onQueryStarted({ token, rating }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }))
        if (!data) return
        dispatch(
          supportApi.util.updateQueryData('supportConversation', token, (thread) => {
            applyState(thread, data)
            // The answer to the player's own rating is never older than the rating.
            thread.rating = data.rating ?? rating
          }),
        )
      },
    }),
  }),
})

export const {
  useChatTokenQuery,
  useSupportConversationQuery,
  useOlderSupportMessagesMutation,
  useSendSupportMessageMutation,
  useUploadSupportImageMutation,
  useMarkSupportReadMutation,
  useSendOfflineMessageMutation,
  useRateSupportMutation,
} = supportApi
