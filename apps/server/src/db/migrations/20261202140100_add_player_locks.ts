import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  // An operator may lock a player's account: no sign-in of any kind while locked_at is set. The
  // ledger is untouched; the lock's reason is also in the audit log with every lock and unlock.
  await db.schema
    .alterTable('users')
    .addColumn('locked_at', 'timestamptz')
    .addColumn('locked_by', 'bigint', (column) => column.references('users.id'))
    .addColumn('lock_reason', 'text')
    .execute()
  await db.schema
    .alterTable('users')
    .addCheckConstraint(
      'users_lock_complete',
      sql`locked_at is not null or (locked_by is null and lock_reason is null)`,
    )
    .execute()
  // The back office finds a player's last sign-in, and their invitees, by player.
  await db.schema
    .createIndex('auth_events_by_user')
    .on('auth_events')
    .columns(['user_id', 'created_at'])
    .execute()
  await db.schema.createIndex('users_invited_by').on('users').column('invited_by').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_invited_by').execute()
  await db.schema.dropIndex('auth_events_by_user').execute()
  await db.schema.alterTable('users').dropConstraint('users_lock_complete').execute()
  await db.schema
    .alterTable('users')
    .dropColumn('lock_reason')
    .dropColumn('locked_by')
    .dropColumn('locked_at')
    .execute()
}
