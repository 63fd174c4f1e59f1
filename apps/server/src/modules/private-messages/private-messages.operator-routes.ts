import {
  ok,
  ZEnvelope,
  ZErrorEnvelope,
  ZMessageIdParams,
  ZOperatorMessagesQuery,
  ZOperatorPrivateMessage,
  ZPrivateMessageEdit,
  ZPrivateMessageInput,
} from '@app/contract'
import type { Brand } from '@app/domain'
import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { Clock } from '../../clock/clock'
import type { Db } from '../../db/database'
import type { App } from '../../http/types'
import type { Bus } from '../../realtime/bus'
import type { AccountSettings } from '../accounts/accounts.service'
import { createOperatorGuard, operatorOf } from '../operator/operator-guard'
import {
  editPrivateMessage,
  listOperatorMessages,
  type MessageSending,
  sendPrivateMessage,
} from './private-messages.service'

export type PrivateMessagesOperatorRoutesOptions = {
  db: Db
  bus: Bus
  brand: Brand
  clock: Clock
  settings: AccountSettings
}

const failures = { 400: ZErrorEnvelope, 401: ZErrorEnvelope, 404: ZErrorEnvelope }

/** The back office's private messages: send to one player or to everyone, edit, list. */
export async function privateMessagesOperatorRoutes(
  app: App,
  { db, bus, brand, clock, settings }: PrivateMessagesOperatorRoutesOptions,
) {
  const tags = ['operator']
  if (!app.hasRequestDecorator('operatorId')) app.decorateRequest('operatorId', null)
  const guarded = { preHandler: createOperatorGuard(db, settings, clock) }
  const sendingOf = (request: FastifyRequest): MessageSending => ({ db, bus, log: request.log, brand })

  app.get(
    '/api/v1/operator/messages',
    {
      ...guarded,
      schema: {
        summary: 'Private messages, newest first; with user_id, that player’s and the broadcasts',
        tags,
        querystring: ZOperatorMessagesQuery,
        response: { 200: ZEnvelope(z.array(ZOperatorPrivateMessage)), ...failures },
      },
    },
    async (request) => ok(await listOperatorMessages(db, request.query)),
  )
  app.post(
    '/api/v1/operator/messages',
    {
      ...guarded,
      schema: {
        summary:
          'Send a message to one player (user_id) or every player (null); pushed on the messages topic once live',
        tags,
        body: ZPrivateMessageInput,
        response: { 200: ZEnvelope(ZOperatorPrivateMessage), ...failures },
      },
    },
    async (request) =>
      ok(await sendPrivateMessage(sendingOf(request), operatorOf(request), request.body, clock.now())),
  )
  app.put(
    '/api/v1/operator/messages/:id',
    {
      ...guarded,
      schema: {
        summary: 'Replace a message’s texts and window; the recipient stays',
        tags,
        params: ZMessageIdParams,
        body: ZPrivateMessageEdit,
        response: { 200: ZEnvelope(ZOperatorPrivateMessage), ...failures },
      },
    },
    async (request) =>
      ok(
        await editPrivateMessage(
          sendingOf(request),
          operatorOf(request),
          request.params.id,
          request.body,
          clock.now(),
        ),
      ),
  )
}
