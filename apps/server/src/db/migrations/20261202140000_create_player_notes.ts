import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  // What operators wrote about a player, for the next operator to read. Kept for good, like the
  // audit log: a correction is a new note, never an edit.
  await db.schema
    .createTable('player_notes')
    .addColumn('id', 'bigserial', (column) => column.primaryKey())
    .addColumn('user_id', 'bigint', (column) => column.notNull().references('users.id'))
    .addColumn('operator_id', 'bigint', (column) => column.notNull().references('users.id'))
    .addColumn('body', 'text', (column) => column.notNull().check(sql`char_length(body) between 1 and 2000`))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .execute()
  await db.schema.createIndex('player_notes_by_user').on('player_notes').columns(['user_id', 'id']).execute()
  await sql`
    create trigger player_notes_append_only before update or delete on player_notes
    for each row execute function ledger_is_append_only()`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('player_notes').execute()
}
