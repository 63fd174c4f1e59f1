import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  // The two-person entry of an outside lottery's official result. A first operator's copy waits
  // (pending) until a second operator enters theirs without seeing it: the same result settles
  // the draw (agreed), a different one blocks it (disputed) until a new first entry. Voiding the
  // draw withdraws a pending entry. Rows are never deleted: they are the record of who entered what.
  await db.schema
    .createTable('draw_result_entries')
    .addColumn('id', 'bigserial', (column) => column.primaryKey())
    .addColumn('draw_id', 'bigint', (column) => column.notNull().references('draws.id'))
    .addColumn('status', 'text', (column) =>
      column.notNull().check(sql`status in ('pending', 'agreed', 'disputed', 'withdrawn')`),
    )
    .addColumn('first_operator_id', 'bigint', (column) => column.notNull().references('users.id'))
    .addColumn('first_result', 'jsonb', (column) => column.notNull())
    .addColumn('first_entered_at', 'timestamptz', (column) => column.notNull())
    .addColumn('second_operator_id', 'bigint', (column) => column.references('users.id'))
    .addColumn('second_result', 'jsonb')
    .addColumn('second_entered_at', 'timestamptz')
    // Two people, whatever the code above does: the first operator never confirms their own copy.
    .addCheckConstraint(
      'draw_result_entries_four_eyes',
      sql`second_operator_id is null or second_operator_id <> first_operator_id`,
    )
    // Agreed and disputed entries have their second copy; a pending or withdrawn one has none.
    .addCheckConstraint(
      'draw_result_entries_second',
      sql`(status in ('agreed', 'disputed')) = (second_operator_id is not null and second_result is not null and second_entered_at is not null)`,
    )
    .execute()
  // At most one first entry waits per draw.
  await db.schema
    .createIndex('draw_result_entries_one_pending')
    .on('draw_result_entries')
    .column('draw_id')
    .unique()
    .where(sql.ref('status'), '=', 'pending')
    .execute()
  await db.schema
    .createIndex('draw_result_entries_draw')
    .on('draw_result_entries')
    .columns(['draw_id', 'id'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('draw_result_entries').execute()
}
