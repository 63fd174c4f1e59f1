import {
  type DeskConversation,
  type MessageSync,
  SUPPORT_IMAGE_MAX_BYTES,
  type SupportConversation,
  type SupportImage,
  type SupportMessage,
  type SupportSend,
  type SupportState,
  type SupportSystemKind,
} from '@app/contract'
import { type Language, sniffImageType } from '@app/domain'
import { sql } from 'kysely'
import type { Db } from '../../db/database'
import { AppError } from '../../errors/app-error'
import type { StructuredLog } from '../../logger'
import type { Bus } from '../../realtime/bus'
import { type SupportIdentity, supportKey } from './chat-tokens'
import {
  appendMessage,
  type ConversationRow,
  countOnlineAgents,
  lockAgentLoad,
  lockConversationOf,
  type MessageRow,
  type NewMessage,
  selectAgents,
  selectConversationById,
  selectConversationOf,
  selectMessageByClientId,
  selectMessagesAfter,
  selectMessagesBefore,
  selectNickname,
} from './support.repository'

/** Where a support image is served; its random id is the only way to it. */
export const SUPPORT_IMAGE_PATH = '/sports/api/v1/customer/images'

const PREVIEW_LENGTH = 80

/** What happened in one transaction, told to the sockets once it has committed. */
type Outcome = { conversationId: string; messages: MessageRow[] }

export function toSupportMessage(row: MessageRow): SupportMessage {
  return {
    id: Number(row.id),
    seq: row.seq,
    sender: row.sender,
    agent_name: row.sender === 'player' ? null : (row.agent_name ?? null),
    body: row.body,
    system: (row.system as SupportSystemKind | null) ?? null,
    image_url: row.image_id ? `${SUPPORT_IMAGE_PATH}/${row.image_id}` : null,
    client_msg_id: row.client_msg_id,
    created_at: row.created_at.toISOString(),
  }
}

function identityOf(row: ConversationRow): SupportIdentity {
  return row.user_id !== null
    ? { kind: 'player', userId: Number(row.user_id) }
    : { kind: 'guest', guestId: row.guest_id ?? '' }
}

async function supportState(db: Db, row: ConversationRow | undefined, now: Date): Promise<SupportState> {
  const agentsOnline = await countOnlineAgents(db, now)
  if (!row) {
    return {
      conversation_id: 0,
      status: 'open',
      agent_name: null,
      agents_online: agentsOnline,
      last_seq: 0,
      player_read_seq: 0,
      agent_read_seq: 0,
      rating: null,
    }
  }
  return {
    conversation_id: Number(row.id),
    status: row.status,
    agent_name: row.assigned_operator_id ? await selectNickname(db, row.assigned_operator_id) : null,
    agents_online: agentsOnline,
    last_seq: row.last_seq,
    player_read_seq: row.player_read_seq,
    agent_read_seq: row.agent_read_seq,
    rating: row.rating,
  }
}

/** Conversations as the desk lists them: with their player's and their agent's names. */
export function deskConversationsQuery(db: Db) {
  return db
    .selectFrom('chat_conversations')
    .leftJoin('users as players', 'players.id', 'chat_conversations.user_id')
    .leftJoin('users as agents', 'agents.id', 'chat_conversations.assigned_operator_id')
    .select([
      'chat_conversations.id',
      'chat_conversations.status',
      'chat_conversations.language',
      'chat_conversations.user_id',
      'players.nickname',
      'chat_conversations.contact_email',
      'chat_conversations.assigned_operator_id',
      'agents.nickname as agent_name',
      'chat_conversations.last_seq',
      'chat_conversations.agent_read_seq',
      'chat_conversations.last_player_seq',
      'chat_conversations.last_message',
      'chat_conversations.rating',
      'chat_conversations.updated_at',
    ])
}

/** The desk's view of a conversation: its player and how much the agents have not read. */
export async function deskConversation(db: Db, id: string): Promise<DeskConversation | undefined> {
  const row = await deskConversationsQuery(db).where('chat_conversations.id', '=', id).executeTakeFirst()
  return row ? toDeskConversation(row) : undefined
}

