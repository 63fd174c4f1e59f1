import type {
  DeskAgent,
  DeskConversation,
  DeskConversationDetail,
  DeskPlayer,
  SupportMessage,
} from '@app/contract'
import { MESSAGE_SYNC_MAX } from '@app/contract'
import type { Db } from '../../db/database'
import { AppError } from '../../errors/app-error'
import type { StructuredLog } from '../../logger'
import type { Bus } from '../../realtime/bus'
import { changeLog, memberAccount } from '../wallet/wallet.service'
import { supportKey } from './chat-tokens'
import {
  appendMessage,
  countOnlineAgents,
  lockAgentLoad,
  type MessageRow,
  selectAgents,
  selectConversationById,
  selectMessagesAfter,
} from './support.repository'
import {
  announce,
  assignTo,
  type DeskConversationRow,
  deskConversation,
  deskConversationsQuery,
  identityOf,
  storeOnce,
  toDeskConversation,
  toSupportMessage,
} from './support.service'

/** How many of a player's latest balance changes the desk shows beside the chat. */
const RECENT_TRANSACTIONS = 10

export type DeskQueue = 'unassigned' | 'mine' | 'open' | 'resolved'

async function agentRow(db: Db, operatorId: number, now: Date) {
  await db
    .insertInto('support_agents')
    .values({ operator_id: String(operatorId), last_seen_at: now })
    .onConflict((conflict) => conflict.doNothing())
    .execute()
  const agents = await selectAgents(db, now, false)
  const agent = agents.find((row) => row.operator_id === String(operatorId))
  if (!agent) throw new Error(`support agent ${operatorId} vanished`)
  return agent
}

export async function deskAgent(
  db: Db,
  operatorId: number,
  roles: readonly string[],
  now: Date,
): Promise<DeskAgent> {
  const agent = await agentRow(db, operatorId, now)
  return {
    operator_id: operatorId,
    name: agent.nickname,
    roles: [...roles],
    available: agent.available,
    max_open_chats: agent.max_open_chats,
    open_chats: agent.open_chats,
  }
}

/** Every support agent, for assigning a chat to someone else. */
export async function listAgents(db: Db, now: Date): Promise<DeskAgent[]> {
  const agents = await selectAgents(db, now, false)
  return agents.map((agent) => ({
    operator_id: Number(agent.operator_id),
    name: agent.nickname,
    roles: [],
    available: agent.available && now.getTime() - agent.last_seen_at.getTime() < 60_000,
    max_open_chats: agent.max_open_chats,
    open_chats: agent.open_chats,
  }))
}

/**
 * The agent says whether it takes chats, and is seen now (the desk repeats it as a heartbeat).
 * Becoming available takes the waiting queue, oldest first, up to the agent's cap.
 */
export async function setPresence(
  db: Db,
  bus: Bus,
  log: StructuredLog,
  operatorId: number,
  roles: readonly string[],
  available: boolean,
  now: Date,
): Promise<DeskAgent> {
  await agentRow(db, operatorId, now)
  const onlineBefore = await countOnlineAgents(db, now)
  await db
    .updateTable('support_agents')
    .set({ available, last_seen_at: now })
    .where('operator_id', '=', String(operatorId))
    .execute()
  const onlineAfter = await countOnlineAgents(db, now)
  // Every open support panel learns at once that someone answers now, or that nobody does.
  if (onlineAfter !== onlineBefore) {
    await bus.publish({ channel: 'everySupport', data: { kind: 'agents', agents_online: onlineAfter } })
  }
  if (available) await takeWaitingChats(db, bus, log, operatorId, now)
  return deskAgent(db, operatorId, roles, now)
}

async function takeWaitingChats(db: Db, bus: Bus, log: StructuredLog, operatorId: number, now: Date) {
  const waiting = await db
    .selectFrom('chat_conversations')
    .select('id')
    .where('status', '=', 'open')
    .where('assigned_operator_id', 'is', null)
    .orderBy('updated_at')
    .limit(50)
    .execute()
  for (const { id } of waiting) {
    try {
      await assign(db, bus, log, operatorId, Number(id), operatorId, now)
    } catch (error) {
      if (error instanceof AppError && error.key === 'SUPPORT_AGENT_FULL') return
      throw error
    }
  }
}

