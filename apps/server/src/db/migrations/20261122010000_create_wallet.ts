import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  // Each row of the change log shows the balance it left, written with the posting.
  await db.schema.alterTable('postings').addColumn('balance_after', 'bigint').execute()

  // One way to pay in or out. Deposit and withdrawal limits differ (a deposit from 100, a
  // withdrawal from 2 USDT), so each direction has its own.
  await db.schema
    .createTable('payment_channels')
    .addColumn('id', 'integer', (column) => column.primaryKey())
    .addColumn('type', 'text', (column) => column.notNull().check(sql`type in ('crypto', 'bank', 'card')`))
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('network', 'text')
    .addColumn('deposit_min', 'bigint', (column) => column.notNull())
    .addColumn('deposit_max', 'bigint', (column) => column.notNull())
    .addColumn('withdraw_min', 'bigint', (column) => column.notNull())
    .addColumn('withdraw_max', 'bigint', (column) => column.notNull())
    .addColumn('fee_rate_bp', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('network_fee', 'bigint', (column) => column.notNull().defaultTo(0))
    .addColumn('deposit_enabled', 'boolean', (column) => column.notNull())
    .addColumn('withdraw_enabled', 'boolean', (column) => column.notNull())
    .addColumn('sort', 'integer', (column) => column.notNull())
    .execute()

  await db.schema
    .createTable('wallet_settings')
    .addColumn('id', 'boolean', (column) => column.primaryKey().defaultTo(true).check(sql`id`))
    .addColumn('withdrawals_enabled', 'boolean', (column) => column.notNull())
    .execute()

  await db.schema
    .createTable('banks')
    .addColumn('country', 'text', (column) => column.notNull())
    .addColumn('code', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('banks_pk', ['country', 'code'])
    .execute()

  await db.schema
    .createTable('deposit_addresses')
    .addColumn('user_id', 'bigint', (column) => column.notNull().references('users.id'))
    .addColumn('network', 'text', (column) => column.notNull())
    .addColumn('address', 'text', (column) => column.notNull().unique())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addPrimaryKeyConstraint('deposit_addresses_pk', ['user_id', 'network'])
    .execute()

  await db.schema
    .createTable('deposits')
    .addColumn('id', 'bigserial', (column) => column.primaryKey())
    .addColumn('order_id', 'text', (column) => column.notNull().unique())
    .addColumn('user_id', 'bigint', (column) => column.notNull().references('users.id'))
    .addColumn('channel_id', 'integer', (column) => column.notNull().references('payment_channels.id'))
    .addColumn('type', 'text', (column) => column.notNull())
    .addColumn('network', 'text')
    .addColumn('amount', 'bigint', (column) => column.notNull().check(sql`amount > 0`))
    .addColumn('status', 'smallint', (column) => column.notNull())
    .addColumn('address', 'text')
    // One transaction hash credits at most once, whoever reports it.
    .addColumn('tx_hash', 'text', (column) => column.unique())
    .addColumn('provider_ref', 'text', (column) => column.unique())
    .addColumn('card_last4', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('completed_at', 'timestamptz')
    .execute()
  await db.schema.createIndex('deposits_user').on('deposits').columns(['user_id', 'id']).execute()

  await db.schema
    .createTable('bank_accounts')
    .addColumn('id', 'bigserial', (column) => column.primaryKey())
    .addColumn('user_id', 'bigint', (column) => column.notNull().references('users.id'))
    .addColumn('account_type', 'text', (column) => column.notNull())
    .addColumn('country', 'text')
    .addColumn('bank_code', 'text')
    .addColumn('bank_name', 'text')
    .addColumn('account_no', 'text', (column) => column.notNull())
    .addColumn('account_name', 'text', (column) => column.notNull())
    .addColumn('network', 'text')
    .addColumn('cpf', 'text')
    .addColumn('is_default', 'boolean', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('deleted_at', 'timestamptz')
    .execute()
  await sql`create unique index bank_accounts_one_default on bank_accounts (user_id) where is_default and deleted_at is null`.execute(
    db,
  )

  await db.schema
    .createTable('withdrawals')
    .addColumn('id', 'bigserial', (column) => column.primaryKey())
    .addColumn('order_id', 'text', (column) => column.notNull().unique())
    .addColumn('user_id', 'bigint', (column) => column.notNull().references('users.id'))
    .addColumn('channel_id', 'integer', (column) => column.notNull().references('payment_channels.id'))
    .addColumn('bank_account_id', 'bigint', (column) => column.notNull().references('bank_accounts.id'))
    .addColumn('amount', 'bigint', (column) => column.notNull().check(sql`amount > 0`))
    .addColumn('service_fee', 'bigint', (column) => column.notNull())
    .addColumn('network_fee', 'bigint', (column) => column.notNull())
    .addColumn('net_amount', 'bigint', (column) => column.notNull().check(sql`net_amount > 0`))
    .addColumn('status', 'smallint', (column) => column.notNull())
    .addColumn('remark', 'text')
    .addColumn('reviewed_by', 'bigint', (column) => column.references('users.id'))
    .addColumn('provider_ref', 'text')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('reviewed_at', 'timestamptz')
    .execute()
  await db.schema.createIndex('withdrawals_user').on('withdrawals').columns(['user_id', 'id']).execute()
  await db.schema.createIndex('withdrawals_status').on('withdrawals').columns(['status', 'id']).execute()

  // A money-moving request by its key: the first answer is kept and replayed.
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', 'bigint', (column) => column.notNull())
    .addColumn('key', 'text', (column) => column.notNull())
    .addColumn('request_hash', 'text', (column) => column.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('response', 'jsonb')
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'key'])
    .execute()

  await db.schema
    .createTable('check_ins')
    .addColumn('user_id', 'bigint', (column) => column.notNull().references('users.id'))
    .addColumn('day', 'text', (column) => column.notNull())
    .addColumn('streak', 'integer', (column) => column.notNull())
    .addColumn('reward', 'bigint', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addPrimaryKeyConstraint('check_ins_pk', ['user_id', 'day'])
    .execute()

  // Who did what to whose money, and why. Append-only like the ledger.
  await db.schema
    .createTable('operator_actions')
    .addColumn('id', 'bigserial', (column) => column.primaryKey())
    .addColumn('operator_id', 'bigint', (column) => column.notNull().references('users.id'))
    .addColumn('action', 'text', (column) => column.notNull())
    .addColumn('target', 'text', (column) => column.notNull())
    .addColumn('reason', 'text')
    .addColumn('details', 'jsonb', (column) => column.notNull())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .execute()
  await sql`
    create trigger operator_actions_append_only before update or delete on operator_actions
    for each row execute function ledger_is_append_only()`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'operator_actions',
    'check_ins',
    'idempotency_keys',
    'withdrawals',
    'bank_accounts',
    'deposits',
    'deposit_addresses',
    'banks',
    'wallet_settings',
    'payment_channels',
  ]) {
    await db.schema.dropTable(table).execute()
  }
  await db.schema.alterTable('postings').dropColumn('balance_after').execute()
}