export type DeskConversationRow = {
  id: string
  status: 'open' | 'resolved'
  language: string
  user_id: string | null
  nickname: string | null
  contact_email: string | null
  assigned_operator_id: string | null
  agent_name: string | null
  last_seq: number
  agent_read_seq: number
  last_player_seq: number
  last_message: string
  rating: number | null
  updated_at: Date
}

export function toDeskConversation(row: DeskConversationRow): DeskConversation {
  return {
    id: Number(row.id),
    status: row.status,
    language: row.language as Language,
    user_id: row.user_id === null ? null : Number(row.user_id),
    nickname: row.nickname,
    contact_email: row.contact_email,
    assigned_operator_id: row.assigned_operator_id === null ? null : Number(row.assigned_operator_id),
    agent_name: row.agent_name,
    last_seq: row.last_seq,
    agent_read_seq: row.agent_read_seq,
    // Only the player's messages wait for an agent; the agents' own and system lines do not.
    unread: row.last_player_seq > row.agent_read_seq ? row.last_player_seq - row.agent_read_seq : 0,
    last_message: row.last_message.slice(0, PREVIEW_LENGTH),
    rating: row.rating,
    updated_at: row.updated_at.toISOString(),
  }
}

/**
 * Tells the conversation's sockets and every desk what a committed transaction added: each new
 * message, then the conversation's state. A failed publish is logged: the messages are stored,
 * and a client that missed them fills the gap with messagesync.
 */
export async function announce(db: Db, bus: Bus, log: StructuredLog, outcome: Outcome, now: Date) {
  try {
    const row = await selectConversationById(db, Number(outcome.conversationId))
    if (!row) return
    const key = supportKey(identityOf(row))
    const conversationId = Number(row.id)
    for (const messageRow of outcome.messages) {
      const message = toSupportMessage(messageRow)
      await bus.publish({
        channel: 'support',
        supportKey: key,
        data: { kind: 'message', conversation_id: conversationId, message },
      })
      await bus.publish({
        channel: 'desk',
        data: { kind: 'message', conversation_id: conversationId, message },
      })
    }
    await bus.publish({
      channel: 'support',
      supportKey: key,
      data: { kind: 'state', state: await supportState(db, row, now) },
    })
    const conversation = await deskConversation(db, row.id)
    if (conversation) await bus.publish({ channel: 'desk', data: { kind: 'conversation', conversation } })
  } catch (error) {
    log.error({ err: error, conversationId: outcome.conversationId }, 'support event not published')
  }
}

// The player's side

/**
 * The identity's conversation. A client naming another conversation (someone else's, or one
 * that moved into an account at sign-in) gets 404, as if it did not exist.
 */
async function ownConversation(db: Db, identity: SupportIdentity, expectedId: number | undefined) {
  const row = await selectConversationOf(db, identity)
  if (expectedId !== undefined && row?.id !== String(expectedId)) throw new AppError('NOT_FOUND', 404)
  return row
}

/** The player's (or guest's) conversation: its state and latest messages, oldest first. */
export async function getSupportConversation(
  db: Db,
  identity: SupportIdentity,
  query: { conversation_id?: number | undefined; before_seq?: number | undefined; limit: number },
  now: Date,
): Promise<SupportConversation> {
  const row = await ownConversation(db, identity, query.conversation_id)
  const state = await supportState(db, row, now)
  if (!row) return { ...state, messages: [], has_older: false }
  const newestFirst = await selectMessagesBefore(db, row.id, query.before_seq, query.limit + 1)
  const page = newestFirst.slice(0, query.limit).reverse()
  return { ...state, messages: page.map(toSupportMessage), has_older: newestFirst.length > query.limit }
}

