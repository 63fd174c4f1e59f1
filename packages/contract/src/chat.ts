import { LANGUAGES } from '@app/domain'
import { z } from 'zod'

/**
 * Live support (one conversation per player or guest, with the agents) and the public web chat
 * (one room per language). The database holds every message with a per-conversation sequence;
 * the WebSocket only tells clients that something new exists, and `messagesync` fills any gap.
 */

const ZTimestamp = z.string().describe('ISO 8601 instant')

/** Longest text of one support or room message, in characters. */
export const CHAT_MESSAGE_MAX_LENGTH = 2000
/** Most messages one `messagesync` answer holds; a client asks again while `has_more`. */
export const MESSAGE_SYNC_MAX = 500
/** Image types a support message may carry, and the largest accepted upload in bytes. */
export const SUPPORT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const
export const SUPPORT_IMAGE_MAX_BYTES = 2 * 1024 * 1024
/** Public chat: a room's slow mode in seconds (0 is off), and the flood cap every room keeps. */
export const SLOW_MODE_MAX_SECONDS = 120
export const ROOM_FLOOD_CAP = { messages: 5, seconds: 10 } as const

/** A client's own id for a message it sends: resending the same id stores the message once. */
export const ZClientMessageId = z
  .string()
  .regex(/^[\w-]{8,64}$/, '8 to 64 letters, digits, - or _')
  .describe('The client’s own id of this message; a resend with the same id is stored once')

const ZMessageBody = z.string().trim().min(1).max(CHAT_MESSAGE_MAX_LENGTH)

// Identity

/** POST /otherChat/otherChatToken/getNonLoginToken: a guest keeps its signed id (client storage nonLoginOtherChatID). */
export const ZGuestChatTokenRequest = z.object({
  guest_id: z.string().max(200).optional().describe('The signed guest id from an earlier call, if stored'),
})
export type GuestChatTokenRequest = z.infer<typeof ZGuestChatTokenRequest>

/** A chat token: sent as the X-Chat-Token header of support calls and in the socket's support.join. */
export const ZChatToken = z.object({
  token: z.string(),
  expires_at: ZTimestamp,
  guest_id: z
    .string()
    .nullable()
    .describe('The signed guest id to keep as nonLoginOtherChatID; null when signed in'),
})
export type ChatToken = z.infer<typeof ZChatToken>

// Support conversation

export const SUPPORT_SENDERS = ['player', 'agent', 'system'] as const
export type SupportSender = (typeof SUPPORT_SENDERS)[number]

/** What a system line in a conversation says; the web app translates `support.system.<kind>`. */
export const SUPPORT_SYSTEM_KINDS = ['assigned', 'resolved', 'reopened', 'offline', 'rated'] as const
export type SupportSystemKind = (typeof SUPPORT_SYSTEM_KINDS)[number]

export const ZSupportMessage = z.object({
  id: z.number().int(),
  seq: z.number().int().describe('Position in the conversation: 1, 2, 3 … without gaps'),
  sender: z.enum(SUPPORT_SENDERS),
  agent_name: z.string().nullable(),
  body: z.string().describe('Plain text; never HTML'),
  system: z.enum(SUPPORT_SYSTEM_KINDS).nullable(),
  image_url: z.string().nullable(),
  client_msg_id: z.string().nullable(),
  created_at: ZTimestamp,
})
export type SupportMessage = z.infer<typeof ZSupportMessage>

export const SUPPORT_STATUSES = ['open', 'resolved'] as const
export type SupportStatus = (typeof SUPPORT_STATUSES)[number]

/** The conversation's state as the player sees it. */
export const ZSupportState = z.object({
  conversation_id: z.number().int(),
  status: z.enum(SUPPORT_STATUSES),
  agent_name: z.string().nullable().describe('The assigned agent, if any'),
  agents_online: z.number().int().describe('Agents available now; 0 shows the offline form'),
  last_seq: z.number().int(),
  player_read_seq: z.number().int(),
  agent_read_seq: z.number().int().describe('The agent has read up to here: read receipts'),
  rating: z.number().int().nullable(),
})
export type SupportState = z.infer<typeof ZSupportState>

/** GET api/v1/customer: the state and the latest messages (or those before `before_seq`). */
const ZExpectedConversation = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 53)
  .optional()
  .describe('The conversation the client shows; any other than the token’s own is 404 NOT_FOUND')

