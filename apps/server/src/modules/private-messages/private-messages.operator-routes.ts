import {
  ok,
  ZEnvelope,
  ZMessageAudience,
  ZMessageIdParams,
  ZMessageRecipients,
  ZOperatorMessagesQuery,
  ZOperatorPrivateMessage,
  ZOperatorPrivateMessagePage,
  ZPrivateMessageEdit,
  ZPrivateMessageInput,
} from '@app/contract'
import type { Brand } from '@app/domain'
import type { FastifyRequest } from 'fastify'
import type { Clock } from '../../clock/clock'
import type { Db } from '../../db/database'
import type { App } from '../../http/types'
import type { Bus } from '../../realtime/bus'
import type { AccountSettings } from '../accounts/accounts.service'
import { operatorFailures } from '../operator/operator-failures'
import { createOperatorRoleGuard, decorateOperatorRequests, operatorOf } from '../operator/operator-guard'
import {
  editPrivateMessage,
  listOperatorMessages,
  type MessageOperator,
  type MessageSending,
  previewRecipients,
  sendPrivateMessage,
} from './private-messages.service'

export type PrivateMessagesOperatorRoutesOptions = {
  db: Db
  bus: Bus
  brand: Brand
  clock: Clock
  settings: AccountSettings
}

/**
 * The back office's private messages: send now or at a time to one player, every player or a
 * segment, count a segment first, edit, list. Support and content both reach these calls: support
 * writes to one player about their case; only content writes to everyone or to a segment (403).
 */
export async function privateMessagesOperatorRoutes(
  app: App,
  { db, bus, brand, clock, settings }: PrivateMessagesOperatorRoutesOptions,
) {
  const tags = ['operator']
  decorateOperatorRequests(app)
  const guarded = { onRequest: createOperatorRoleGuard(db, settings, clock, ['content', 'support']) }
  const sendingOf = (request: FastifyRequest): MessageSending => ({ db, bus, log: request.log, brand })
  const operatorFor = (request: FastifyRequest): MessageOperator => ({
    id: operatorOf(request),
    roles: request.operatorRoles ?? [],
  })

  app.get(
    '/api/v1/operator/messages',
    {
      ...guarded,
      schema: {
        summary: 'Private messages, newest first; with user_id, those that player gets',
        tags,
        querystring: ZOperatorMessagesQuery,
        response: { 200: ZEnvelope(ZOperatorPrivateMessagePage), ...operatorFailures },
      },
    },
    async (request) => ok(await listOperatorMessages(db, request.query)),
  )
  app.get(
    '/api/v1/operator/messages/recipients',
    {
      ...guarded,
      schema: {
        summary: 'How many players an audience (kind and its value) reaches now, before sending',
        tags,
        querystring: ZMessageAudience,
        response: { 200: ZEnvelope(ZMessageRecipients), ...operatorFailures },
      },
    },
    async (request) => ok(await previewRecipients(db, operatorFor(request).roles, request.query)),
  )
  app.post(
    '/api/v1/operator/messages',
    {
      ...guarded,
      schema: {
        summary:
          'Send a message to an audience (or the older user_id: one player, null every player), now or at publish_at; pushed on the messages topic once it goes out',
        tags,
        body: ZPrivateMessageInput,
        response: { 200: ZEnvelope(ZOperatorPrivateMessage), ...operatorFailures },
      },
    },
    async (request) =>
      ok(await sendPrivateMessage(sendingOf(request), operatorFor(request), request.body, clock.now())),
  )
  app.put(
    '/api/v1/operator/messages/:id',
    {
      ...guarded,
      schema: {
        summary: 'Replace a message’s texts and window; the audience stays (409 MESSAGE_ALREADY_SENT)',
        tags,
        params: ZMessageIdParams,
        body: ZPrivateMessageEdit,
        response: { 200: ZEnvelope(ZOperatorPrivateMessage), ...operatorFailures },
      },
    },
    async (request) =>
      ok(
        await editPrivateMessage(
          sendingOf(request),
          operatorFor(request),
          request.params.id,
          request.body,
          clock.now(),
        ),
      ),
  )
}
