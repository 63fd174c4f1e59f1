import { type Brand, OPERATOR_ROLE, TRANSACTION_STATUS } from '@app/domain'
import { type SqlBool, sql } from 'kysely'
import type { Db } from '../../db/database'

/** Whose inbox is read, on which brand, at what time. */
export type Inbox = { userId: number; brand: Brand; now: Date }

/**
 * The messages an inbox holds: sent to this player, to everyone, or to a segment that had this
 * player in it when it went out; on this brand or every brand, published and not expired. Every player query starts here, so no path reaches another
 * player's message.
 */
function inboxMessages(db: Db, inbox: Inbox) {
  return db
    .selectFrom('player_messages as message')
    .leftJoin('player_message_reads as read', (join) =>
      join.onRef('read.message_id', '=', 'message.id').on('read.user_id', '=', String(inbox.userId)),
    )
    .where((eb) =>
      eb.or([
        eb('message.user_id', '=', String(inbox.userId)),
        // To every player: no player and no segment.
        eb.and([eb('message.user_id', 'is', null), eb('message.segment', 'is', null)]),
        // To a segment the player was in when it was sent.
        eb.exists(
          eb
            .selectFrom('player_message_recipients as recipient')
            .select('recipient.message_id')
            .whereRef('recipient.message_id', '=', 'message.id')
            .where('recipient.user_id', '=', String(inbox.userId)),
        ),
      ]),
    )
    .where((eb) => eb.or([eb('message.brand', 'is', null), eb('message.brand', '=', inbox.brand)]))
    .where('message.publish_at', '<=', inbox.now)
    .where((eb) => eb.or([eb('message.expires_at', 'is', null), eb('message.expires_at', '>', inbox.now)]))
}

const INBOX_COLUMNS = [
  'message.id',
  'message.user_id',
  'message.title',
  'message.body',
  'message.publish_at',
  'message.expires_at',
  'read.read_at',
] as const

/** A page of the inbox, newest first. */
export async function selectInbox(db: Db, inbox: Inbox, page: { start: number; limit: number }) {
  return inboxMessages(db, inbox)
    .select(INBOX_COLUMNS)
    .orderBy('message.publish_at', 'desc')
    .orderBy('message.id', 'desc')
    .offset(page.start)
    .limit(page.limit)
    .execute()
}

/** How many messages the inbox holds, and how many of them are unread. */
export async function countInbox(db: Db, inbox: Inbox): Promise<{ total: number; unread: number }> {
  const row = await inboxMessages(db, inbox)
    .select((eb) => [
      eb.fn.countAll<string>().as('total'),
      sql<string>`count(*) filter (where ${sql.ref('read.read_at')} is null)`.as('unread'),
    ])
    .executeTakeFirstOrThrow()
  return { total: Number(row.total), unread: Number(row.unread) }
}

export async function selectInboxMessage(db: Db, inbox: Inbox, id: number) {
  return inboxMessages(db, inbox)
    .select(INBOX_COLUMNS)
    .where('message.id', '=', String(id))
    .executeTakeFirst()
}

/** Marks one message read for the player; the count of rows written (0 when it was read already). */
export async function insertRead(db: Db, userId: number, messageId: number, now: Date): Promise<number> {
  const result = await db
    .insertInto('player_message_reads')
    .values({ message_id: String(messageId), user_id: String(userId), read_at: now })
    .onConflict((conflict) => conflict.columns(['user_id', 'message_id']).doNothing())
    .executeTakeFirst()
  return Number(result.numInsertedOrUpdatedRows ?? 0n)
}

/** Marks every unread message of the inbox read; the count of messages marked. */
export async function insertReadsForInbox(db: Db, inbox: Inbox): Promise<number> {
  const result = await db
    .insertInto('player_message_reads')
    .columns(['message_id', 'user_id', 'read_at'])
    .expression(
      inboxMessages(db, inbox)
        .where('read.read_at', 'is', null)
        .select((eb) => [
          'message.id',
          eb.val(String(inbox.userId)).as('user_id'),
          sql<Date>`${inbox.now}::timestamptz`.as('read_at'),
        ]),
    )
    .onConflict((conflict) => conflict.columns(['user_id', 'message_id']).doNothing())
    .executeTakeFirst()
  return Number(result.numInsertedOrUpdatedRows ?? 0n)
}

export type MessageValues = {
  brand: string | null
  title: Record<string, string>
  body: Record<string, string>
  publish_at: Date
  expires_at: Date | null
}

const storable = (values: MessageValues) => ({
  ...values,
  title: JSON.stringify(values.title),
  body: JSON.stringify(values.body),
})

