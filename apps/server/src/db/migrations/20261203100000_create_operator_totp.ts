import type { Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  // An operator's authenticator (RFC 6238) secret: the second step of the back-office sign-in.
  // Without enrolled_at it is only offered, shown once to the operator who is setting it up,
  // and counts for sign-in only once they have confirmed it with a code.
  await db.schema
    .createTable('operator_totp')
    .addColumn('user_id', 'bigint', (column) => column.primaryKey().references('users.id'))
    .addColumn('secret', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('enrolled_at', 'timestamptz')
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('operator_totp').execute()
}
