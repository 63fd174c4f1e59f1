import {
  ok,
  ZContentPageQuery,
  ZEnvelope,
  ZErrorEnvelope,
  ZMarkReadResult,
  ZMessageIdParams,
  ZPrivateMessage,
  ZPrivateMessagePage,
  ZUnreadCount,
} from '@app/contract'
import type { Brand } from '@app/domain'
import type { FastifyRequest } from 'fastify'
import type { Clock } from '../../clock/clock'
import type { Db } from '../../db/database'
import { requestLanguage } from '../../http/request-language'
import type { App } from '../../http/types'
import type { Bus } from '../../realtime/bus'
import { type PlayerGuard, playerOf } from '../accounts/player-guard'
import {
  getInboxMessage,
  type Inbox,
  listInbox,
  markAllRead,
  markRead,
  unreadCount,
} from './private-messages.service'

export type PrivateMessagesRoutesOptions = {
  db: Db
  bus: Bus
  brand: Brand
  clock: Clock
  requirePlayer: PlayerGuard
}

const failures = { 400: ZErrorEnvelope, 401: ZErrorEnvelope, 404: ZErrorEnvelope }

/**
 * The signed-in player's private messages (to them, or to every player): the list, one message,
 * the unread count for the header badge, and marking read. New messages and count changes are
 * also pushed on the WebSocket's private `messages` topic.
 */
export async function privateMessagesRoutes(
  app: App,
  { db, bus, brand, clock, requirePlayer }: PrivateMessagesRoutesOptions,
) {
  const tags = ['messages']
  const guarded = { preHandler: requirePlayer }
  const inboxOf = (request: FastifyRequest): Inbox => ({
    userId: playerOf(request).userId,
    brand,
    now: clock.now(),
  })

  app.get(
    '/api/v1/notice/private',
    {
      ...guarded,
      schema: {
        summary: 'The player’s messages, newest first, paged with start and limit, with the unread count',
        tags,
        querystring: ZContentPageQuery,
        response: { 200: ZEnvelope(ZPrivateMessagePage), ...failures },
      },
    },
    async (request) => ok(await listInbox(db, inboxOf(request), requestLanguage(request), request.query)),
  )
  app.get(
    '/api/v1/notice/private/unread',
    {
      ...guarded,
      schema: {
        summary: 'How many of the player’s messages are unread (the header badge)',
        tags,
        response: { 200: ZEnvelope(ZUnreadCount), ...failures },
      },
    },
    async (request) => ok(await unreadCount(db, inboxOf(request))),
  )
  app.put(
    '/api/v1/notice/private/read',
    {
      ...guarded,
      schema: {
        summary: 'Mark every message of the player read',
        tags,
        response: { 200: ZEnvelope(ZMarkReadResult), ...failures },
      },
    },
    async (request) => ok(await markAllRead(db, bus, request.log, inboxOf(request))),
  )
  app.get(
    '/api/v1/notice/private/:id',
    {
      ...guarded,
      schema: {
        summary: 'One of the player’s messages; any other id is 404 NOT_FOUND',
        tags,
        params: ZMessageIdParams,
        response: { 200: ZEnvelope(ZPrivateMessage), ...failures },
      },
    },
    async (request) =>
      ok(await getInboxMessage(db, inboxOf(request), requestLanguage(request), request.params.id)),
  )
  app.put(
    '/api/v1/notice/private/:id/read',
    {
      ...guarded,
      schema: {
        summary: 'Mark one of the player’s messages read; any other id is 404 NOT_FOUND',
        tags,
        params: ZMessageIdParams,
        response: { 200: ZEnvelope(ZMarkReadResult), ...failures },
      },
    },
    async (request) => ok(await markRead(db, bus, request.log, inboxOf(request), request.params.id)),
  )
}
