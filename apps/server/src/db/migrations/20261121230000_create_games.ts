import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('games')
    .addColumn('id', 'integer', (column) => column.primaryKey())
    .addColumn('key', 'text', (column) => column.notNull().unique())
    .addColumn('category', 'text', (column) =>
      column.notNull().check(sql`category in ('sports', 'lottery', 'games')`),
    )
    .addColumn('status', 'smallint', (column) => column.notNull().check(sql`status in (1, 2, 3)`))
    .addColumn('sort', 'integer', (column) => column.notNull())
    .addColumn('names', 'jsonb', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute()

  await db.schema
    .createTable('game_limits')
    .addColumn('game_id', 'integer', (column) =>
      column.primaryKey().references('games.id').onDelete('cascade'),
    )
    .addColumn('bet_min', 'bigint', (column) => column.notNull().check(sql`bet_min > 0`))
    .addColumn('bet_max', 'bigint', (column) => column.notNull())
    .addColumn('multiple_min', 'integer', (column) => column.notNull().check(sql`multiple_min >= 1`))
    .addColumn('multiple_max', 'integer', (column) => column.notNull())
    .addColumn('bonus_min', 'bigint', (column) => column.notNull().check(sql`bonus_min >= 0`))
    .addColumn('bonus_max', 'bigint', (column) => column.notNull())
    .addCheckConstraint('game_limits_bet_range', sql`bet_max >= bet_min`)
    .addCheckConstraint('game_limits_multiple_range', sql`multiple_max >= multiple_min`)
    .addCheckConstraint('game_limits_bonus_range', sql`bonus_max >= bonus_min`)
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('game_limits').execute()
  await db.schema.dropTable('games').execute()
}