export async function insertMessage(
  db: Db,
  message: MessageValues & {
    user_id: number | null
    segment: Record<string, unknown> | null
    created_by: number
  },
  now: Date,
) {
  return db
    .insertInto('player_messages')
    .values({
      ...storable(message),
      user_id: message.user_id === null ? null : String(message.user_id),
      segment: message.segment === null ? null : JSON.stringify(message.segment),
      created_by: String(message.created_by),
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
}

/** One message under a row lock, as an edit finds it. */
export async function selectMessageForUpdate(db: Db, id: number) {
  return db
    .selectFrom('player_messages')
    .selectAll()
    .where('id', '=', String(id))
    .forUpdate()
    .executeTakeFirst()
}

export async function updateMessage(db: Db, id: number, values: MessageValues, now: Date) {
  return db
    .updateTable('player_messages')
    .set({ ...storable(values), updated_at: now })
    .where('id', '=', String(id))
    .returningAll()
    .executeTakeFirstOrThrow()
}

/** Messages for the back office, newest first; to one player (with broadcasts) when userId is given. */
function operatorMessages(db: Db, userId: number | undefined) {
  const query = db.selectFrom('player_messages')
  if (userId === undefined) return query
  const id = String(userId)
  return query.where((eb) =>
    eb.or([
      eb('user_id', '=', id),
      eb.and([eb('user_id', 'is', null), eb('segment', 'is', null)]),
      eb.exists(
        eb
          .selectFrom('player_message_recipients as recipient')
          .select('recipient.message_id')
          .whereRef('recipient.message_id', '=', 'player_messages.id')
          .where('recipient.user_id', '=', id),
      ),
    ]),
  )
}

export async function selectMessages(
  db: Db,
  filter: { userId?: number | undefined; start: number; limit: number },
) {
  return operatorMessages(db, filter.userId)
    .selectAll()
    .orderBy('id', 'desc')
    .offset(filter.start)
    .limit(filter.limit)
    .execute()
}

export async function countMessages(db: Db, userId: number | undefined): Promise<number> {
  const row = await operatorMessages(db, userId)
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow()
  return Number(row.total)
}

// Sending

/**
 * Which players a message reaches, as SQL can find them: one player, every player, players whose
 * credited deposits reach a VIP threshold (null: a level that no longer exists, so nobody),
 * players registered at or after a time, or the players one player invited.
 */
export type RecipientRule =
  | { kind: 'player'; userId: number }
  | { kind: 'everyone' }
  | { kind: 'vip'; minRecharge: bigint | null }
  | { kind: 'registered_since'; since: Date }
  | { kind: 'invitees'; inviterId: number }

/**
 * The player accounts a rule picks. It reads the accounts' and the wallet's tables directly: a
 * segment is one set query over every player, which no per-player service call could answer.
 */
function recipientsOf(db: Db, rule: RecipientRule) {
  const query = db.selectFrom('users').where('users.role', '!=', OPERATOR_ROLE)
  switch (rule.kind) {
    case 'player':
      return query.where('users.id', '=', String(rule.userId))
    case 'everyone':
      return query
    case 'vip':
      if (rule.minRecharge === null) return query.where(sql<SqlBool>`false`)
      return query.where(
        sql<SqlBool>`(select coalesce(sum(deposit.amount), 0) from deposits as deposit
          where deposit.user_id = users.id and deposit.status = ${TRANSACTION_STATUS.success})
          >= ${String(rule.minRecharge)}::bigint`,
      )
    case 'registered_since':
      return query.where('users.created_at', '>=', rule.since)
    case 'invitees':
      return query.where('users.invited_by', '=', String(rule.inviterId))
  }
}

export async function countRecipients(db: Db, rule: RecipientRule): Promise<number> {
  const row = await recipientsOf(db, rule)
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow()
  return Number(row.total)
}

/** Writes a segment message's recipients (again is harmless); how many rows were new. */
export async function insertRecipients(db: Db, messageId: string, rule: RecipientRule): Promise<number> {
  const result = await db
    .insertInto('player_message_recipients')
    .columns(['message_id', 'user_id'])
    .expression(
      recipientsOf(db, rule).select([sql<string>`${messageId}::bigint`.as('message_id'), 'users.id']),
    )
    .onConflict((conflict) => conflict.columns(['user_id', 'message_id']).doNothing())
    .executeTakeFirst()
  return Number(result.numInsertedOrUpdatedRows ?? 0n)
}

/** Some of a segment message's recipients, for pushing their new unread count. */
export async function selectRecipientIds(db: Db, messageId: string, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('player_message_recipients')
    .select('user_id')
    .where('message_id', '=', messageId)
    .orderBy('user_id')
    .limit(limit)
    .execute()
  return rows.map((row) => Number(row.user_id))
}

/** The oldest messages whose send time has come and that have not gone out. */
export async function selectDueMessageIds(db: Db, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('player_messages')
    .select('id')
    .where('delivered_at', 'is', null)
    .where('publish_at', '<=', now)
    .orderBy('publish_at')
    .orderBy('id')
    .limit(limit)
    .execute()
  return rows.map((row) => Number(row.id))
}

/**
 * A message still waiting to go out, locked; undefined when it went out already or another
 * instance is sending it right now (skip locked), so no message goes out twice.
 */
export async function selectUndeliveredForUpdate(db: Db, id: number) {
  return db
    .selectFrom('player_messages')
    .selectAll()
    .where('id', '=', String(id))
    .where('delivered_at', 'is', null)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst()
}

export async function markDelivered(db: Db, id: string, recipients: number | null, now: Date) {
  return db
    .updateTable('player_messages')
    .set({ delivered_at: now, recipients })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow()
}
