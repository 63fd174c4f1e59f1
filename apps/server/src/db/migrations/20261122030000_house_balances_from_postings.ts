import { type Kysely, sql } from 'kysely'

// The house's accounts stop keeping a balance row: their balance is the sum of their postings,
// so no single house row is locked by every bet and deposit in the product.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update ledger_accounts set balance = 0 where kind not like 'player_%'`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    update ledger_accounts as account
    set balance = (select coalesce(sum(amount), 0) from postings where account_id = account.id)
    where kind not like 'player_%'`.execute(db)
}
