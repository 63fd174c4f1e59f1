import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  // Every balance adjustment an operator asks for (maker-checker). One at or below the approval
  // threshold is applied at once; a larger one waits, pending, until a second operator approves
  // it (the ledger entry is posted then, in the approval's transaction) or rejects it. The
  // operator_actions row that applied it is the ledger entry's reference.
  await db.schema
    .createTable('balance_adjustments')
    .addColumn('id', 'bigserial', (column) => column.primaryKey())
    .addColumn('user_id', 'bigint', (column) => column.notNull().references('users.id'))
    // Micro-USDT, signed: a credit is positive.
    .addColumn('amount', 'bigint', (column) => column.notNull().check(sql`amount <> 0`))
    .addColumn('reason_code', 'text', (column) =>
      column.notNull().check(sql`reason_code in ('goodwill', 'correction', 'bonus', 'chargeback', 'other')`),
    )
    .addColumn('reason', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) =>
      column.notNull().check(sql`status in ('pending', 'applied', 'rejected')`),
    )
    .addColumn('needs_approval', 'boolean', (column) => column.notNull())
    .addColumn('maker_id', 'bigint', (column) => column.notNull().references('users.id'))
    .addColumn('checker_id', 'bigint', (column) => column.references('users.id'))
    .addColumn('review_reason', 'text')
    .addColumn('applied_action_id', 'bigint', (column) => column.references('operator_actions.id'))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('reviewed_at', 'timestamptz')
    // The maker never reviews their own adjustment, whatever the code above does.
    .addCheckConstraint('balance_adjustments_four_eyes', sql`checker_id is null or checker_id <> maker_id`)
    // A pending one has no review; a reviewed one that needed approval names its checker.
    .addCheckConstraint(
      'balance_adjustments_review',
      sql`(status = 'pending') = (reviewed_at is null) and (status = 'pending' or not needs_approval or checker_id is not null)`,
    )
    // Applied means posted: exactly the applied ones name the action whose entry moved the money.
    .addCheckConstraint(
      'balance_adjustments_applied',
      sql`(status = 'applied') = (applied_action_id is not null)`,
    )
    .execute()
  // A review is final: only a pending adjustment changes, and none is ever deleted.
  await sql`
    create function balance_adjustment_is_final() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' or old.status <> 'pending' then
        raise exception 'balance adjustment % is final', old.id;
      end if;
      return new;
    end $$`.execute(db)
  await sql`
    create trigger balance_adjustments_final before update or delete on balance_adjustments
    for each row execute function balance_adjustment_is_final()`.execute(db)
  await db.schema
    .createIndex('balance_adjustments_by_status')
    .on('balance_adjustments')
    .columns(['status', 'id'])
    .execute()

  // The withdrawal queue sorts a status by amount as well as by age.
  await db.schema
    .createIndex('withdrawals_status_amount')
    .on('withdrawals')
    .columns(['status', 'amount', 'id'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('withdrawals_status_amount').execute()
  await db.schema.dropTable('balance_adjustments').execute()
  await sql`drop function balance_adjustment_is_final()`.execute(db)
}
