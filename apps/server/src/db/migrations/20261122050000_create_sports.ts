import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  // Matches as the sports feed lists them: teams with their crests, kick-off, the scoring model the
  // prices come from, the lines offered, and the result once the feed reports it.
  await db.schema
    .createTable('sports_matches')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('sport', 'text', (column) => column.notNull())
    .addColumn('league_name', 'text', (column) => column.notNull())
    .addColumn('home_name', 'text', (column) => column.notNull())
    .addColumn('away_name', 'text', (column) => column.notNull())
    .addColumn('home_pic', 'text', (column) => column.notNull())
    .addColumn('away_pic', 'text', (column) => column.notNull())
    .addColumn('starts_at', 'timestamptz', (column) => column.notNull())
    .addColumn('status', 'smallint', (column) => column.notNull())
    .addColumn('model', 'jsonb', (column) => column.notNull())
    .addColumn('lines', 'jsonb', (column) => column.notNull())
    .addColumn('price_round', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('home_score', 'integer')
    .addColumn('away_score', 'integer')
    .addColumn('half_home_score', 'integer')
    .addColumn('half_away_score', 'integer')
    .addColumn('finished_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .execute()
  await db.schema
    .createIndex('sports_matches_lobby')
    .on('sports_matches')
    .columns(['sport', 'status', 'starts_at'])
    .execute()

  await db.schema
    .createTable('sports_odds')
    .addColumn('match_id', 'text', (column) => column.notNull().references('sports_matches.id'))
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('line', 'double precision')
    .addColumn('odds', 'integer', (column) => column.notNull().check(sql`odds >= 1000`))
    .addColumn('previous_odds', 'integer')
    .addColumn('sort', 'integer', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .addPrimaryKeyConstraint('sports_odds_pk', ['match_id', 'kind', 'name'])
    .execute()

  // A placed slip: its folds, unit stake and multiple, the debit, the estimates it was placed
  // with, and once settled what it paid. Its picks are the legs, in slip order.
  await db.schema
    .createTable('sports_bets')
    .addColumn('id', 'bigserial', (column) => column.primaryKey())
    .addColumn('user_id', 'bigint', (column) => column.notNull().references('users.id'))
    .addColumn('sport', 'text', (column) => column.notNull())
    .addColumn('folds', 'jsonb', (column) => column.notNull())
    .addColumn('unit_stake', 'bigint', (column) => column.notNull().check(sql`unit_stake > 0`))
    .addColumn('multiple', 'integer', (column) => column.notNull().check(sql`multiple >= 1`))
    .addColumn('combinations', 'bigint', (column) => column.notNull().check(sql`combinations >= 1`))
    .addColumn('total_stake', 'bigint', (column) => column.notNull().check(sql`total_stake > 0`))
    .addColumn('estimated_min', 'bigint', (column) => column.notNull())
    .addColumn('estimated_max', 'bigint', (column) => column.notNull())
    .addColumn('status', 'smallint', (column) => column.notNull())
    .addColumn('gross_payout', 'bigint')
    .addColumn('tax', 'bigint')
    .addColumn('payout', 'bigint')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('settled_at', 'timestamptz')
    .execute()
  await db.schema
    .createIndex('sports_bets_user')
    .on('sports_bets')
    .columns(['user_id', 'sport', 'id'])
    .execute()
  await db.schema.createIndex('sports_bets_status').on('sports_bets').columns(['status', 'id']).execute()

  await db.schema
    .createTable('sports_bet_legs')
    .addColumn('bet_id', 'bigint', (column) => column.notNull().references('sports_bets.id'))
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('match_id', 'text', (column) => column.notNull().references('sports_matches.id'))
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('line', 'double precision')
    .addColumn('odds', 'integer', (column) => column.notNull())
    .addColumn('result', 'text')
    .addPrimaryKeyConstraint('sports_bet_legs_pk', ['bet_id', 'position'])
    .execute()
  await db.schema.createIndex('sports_bet_legs_match').on('sports_bet_legs').columns(['match_id']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['sports_bet_legs', 'sports_bets', 'sports_odds', 'sports_matches']) {
    await db.schema.dropTable(table).execute()
  }
}