/** Every message after `afterSeq`, oldest first, at most `limit`; ask again while `has_more`. */
export async function syncMessages(
  db: Db,
  identity: SupportIdentity,
  query: { conversation_id?: number | undefined; after_seq: number; limit: number },
): Promise<MessageSync> {
  const { after_seq: afterSeq, limit } = query
  const row = await ownConversation(db, identity, query.conversation_id)
  if (!row) return { messages: [], last_seq: 0, has_more: false }
  const rows = await selectMessagesAfter(db, row.id, afterSeq, limit)
  const lastSent = rows.at(-1)?.seq ?? afterSeq
  return { messages: rows.map(toSupportMessage), last_seq: row.last_seq, has_more: lastSent < row.last_seq }
}

/**
 * Gives an open, unassigned conversation to the online agent with the fewest open chats below
 * their cap, the one assigned longest ago first (round robin). Nobody free: it waits in the queue.
 */
async function assignToFreeAgent(
  trx: Db,
  conversation: ConversationRow,
  now: Date,
): Promise<MessageRow | undefined> {
  const candidates = (await selectAgents(trx, now, true))
    .filter((agent) => agent.open_chats < agent.max_open_chats)
    .sort((a, b) => a.open_chats - b.open_chats)
  for (const candidate of candidates) {
    const load = await lockAgentLoad(trx, candidate.operator_id)
    if (!load || load.openChats >= load.maxOpenChats) continue
    return assignTo(trx, conversation, candidate.operator_id, now)
  }
  return undefined
}

async function assignTo(trx: Db, conversation: ConversationRow, operatorId: string, now: Date) {
  await trx
    .updateTable('chat_conversations')
    .set({ assigned_operator_id: operatorId })
    .where('id', '=', conversation.id)
    .execute()
  await trx
    .updateTable('support_agents')
    .set({ last_assigned_at: now })
    .where('operator_id', '=', operatorId)
    .execute()
  conversation.assigned_operator_id = operatorId
  return appendMessage(
    trx,
    conversation,
    { sender: 'system', system: 'assigned', body: '', operatorId: Number(operatorId) },
    now,
  )
}

/** A player's message to a locked conversation: reopens it and finds it an agent when it has none. */
async function appendFromPlayer(
  trx: Db,
  conversation: ConversationRow,
  message: NewMessage,
  language: string,
  now: Date,
) {
  const added: MessageRow[] = []
  if (conversation.status === 'resolved') {
    await trx
      .updateTable('chat_conversations')
      .set({ status: 'open' })
      .where('id', '=', conversation.id)
      .execute()
    conversation.status = 'open'
  }
  await trx.updateTable('chat_conversations').set({ language }).where('id', '=', conversation.id).execute()
  added.push(await appendMessage(trx, conversation, message, now))
  if (conversation.assigned_operator_id === null) {
    const assigned = await assignToFreeAgent(trx, conversation, now)
    if (assigned) added.push(assigned)
  }
  return added
}

/**
 * Stores a message once per client message id, in the conversation `lock` finds and locks: a
 * resend returns the stored message and tells nobody again; otherwise `append` adds the message
 * (and any lines that go with it), and the sockets hear of them once the transaction has committed.
 */
export async function storeOnce(
  db: Db,
  bus: Bus,
  log: StructuredLog,
  lock: (trx: Db) => Promise<ConversationRow>,
  clientMsgId: string,
  now: Date,
  append: (trx: Db, conversation: ConversationRow) => Promise<{ message: MessageRow; added: MessageRow[] }>,
): Promise<SupportMessage> {
  const { stored, outcome } = await db.transaction().execute(async (trx) => {
    const conversation = await lock(trx)
    const existing = await selectMessageByClientId(trx, conversation.id, clientMsgId)
    if (existing) return { stored: existing, outcome: undefined }
    const { message, added } = await append(trx, conversation)
    return { stored: message, outcome: { conversationId: conversation.id, messages: added } }
  })
  if (outcome) await announce(db, bus, log, outcome, now)
  return toSupportMessage(stored)
}

