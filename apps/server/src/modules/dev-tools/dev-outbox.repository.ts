import type { Db } from '../../db/database'

/** The newest sandbox messages to an address, latest first. */
export async function selectOutbox(db: Db, recipient: string, limit: number) {
  const rows = await db
    .selectFrom('outbox_messages')
    .select(['id', 'channel', 'recipient', 'subject', 'body', 'created_at'])
    .where('recipient', '=', recipient)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
  return rows.map((row) => ({ ...row, id: Number(row.id) }))
}
