import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  // When each lottery game draws (a setting the operator can change) and where its results come
  // from: the house's provably fair draw, or the official results an operator enters.
  await db.schema
    .createTable('draw_schedules')
    .addColumn('game_id', 'integer', (column) => column.primaryKey().references('games.id'))
    .addColumn('schedule', 'jsonb', (column) => column.notNull())
    .addColumn('result_source', 'text', (column) =>
      column.notNull().check(sql`result_source in ('house', 'official')`),
    )
    .addColumn('enabled', 'boolean', (column) => column.notNull())
    .execute()

  await db.schema
    .createTable('draws')
    .addColumn('id', 'bigserial', (column) => column.primaryKey())
    .addColumn('game_id', 'integer', (column) => column.notNull().references('games.id'))
    .addColumn('number', 'text', (column) => column.notNull())
    .addColumn('status', 'smallint', (column) => column.notNull())
    .addColumn('closes_at', 'timestamptz', (column) => column.notNull())
    .addColumn('draws_at', 'timestamptz', (column) => column.notNull())
    .addColumn('result_source', 'text', (column) => column.notNull())
    // The seed stays secret until the draw is settled; its SHA-256 is public from the start.
    .addColumn('seed', 'text', (column) => column.notNull())
    .addColumn('commitment', 'text', (column) => column.notNull())
    .addColumn('bets_digest', 'text')
    .addColumn('client_value', 'text')
    .addColumn('result', 'jsonb')
    .addColumn('settled_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addUniqueConstraint('draws_game_number', ['game_id', 'number'])
    .execute()
  await db.schema.createIndex('draws_game_time').on('draws').columns(['game_id', 'draws_at']).execute()
  await db.schema.createIndex('draws_status').on('draws').columns(['status', 'draws_at']).execute()

  await db.schema
    .createTable('lottery_odds')
    .addColumn('game_id', 'integer', (column) => column.notNull().references('games.id'))
    .addColumn('top', 'text', (column) => column.notNull())
    .addColumn('prop', 'text', (column) => column.notNull())
    .addColumn('odds', 'integer', (column) => column.notNull().check(sql`odds >= 100`))
    .addColumn('min', 'bigint', (column) => column.notNull())
    .addColumn('max', 'bigint', (column) => column.notNull())
    .addColumn('sort', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('lottery_odds_pk', ['game_id', 'top', 'prop'])
    .execute()

  await db.schema
    .createTable('lottery_slips')
    .addColumn('id', 'bigserial', (column) => column.primaryKey())
    .addColumn('user_id', 'bigint', (column) => column.notNull().references('users.id'))
    .addColumn('draw_id', 'bigint', (column) => column.notNull().references('draws.id'))
    .addColumn('total', 'bigint', (column) => column.notNull().check(sql`total > 0`))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .execute()

  await db.schema
    .createTable('lottery_bets')
    .addColumn('id', 'bigserial', (column) => column.primaryKey())
    .addColumn('slip_id', 'bigint', (column) => column.notNull().references('lottery_slips.id'))
    .addColumn('user_id', 'bigint', (column) => column.notNull().references('users.id'))
    .addColumn('draw_id', 'bigint', (column) => column.notNull().references('draws.id'))
    .addColumn('game_id', 'integer', (column) => column.notNull())
    .addColumn('type', 'text', (column) => column.notNull())
    .addColumn('prop', 'text', (column) => column.notNull())
    .addColumn('amount', 'bigint', (column) => column.notNull().check(sql`amount > 0`))
    .addColumn('combinations', 'integer', (column) => column.notNull())
    .addColumn('cost', 'bigint', (column) => column.notNull())
    .addColumn('odds', 'integer', (column) => column.notNull())
    .addColumn('status', 'smallint', (column) => column.notNull())
    .addColumn('outcome', 'text')
    .addColumn('payout', 'bigint')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('settled_at', 'timestamptz')
    .execute()
  await db.schema.createIndex('lottery_bets_user').on('lottery_bets').columns(['user_id', 'id']).execute()
  await db.schema.createIndex('lottery_bets_draw').on('lottery_bets').columns(['draw_id', 'status']).execute()

  // Which instance runs the workers: a lease the holder renews, taken over once it lapses.
  await db.schema
    .createTable('worker_leases')
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('holder', 'text', (column) => column.notNull())
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'worker_leases',
    'lottery_bets',
    'lottery_slips',
    'lottery_odds',
    'draws',
    'draw_schedules',
  ]) {
    await db.schema.dropTable(table).execute()
  }
}
