import { type Kysely, sql } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  // A deposit address is either the sandbox's (key 'sandbox', no index) or derived from an
  // operator's extended public key: the key's id and the child index it was derived at, so the
  // operator's wallet can find its private key. A player keeps one address per network and key,
  // so a new key (or turning the chain on) gives them a new address and the old one still credits.
  await db.schema
    .alterTable('deposit_addresses')
    .addColumn('key_id', 'text', (column) => column.notNull().defaultTo('sandbox'))
    .addColumn('derivation_index', 'integer', (column) =>
      column.check(sql`derivation_index >= 0 and derivation_index < 2147483648`),
    )
    .execute()
  await db.schema
    .alterTable('deposit_addresses')
    .addCheckConstraint(
      'deposit_addresses_derivation',
      sql`(key_id = 'sandbox') = (derivation_index is null)`,
    )
    .execute()
  await db.schema.alterTable('deposit_addresses').dropConstraint('deposit_addresses_pk').execute()
  await db.schema
    .alterTable('deposit_addresses')
    .addPrimaryKeyConstraint('deposit_addresses_pk', ['user_id', 'network', 'key_id'])
    .execute()
  // An index of a key is given out once, whatever the network: two players never share a key pair.
  await sql`create unique index deposit_addresses_one_index on deposit_addresses (key_id, derivation_index) where derivation_index is not null`.execute(
    db,
  )

  // The next child index of each key; taken with a row lock, never handed back.
  await db.schema
    .createTable('deposit_key_counters')
    .addColumn('key_id', 'text', (column) => column.primaryKey())
    .addColumn('next_index', 'integer', (column) => column.notNull().check(sql`next_index >= 0`))
    .execute()

  // A transaction can carry several token transfers, so a transfer is its network, its hash and
  // its position among the transaction's logs. The operator's confirmation without a position
  // counts as -1: one such credit per hash.
  await db.schema.alterTable('deposits').addColumn('log_index', 'integer').execute()
  await db.schema.alterTable('deposits').dropConstraint('deposits_tx_hash_key').execute()
  await sql`create unique index deposits_one_transfer on deposits (network, tx_hash, coalesce(log_index, -1)) where tx_hash is not null`.execute(
    db,
  )

  // Every token transfer the chain watcher saw reach one of our addresses, credited or not.
  await db.schema
    .createTable('chain_transfers')
    .addColumn('id', 'bigserial', (column) => column.primaryKey())
    .addColumn('network', 'text', (column) => column.notNull())
    .addColumn('tx_hash', 'text', (column) => column.notNull())
    .addColumn('log_index', 'integer', (column) => column.notNull())
    .addColumn('block_number', 'bigint', (column) => column.notNull())
    .addColumn('block_hash', 'text')
    .addColumn('token_contract', 'text', (column) => column.notNull())
    .addColumn('from_address', 'text', (column) => column.notNull())
    .addColumn('to_address', 'text', (column) => column.notNull())
    // A token's base units can exceed a bigint (uint256).
    .addColumn('value', 'numeric', (column) => column.notNull())
    .addColumn('user_id', 'bigint', (column) => column.references('users.id'))
    .addColumn('deposit_id', 'bigint', (column) => column.references('deposits.id'))
    .addColumn('status', 'text', (column) =>
      column.notNull().check(sql`status in ('seen', 'credited', 'dropped', 'flagged', 'ignored')`),
    )
    .addColumn('flag', 'text', (column) =>
      column.check(
        sql`flag in ('OTHER_TOKEN', 'UNKNOWN_ADDRESS', 'HASH_CONFIRMED_BY_OPERATOR', 'NO_CHANNEL')`,
      ),
    )
    .addColumn('first_seen_at', 'timestamptz', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .addUniqueConstraint('chain_transfers_one_transfer', ['network', 'tx_hash', 'log_index'])
    .execute()
  await sql`create index chain_transfers_waiting on chain_transfers (network, block_number) where status = 'seen'`.execute(
    db,
  )
  await sql`create index chain_transfers_flagged on chain_transfers (id) where status = 'flagged'`.execute(db)

  // Per network, the last block whose transfers are final and processed: a restart goes on from here.
  await db.schema
    .createTable('chain_cursors')
    .addColumn('network', 'text', (column) => column.primaryKey())
    .addColumn('final_block', 'bigint', (column) => column.notNull().check(sql`final_block >= 0`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('chain_cursors').execute()
  await db.schema.dropTable('chain_transfers').execute()
  await sql`drop index deposits_one_transfer`.execute(db)
  await db.schema.alterTable('deposits').addUniqueConstraint('deposits_tx_hash_key', ['tx_hash']).execute()
  await db.schema.alterTable('deposits').dropColumn('log_index').execute()
  await db.schema.dropTable('deposit_key_counters').execute()
  await sql`drop index deposit_addresses_one_index`.execute(db)
  await db.schema.alterTable('deposit_addresses').dropConstraint('deposit_addresses_pk').execute()
  await sql`delete from deposit_addresses where key_id <> 'sandbox'`.execute(db)
  await db.schema
    .alterTable('deposit_addresses')
    .addPrimaryKeyConstraint('deposit_addresses_pk', ['user_id', 'network'])
    .execute()
  await db.schema.alterTable('deposit_addresses').dropConstraint('deposit_addresses_derivation').execute()
  await db.schema.alterTable('deposit_addresses').dropColumn('derivation_index').execute()
  await db.schema.alterTable('deposit_addresses').dropColumn('key_id').execute()
}
