import { money } from '@app/domain'
import { sql } from 'kysely'
import type { Db } from '../../db/database'

/** The id of an account, creating it on first use (concurrent first uses agree on one row). */
export async function ensureAccount(db: Db, kind: string, userId: number | null, now: Date): Promise<string> {
  const owner = userId === null ? null : String(userId)
  await db
    .insertInto('ledger_accounts')
    .values({ kind, user_id: owner, created_at: now })
    .onConflict((conflict) => conflict.doNothing())
    .execute()
  const row = await db
    .selectFrom('ledger_accounts')
    .select('id')
    .where('kind', '=', kind)
    .where(sql<boolean>`coalesce(user_id, 0) = ${owner ?? 0}`)
    .executeTakeFirstOrThrow()
  return row.id
}

export async function insertEntry(db: Db, kind: string, reference: string, now: Date) {
  const row = await db
    .insertInto('journal_entries')
    .values({ kind, reference, created_at: now })
    .onConflict((conflict) => conflict.columns(['kind', 'reference']).doNothing())
    .returning('id')
    .executeTakeFirst()
  return row?.id
}

export async function insertPostings(
  db: Db,
  entryId: string,
  postings: { accountId: string; amount: bigint; balanceAfter: bigint }[],
) {
  await db
    .insertInto('postings')
    .values(
      postings.map((posting) => ({
        entry_id: entryId,
        account_id: posting.accountId,
        amount: posting.amount,
        balance_after: posting.balanceAfter,
      })),
    )
    .execute()
}

/**
 * Moves an account's balance in one conditional statement: a player account is only changed when
 * it stays at or above zero, so concurrent debits can neither overdraw nor lose an update.
 * Returns the new balance, or undefined when the change would overdraw.
 */
export async function applyToBalance(db: Db, accountId: string, amount: bigint): Promise<bigint | undefined> {
  const change = sql<string>`${String(amount)}::bigint`
  const row = await db
    .updateTable('ledger_accounts')
    .set({ balance: sql`balance + ${change}` })
    .where('id', '=', accountId)
    .where(sql<boolean>`(kind not like 'player_%' or balance + ${change} >= 0)`)
    .returning('balance')
    .executeTakeFirst()
  return row === undefined ? undefined : BigInt(row.balance)
}

/** A player's balance in an account kind; zero when the account does not exist yet. */
export async function selectPlayerBalance(db: Db, kind: string, userId: number) {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('kind', '=', kind)
    .where('user_id', '=', String(userId))
    .executeTakeFirst()
  return money(BigInt(row?.balance ?? 0))
}

/** Entries whose postings do not sum to zero, or that have fewer than two postings. */
export async function selectUnbalancedEntries(db: Db) {
  return db
    .selectFrom('journal_entries as entry')
    .leftJoin('postings', 'postings.entry_id', 'entry.id')
    .select(['entry.id', 'entry.kind', 'entry.reference'])
    .select([
      sql<string>`coalesce(sum(postings.amount), 0)`.as('sum'),
      sql<string>`count(postings.id)`.as('count'),
    ])
    .groupBy(['entry.id', 'entry.kind', 'entry.reference'])
    .having(sql<boolean>`coalesce(sum(postings.amount), 0) <> 0 or count(postings.id) < 2`)
    .execute()
}

/** Accounts whose kept balance differs from the sum of their postings. */
export async function selectDriftingAccounts(db: Db) {
  return db
    .selectFrom('ledger_accounts as account')
    .leftJoin('postings', 'postings.account_id', 'account.id')
    .select(['account.id', 'account.kind', 'account.user_id', 'account.balance'])
    .select(sql<string>`coalesce(sum(postings.amount), 0)`.as('posted'))
    .groupBy(['account.id', 'account.kind', 'account.user_id', 'account.balance'])
    .having(sql<boolean>`account.balance <> coalesce(sum(postings.amount), 0)`)
    .execute()
}

/** Player accounts below zero (the table forbids them; this catches a disabled constraint). */
export async function selectNegativePlayerAccounts(db: Db) {
  return db
    .selectFrom('ledger_accounts')
    .select(['id', 'kind', 'user_id', 'balance'])
    .where('kind', 'like', 'player_%')
    .where('balance', '<', '0')
    .execute()
}
