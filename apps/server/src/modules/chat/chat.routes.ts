import {
  ok,
  SUPPORT_IMAGE_MAX_BYTES,
  SUPPORT_IMAGE_TYPES,
  ZChatRoom,
  ZChatRoomParams,
  ZChatRoomQuery,
  ZChatStanding,
  ZChatToken,
  ZEnvelope,
  ZErrorEnvelope,
  ZGuestChatTokenRequest,
  ZMessageSync,
  ZMessageSyncRequest,
  ZRoomMessage,
  ZRoomPost,
  ZSupportConversation,
  ZSupportHistoryQuery,
  ZSupportImage,
  ZSupportImageParams,
  ZSupportMessage,
  ZSupportOffline,
  ZSupportRating,
  ZSupportRead,
  ZSupportSend,
  ZSupportState,
} from '@app/contract'
import type { Clock } from '../../clock/clock'
import type { Db } from '../../db/database'
import { AppError } from '../../errors/app-error'
import { requestLanguage } from '../../http/request-language'
import type { App } from '../../http/types'
import type { Bus } from '../../realtime/bus'
import { type PlayerGuard, playerOf } from '../accounts/player-guard'
import { chatIdentityOf, createChatGuard } from './chat-guard'
import type { ChatTokens } from './chat-tokens'
import { getRoom, getStanding, postInRoom } from './rooms.service'
import {
  adoptGuestConversation,
  getSupportConversation,
  leaveOfflineMessage,
  loadImage,
  markPlayerRead,
  rateConversation,
  sendPlayerMessage,
  storeImage,
  syncMessages,
} from './support.service'

export type ChatRoutesOptions = {
  db: Db
  bus: Bus
  clock: Clock
  tokens: ChatTokens
  requirePlayer: PlayerGuard
}

const failures = {
  400: ZErrorEnvelope,
  401: ZErrorEnvelope,
  403: ZErrorEnvelope,
  404: ZErrorEnvelope,
  409: ZErrorEnvelope,
  413: ZErrorEnvelope,
  415: ZErrorEnvelope,
  429: ZErrorEnvelope,
}

/**
 * The chat tokens, under /otherChat: a guest gets a token for its own conversation (and keeps
 * its signed guest id); a signed-in player gets one for theirs, taking along the conversation
 * they had as a guest on this device.
 */
export async function chatTokenRoutes(
  app: App,
  { db, bus, clock, tokens, requirePlayer }: ChatRoutesOptions,
) {
  const tags = ['support']
  app.post(
    '/otherChatToken/getNonLoginToken',
    {
      schema: {
        summary: 'A chat token for a guest, bound to its own conversation by a signed guest id',
        tags,
        body: ZGuestChatTokenRequest,
        response: { 200: ZEnvelope(ZChatToken), ...failures },
      },
    },
    async (request) => {
      const stored = request.body.guest_id
      const known = stored ? tokens.readGuestId(stored) : undefined
      const signedGuestId = known && stored ? stored : tokens.newGuestId()
      const guestId = known ?? (tokens.readGuestId(signedGuestId) as string)
      const { token, expiresAt } = await tokens.sign({ kind: 'guest', guestId }, clock.now())
      return ok({ token, expires_at: expiresAt.toISOString(), guest_id: signedGuestId })
    },
  )
  app.post(
    '/otherChatToken/getChatToken',
    {
      preHandler: requirePlayer,
      schema: {
        summary:
          'A chat token for the signed-in player; a guest id sent along moves its conversation into the account',
        tags,
        body: ZGuestChatTokenRequest,
        response: { 200: ZEnvelope(ZChatToken), ...failures },
      },
    },
    async (request) => {
      const { userId } = playerOf(request)
      const now = clock.now()
      const guestId = request.body.guest_id ? tokens.readGuestId(request.body.guest_id) : undefined
      if (guestId) await adoptGuestConversation(db, bus, request.log, guestId, userId, now)
      const { token, expiresAt } = await tokens.sign({ kind: 'player', userId }, now)
      return ok({ token, expires_at: expiresAt.toISOString(), guest_id: null })
    },
  )
}

