import type { Kysely } from 'kysely'

// A player's accounts are found by player and kind (a stake's debit, a balance): the identity
// index is on the kind and an expression of the player, which a query by player cannot use, so
// each such query read every account of its kind.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('ledger_accounts_by_user')
    .on('ledger_accounts')
    .columns(['user_id', 'kind'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('ledger_accounts_by_user').execute()
}