export async function listConversations(
  db: Db,
  operatorId: number,
  queue: DeskQueue,
): Promise<DeskConversation[]> {
  let query = deskConversationsQuery(db)
    // A guest who only opened the panel has written nothing: not a conversation yet.
    .where('chat_conversations.last_seq', '>', 0)
  if (queue === 'resolved') query = query.where('chat_conversations.status', '=', 'resolved')
  else query = query.where('chat_conversations.status', '=', 'open')
  if (queue === 'unassigned') query = query.where('chat_conversations.assigned_operator_id', 'is', null)
  if (queue === 'mine')
    query = query.where('chat_conversations.assigned_operator_id', '=', String(operatorId))
  const rows: DeskConversationRow[] = await query
    .orderBy('chat_conversations.updated_at', queue === 'resolved' ? 'desc' : 'asc')
    .limit(200)
    .execute()
  return rows.map(toDeskConversation)
}

async function deskPlayer(db: Db, userId: number): Promise<DeskPlayer | null> {
  const user = await db
    .selectFrom('users')
    .select(['nickname', 'email', 'area_code', 'phone', 'created_at'])
    .where('id', '=', String(userId))
    .executeTakeFirst()
  if (!user) return null
  const [account, log] = await Promise.all([
    memberAccount(db, userId),
    changeLog(db, userId, { start: 0, limit: RECENT_TRANSACTIONS }),
  ])
  return {
    user_id: userId,
    nickname: user.nickname,
    email: user.email,
    phone: user.phone ? `+${user.area_code ?? ''} ${user.phone}` : null,
    vip_level: account.vip.level,
    balance: account.score,
    registered_at: user.created_at.toISOString(),
    recent_transactions: log.list.map((entry) => ({
      id: Number(entry.id),
      kind: log.kinds[String(entry.kind)] ?? String(entry.kind),
      amount: entry.amount,
      created_at: entry.created_at,
    })),
  }
}

export async function conversationDetail(db: Db, id: number): Promise<DeskConversationDetail> {
  const conversation = await deskConversation(db, String(id))
  if (!conversation) throw new AppError('NOT_FOUND', 404)
  const messages: MessageRow[] = []
  for (;;) {
    const page = await selectMessagesAfter(db, String(id), messages.at(-1)?.seq ?? 0, MESSAGE_SYNC_MAX)
    messages.push(...page)
    if (page.length < MESSAGE_SYNC_MAX) break
  }
  return {
    conversation,
    messages: messages.map(toSupportMessage),
    player: conversation.user_id === null ? null : await deskPlayer(db, conversation.user_id),
  }
}

/**
 * An agent's answer, stored once per client message id. Answering an unassigned chat takes it
 * when the agent has room; answering a resolved one opens it again.
 */
export async function replyAsAgent(
  db: Db,
  bus: Bus,
  log: StructuredLog,
  operatorId: number,
  id: number,
  input: { client_msg_id: string; body: string },
  now: Date,
): Promise<SupportMessage> {
  const lock = async (trx: Db) => {
    const conversation = await selectConversationById(trx, id, true)
    if (!conversation) throw new AppError('NOT_FOUND', 404)
    return conversation
  }
  return storeOnce(db, bus, log, lock, input.client_msg_id, now, async (trx, conversation) => {
    const added: MessageRow[] = []
    if (conversation.status === 'resolved') {
      await trx
        .updateTable('chat_conversations')
        .set({ status: 'open' })
        .where('id', '=', conversation.id)
        .execute()
      conversation.status = 'open'
      added.push(
        await appendMessage(
          trx,
          conversation,
          { sender: 'system', system: 'reopened', body: '', operatorId },
          now,
        ),
      )
    }
    if (conversation.assigned_operator_id === null) {
      const load = await lockAgentLoadOf(trx, operatorId)
      if (load.openChats < load.maxOpenChats)
        added.push(await assignTo(trx, conversation, String(operatorId), now))
    }
    const reply = await appendMessage(
      trx,
      conversation,
      { sender: 'agent', body: input.body, operatorId, clientMsgId: input.client_msg_id },
      now,
    )
    added.push(reply)
    return { message: reply, added }
  })
}

