import type { Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  // A launch hands the provider a session token; only its hash is kept, so the table cannot be
  // used to play as anyone.
  await db.schema
    .createTable('game_sessions')
    .addColumn('token_hash', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'bigint', (column) => column.notNull().references('users.id'))
    .addColumn('provider', 'text', (column) => column.notNull())
    .addColumn('game_code', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .execute()
  // Game history lists a player's rounds by game.
  await db.schema.alterTable('provider_transactions').addColumn('game_code', 'text').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('provider_transactions').dropColumn('game_code').execute()
  await db.schema.dropTable('game_sessions').execute()
}