/**
 * Stores the player's message once per client message id: a resend returns the stored message
 * and tells nobody again. The conversation is made on the first message.
 */
export async function sendPlayerMessage(
  db: Db,
  bus: Bus,
  log: StructuredLog,
  identity: SupportIdentity,
  language: Language,
  input: SupportSend,
  now: Date,
): Promise<SupportMessage> {
  if (!input.body && !input.image_id) throw new AppError('SUPPORT_MESSAGE_EMPTY', 400)
  const lock = (trx: Db) => lockConversationOf(trx, identity, language, now)
  return storeOnce(db, bus, log, lock, input.client_msg_id, now, async (trx, conversation) => {
    if (input.image_id) {
      const image = await trx
        .selectFrom('chat_images')
        .select('id')
        .where('id', '=', input.image_id)
        .where('conversation_id', '=', conversation.id)
        .executeTakeFirst()
      if (!image) throw new AppError('NOT_FOUND', 404)
    }
    const added = await appendFromPlayer(
      trx,
      conversation,
      {
        sender: 'player',
        body: input.body,
        clientMsgId: input.client_msg_id,
        ...(input.image_id ? { imageId: input.image_id } : {}),
      },
      language,
      now,
    )
    return { message: added[0] as MessageRow, added }
  })
}

/**
 * Keeps an image for the conversation when its bytes are one of the accepted image types (the
 * bytes decide, whatever the request claims) and it is small enough.
 */
export async function storeImage(
  db: Db,
  identity: SupportIdentity,
  language: Language,
  bytes: Buffer,
  now: Date,
): Promise<SupportImage> {
  if (bytes.length > SUPPORT_IMAGE_MAX_BYTES) {
    throw new AppError('SUPPORT_IMAGE_TOO_LARGE', 413, { limit: SUPPORT_IMAGE_MAX_BYTES / 1024 / 1024 })
  }
  const contentType = sniffImageType(bytes)
  if (!contentType) throw new AppError('SUPPORT_IMAGE_TYPE', 415)
  const id = crypto.randomUUID().replaceAll('-', '')
  await db.transaction().execute(async (trx) => {
    const conversation = await lockConversationOf(trx, identity, language, now)
    await trx
      .insertInto('chat_images')
      .values({ id, conversation_id: conversation.id, content_type: contentType, bytes, created_at: now })
      .execute()
  })
  return { image_id: id, image_url: `${SUPPORT_IMAGE_PATH}/${id}` }
}

export async function loadImage(db: Db, id: string) {
  const image = await db
    .selectFrom('chat_images')
    .select(['content_type', 'bytes'])
    .where('id', '=', id)
    .executeTakeFirst()
  if (!image) throw new AppError('NOT_FOUND', 404)
  return image
}

/** The player has read up to `seq` (never beyond the last message, never backwards). */
export async function markPlayerRead(
  db: Db,
  bus: Bus,
  identity: SupportIdentity,
  seq: number,
  now: Date,
): Promise<SupportState> {
  const row = await selectConversationOf(db, identity)
  if (!row) return supportState(db, row, now)
  const updated = await db
    .updateTable('chat_conversations')
    .set({ player_read_seq: sql<number>`greatest(player_read_seq, least(${seq}::int, last_seq))` })
    .where('id', '=', row.id)
    .returning('player_read_seq')
    .executeTakeFirstOrThrow()
  row.player_read_seq = updated.player_read_seq
  await bus.publish({
    channel: 'support',
    supportKey: supportKey(identity),
    data: { kind: 'read', conversation_id: Number(row.id), reader: 'player', seq: updated.player_read_seq },
  })
  return supportState(db, row, now)
}

