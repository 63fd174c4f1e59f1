import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  // The audit log says who did what with which powers, from where, and what the write changed.
  // Rows written before this migration have none of these (null: not recorded, not "none").
  await db.schema
    .alterTable('operator_actions')
    // The roles the operator held when the write committed, e.g. ["finance"].
    .addColumn('operator_roles', 'jsonb')
    // The caller's address as the server saw it (behind TRUST_PROXY, the forwarded one); null
    // for a write no HTTP request made.
    .addColumn('client_address', 'text')
    // The target's relevant fields before and after the write; before is null for a creation.
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .execute()
  // The audit log is searched by operator, action, target and period, newest first.
  await db.schema
    .createIndex('operator_actions_by_operator')
    .on('operator_actions')
    .columns(['operator_id', 'id'])
    .execute()
  await db.schema
    .createIndex('operator_actions_by_action')
    .on('operator_actions')
    .columns(['action', 'id'])
    .execute()
  await db.schema
    .createIndex('operator_actions_by_target')
    .on('operator_actions')
    .columns(['target', 'id'])
    .execute()
  await db.schema
    .createIndex('operator_actions_by_time')
    .on('operator_actions')
    .column('created_at')
    .execute()
  // Rows already refuse UPDATE and DELETE (operator_actions_append_only); TRUNCATE skips row
  // triggers, so it gets a statement trigger of its own.
  await sql`
    create trigger operator_actions_no_truncate before truncate on operator_actions
    for each statement execute function ledger_is_append_only()`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger operator_actions_no_truncate on operator_actions`.execute(db)
  for (const index of [
    'operator_actions_by_time',
    'operator_actions_by_target',
    'operator_actions_by_action',
    'operator_actions_by_operator',
  ]) {
    await db.schema.dropIndex(index).execute()
  }
  await db.schema
    .alterTable('operator_actions')
    .dropColumn('after')
    .dropColumn('before')
    .dropColumn('client_address')
    .dropColumn('operator_roles')
    .execute()
}
