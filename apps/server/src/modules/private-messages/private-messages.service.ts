import {
  type ContentPageQuery,
  type MarkReadResult,
  type MessageAudience,
  type MessageRecipients,
  type MessagesEvent,
  type OperatorMessagesQuery,
  type OperatorPrivateMessage,
  type OperatorPrivateMessagePage,
  type PrivateMessage,
  type PrivateMessageEdit,
  type PrivateMessageInput,
  type PrivateMessagePage,
  type UnreadCount,
  ZMessageAudience,
} from '@app/contract'
import { type Language, operatorMay, pickLocalized } from '@app/domain'
import { isForeignKeyViolation } from '../../db/constraint-violations'
import type { Db } from '../../db/database'
import { AppError } from '../../errors/app-error'
import type { Bus } from '../../realtime/bus'
import { playerOrThrow } from '../accounts/players.service'
import { recordOperatorAction } from '../audit/audit.service'
import { storedTexts } from '../player-content/player-content.service'
import { listVipThresholds } from '../vip/vip.service'
import {
  countInbox,
  countMessages,
  countRecipients,
  type Inbox,
  insertMessage,
  insertRead,
  insertReadsForInbox,
  insertRecipients,
  type MessageValues,
  markDelivered,
  type RecipientRule,
  selectDueMessageIds,
  selectInbox,
  selectInboxMessage,
  selectMessageForUpdate,
  selectMessages,
  selectRecipientIds,
  selectUndeliveredForUpdate,
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

/** Who a stored message goes to: its segment, else its player, else every player. */
function audienceOf(row: StoredMessage): MessageAudience {
  if (row.segment !== null) return ZMessageAudience.parse(row.segment)
  return row.user_id === null ? { kind: 'everyone' } : { kind: 'player', user_id: Number(row.user_id) }
}

function toOperatorMessage(row: StoredMessage): OperatorPrivateMessage {
  return {
    id: Number(row.id),
    user_id: row.user_id === null ? null : Number(row.user_id),
    audience: audienceOf(row),
    brand: row.brand,
    title: row.title,
    body: row.body,
    publish_at: row.publish_at.toISOString(),
    expires_at: row.expires_at?.toISOString() ?? null,
    state: row.delivered_at === null ? 'scheduled' : 'sent',
    recipients: row.recipients,
    created_by: row.created_by === null ? null : Number(row.created_by),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  }
}

/** What an operator sets on a message, as the audit log keeps it. */
function messageSnapshot(row: StoredMessage) {
  const { audience, brand, title, body, publish_at, expires_at, state, recipients } = toOperatorMessage(row)
  return { audience, brand, title, body, publish_at, expires_at, state, recipients }
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

/**
 * Who may message whom: support and content write to one player (a player's case, a payout);
 * only content (or admin) writes to everyone or to a segment, which is marketing. 403 otherwise.
 */
function requireDutyFor(roles: readonly string[], audience: MessageAudience) {
  if (audience.kind === 'player') return
  if (!operatorMay(roles, 'content')) throw new AppError('FORBIDDEN', 403, { field: 'audience' })
}

/** The audience of a send: the given one, or the older form's player (user_id) or everyone (null). */
function audienceOfInput(input: PrivateMessageInput): MessageAudience {
  if (input.audience) return input.audience
  return input.user_id == null ? { kind: 'everyone' } : { kind: 'player', user_id: input.user_id }
}

/** The VIP threshold (micro-USDT) of a level, or null when the ladder has no such level. */
async function vipThreshold(db: Db, level: number): Promise<bigint | null> {
  const found = (await listVipThresholds(db)).find((threshold) => threshold.level === level)
  return found ? found.recharge : null
}

/** The SQL rule of an audience as it stands now (a VIP level the ladder lost reaches nobody). */
async function recipientRule(db: Db, audience: MessageAudience): Promise<RecipientRule> {
  switch (audience.kind) {
    case 'player':
      return { kind: 'player', userId: audience.user_id }
    case 'everyone':
      return { kind: 'everyone' }
    case 'vip':
      return { kind: 'vip', minRecharge: await vipThreshold(db, audience.min_level) }
    case 'registered_since':
      return { kind: 'registered_since', since: new Date(audience.since) }
    case 'invitees':
      return { kind: 'invitees', inviterId: audience.inviter_id }
  }
}

/** Refuses an audience naming a player, an inviter or a VIP level that does not exist. */
async function checkAudience(db: Db, audience: MessageAudience): Promise<void> {
  if (audience.kind === 'player') await playerOrThrow(db, audience.user_id)
  if (audience.kind === 'invitees') {
    await playerOrThrow(db, audience.inviter_id).catch((error: unknown) => {
      if (error instanceof AppError && error.key === 'UNKNOWN_PLAYER')
        throw new AppError('UNKNOWN_PLAYER', 404, { field: 'audience.inviter_id' })
      throw error
    })
  }
  if (audience.kind === 'vip' && (await vipThreshold(db, audience.min_level)) === null) {
    throw new AppError('VALIDATION_FAILED', 400, { field: 'audience.min_level' })
  }
}

/** How many players an audience reaches now: the preview before sending. */
export async function previewRecipients(
  db: Db,
  roles: readonly string[],
  audience: MessageAudience,
): Promise<MessageRecipients> {
  requireDutyFor(roles, audience)
  await checkAudience(db, audience)
  return { recipients: await countRecipients(db, await recipientRule(db, audience)) }
}

const isLiveAt = (message: { publish_at: Date; expires_at: Date | null }, now: Date) =>
  message.publish_at <= now && (message.expires_at === null || message.expires_at > now)

/**
 * Sends a message whose time has come, inside the caller's transaction: a segment becomes its
 * recipient rows (who is in it now), and the message is marked as gone out.
 */
async function deliverInside(trx: Db, row: StoredMessage, now: Date): Promise<StoredMessage> {
  if (row.segment === null) return markDelivered(trx, row.id, null, now)
  const recipients = await insertRecipients(trx, row.id, await recipientRule(trx, audienceOf(row)))
  return markDelivered(trx, row.id, recipients, now)
}

/** Whom the server tells about a segment message at most; the others see it on their next read. */
export const MAX_SEGMENT_PUSHES = 1000

export type MessageSending = { db: Db; bus: Bus; log: Log; brand: Inbox['brand'] }

/**
 * Tells the recipients of a message that just went out and is live: each player their new unread
 * count, or every signed-in player that a broadcast arrived.
 */
async function announce({ db, bus, log, brand }: MessageSending, row: StoredMessage, now: Date) {
  if (!isLiveAt(row, now) || (row.brand !== null && row.brand !== brand)) return
  const messageId = Number(row.id)
  if (row.user_id === null && row.segment === null) {
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
  const userIds =
    row.user_id === null ? await selectRecipientIds(db, row.id, MAX_SEGMENT_PUSHES) : [Number(row.user_id)]
  for (const userId of userIds) {
    const { unread } = await countInbox(db, { userId, brand, now })
    await pushUnreadCount(bus, log, userId, { type: 'unreadCount', unread, message_id: messageId })
  }
}

/** The signed-in operator of a back-office call and the roles they hold. */
export type MessageOperator = { id: number; roles: readonly string[] }

/**
 * Sends a message to one player, every player or a segment, now or at its publish time, logged
 * with the operator; one whose time has come goes out (and is pushed) at once.
 */
export async function sendPrivateMessage(
  sending: MessageSending,
  operator: MessageOperator,
  input: PrivateMessageInput,
  now: Date,
): Promise<OperatorPrivateMessage> {
  const audience = audienceOfInput(input)
  requireDutyFor(operator.roles, audience)
  const values = messageValues(input, now)
  await checkAudience(sending.db, audience)
  const isSegment = audience.kind !== 'player' && audience.kind !== 'everyone'
  let row: StoredMessage
  try {
    row = await sending.db.transaction().execute(async (trx) => {
      const inserted = await insertMessage(
        trx,
        {
          ...values,
          user_id: audience.kind === 'player' ? audience.user_id : null,
          segment: isSegment ? audience : null,
          created_by: operator.id,
        },
        now,
      )
      const stored = values.publish_at <= now ? await deliverInside(trx, inserted, now) : inserted
      await recordOperatorAction(
        trx,
        {
          operatorId: operator.id,
          action: 'message.send',
          target: `message:${inserted.id}`,
          reason: null,
          details: { brand: input.brand, audience },
          before: null,
          after: messageSnapshot(stored),
        },
        now,
      )
      return stored
    })
  } catch (error) {
    // The player can be gone between the check and the write.
    if (isForeignKeyViolation(error)) throw new AppError('UNKNOWN_PLAYER', 404, { field: 'user_id' })
    throw error
  }
  sending.log.info(
    { messageId: Number(row.id), audience: audience.kind, state: row.delivered_at ? 'sent' : 'scheduled' },
    'private message sent',
  )
  if (row.delivered_at !== null) await announce(sending, row, now)
  return toOperatorMessage(row)
}

/**
 * Replaces a message's texts and window; its audience stays. A message that has gone out keeps
 * its recipients and cannot be moved back into the future (409 MESSAGE_ALREADY_SENT); a
 * scheduled one moved to now goes out at once. 404 when it does not exist.
 */
export async function editPrivateMessage(
  sending: MessageSending,
  operator: MessageOperator,
  id: number,
  input: PrivateMessageEdit,
  now: Date,
): Promise<OperatorPrivateMessage> {
  const values = messageValues(input, now)
  const { before, row } = await sending.db.transaction().execute(async (trx) => {
    const found = await selectMessageForUpdate(trx, id)
    if (!found) throw new AppError('NOT_FOUND', 404, { id })
    requireDutyFor(operator.roles, audienceOf(found))
    if (found.delivered_at !== null && values.publish_at > now) {
      throw new AppError('MESSAGE_ALREADY_SENT', 409, { field: 'publish_at' })
    }
    const updated = await updateMessage(trx, id, values, now)
    const stored =
      updated.delivered_at === null && updated.publish_at <= now
        ? await deliverInside(trx, updated, now)
        : updated
    await recordOperatorAction(
      trx,
      {
        operatorId: operator.id,
        action: 'message.edit',
        target: `message:${id}`,
        reason: null,
        details: { brand: input.brand },
        before: messageSnapshot(found),
        after: messageSnapshot(stored),
      },
      now,
    )
    return { before: found, row: stored }
  })
  if (before.delivered_at === null && row.delivered_at !== null) await announce(sending, row, now)
  else if (row.user_id !== null) {
    // A player's count may change with the window (published now, or expired); broadcasts and
    // segments are not pushed again on an edit.
    const userId = Number(row.user_id)
    const { unread } = await countInbox(sending.db, { userId, brand: sending.brand, now })
    await pushUnreadCount(sending.bus, sending.log, userId, { type: 'unreadCount', unread, message_id: null })
  }
  return toOperatorMessage(row)
}

/** How many due messages one pass sends at most; the rest go out on the next pass. */
const DELIVERIES_PER_PASS = 100

/**
 * Sends the scheduled messages whose time has come (the sending worker's pass), each in its own
 * transaction, and pushes them; a message another instance is sending is skipped. How many went out.
 */
export async function deliverDueMessages(sending: MessageSending, now: Date): Promise<number> {
  let delivered = 0
  for (const id of await selectDueMessageIds(sending.db, now, DELIVERIES_PER_PASS)) {
    const row = await sending.db.transaction().execute(async (trx) => {
      const due = await selectUndeliveredForUpdate(trx, id)
      return due ? deliverInside(trx, due, now) : undefined
    })
    if (!row) continue
    delivered += 1
    sending.log.info({ messageId: id, recipients: row.recipients }, 'scheduled private message sent')
    await announce(sending, row, now)
  }
  return delivered
}

export async function listOperatorMessages(
  db: Db,
  query: OperatorMessagesQuery,
): Promise<OperatorPrivateMessagePage> {
  const [rows, total] = await Promise.all([
    selectMessages(db, { userId: query.user_id, start: query.start, limit: query.limit }),
    countMessages(db, query.user_id),
  ])
  return { list: rows.map(toOperatorMessage), total }
}
