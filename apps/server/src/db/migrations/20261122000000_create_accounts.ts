import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  // Role: 1 operator (back office), 2 agent, 3 user. A player signs up with an email, a mobile
  // number, or both later; at least one is always present.
  await db.schema
    .createTable('users')
    .addColumn('id', 'bigserial', (column) => column.primaryKey())
    .addColumn('email', 'text', (column) => column.unique())
    .addColumn('email_verified', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('area_code', 'integer')
    .addColumn('phone', 'text')
    .addColumn('phone_verified', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('nickname', 'text', (column) => column.notNull())
    .addColumn('real_name', 'text')
    .addColumn('password_hash', 'text', (column) => column.notNull())
    .addColumn('payment_password_hash', 'text')
    .addColumn('payment_password_failures', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('payment_password_locked_until', 'timestamptz')
    .addColumn('role', 'smallint', (column) => column.notNull().defaultTo(3).check(sql`role in (1, 2, 3)`))
    .addColumn('invited_by', 'bigint', (column) => column.references('users.id'))
    .addColumn('currency', 'text', (column) => column.notNull().defaultTo('USDT'))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('users_phone_unique', ['area_code', 'phone'])
    .addCheckConstraint('users_has_address', sql`email is not null or phone is not null`)
    .addCheckConstraint('users_phone_complete', sql`(area_code is null) = (phone is null)`)
    .execute()

  // Kind 1 is every player's code; agents also hold kind 2 for agent invitations.
  await db.schema
    .createTable('invite_codes')
    .addColumn('code', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'bigint', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'smallint', (column) => column.notNull().check(sql`kind in (1, 2)`))
    .addUniqueConstraint('invite_codes_user_kind', ['user_id', 'kind'])
    .execute()

  // Codes are stored hashed; purpose and address bind a code to what it was sent for.
  await db.schema
    .createTable('verification_codes')
    .addColumn('id', 'bigserial', (column) => column.primaryKey())
    .addColumn('purpose', 'text', (column) => column.notNull())
    .addColumn('address', 'text', (column) => column.notNull())
    .addColumn('code_hash', 'text', (column) => column.notNull())
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .addColumn('consumed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .execute()
  await db.schema
    .createIndex('verification_codes_lookup')
    .on('verification_codes')
    .columns(['purpose', 'address', 'created_at'])
    .execute()

  // The sandbox outbox: what would have been mailed or texted, for demos and tests.
  await db.schema
    .createTable('outbox_messages')
    .addColumn('id', 'bigserial', (column) => column.primaryKey())
    .addColumn('channel', 'text', (column) => column.notNull().check(sql`channel in ('email', 'sms')`))
    .addColumn('recipient', 'text', (column) => column.notNull())
    .addColumn('subject', 'text', (column) => column.notNull())
    .addColumn('body', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .execute()
  await db.schema
    .createIndex('outbox_messages_recipient')
    .on('outbox_messages')
    .columns(['recipient', 'id'])
    .execute()

  // One row per refresh token; a family is one sign-in and its rotations. Reusing a replaced
  // token revokes the whole family.
  await db.schema
    .createTable('sessions')
    .addColumn('id', 'uuid', (column) => column.primaryKey())
    .addColumn('family_id', 'uuid', (column) => column.notNull())
    .addColumn('user_id', 'bigint', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('refresh_hash', 'text', (column) => column.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .addColumn('replaced_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .execute()
  await db.schema.createIndex('sessions_family').on('sessions').column('family_id').execute()
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute()

  await db.schema
    .createTable('auth_events')
    .addColumn('id', 'bigserial', (column) => column.primaryKey())
    .addColumn('user_id', 'bigint', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('identifier', 'text', (column) => column.notNull())
    .addColumn('ip', 'text', (column) => column.notNull())
    .addColumn('action', 'text', (column) => column.notNull())
    .addColumn('outcome', 'text', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .execute()
  await db.schema
    .createIndex('auth_events_identifier')
    .on('auth_events')
    .columns(['identifier', 'created_at'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'auth_events',
    'sessions',
    'outbox_messages',
    'verification_codes',
    'invite_codes',
    'users',
  ]) {
    await db.schema.dropTable(table).execute()
  }
}
