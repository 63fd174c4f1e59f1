import { type Kysely, type Migration, Migrator, sql } from 'kysely'
import type { StudioDatabase } from './schema'

const createStudioTables: Migration = {
  async up(db: Kysely<unknown>) {
    // One active seed per player: its commitment is shown before any round uses it, and it is
    // revealed when the player asks for a new one.
    await db.schema
      .createTable('studio_seeds')
      .addColumn('id', 'bigserial', (column) => column.primaryKey())
      .addColumn('player', 'text', (column) => column.notNull())
      .addColumn('server_seed', 'text', (column) => column.notNull())
      .addColumn('commitment', 'text', (column) => column.notNull())
      .addColumn('client_seed', 'text', (column) => column.notNull())
      .addColumn('nonce', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('active', 'boolean', (column) => column.notNull().defaultTo(true))
      .addColumn('created_at', 'timestamptz', (column) => column.notNull())
      .addColumn('revealed_at', 'timestamptz')
      .execute()
    await sql`create unique index studio_seeds_active on studio_seeds (player) where active`.execute(db)
    await db.schema
      .createTable('studio_sessions')
      .addColumn('token', 'text', (column) => column.primaryKey())
      .addColumn('family', 'text', (column) => column.notNull())
      .addColumn('game_code', 'text', (column) => column.notNull())
      .addColumn('player', 'text', (column) => column.notNull())
      .addColumn('operator_session', 'text', (column) => column.notNull())
      .addColumn('language', 'text', (column) => column.notNull())
      .addColumn('currency', 'text', (column) => column.notNull())
      .addColumn('created_at', 'timestamptz', (column) => column.notNull())
      .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
      .execute()
    await db.schema
      .createTable('studio_rounds')
      .addColumn('id', 'bigserial', (column) => column.primaryKey())
      .addColumn('family', 'text', (column) => column.notNull())
      .addColumn('player', 'text', (column) => column.notNull())
      .addColumn('game_code', 'text', (column) => column.notNull())
      .addColumn('engine', 'text', (column) => column.notNull())
      .addColumn('stake', 'bigint', (column) => column.notNull().check(sql`stake > 0`))
      .addColumn('win', 'bigint', (column) => column.notNull().check(sql`win >= 0`))
      .addColumn('outcome', 'jsonb', (column) => column.notNull())
      .addColumn('seed_id', 'bigint', (column) => column.notNull().references('studio_seeds.id'))
      .addColumn('nonce', 'integer', (column) => column.notNull())
      .addColumn('session_token', 'text', (column) => column.notNull().references('studio_sessions.token'))
      .addColumn('status', 'text', (column) =>
        column.notNull().check(sql`status in ('pending', 'settled', 'refused')`),
      )
      .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('created_at', 'timestamptz', (column) => column.notNull())
      .execute()
    await db.schema
      .createIndex('studio_rounds_by_player')
      .on('studio_rounds')
      .columns(['family', 'player', 'id'])
      .execute()
    await sql`create index studio_rounds_pending on studio_rounds (id) where status = 'pending'`.execute(db)
    // Transfer-wallet families keep the player's money here between a transfer in and out.
    await db.schema
      .createTable('studio_wallets')
      .addColumn('family', 'text', (column) => column.notNull())
      .addColumn('player', 'text', (column) => column.notNull())
      .addColumn('balance', 'bigint', (column) => column.notNull().check(sql`balance >= 0`))
      .addPrimaryKeyConstraint('studio_wallets_pkey', ['family', 'player'])
      .execute()
    await db.schema
      .createTable('studio_transfers')
      .addColumn('family', 'text', (column) => column.notNull())
      .addColumn('order_id', 'text', (column) => column.notNull())
      .addColumn('player', 'text', (column) => column.notNull())
      .addColumn('amount', 'bigint', (column) => column.notNull())
      .addColumn('created_at', 'timestamptz', (column) => column.notNull())
      .addPrimaryKeyConstraint('studio_transfers_pkey', ['family', 'order_id'])
      .execute()
  },
}

/**
 * Brings the studio's tables up to date. They have their own migration record, so the studio can
 * share the operator's database on a demo install or run on a database of its own.
 */
export async function migrateStudio(db: Kysely<StudioDatabase>): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => ({ '20261127220000_create_studio_tables': createStudioTables }) },
    migrationTableName: 'studio_migration',
    migrationLockTableName: 'studio_migration_lock',
  })
  const { error } = await migrator.migrateToLatest()
  if (error) throw error
}
