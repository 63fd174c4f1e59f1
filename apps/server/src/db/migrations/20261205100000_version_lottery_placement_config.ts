import { type Kysely, sql } from 'kysely'
import { up as createLotteryPlacementRead } from './20261203110001_lottery_placement_reads_game_limits'

// A bet is priced from a copy of its game's limits (and a lottery slip from its odds too) kept in
// the server's memory, and written in one statement that checks the copy is still current: every
// game carries a version that any change to the lottery odds or the game limits moves on. Those
// tables change rarely (seeding, an operator's limits), so every game's version moves together.
// The read a lottery slip made before its write is no longer needed.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('games')
    .addColumn('placement_version', 'bigint', (column) => column.notNull().defaultTo(1))
    .execute()
  await sql`
    create function move_game_placement_versions() returns trigger language plpgsql as $$
    begin
      update games set placement_version = placement_version + 1;
      return null;
    end $$`.execute(db)
  for (const table of ['lottery_odds', 'game_limits']) {
    await sql`
      create trigger ${sql.raw(`${table}_move_placement_versions`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function move_game_placement_versions()`.execute(db)
  }
  await sql`drop function lottery_placement_read`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await createLotteryPlacementRead(db)
  for (const table of ['lottery_odds', 'game_limits']) {
    await sql`drop trigger ${sql.raw(`${table}_move_placement_versions`)} on ${sql.table(table)}`.execute(db)
  }
  await sql`drop function move_game_placement_versions`.execute(db)
  await db.schema.alterTable('games').dropColumn('placement_version').execute()
}
