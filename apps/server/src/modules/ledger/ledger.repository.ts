import { money } from '@app/domain'
import { sql } from 'kysely'
import type { Db } from '../../db/database'

/**
 * The id of an account, creating it on first use (concurrent first uses agree on one row). It is
 * read first: an insert that meets an existing row would wait for whichever transaction holds
 * that row's lock, and a hot account is nearly always locked.
 */
export async function ensureAccount(db: Db, kind: string, userId: number | null, now: Date): Promise<string> {
  const owner = userId === null ? null : String(userId)
  const find = () =>
    db
      .selectFrom('ledger_accounts')
      .select('id')
      .where('kind', '=', kind)
      .where(sql<boolean>`coalesce(user_id, 0) = ${owner ?? 0}`)
      .executeTakeFirst()
  const existing = await find()
  if (existing) return existing.id
  await db
    .insertInto('ledger_accounts')
    .values({ kind, user_id: owner, created_at: now })
    .onConflict((conflict) => conflict.doNothing())
    .execute()
  const created = await find()
  if (!created) throw new Error(`Ledger account ${kind}/${owner ?? 'house'} vanished after its insert`)
  return created.id
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

/** Writes postings that keep no balance of their own (the house's side of an entry). */
export async function insertPostings(
  db: Db,
  entryId: string,
  postings: { accountId: string; amount: bigint }[],
) {
  if (postings.length === 0) return
  await db
    .insertInto('postings')
    .values(
      postings.map((posting) => ({
        entry_id: entryId,
        account_id: posting.accountId,
        amount: posting.amount,
      })),
    )
    .execute()
}

/**
 * Moves a player account's balance and writes its posting with the balance it left, in one
 * conditional statement: the account only changes when it stays at or above zero, so
 * concurrent debits can neither overdraw nor lose an update, and the row's lock is held for one
 * round trip before the commit. Returns the new balance, or undefined when it would overdraw.
 */
export async function postToPlayerAccount(
  db: Db,
  entryId: string,
  accountId: string,
  amount: bigint,
): Promise<bigint | undefined> {
  const change = String(amount)
  const { rows } = await sql<{ balance_after: string }>`
    with moved as (
      update ledger_accounts set balance = balance + ${change}::bigint
      where id = ${accountId} and balance + ${change}::bigint >= 0
      returning id, balance
    )
    insert into postings (entry_id, account_id, amount, balance_after)
    select ${entryId}, id, ${change}::bigint, balance from moved
    returning balance_after`.execute(db)
  const [row] = rows
  return row === undefined ? undefined : BigInt(row.balance_after)
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

/**
 * Accounts whose kept balance differs from the sum of their postings. Player accounts keep
 * theirs in step with every posting; the house's keep none (0), their balance is the sum.
 */
export async function selectDriftingAccounts(db: Db) {
  return db
    .selectFrom('ledger_accounts as account')
    .leftJoin('postings', 'postings.account_id', 'account.id')
    .select(['account.id', 'account.kind', 'account.user_id', 'account.balance'])
    .select(sql<string>`coalesce(sum(postings.amount), 0)`.as('posted'))
    .groupBy(['account.id', 'account.kind', 'account.user_id', 'account.balance'])
    .having(
      sql<boolean>`account.balance <> case when account.kind like 'player_%' then coalesce(sum(postings.amount), 0) else 0 end`,
    )
    .execute()
}

/** The house's balances, summed from their postings. */
export async function selectHouseBalances(db: Db) {
  return db
    .selectFrom('ledger_accounts as account')
    .leftJoin('postings', 'postings.account_id', 'account.id')
    .select(['account.kind', sql<string>`coalesce(sum(postings.amount), 0)`.as('balance')])
    .where('account.kind', 'not like', 'player_%')
    .groupBy('account.kind')
    .orderBy('account.kind')
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

/**
 * Players whose money in transit differs from their open transfer orders: every order still
 * waiting for a provider's word holds its amount in transit, and nothing else does.
 */
export async function selectTransitMismatches(db: Db) {
  const { rows } = await sql<{ user_id: string; in_transit: string; open_orders: string }>`
    with transit as (
      select user_id, balance from ledger_accounts where kind = 'player_in_transit'
    ), open_orders as (
      select user_id, sum(amount) as amount from provider_transfers
      where status in ('pending', 'unknown') group by user_id
    )
    select coalesce(transit.user_id, open_orders.user_id) as user_id,
      coalesce(transit.balance, 0) as in_transit, coalesce(open_orders.amount, 0) as open_orders
    from transit full join open_orders on open_orders.user_id = transit.user_id
    where coalesce(transit.balance, 0) <> coalesce(open_orders.amount, 0)`.execute(db)
  return rows
}
