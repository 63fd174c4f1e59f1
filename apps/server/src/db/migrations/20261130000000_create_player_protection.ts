import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  // A player who has ever set a limit or taken a break has a row here. Only these players' money
  // calls take the protected path (a row lock and their totals); everyone else's skip it, so the
  // row's existence is all a bet placement checks.
  await db.schema
    .createTable('player_protections')
    .addColumn('user_id', 'bigint', (column) =>
      column.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('block_kind', 'text', (column) =>
      column.check(sql`block_kind in ('time_out', 'self_exclusion')`),
    )
    .addColumn('blocked_at', 'timestamptz')
    // With block_kind set, null means a permanent self-exclusion.
    .addColumn('blocked_until', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .addCheckConstraint(
      'player_protections_block',
      sql`(block_kind is null) = (blocked_at is null) and (block_kind = 'self_exclusion' or blocked_until is not null or block_kind is null)`,
    )
    .execute()

  // A limit's amount in force (null: none) and a raise or removal waiting for its cooling-off.
  await db.schema
    .createTable('player_limits')
    .addColumn('user_id', 'bigint', (column) =>
      column.notNull().references('player_protections.user_id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (column) => column.notNull().check(sql`kind in ('deposit', 'loss', 'wager')`))
    .addColumn('period', 'text', (column) => column.notNull().check(sql`period in ('day', 'week', 'month')`))
    .addColumn('amount', 'bigint', (column) => column.check(sql`amount >= 0`))
    .addColumn('pending_amount', 'bigint', (column) => column.check(sql`pending_amount >= 0`))
    .addColumn('pending_effective_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .addPrimaryKeyConstraint('player_limits_pk', ['user_id', 'kind', 'period'])
    .addCheckConstraint(
      'player_limits_pending',
      sql`pending_amount is null or pending_effective_at is not null`,
    )
    .execute()

  await db.schema
    .createTable('reality_checks')
    .addColumn('user_id', 'bigint', (column) =>
      column.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('interval_minutes', 'smallint', (column) =>
      column.check(sql`interval_minutes in (15, 30, 60)`),
    )
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .execute()

  // Every change of a player's limits, breaks and reminders, by the player or an operator: kept
  // for good, like the ledger.
  await db.schema
    .createTable('protection_events')
    .addColumn('id', 'bigserial', (column) => column.primaryKey())
    .addColumn('user_id', 'bigint', (column) => column.notNull().references('users.id'))
    .addColumn('operator_id', 'bigint', (column) => column.references('users.id'))
    .addColumn('action', 'text', (column) => column.notNull())
    .addColumn('details', 'jsonb', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .execute()
  await db.schema
    .createIndex('protection_events_by_user')
    .on('protection_events')
    .columns(['user_id', 'id'])
    .execute()
  await sql`
    create trigger protection_events_append_only before update or delete on protection_events
    for each row execute function ledger_is_append_only()`.execute(db)

  // A deposit credited beyond the player's limit or during a break (the chain cannot refuse a
  // transfer): credited, and shown to operators to act on.
  await db.schema
    .alterTable('deposits')
    .addColumn('over_limit', 'boolean', (column) => column.notNull().defaultTo(false))
    .execute()
  await sql`create index deposits_over_limit on deposits (id) where over_limit`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('deposits').dropColumn('over_limit').execute()
  await db.schema.dropTable('protection_events').execute()
  await db.schema.dropTable('reality_checks').execute()
  await db.schema.dropTable('player_limits').execute()
  await db.schema.dropTable('player_protections').execute()
}