export const ZSupportHistoryQuery = z.object({
  conversation_id: ZExpectedConversation,
  before_seq: z.coerce.number().int().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
})
export const ZSupportConversation = ZSupportState.extend({
  messages: z.array(ZSupportMessage).describe('Oldest first'),
  has_older: z.boolean(),
})
export type SupportConversation = z.infer<typeof ZSupportConversation>

/** POST api/v1/messagesync: every message after `after_seq`, oldest first. */
export const ZMessageSyncRequest = z.object({
  conversation_id: ZExpectedConversation,
  after_seq: z.number().int().min(0),
  limit: z.number().int().min(1).max(MESSAGE_SYNC_MAX).default(MESSAGE_SYNC_MAX),
})
export const ZMessageSync = z.object({
  messages: z.array(ZSupportMessage),
  last_seq: z.number().int(),
  has_more: z.boolean(),
})
export type MessageSync = z.infer<typeof ZMessageSync>

export const ZSupportSend = z.object({
  client_msg_id: ZClientMessageId,
  body: z.string().trim().max(CHAT_MESSAGE_MAX_LENGTH).default(''),
  image_id: z
    .string()
    .regex(/^[0-9a-f]{32}$/)
    .optional(),
})
export type SupportSend = z.infer<typeof ZSupportSend>

export const ZSupportImage = z.object({ image_id: z.string(), image_url: z.string() })
export type SupportImage = z.infer<typeof ZSupportImage>
export const ZSupportImageParams = z.object({ id: z.string().regex(/^[0-9a-f]{32}$/) })

export const ZSupportRead = z.object({ seq: z.number().int().min(0) })

/** POST api/v1/customer/offline: no agent is online; the message waits with a way to answer. */
export const ZSupportOffline = z.object({
  email: z.string().trim().email().max(254),
  body: ZMessageBody,
  client_msg_id: ZClientMessageId,
})

export const ZSupportRating = z.object({
  rating: z.number().int().min(1).max(5),
  comment: z.string().trim().max(500).default(''),
})

/** On the socket, to the player's conversation (server message `support`). */
export const ZSupportEvent = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('message'), conversation_id: z.number().int(), message: ZSupportMessage }),
  z.object({
    kind: z.literal('typing'),
    conversation_id: z.number().int(),
    sender: z.enum(['player', 'agent']),
  }),
  z.object({
    kind: z.literal('read'),
    conversation_id: z.number().int(),
    reader: z.enum(['player', 'agent']),
    seq: z.number().int(),
  }),
  z.object({ kind: z.literal('state'), state: ZSupportState }),
  /** How many agents are online changed: the panel swaps its offline form and the composer. */
  z.object({ kind: z.literal('agents'), agents_online: z.number().int() }),
])
export type SupportEvent = z.infer<typeof ZSupportEvent>

// Agent desk (operators with the support role)

export const ZDeskAgent = z.object({
  operator_id: z.number().int(),
  name: z.string(),
  roles: z.array(z.string()),
  available: z.boolean(),
  max_open_chats: z.number().int(),
  open_chats: z.number().int(),
})
export type DeskAgent = z.infer<typeof ZDeskAgent>

export const ZDeskPresence = z.object({ available: z.boolean() })

export const DESK_QUEUES = ['unassigned', 'mine', 'open', 'resolved'] as const
export const ZDeskQueueQuery = z.object({ queue: z.enum(DESK_QUEUES).default('open') })

export const ZDeskConversation = z.object({
  id: z.number().int(),
  status: z.enum(SUPPORT_STATUSES),
  language: z.enum(LANGUAGES),
  user_id: z.number().int().nullable().describe('null for a guest'),
  nickname: z.string().nullable(),
  contact_email: z.string().nullable().describe('Left in the offline form'),
  assigned_operator_id: z.number().int().nullable(),
  agent_name: z.string().nullable(),
  last_seq: z.number().int(),
  agent_read_seq: z.number().int(),
  unread: z.number().int().describe('Player messages the agents have not read'),
  last_message: z.string().describe('The last message, shortened'),
  rating: z.number().int().nullable(),
  updated_at: ZTimestamp,
})
export type DeskConversation = z.infer<typeof ZDeskConversation>

export const ZDeskTransaction = z.object({
  id: z.number().int(),
  kind: z.string(),
  amount: z.string(),
  created_at: ZTimestamp,
})
export const ZDeskPlayer = z.object({
  user_id: z.number().int(),
  nickname: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  vip_level: z.number().int(),
  balance: z.string(),
  registered_at: ZTimestamp,
  recent_transactions: z.array(ZDeskTransaction),
})
export type DeskPlayer = z.infer<typeof ZDeskPlayer>

