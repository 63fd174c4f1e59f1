import type { Brand } from '@app/domain'
import { sql } from 'kysely'
import type { Db } from '../../db/database'

/** Whose inbox is read, on which brand, at what time. */
export type Inbox = { userId: number; brand: Brand; now: Date }

/**
 * The messages an inbox holds: sent to this player or to everyone, on this brand or every brand,
 * published and not expired. Every player query starts here, so no path reaches another
 * player's message.
 */
function inboxMessages(db: Db, inbox: Inbox) {
  return db
    .selectFrom('player_messages as message')
    .leftJoin('player_message_reads as read', (join) =>
      join.onRef('read.message_id', '=', 'message.id').on('read.user_id', '=', String(inbox.userId)),
    )
    .where((eb) =>
      eb.or([eb('message.user_id', '=', String(inbox.userId)), eb('message.user_id', 'is', null)]),
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
  message: MessageValues & { user_id: number | null; created_by: number },
  now: Date,
) {
  return db
    .insertInto('player_messages')
    .values({
      ...storable(message),
      user_id: message.user_id === null ? null : String(message.user_id),
      created_by: String(message.created_by),
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
}

export async function updateMessage(db: Db, id: number, values: MessageValues, now: Date) {
  return db
    .updateTable('player_messages')
    .set({ ...storable(values), updated_at: now })
    .where('id', '=', String(id))
    .returningAll()
    .executeTakeFirst()
}

/** Messages for the back office, newest first; to one player (with broadcasts) when userId is given. */
export async function selectMessages(
  db: Db,
  filter: { userId?: number | undefined; start: number; limit: number },
) {
  let query = db.selectFrom('player_messages').selectAll()
  if (filter.userId !== undefined) {
    const userId = String(filter.userId)
    query = query.where((eb) => eb.or([eb('user_id', '=', userId), eb('user_id', 'is', null)]))
  }
  return query.orderBy('id', 'desc').offset(filter.start).limit(filter.limit).execute()
}
