import {
  ok,
  ZChatRoomParams,
  ZChatSanction,
  ZChatSanctionParams,
  ZDeskAgent,
  ZDeskAssign,
  ZDeskConversation,
  ZDeskConversationDetail,
  ZDeskConversationParams,
  ZDeskPresence,
  ZDeskQueueQuery,
  ZDeskReply,
  ZEnvelope,
  ZModeratedRoom,
  ZModerationReason,
  ZRoomMessageParams,
  ZRoomSettings,
  ZSupportMessage,
  ZSupportRead,
} from '@app/contract'
import { z } from 'zod'
import type { Clock } from '../../clock/clock'
import type { Db } from '../../db/database'
import type { App } from '../../http/types'
import type { Bus } from '../../realtime/bus'
import type { AccountSettings } from '../accounts/accounts.service'
import { operatorFailures } from '../operator/operator-failures'
import { createOperatorRoleGuard, decorateOperatorRequests, operatorOf } from '../operator/operator-guard'
import { deleteRoomMessage, liftSanction, moderatedRoom, sanction, setSlowMode } from './rooms.service'
import {
  assign,
  conversationDetail,
  deskAgent,
  listAgents,
  listConversations,
  markAgentRead,
  replyAsAgent,
  setPresence,
  setStatus,
} from './support-desk.service'

export type ChatOperatorRoutesOptions = { db: Db; bus: Bus; clock: Clock; settings: AccountSettings }

/**
 * The agent desk and the public chat's moderation, for operators with the support role: the
 * queue, answers, assignment within each agent's cap, resolve and reopen; deleting posts,
 * muting and banning players and the rooms' slow mode, each in the audit log with its reason.
 */
