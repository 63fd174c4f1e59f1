import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  // An account is a player's cash or held funds, or one of the house's own accounts. Player
  // accounts can never go below zero; the house's can (it is the other side of every payout).
  await db.schema
    .createTable('ledger_accounts')
    .addColumn('id', 'bigserial', (column) => column.primaryKey())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('user_id', 'bigint', (column) => column.references('users.id'))
    .addColumn('balance', 'bigint', (column) => column.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addCheckConstraint('ledger_accounts_owner', sql`(kind like 'player_%') = (user_id is not null)`)
    .addCheckConstraint('ledger_accounts_player_not_negative', sql`kind not like 'player_%' or balance >= 0`)
    .execute()
  await sql`create unique index ledger_accounts_identity on ledger_accounts (kind, coalesce(user_id, 0))`.execute(
    db,
  )

  await db.schema
    .createTable('journal_entries')
    .addColumn('id', 'bigserial', (column) => column.primaryKey())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('reference', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addUniqueConstraint('journal_entries_reference', ['kind', 'reference'])
    .execute()

  await db.schema
    .createTable('postings')
    .addColumn('id', 'bigserial', (column) => column.primaryKey())
    .addColumn('entry_id', 'bigint', (column) => column.notNull().references('journal_entries.id'))
    .addColumn('account_id', 'bigint', (column) => column.notNull().references('ledger_accounts.id'))
    .addColumn('amount', 'bigint', (column) => column.notNull().check(sql`amount <> 0`))
    .execute()
  await db.schema.createIndex('postings_entry').on('postings').column('entry_id').execute()
  await db.schema.createIndex('postings_account').on('postings').column('account_id').execute()

  // The ledger is append-only for everyone: a correction is a reversing entry, never an edit.
  await sql`
    create function ledger_is_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'the ledger is append-only: % on % is not allowed', tg_op, tg_table_name;
    end
    $$`.execute(db)
  for (const table of ['journal_entries', 'postings']) {
    await sql`
      create trigger ${sql.raw(`${table}_append_only`)} before update or delete on ${sql.table(table)}
      for each row execute function ledger_is_append_only()`.execute(db)
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('postings').execute()
  await db.schema.dropTable('journal_entries').execute()
  await db.schema.dropTable('ledger_accounts').execute()
  await sql`drop function ledger_is_append_only()`.execute(db)
}