/** Live support for the holder of a chat token, and the public rooms, under /sports. */
export async function chatRoutes(app: App, { db, bus, clock, tokens, requirePlayer }: ChatRoutesOptions) {
  const tags = ['support']
  app.decorateRequest('chatIdentity', null)
  const withToken = { preHandler: createChatGuard(tokens, clock) }

  app.get(
    '/api/v1/customer',
    {
      ...withToken,
      schema: {
        summary:
          'The support conversation of the chat token (header X-Chat-Token, as on every support call): its state and latest messages, or those before before_seq',
        tags,
        querystring: ZSupportHistoryQuery,
        response: { 200: ZEnvelope(ZSupportConversation), ...failures },
      },
    },
    async (request) =>
      ok(await getSupportConversation(db, chatIdentityOf(request), request.query, clock.now())),
  )
  app.post(
    '/api/v1/messagesync',
    {
      ...withToken,
      schema: {
        summary: 'Every support message after after_seq, oldest first; ask again while has_more',
        tags,
        body: ZMessageSyncRequest,
        response: { 200: ZEnvelope(ZMessageSync), ...failures },
      },
    },
    async (request) => ok(await syncMessages(db, chatIdentityOf(request), request.body)),
  )
  app.post(
    '/api/v1/customer/messages',
    {
      ...withToken,
      schema: {
        summary:
          'Send a support message (text and/or an uploaded image); a resent client_msg_id is stored once',
        tags,
        body: ZSupportSend,
        response: { 200: ZEnvelope(ZSupportMessage), ...failures },
      },
    },
    async (request) =>
      ok(
        await sendPlayerMessage(
          db,
          bus,
          request.log,
          chatIdentityOf(request),
          requestLanguage(request),
          request.body,
          clock.now(),
        ),
      ),
  )

  // Image bytes arrive as they are, up to twice the limit, so a little too large is answered
  // with the image limit rather than the general request limit.
  app.addContentTypeParser(
    [...SUPPORT_IMAGE_TYPES],
    { parseAs: 'buffer', bodyLimit: SUPPORT_IMAGE_MAX_BYTES * 2 },
    (_request, body, done) => done(null, body),
  )
  app.post(
    '/api/v1/customer/images',
    {
      ...withToken,
      bodyLimit: SUPPORT_IMAGE_MAX_BYTES * 2,
      schema: {
        summary: `Upload an image (${SUPPORT_IMAGE_TYPES.join(', ')}, at most ${SUPPORT_IMAGE_MAX_BYTES / 1024 / 1024} MB) for a support message`,
        tags,
        response: { 200: ZEnvelope(ZSupportImage), ...failures },
      },
    },
    async (request) => {
      if (!Buffer.isBuffer(request.body)) throw new AppError('SUPPORT_IMAGE_TYPE', 415)
      return ok(
        await storeImage(db, chatIdentityOf(request), requestLanguage(request), request.body, clock.now()),
      )
    },
  )
  app.get(
    '/api/v1/customer/images/:id',
    {
      schema: {
        summary: 'A support image, by the random id its message carries',
        tags,
        params: ZSupportImageParams,
      },
    },
    async (request, reply) => {
      const image = await loadImage(db, request.params.id)
      // Served as the image the bytes proved it to be, never sniffed as anything else, and
      // never run as a page if opened on its own.
      return reply
        .header('content-type', image.content_type)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-disposition', 'inline; filename="support-image"')
        .header('cache-control', 'private, max-age=31536000, immutable')
        .send(image.bytes)
    },
  )
  app.post(
    '/api/v1/customer/read',
    {
      ...withToken,
      schema: {
        summary: 'The player has read the conversation up to seq (read receipts for the agent)',
        tags,
        body: ZSupportRead,
        response: { 200: ZEnvelope(ZSupportState), ...failures },
      },
    },
    async (request) =>
      ok(await markPlayerRead(db, bus, chatIdentityOf(request), request.body.seq, clock.now())),
  )
  app.post(
    '/api/v1/customer/offline',
    {
      ...withToken,
      schema: {
        summary: 'Leave a message and an email address while no agent is online',
        tags,
        body: ZSupportOffline,
        response: { 200: ZEnvelope(ZSupportMessage), ...failures },
      },
    },
    async (request) =>
      ok(
        await leaveOfflineMessage(
          db,
          bus,
          request.log,
          chatIdentityOf(request),
          requestLanguage(request),
          request.body,
          clock.now(),
        ),
      ),
  )
  app.post(
    '/api/v1/customer/rating',
    {
      ...withToken,
      schema: {
        summary: 'Rate the conversation (1 to 5) once support has resolved it',
        tags,
        body: ZSupportRating,
        response: { 200: ZEnvelope(ZSupportState), ...failures },
      },
    },
    async (request) =>
      ok(await rateConversation(db, bus, request.log, chatIdentityOf(request), request.body, clock.now())),
  )

  const roomTags = ['chat']
  app.get(
    '/api/v1/chat/rooms/:room',
    {
      schema: {
        summary: 'A public chat room (one per language): its latest messages, oldest first; guests read too',
        tags: roomTags,
        params: ZChatRoomParams,
        querystring: ZChatRoomQuery,
        response: { 200: ZEnvelope(ZChatRoom), ...failures },
      },
    },
    async (request) => ok(await getRoom(db, request.params.room, request.query)),
  )
  app.get(
    '/api/v1/chat/rooms/:room/standing',
    {
      preHandler: requirePlayer,
      schema: {
        summary: 'What the signed-in player may do in the room now: muted, banned, slow mode',
        tags: roomTags,
        params: ZChatRoomParams,
        response: { 200: ZEnvelope(ZChatStanding), ...failures },
      },
    },
    async (request) => ok(await getStanding(db, playerOf(request).userId, request.params.room, clock.now())),
  )
  app.post(
    '/api/v1/chat/rooms/:room/messages',
    {
      preHandler: requirePlayer,
      schema: {
        summary:
          'Post in a public room (signed in): slow mode, a flood cap of 5 posts in 10 s, mutes and bans apply',
        tags: roomTags,
        params: ZChatRoomParams,
        body: ZRoomPost,
        response: { 200: ZEnvelope(ZRoomMessage), ...failures },
      },
    },
    async (request) =>
      ok(await postInRoom(db, bus, playerOf(request).userId, request.params.room, request.body, clock.now())),
  )
}