async function lockAgentLoadOf(trx: Db, operatorId: number) {
  await trx
    .insertInto('support_agents')
    .values({ operator_id: String(operatorId), last_seen_at: new Date(0) })
    .onConflict((conflict) => conflict.doNothing())
    .execute()
  const load = await lockAgentLoad(trx, String(operatorId))
  if (!load) throw new Error(`support agent ${operatorId} vanished`)
  return load
}

/** Gives the chat to an agent (the caller, or another support operator) within their cap. */
export async function assign(
  db: Db,
  bus: Bus,
  log: StructuredLog,
  operatorId: number,
  id: number,
  targetOperatorId: number,
  now: Date,
): Promise<DeskConversation> {
  const outcome = await db.transaction().execute(async (trx) => {
    const conversation = await selectConversationById(trx, id, true)
    if (!conversation) throw new AppError('NOT_FOUND', 404)
    if (conversation.assigned_operator_id === String(targetOperatorId)) {
      return { conversationId: conversation.id, messages: [] }
    }
    const target = await trx
      .selectFrom('operator_roles')
      .select('user_id')
      .where('user_id', '=', String(targetOperatorId))
      .where('role', 'in', ['support', 'admin'])
      .executeTakeFirst()
    if (!target) throw new AppError('NOT_FOUND', 404)
    const load = await lockAgentLoadOf(trx, targetOperatorId)
    if (conversation.status === 'open' && load.openChats >= load.maxOpenChats) {
      throw new AppError('SUPPORT_AGENT_FULL', 409)
    }
    const line = await assignTo(trx, conversation, String(targetOperatorId), now)
    log.info({ operatorId, conversationId: id, assignedTo: targetOperatorId }, 'support chat assigned')
    return { conversationId: conversation.id, messages: [line] }
  })
  await announce(db, bus, log, outcome, now)
  return deskConversationOrThrow(db, id)
}

async function deskConversationOrThrow(db: Db, id: number) {
  const conversation = await deskConversation(db, String(id))
  if (!conversation) throw new AppError('NOT_FOUND', 404)
  return conversation
}

/** Resolves or reopens the chat, with a line in it that the player sees. */
export async function setStatus(
  db: Db,
  bus: Bus,
  log: StructuredLog,
  operatorId: number,
  id: number,
  status: 'open' | 'resolved',
  now: Date,
): Promise<DeskConversation> {
  const outcome = await db.transaction().execute(async (trx) => {
    const conversation = await selectConversationById(trx, id, true)
    if (!conversation) throw new AppError('NOT_FOUND', 404)
    if (conversation.status === status) return { conversationId: conversation.id, messages: [] }
    await trx
      .updateTable('chat_conversations')
      .set({ status, ...(status === 'resolved' ? { rating: null, rating_comment: null } : {}) })
      .where('id', '=', conversation.id)
      .execute()
    conversation.status = status
    const line = await appendMessage(
      trx,
      conversation,
      { sender: 'system', system: status === 'resolved' ? 'resolved' : 'reopened', body: '', operatorId },
      now,
    )
    return { conversationId: conversation.id, messages: [line] }
  })
  await announce(db, bus, log, outcome, now)
  return deskConversationOrThrow(db, id)
}

/** The agents have read up to `seq`: the player's messages up to it show as read. */
export async function markAgentRead(db: Db, bus: Bus, id: number, seq: number): Promise<DeskConversation> {
  const conversation = await selectConversationById(db, id)
  if (!conversation) throw new AppError('NOT_FOUND', 404)
  const readSeq = Math.max(conversation.agent_read_seq, Math.min(seq, conversation.last_seq))
  if (readSeq !== conversation.agent_read_seq) {
    await db
      .updateTable('chat_conversations')
      .set({ agent_read_seq: readSeq })
      .where('id', '=', conversation.id)
      .where('agent_read_seq', '<', readSeq)
      .execute()
    await bus.publish({
      channel: 'support',
      supportKey: supportKey(identityOf(conversation)),
      data: { kind: 'read', conversation_id: id, reader: 'agent', seq: readSeq },
    })
  }
  const summary = await deskConversationOrThrow(db, id)
  await bus.publish({ channel: 'desk', data: { kind: 'conversation', conversation: summary } })
  return summary
}