/** No agent is online: the message waits in the queue with an address to answer. */
export async function leaveOfflineMessage(
  db: Db,
  bus: Bus,
  log: StructuredLog,
  identity: SupportIdentity,
  language: Language,
  input: { email: string; body: string; client_msg_id: string },
  now: Date,
): Promise<SupportMessage> {
  const lock = (trx: Db) => lockConversationOf(trx, identity, language, now)
  return storeOnce(db, bus, log, lock, input.client_msg_id, now, async (trx, conversation) => {
    await trx
      .updateTable('chat_conversations')
      .set({ contact_email: input.email })
      .where('id', '=', conversation.id)
      .execute()
    const added = await appendFromPlayer(
      trx,
      conversation,
      { sender: 'player', body: input.body, clientMsgId: input.client_msg_id },
      language,
      now,
    )
    added.push(await appendMessage(trx, conversation, { sender: 'system', system: 'offline', body: '' }, now))
    return { message: added[0] as MessageRow, added }
  })
}

/** The player rates a resolved conversation, once per resolution. */
export async function rateConversation(
  db: Db,
  bus: Bus,
  log: StructuredLog,
  identity: SupportIdentity,
  input: { rating: number; comment: string },
  now: Date,
): Promise<SupportState> {
  const outcome = await db.transaction().execute(async (trx) => {
    const conversation = await selectConversationOf(trx, identity, true)
    if (conversation?.status !== 'resolved') throw new AppError('SUPPORT_NOT_RESOLVED', 409)
    await trx
      .updateTable('chat_conversations')
      .set({ rating: input.rating, rating_comment: input.comment || null })
      .where('id', '=', conversation.id)
      .execute()
    conversation.rating = input.rating
    const line = await appendMessage(
      trx,
      conversation,
      { sender: 'system', system: 'rated', body: String(input.rating) },
      now,
    )
    return { conversationId: conversation.id, messages: [line] }
  })
  await announce(db, bus, log, outcome, now)
  return supportState(db, await selectConversationOf(db, identity), now)
}

/**
 * At sign-in, the guest's conversation becomes the player's: it moves whole when the player has
 * none, or its messages follow the player's own, renumbered after them, when the player has one.
 */
export async function adoptGuestConversation(
  db: Db,
  bus: Bus,
  log: StructuredLog,
  guestId: string,
  userId: number,
  now: Date,
): Promise<void> {
  const outcome = await db.transaction().execute(async (trx) => {
    const guest = await selectConversationOf(trx, { kind: 'guest', guestId }, true)
    if (!guest) return undefined
    const own = await selectConversationOf(trx, { kind: 'player', userId }, true)
    if (!own) {
      await trx
        .updateTable('chat_conversations')
        .set({ user_id: String(userId), guest_id: null, updated_at: now })
        .where('id', '=', guest.id)
        .execute()
      return { conversationId: guest.id, messages: [] }
    }
    const moved = guest.last_seq
    await trx
      .updateTable('chat_messages')
      .set({ conversation_id: own.id, seq: sql<number>`seq + ${own.last_seq}::int` })
      .where('conversation_id', '=', guest.id)
      .execute()
    await trx
      .updateTable('chat_images')
      .set({ conversation_id: own.id })
      .where('conversation_id', '=', guest.id)
      .execute()
    await trx
      .updateTable('chat_conversations')
      .set({
        last_seq: own.last_seq + moved,
        last_player_seq:
          guest.last_player_seq > 0 ? own.last_seq + guest.last_player_seq : own.last_player_seq,
        last_message: moved > 0 ? guest.last_message : own.last_message,
        contact_email: own.contact_email ?? guest.contact_email,
        status: moved > 0 ? 'open' : own.status,
        updated_at: now,
      })
      .where('id', '=', own.id)
      .execute()
    await trx.deleteFrom('chat_conversations').where('id', '=', guest.id).execute()
    return { conversationId: own.id, messages: [] }
  })
  if (outcome) await announce(db, bus, log, outcome, now)
}

/** The conversation's id of an identity, for the socket's typing signal; undefined before the first message. */
export async function conversationIdOf(db: Db, identity: SupportIdentity): Promise<number | undefined> {
  const row = await selectConversationOf(db, identity)
  return row ? Number(row.id) : undefined
}

// The agents' side

export { assignTo, identityOf, supportState }
