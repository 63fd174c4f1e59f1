import type {
  ContentPageQuery,
  MarkReadResult,
  MessagesEvent,
  OperatorMessagesQuery,
  OperatorPrivateMessage,
  PrivateMessage,
  PrivateMessageEdit,
  PrivateMessageInput,
  PrivateMessagePage,
  UnreadCount,
} from '@app/contract'
import { type Language, pickLocalized } from '@app/domain'
import type { Db } from '../../db/database'
import { AppError } from '../../errors/app-error'
import type { Bus } from '../../realtime/bus'
import { recordOperatorAction } from '../audit/audit.service'
import { storedTexts } from '../player-content/player-content.service'
import {
  countInbox,
  type Inbox,
  insertMessage,
  insertRead,
  insertReadsForInbox,
  type MessageValues,
  selectInbox,
  selectInboxMessage,
  selectMessages,
  updateMessage,
} from './private-messages.repository'

export type { Inbox }

/** Where structured log lines go (the request's pino logger). */
export type Log = {
  info(details: object, message: string): void
  warn(details: object, message: string): void
}

type InboxRow = Awaited<ReturnType<typeof selectInbox>>[number]

function toPrivateMessage(row: InboxRow, language: Language): PrivateMessage {
  return {
    id: Number(row.id),
    title: pickLocalized(row.title, language),
    content: pickLocalized(row.body, language),
    is_broadcast: row.user_id === null,
    is_read: row.read_at !== null,
    sent_at: row.publish_at.toISOString(),
    expires_at: row.expires_at?.toISOString() ?? null,
  }
}

/** A page of the player's messages, newest first, with the inbox's unread count. */
export async function listInbox(
  db: Db,
  inbox: Inbox,
  language: Language,
  page: ContentPageQuery,
): Promise<PrivateMessagePage> {
  const [rows, counts] = await Promise.all([selectInbox(db, inbox, page), countInbox(db, inbox)])
  return { list: rows.map((row) => toPrivateMessage(row, language)), ...counts }
}

/** One of the player's messages; another player's message is 404, as if it did not exist. */
export async function getInboxMessage(db: Db, inbox: Inbox, language: Language, id: number) {
  const row = await selectInboxMessage(db, inbox, id)
  if (!row) throw new AppError('NOT_FOUND', 404, { id })
  return toPrivateMessage(row, language)
}

export async function unreadCount(db: Db, inbox: Inbox): Promise<UnreadCount> {
  return { unread: (await countInbox(db, inbox)).unread }
}

/** Tells the player's other open pages their new unread count; a bus failure only loses the push. */
async function pushUnreadCount(bus: Bus, log: Log, userId: number, event: MessagesEvent) {
  try {
    await bus.publish({ topic: 'messages', userId, data: event })
  } catch (error) {
    log.warn({ err: error, userId }, 'unread count not pushed')
  }
}

/** Marks one of the player's messages read (again is harmless); 404 for a message not in the inbox. */
export async function markRead(
  db: Db,
  bus: Bus,
  log: Log,
  inbox: Inbox,
  id: number,
): Promise<MarkReadResult> {
  const row = await selectInboxMessage(db, inbox, id)
  if (!row) throw new AppError('NOT_FOUND', 404, { id })
  const marked = row.read_at === null ? await insertRead(db, inbox.userId, id, inbox.now) : 0
  const { unread } = await countInbox(db, inbox)
  if (marked > 0)
    await pushUnreadCount(bus, log, inbox.userId, { type: 'unreadCount', unread, message_id: null })
  return { marked, unread }
}

/** Marks every message of the player's inbox read. */
export async function markAllRead(db: Db, bus: Bus, log: Log, inbox: Inbox): Promise<MarkReadResult> {
  const marked = await insertReadsForInbox(db, inbox)
  const { unread } = await countInbox(db, inbox)
  if (marked > 0)
    await pushUnreadCount(bus, log, inbox.userId, { type: 'unreadCount', unread, message_id: null })
  return { marked, unread }
}

// Back office

type StoredMessage = Awaited<ReturnType<typeof insertMessage>>

function toOperatorMessage(row: StoredMessage): OperatorPrivateMessage {
  return {
    id: Number(row.id),
    user_id: row.user_id === null ? null : Number(row.user_id),
    brand: row.brand,
    title: row.title,
    body: row.body,
    publish_at: row.publish_at.toISOString(),
    expires_at: row.expires_at?.toISOString() ?? null,
    created_by: row.created_by === null ? null : Number(row.created_by),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  }
}

