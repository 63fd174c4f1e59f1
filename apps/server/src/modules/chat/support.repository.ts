import type { SupportSystemKind } from '@app/contract'
import { sql } from 'kysely'
import type { Db } from '../../db/database'
import type { SupportIdentity } from './chat-tokens'

/** An agent counts as online while it says it is available and was seen this recently. */
export const AGENT_ONLINE_WINDOW_MS = 60_000

export const conversationColumns = [
  'chat_conversations.id',
  'chat_conversations.user_id',
  'chat_conversations.guest_id',
  'chat_conversations.language',
  'chat_conversations.status',
  'chat_conversations.assigned_operator_id',
  'chat_conversations.last_seq',
  'chat_conversations.player_read_seq',
  'chat_conversations.agent_read_seq',
  'chat_conversations.last_player_seq',
  'chat_conversations.last_message',
  'chat_conversations.contact_email',
  'chat_conversations.rating',
  'chat_conversations.updated_at',
] as const

export type ConversationRow = Awaited<ReturnType<typeof selectConversationById>> & {}

export function selectConversationById(db: Db, id: number, forUpdate = false) {
  const query = db.selectFrom('chat_conversations').select(conversationColumns).where('id', '=', String(id))
  return (forUpdate ? query.forUpdate() : query).executeTakeFirst()
}

export function selectConversationOf(db: Db, identity: SupportIdentity, forUpdate = false) {
  const query = db
    .selectFrom('chat_conversations')
    .select(conversationColumns)
    .where(
      identity.kind === 'player' ? 'user_id' : 'guest_id',
      '=',
      identity.kind === 'player' ? String(identity.userId) : identity.guestId,
    )
  return (forUpdate ? query.forUpdate() : query).executeTakeFirst()
}

/** The identity's conversation, made on first use, locked for the rest of the transaction. */
export async function lockConversationOf(trx: Db, identity: SupportIdentity, language: string, now: Date) {
  await trx
    .insertInto('chat_conversations')
    .values({
      user_id: identity.kind === 'player' ? String(identity.userId) : null,
      guest_id: identity.kind === 'guest' ? identity.guestId : null,
      language,
      status: 'open',
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) => conflict.doNothing())
    .execute()
  const row = await selectConversationOf(trx, identity, true)
  if (!row) throw new Error('a support conversation vanished inside its own transaction')
  return row
}

const messageColumns = [
  'chat_messages.id',
  'chat_messages.seq',
  'chat_messages.sender',
  'chat_messages.system',
  'chat_messages.body',
  'chat_messages.image_id',
  'chat_messages.client_msg_id',
  'chat_messages.created_at',
  'agents.nickname as agent_name',
] as const

function messagesQuery(db: Db, conversationId: string) {
  return db
    .selectFrom('chat_messages')
    .leftJoin('users as agents', 'agents.id', 'chat_messages.operator_id')
    .select(messageColumns)
    .where('chat_messages.conversation_id', '=', conversationId)
}

export type MessageRow = Awaited<ReturnType<typeof selectMessagesAfter>>[number]

/** Messages after a seq, oldest first. */
export function selectMessagesAfter(db: Db, conversationId: string, afterSeq: number, limit: number) {
  return messagesQuery(db, conversationId)
    .where('chat_messages.seq', '>', afterSeq)
    .orderBy('chat_messages.seq')
    .limit(limit)
    .execute()
}

/** The newest messages before a seq (or the newest of all), newest first. */
export function selectMessagesBefore(
  db: Db,
  conversationId: string,
  beforeSeq: number | undefined,
  limit: number,
) {
  let query = messagesQuery(db, conversationId)
  if (beforeSeq !== undefined) query = query.where('chat_messages.seq', '<', beforeSeq)
  return query.orderBy('chat_messages.seq', 'desc').limit(limit).execute()
}

export function selectMessageByClientId(db: Db, conversationId: string, clientMsgId: string) {
  return messagesQuery(db, conversationId)
    .where('chat_messages.client_msg_id', '=', clientMsgId)
    .executeTakeFirst()
}