export const ZDeskConversationDetail = z.object({
  conversation: ZDeskConversation,
  messages: z.array(ZSupportMessage),
  player: ZDeskPlayer.nullable(),
})
export type DeskConversationDetail = z.infer<typeof ZDeskConversationDetail>

export const ZDeskConversationParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53),
})
export const ZDeskReply = z.object({ client_msg_id: ZClientMessageId, body: ZMessageBody })
export const ZDeskAssign = z.object({
  operator_id: z.number().int().positive().optional().describe('Another agent; yourself when absent'),
})

/** On the socket, to every signed-in desk (server message `desk`). */
export const ZDeskEvent = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('message'), conversation_id: z.number().int(), message: ZSupportMessage }),
  z.object({ kind: z.literal('conversation'), conversation: ZDeskConversation }),
  z.object({ kind: z.literal('typing'), conversation_id: z.number().int() }),
])
export type DeskEvent = z.infer<typeof ZDeskEvent>

// Public web chat

export const ZChatRoomParams = z.object({ room: z.enum(LANGUAGES) })
export const ZChatRoomQuery = z.object({
  before_id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53)
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
})

export const ZRoomMessage = z.object({
  id: z.number().int(),
  room: z.enum(LANGUAGES),
  user_id: z.number().int(),
  nickname: z.string(),
  body: z.string().describe('Plain text; links and HTML are shown as text'),
  created_at: ZTimestamp,
})
export type RoomMessage = z.infer<typeof ZRoomMessage>

export const ZChatRoom = z.object({
  room: z.enum(LANGUAGES),
  slow_mode_seconds: z.number().int(),
  messages: z.array(ZRoomMessage).describe('Oldest first'),
  has_older: z.boolean(),
})
export type ChatRoom = z.infer<typeof ZChatRoom>

/** What the signed-in player may do in a room now. */
export const ZChatStanding = z.object({
  can_post: z.boolean(),
  muted_until: ZTimestamp.nullable(),
  banned: z.boolean(),
  next_post_at: ZTimestamp.nullable().describe('Slow mode: the earliest time of the next post'),
})
export type ChatStanding = z.infer<typeof ZChatStanding>

export const ZRoomPost = z.object({ client_msg_id: ZClientMessageId, body: ZMessageBody })

/** On the public `chat` topic, for the room the socket joined. */
export const ZRoomEvent = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('message'), message: ZRoomMessage }),
  z.object({ kind: z.literal('deleted'), room: z.enum(LANGUAGES), id: z.number().int() }),
  z.object({ kind: z.literal('settings'), room: z.enum(LANGUAGES), slow_mode_seconds: z.number().int() }),
])
export type RoomEvent = z.infer<typeof ZRoomEvent>

// Moderation (operators with the support role); every action is in the audit log.

export const ZModeratedRoomMessage = ZRoomMessage.extend({
  deleted_at: ZTimestamp.nullable(),
  muted_until: ZTimestamp.nullable(),
  banned: z.boolean(),
})
export type ModeratedRoomMessage = z.infer<typeof ZModeratedRoomMessage>
export const ZModeratedRoom = z.object({
  room: z.enum(LANGUAGES),
  slow_mode_seconds: z.number().int(),
  messages: z.array(ZModeratedRoomMessage).describe('Oldest first, deleted ones included'),
})
export type ModeratedRoom = z.infer<typeof ZModeratedRoom>

export const ZModerationReason = z.object({ reason: z.string().trim().min(1).max(500) })
export const ZRoomMessageParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53),
})
export const CHAT_SANCTIONS = ['mute', 'ban'] as const
export const ZChatSanction = z.object({
  user_id: z.number().int().positive(),
  kind: z.enum(CHAT_SANCTIONS),
  minutes: z
    .number()
    .int()
    .min(1)
    .max(60 * 24 * 365)
    .optional()
    .describe('How long; a ban without minutes is permanent, a mute needs them'),
  reason: z.string().trim().min(1).max(500),
})
export const ZChatSanctionParams = z.object({
  user_id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53),
})
export const ZRoomSettings = z.object({
  slow_mode_seconds: z.number().int().min(0).max(SLOW_MODE_MAX_SECONDS),
  reason: z.string().trim().min(1).max(500),
})
