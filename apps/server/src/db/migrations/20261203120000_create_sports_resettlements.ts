import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  // What an operator's void or corrected result did to each bet it settled again: the payout
  // before and after, and of an over-payment taken back what came out of the player's cash and
  // what the cash could not cover. That rest is owed to the house: a receivable, recorded here
  // and not in the ledger, which holds only money that moved (and never lets a player's cash go
  // below zero). The operator_actions row is the correction, and the ledger entry's reference.
  await db.schema
    .createTable('sports_bet_resettlements')
    .addColumn('id', 'bigserial', (column) => column.primaryKey())
    .addColumn('action_id', 'bigint', (column) => column.notNull().references('operator_actions.id'))
    .addColumn('bet_id', 'bigint', (column) => column.notNull().references('sports_bets.id'))
    .addColumn('match_id', 'text', (column) => column.notNull().references('sports_matches.id'))
    .addColumn('user_id', 'bigint', (column) => column.notNull().references('users.id'))
    .addColumn('old_status', 'smallint', (column) => column.notNull())
    .addColumn('new_status', 'smallint', (column) => column.notNull())
    // Micro-USDT; null while the bet was (or stays) pending.
    .addColumn('old_payout', 'bigint')
    .addColumn('new_payout', 'bigint')
    .addColumn('difference', 'bigint', (column) => column.notNull())
    .addColumn('taken', 'bigint', (column) => column.notNull().defaultTo(0).check(sql`taken >= 0`))
    .addColumn('receivable', 'bigint', (column) => column.notNull().defaultTo(0).check(sql`receivable >= 0`))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addUniqueConstraint('sports_bet_resettlements_once', ['action_id', 'bet_id'])
    // Only a payout taken back is taken or owed, and exactly what it took back.
    .addCheckConstraint(
      'sports_bet_resettlements_taken_back',
      sql`taken + receivable = case when difference < 0 then -difference else 0 end`,
    )
    .execute()
  await db.schema
    .createIndex('sports_bet_resettlements_owed')
    .on('sports_bet_resettlements')
    .columns(['user_id'])
    .where(sql.ref('receivable'), '>', 0)
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sports_bet_resettlements').execute()
}
