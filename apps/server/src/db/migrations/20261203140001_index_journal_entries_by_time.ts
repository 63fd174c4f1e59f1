import type { Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  // The operators' reports read the ledger by entry kind over a range of days.
  await db.schema
    .createIndex('journal_entries_by_kind_time')
    .on('journal_entries')
    .columns(['kind', 'created_at'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('journal_entries_by_kind_time').execute()
}
