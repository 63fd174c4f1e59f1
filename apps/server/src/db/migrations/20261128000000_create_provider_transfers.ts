import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  // A transfer between a player's balance and a transfer-wallet provider (ky, ng). The order is
  // written, with its money parked in transit, before the provider hears of it; its status then
  // follows what the provider says, and nothing else: an order without an answer is asked about,
  // never refunded blind.
  await db.schema
    .createTable('provider_transfers')
    .addColumn('id', 'bigserial', (column) => column.primaryKey())
    .addColumn('order_id', 'text', (column) => column.notNull().unique())
    .addColumn('provider', 'text', (column) => column.notNull())
    // The provider's own platform, for an aggregator of several (ng's plat_type); null for ky.
    .addColumn('platform', 'text')
    .addColumn('user_id', 'bigint', (column) => column.notNull().references('users.id'))
    .addColumn('direction', 'text', (column) => column.notNull().check(sql`direction in ('in', 'out')`))
    .addColumn('amount', 'bigint', (column) => column.notNull().check(sql`amount > 0`))
    .addColumn('status', 'text', (column) =>
      column.notNull().check(sql`status in ('pending', 'ok', 'failed', 'unknown')`),
    )
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .execute()
  await db.schema
    .createIndex('provider_transfers_by_user')
    .on('provider_transfers')
    .columns(['user_id', 'id'])
    .execute()
  await sql`create index provider_transfers_open on provider_transfers (id) where status in ('pending', 'unknown')`.execute(
    db,
  )
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('provider_transfers').execute()
}
