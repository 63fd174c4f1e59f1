import { LANGUAGES } from '@app/domain'
import { z } from 'zod'
import { ZDeskEvent, ZRoomEvent, ZSupportEvent } from './chat'
import { ZDecimalString } from './envelope'

/**
 * Topics a WebSocket client can subscribe to. Public topics are open to guests; private topics
 * need a token: `balance` delivers only the signed-in player's own balance, `messages` the
 * player's unread private-message count (ZMessagesEvent).
 */
export const PUBLIC_TOPICS = ['odds', 'draws', 'games', 'chat'] as const
export const PRIVATE_TOPICS = ['balance', 'messages'] as const
export const TOPICS = [...PUBLIC_TOPICS, ...PRIVATE_TOPICS] as const
export type Topic = (typeof TOPICS)[number]

export const ZClientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribe'), topics: z.array(z.enum(TOPICS)).min(1).max(TOPICS.length) }),
  z.object({ type: z.literal('unsubscribe'), topics: z.array(z.enum(TOPICS)).min(1).max(TOPICS.length) }),
  z.object({ type: z.literal('ping') }),
  /** Joins the support conversation of a chat token (POST /otherChatToken/get…Token). */
  z.object({ type: z.literal('joinSupport'), chat_token: z.string().min(1).max(4096) }),
  /** The player is typing in the joined conversation. */
  z.object({ type: z.literal('supportTyping') }),
  /** An operator's access token with the support role: receive every desk event. */
  z.object({ type: z.literal('joinDesk'), token: z.string().min(1).max(4096) }),
  z.object({ type: z.literal('deskTyping'), conversation_id: z.number().int().positive() }),
  /** The public chat room whose `chat` events this socket receives (one at a time). */
  z.object({ type: z.literal('joinRoom'), room: z.enum(LANGUAGES) }),
])
export type ClientMessage = z.infer<typeof ZClientMessage>

export const ZServerMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('welcome'), user_id: z.number().int().nullable() }),
  z.object({ type: z.literal('subscribed'), topics: z.array(z.enum(TOPICS)) }),
  z.object({ type: z.literal('unsubscribed'), topics: z.array(z.enum(TOPICS)) }),
  z.object({ type: z.literal('event'), topic: z.enum(TOPICS), data: z.unknown() }),
  z.object({ type: z.literal('pong'), now: z.string() }),
  z.object({ type: z.literal('error'), msg: z.string() }),
  z.object({
    type: z.literal('joined'),
    channel: z.enum(['support', 'desk', 'room']),
    id: z.union([z.number().int(), z.string()]).describe('The conversation, the operator or the room'),
  }),
  z.object({ type: z.literal('support'), data: ZSupportEvent }),
  z.object({ type: z.literal('desk'), data: ZDeskEvent }),
  /** A public chat event of the room this socket joined. */
  z.object({ type: z.literal('room'), data: ZRoomEvent }),
])
export type ServerMessage = z.infer<typeof ZServerMessage>

/** On the private `balance` topic: one of the player's bets was settled and paid (payout in USDT). */
export const ZBetSettledEvent = z.object({
  type: z.literal('betSettled'),
  game: z.string(),
  bet_id: z.number().int(),
  payout: ZDecimalString,
})
export type BetSettledEvent = z.infer<typeof ZBetSettledEvent>

/**
 * On the private `messages` topic. `unreadCount`: the player's unread count changed (a message to
 * them arrived, or they read one on another device); message_id is the new message, if any.
 * `broadcastMessage`: a message to every player arrived, so every signed-in subscriber's count
 * rose by one; read GET api/v1/notice/private/unread for the exact figure.
 */
export const ZMessagesEvent = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('unreadCount'),
    unread: z.number().int(),
    message_id: z.number().int().nullable(),
  }),
  z.object({ type: z.literal('broadcastMessage'), message_id: z.number().int() }),
])
export type MessagesEvent = z.infer<typeof ZMessagesEvent>