function messageValues(input: PrivateMessageEdit, now: Date): MessageValues {
  const publishAt = input.publish_at === undefined ? now : new Date(input.publish_at)
  const expiresAt = input.expires_at === null ? null : new Date(input.expires_at)
  // Without a publish time the message goes out now, so its expiry must still lie ahead.
  if (expiresAt !== null && expiresAt <= publishAt) {
    throw new AppError('VALIDATION_FAILED', 400, { field: 'expires_at' })
  }
  return {
    brand: input.brand,
    title: storedTexts(input.title),
    body: storedTexts(input.body),
    publish_at: publishAt,
    expires_at: expiresAt,
  }
}

const isForeignKeyViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '23503'

const isLiveAt = (message: { publish_at: Date; expires_at: Date | null }, now: Date) =>
  message.publish_at <= now && (message.expires_at === null || message.expires_at > now)

export type MessageSending = { db: Db; bus: Bus; log: Log; brand: Inbox['brand'] }

/**
 * Tells the recipients of a live message: the player their new unread count, or every
 * signed-in player that a broadcast arrived. A message scheduled for later is not pushed.
 */
async function announce({ db, bus, log, brand }: MessageSending, row: StoredMessage, now: Date) {
  if (!isLiveAt(row, now) || (row.brand !== null && row.brand !== brand)) return
  const messageId = Number(row.id)
  if (row.user_id === null) {
    try {
      await bus.publish({
        topic: 'messages',
        toEveryPlayer: true,
        data: { type: 'broadcastMessage', message_id: messageId },
      })
    } catch (error) {
      log.warn({ err: error, messageId }, 'broadcast message not pushed')
    }
    return
  }
  const userId = Number(row.user_id)
  const { unread } = await countInbox(db, { userId, brand, now })
  await pushUnreadCount(bus, log, userId, { type: 'unreadCount', unread, message_id: messageId })
}

/** Sends a message to one player or to every player, logged with the operator, and pushes it. */
export async function sendPrivateMessage(
  sending: MessageSending,
  operatorId: number,
  input: PrivateMessageInput,
  now: Date,
): Promise<OperatorPrivateMessage> {
  const values = messageValues(input, now)
  let row: StoredMessage
  try {
    row = await sending.db.transaction().execute(async (trx) => {
      const inserted = await insertMessage(
        trx,
        { ...values, user_id: input.user_id, created_by: operatorId },
        now,
      )
      await recordOperatorAction(
        trx,
        {
          operatorId,
          action: 'message.send',
          target:
            input.user_id === null
              ? `message:${inserted.id}:everyone`
              : `message:${inserted.id}:user:${input.user_id}`,
          reason: null,
          details: { brand: input.brand },
        },
        now,
      )
      return inserted
    })
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new AppError('UNKNOWN_PLAYER', 404, { field: 'user_id' })
    throw error
  }
  sending.log.info(
    { messageId: Number(row.id), userId: input.user_id, isBroadcast: input.user_id === null, operatorId },
    'private message sent',
  )
  await announce(sending, row, now)
  return toOperatorMessage(row)
}

/** Replaces a message's texts and window; its recipient stays. 404 when it does not exist. */
export async function editPrivateMessage(
  sending: MessageSending,
  operatorId: number,
  id: number,
  input: PrivateMessageEdit,
  now: Date,
): Promise<OperatorPrivateMessage> {
  const values = messageValues(input, now)
  const row = await sending.db.transaction().execute(async (trx) => {
    const updated = await updateMessage(trx, id, values, now)
    if (!updated) throw new AppError('NOT_FOUND', 404, { id })
    await recordOperatorAction(
      trx,
      {
        operatorId,
        action: 'message.edit',
        target: `message:${id}`,
        reason: null,
        details: { brand: input.brand },
      },
      now,
    )
    return updated
  })
  // A player's count may change with the window (published now, or expired); broadcasts are
  // not pushed again on an edit.
  if (row.user_id !== null) {
    const userId = Number(row.user_id)
    const { unread } = await countInbox(sending.db, { userId, brand: sending.brand, now })
    await pushUnreadCount(sending.bus, sending.log, userId, { type: 'unreadCount', unread, message_id: null })
  }
  return toOperatorMessage(row)
}

export async function listOperatorMessages(
  db: Db,
  query: OperatorMessagesQuery,
): Promise<OperatorPrivateMessage[]> {
  return (await selectMessages(db, { userId: query.user_id, start: query.start, limit: query.limit })).map(
    toOperatorMessage,
  )
}
