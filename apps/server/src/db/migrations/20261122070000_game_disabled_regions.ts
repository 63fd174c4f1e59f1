import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  // Regions (ISO country codes, lower case) where a game takes no bets, e.g. ["br"].
  await db.schema
    .alterTable('game_limits')
    .addColumn('disabled_regions', 'jsonb', (column) => column.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('game_limits').dropColumn('disabled_regions').execute()
}
