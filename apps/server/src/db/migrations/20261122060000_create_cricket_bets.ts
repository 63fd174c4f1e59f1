import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  // A tied cricket match is decided by a super over, which its runs do not show: a finished
  // match keeps the side that won ('home' or 'away'); null for the sports whose score says it.
  await db.schema.alterTable('sports_matches').addColumn('winner', 'text').execute()

  // The selections of one placement share a slip id, the reference of its one debit.
  await sql`create sequence cricket_slip_ids`.execute(db)

  // A placed cricket selection, one row each: the price and amount it was placed at, and once
  // settled how it ended and what it paid. Status: pending 1, settled 16, cancelled 32.
  await db.schema
    .createTable('cricket_bets')
    .addColumn('id', 'bigserial', (column) => column.primaryKey())
    .addColumn('slip_id', 'bigint', (column) => column.notNull())
    .addColumn('user_id', 'bigint', (column) => column.notNull().references('users.id'))
    .addColumn('match_id', 'text', (column) => column.notNull().references('sports_matches.id'))
    .addColumn('selection_id', 'text', (column) => column.notNull())
    .addColumn('category', 'text', (column) => column.notNull())
    .addColumn('label', 'text', (column) => column.notNull())
    .addColumn('line', 'double precision')
    .addColumn('odds', 'integer', (column) => column.notNull().check(sql`odds >= 1000`))
    .addColumn('amount', 'bigint', (column) => column.notNull().check(sql`amount > 0`))
    .addColumn('status', 'smallint', (column) => column.notNull())
    .addColumn('outcome', 'text')
    .addColumn('payout', 'bigint', (column) => column.check(sql`payout >= 0`))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('settled_at', 'timestamptz')
    .execute()
  // The player's list, newest first; settlement's pending bets by match.
  await db.schema.createIndex('cricket_bets_user').on('cricket_bets').columns(['user_id', 'id']).execute()
  await db.schema
    .createIndex('cricket_bets_status')
    .on('cricket_bets')
    .columns(['status', 'match_id', 'id'])
    .execute()
  await db.schema.createIndex('cricket_bets_slip').on('cricket_bets').columns(['slip_id']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('cricket_bets').execute()
  await sql`drop sequence cricket_slip_ids`.execute(db)
  await db.schema.alterTable('sports_matches').dropColumn('winner').execute()
}
