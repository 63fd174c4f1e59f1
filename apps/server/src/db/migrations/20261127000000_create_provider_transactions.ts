import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  // Every wallet call a game provider makes, once: its own transaction id is the key, so a
  // duplicate finds the first call's reply and moves no money. A cancel that arrives before its
  // bet leaves a tombstone under the bet's id, which the bet then meets.
  await db.schema
    .createTable('provider_transactions')
    .addColumn('id', 'bigserial', (column) => column.primaryKey())
    .addColumn('provider', 'text', (column) => column.notNull())
    // Provider ids can exceed 2^53: text, never a number.
    .addColumn('external_id', 'text', (column) => column.notNull())
    .addColumn('kind', 'text', (column) =>
      column.notNull().check(sql`kind in ('bet', 'win', 'cancel', 'tombstone')`),
    )
    .addColumn('user_id', 'bigint', (column) => column.notNull().references('users.id'))
    .addColumn('round_id', 'text')
    .addColumn('amount', 'bigint', (column) => column.notNull().check(sql`amount >= 0`))
    // A cancel names the bet it cancels; a bet names the cancel that refunded it.
    .addColumn('cancels', 'text')
    .addColumn('cancelled_by', 'text')
    .addColumn('reply', 'jsonb')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addUniqueConstraint('provider_transactions_key', ['provider', 'external_id'])
    .execute()
  await db.schema
    .createIndex('provider_transactions_by_user')
    .on('provider_transactions')
    .columns(['user_id', 'created_at'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('provider_transactions').execute()
}