export type NewMessage = {
  sender: 'player' | 'agent' | 'system'
  body: string
  operatorId?: number
  system?: SupportSystemKind
  imageId?: string
  clientMsgId?: string
}

/**
 * Appends a message to a locked conversation at the next seq and moves the conversation's
 * summary with it. The caller holds the conversation's row lock, so seqs never collide or skip.
 */
export async function appendMessage(trx: Db, conversation: ConversationRow, message: NewMessage, now: Date) {
  const seq = conversation.last_seq + 1
  const inserted = await trx
    .insertInto('chat_messages')
    .values({
      conversation_id: conversation.id,
      seq,
      sender: message.sender,
      operator_id: message.operatorId === undefined ? null : String(message.operatorId),
      system: message.system ?? null,
      body: message.body,
      image_id: message.imageId ?? null,
      client_msg_id: message.clientMsgId ?? null,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const fromPlayer = message.sender === 'player'
  await trx
    .updateTable('chat_conversations')
    .set({
      last_seq: seq,
      updated_at: now,
      ...(message.sender === 'system' ? {} : { last_message: message.body || '[image]' }),
      ...(fromPlayer ? { last_player_seq: seq, player_read_seq: seq } : {}),
      ...(message.sender === 'agent' ? { agent_read_seq: seq } : {}),
    })
    .where('id', '=', conversation.id)
    .execute()
  conversation.last_seq = seq
  if (fromPlayer) {
    conversation.last_player_seq = seq
    conversation.player_read_seq = seq
  }
  if (message.sender === 'agent') conversation.agent_read_seq = seq
  const row = await messagesQuery(trx, conversation.id)
    .where('chat_messages.id', '=', inserted.id)
    .executeTakeFirstOrThrow()
  return row
}

export type AgentRow = {
  operator_id: string
  nickname: string
  available: boolean
  max_open_chats: number
  last_seen_at: Date
  open_chats: number
}

/** Support agents with how many open chats each holds; only those online when asked. */
export async function selectAgents(db: Db, now: Date, onlineOnly: boolean): Promise<AgentRow[]> {
  let query = db
    .selectFrom('support_agents')
    .innerJoin('users', 'users.id', 'support_agents.operator_id')
    .select([
      'support_agents.operator_id',
      'users.nickname',
      'support_agents.available',
      'support_agents.max_open_chats',
      'support_agents.last_seen_at',
      (eb) =>
        eb
          .selectFrom('chat_conversations')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('chat_conversations.assigned_operator_id', '=', 'support_agents.operator_id')
          .where('chat_conversations.status', '=', 'open')
          .as('open_chats'),
    ])
  if (onlineOnly) {
    query = query
      .where('support_agents.available', '=', true)
      .where('support_agents.last_seen_at', '>', new Date(now.getTime() - AGENT_ONLINE_WINDOW_MS))
  }
  const rows = await query
    .orderBy(sql`support_agents.last_assigned_at nulls first`)
    .orderBy('support_agents.operator_id')
    .execute()
  return rows.map((row) => ({ ...row, open_chats: Number(row.open_chats ?? 0) }))
}

export async function countOnlineAgents(db: Db, now: Date): Promise<number> {
  const row = await db
    .selectFrom('support_agents')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('available', '=', true)
    .where('last_seen_at', '>', new Date(now.getTime() - AGENT_ONLINE_WINDOW_MS))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** Locks an agent's row and counts its open chats again, for a cap that holds under races. */
export async function lockAgentLoad(trx: Db, operatorId: string) {
  const agent = await trx
    .selectFrom('support_agents')
    .select(['operator_id', 'max_open_chats'])
    .where('operator_id', '=', operatorId)
    .forUpdate()
    .executeTakeFirst()
  if (!agent) return undefined
  const open = await trx
    .selectFrom('chat_conversations')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('assigned_operator_id', '=', operatorId)
    .where('status', '=', 'open')
    .executeTakeFirstOrThrow()
  return { maxOpenChats: agent.max_open_chats, openChats: Number(open.n) }
}

export async function selectNickname(db: Db, userId: string): Promise<string | null> {
  const row = await db.selectFrom('users').select('nickname').where('id', '=', userId).executeTakeFirst()
  return row?.nickname ?? null
}
