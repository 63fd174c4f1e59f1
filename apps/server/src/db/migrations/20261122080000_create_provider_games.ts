import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  // The games of a third-party provider (pgGames 22, tadaGames 27) as its catalogue lists them.
  await db.schema
    .createTable('provider_games')
    .addColumn('provider_id', 'integer', (column) => column.notNull().references('games.id'))
    .addColumn('code', 'text', (column) => column.notNull())
    .addColumn('names', 'jsonb', (column) => column.notNull())
    .addColumn('status', 'smallint', (column) => column.notNull().check(sql`status in (1, 2, 3)`))
    .addColumn('sort', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('provider_games_pkey', ['provider_id', 'code'])
    .execute()
  await db.schema
    .createIndex('provider_games_by_sort')
    .on('provider_games')
    .columns(['provider_id', 'sort'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('provider_games').execute()
}