export async function chatOperatorRoutes(app: App, { db, bus, clock, settings }: ChatOperatorRoutesOptions) {
  const tags = ['operator']
  decorateOperatorRequests(app)
  const guarded = { onRequest: createOperatorRoleGuard(db, settings, clock, 'support') }

  app.get(
    '/api/v1/operator/support/me',
    {
      ...guarded,
      schema: {
        summary: 'The signed-in support agent: roles, availability, open chats and cap',
        tags,
        response: { 200: ZEnvelope(ZDeskAgent), ...operatorFailures },
      },
    },
    async (request) => ok(await deskAgent(db, operatorOf(request), request.operatorRoles ?? [], clock.now())),
  )
  app.put(
    '/api/v1/operator/support/presence',
    {
      ...guarded,
      schema: {
        summary:
          'Available or away; the desk repeats it every 30 s, and an agent unseen for 60 s counts as away',
        tags,
        body: ZDeskPresence,
        response: { 200: ZEnvelope(ZDeskAgent), ...operatorFailures },
      },
    },
    async (request) =>
      ok(
        await setPresence(
          db,
          bus,
          request.log,
          operatorOf(request),
          request.operatorRoles ?? [],
          request.body.available,
          clock.now(),
        ),
      ),
  )
  app.get(
    '/api/v1/operator/support/agents',
    {
      ...guarded,
      schema: {
        summary: 'Every support agent with availability and open chats, for assigning a chat',
        tags,
        response: { 200: ZEnvelope(z.array(ZDeskAgent)), ...operatorFailures },
      },
    },
    async () => ok(await listAgents(db, clock.now())),
  )
  app.get(
    '/api/v1/operator/support/conversations',
    {
      ...guarded,
      schema: {
        summary:
          'A queue of conversations: unassigned, mine, open (oldest waiting first) or resolved (newest first)',
        tags,
        querystring: ZDeskQueueQuery,
        response: { 200: ZEnvelope(z.array(ZDeskConversation)), ...operatorFailures },
      },
    },
    async (request) => ok(await listConversations(db, operatorOf(request), request.query.queue)),
  )
  app.get(
    '/api/v1/operator/support/conversations/:id',
    {
      ...guarded,
      schema: {
        summary: 'One conversation with every message, and the player’s profile and recent transactions',
        tags,
        params: ZDeskConversationParams,
        response: { 200: ZEnvelope(ZDeskConversationDetail), ...operatorFailures },
      },
    },
    async (request) => ok(await conversationDetail(db, request.params.id)),
  )
  app.post(
    '/api/v1/operator/support/conversations/:id/messages',
    {
      ...guarded,
      schema: {
        summary: 'Answer the player; a resent client_msg_id is stored once',
        tags,
        params: ZDeskConversationParams,
        body: ZDeskReply,
        response: { 200: ZEnvelope(ZSupportMessage), ...operatorFailures },
      },
    },
    async (request) =>
      ok(
        await replyAsAgent(
          db,
          bus,
          request.log,
          operatorOf(request),
          request.params.id,
          request.body,
          clock.now(),
        ),
      ),
  )
  app.post(
    '/api/v1/operator/support/conversations/:id/assign',
    {
      ...guarded,
      schema: {
        summary:
          'Assign the chat to yourself or another support agent, within their cap (SUPPORT_AGENT_FULL)',
        tags,
        params: ZDeskConversationParams,
        body: ZDeskAssign,
        response: { 200: ZEnvelope(ZDeskConversation), ...operatorFailures },
      },
    },
    async (request) => {
      const operatorId = operatorOf(request)
      const target = request.body.operator_id ?? operatorId
      return ok(await assign(db, bus, request.log, operatorId, request.params.id, target, clock.now()))
    },
  )
  for (const [action, status] of [
    ['resolve', 'resolved'],
    ['reopen', 'open'],
  ] as const) {
    app.post(
      `/api/v1/operator/support/conversations/:id/${action}`,
      {
        ...guarded,
        schema: {
          summary:
            action === 'resolve'
              ? 'Resolve the chat; the player is asked for a rating'
              : 'Reopen a resolved chat',
          tags,
          params: ZDeskConversationParams,
          response: { 200: ZEnvelope(ZDeskConversation), ...operatorFailures },
        },
      },
      async (request) =>
        ok(
          await setStatus(db, bus, request.log, operatorOf(request), request.params.id, status, clock.now()),
        ),
    )
  }
  app.post(
    '/api/v1/operator/support/conversations/:id/read',
    {
      ...guarded,
      schema: {
        summary: 'The agents have read up to seq; the player sees read receipts',
        tags,
        params: ZDeskConversationParams,
        body: ZSupportRead,
        response: { 200: ZEnvelope(ZDeskConversation), ...operatorFailures },
      },
    },
    async (request) => ok(await markAgentRead(db, bus, request.params.id, request.body.seq)),
  )

  app.get(
    '/api/v1/operator/chat/rooms/:room',
    {
      ...guarded,
      schema: {
        summary:
          'A public room for moderation: the latest 200 posts, deleted ones and posters’ sanctions included',
        tags,
        params: ZChatRoomParams,
        response: { 200: ZEnvelope(ZModeratedRoom), ...operatorFailures },
      },
    },
    async (request) => ok(await moderatedRoom(db, request.params.room, clock.now())),
  )
  app.put(
    '/api/v1/operator/chat/rooms/:room',
    {
      ...guarded,
      schema: {
        summary: 'Set the room’s slow mode (0 to 120 s between one player’s posts)',
        tags,
        params: ZChatRoomParams,
        body: ZRoomSettings,
        response: { 200: ZEnvelope(z.null()), ...operatorFailures },
      },
    },
    async (request) => {
      await setSlowMode(
        db,
        bus,
        request.log,
        operatorOf(request),
        request.params.room,
        request.body,
        clock.now(),
      )
      return ok(null)
    },
  )
  app.post(
    '/api/v1/operator/chat/messages/:id/delete',
    {
      ...guarded,
      schema: {
        summary: 'Delete a post from its room, with a reason',
        tags,
        params: ZRoomMessageParams,
        body: ZModerationReason,
        response: { 200: ZEnvelope(z.null()), ...operatorFailures },
      },
    },
    async (request) => {
      await deleteRoomMessage(
        db,
        bus,
        operatorOf(request),
        request.params.id,
        request.body.reason,
        clock.now(),
      )
      return ok(null)
    },
  )
  app.post(
    '/api/v1/operator/chat/sanctions',
    {
      ...guarded,
      schema: {
        summary:
          'Mute a player for some minutes, or ban them (for some minutes, or for good without minutes)',
        tags,
        body: ZChatSanction,
        response: { 200: ZEnvelope(z.null()), ...operatorFailures },
      },
    },
    async (request) => {
      await sanction(db, operatorOf(request), request.body, clock.now())
      return ok(null)
    },
  )
  app.post(
    '/api/v1/operator/chat/sanctions/:user_id/lift',
    {
      ...guarded,
      schema: {
        summary: 'Lift a player’s mute or ban',
        tags,
        params: ZChatSanctionParams,
        body: ZModerationReason,
        response: { 200: ZEnvelope(z.null()), ...operatorFailures },
      },
    },
    async (request) => {
      await liftSanction(db, operatorOf(request), request.params.user_id, request.body.reason, clock.now())
      return ok(null)
    },
  )
}
