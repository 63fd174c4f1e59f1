import { money } from '@app/domain'
import { type RawBuilder, sql } from 'kysely'
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

/** One line of a journal entry as the database sees it: an account by kind and owner, and an amount. */
export type EntryLine = { kind: string; userId: number | null; amount: bigint }

export type WrittenEntry =
  /** An account of the entry does not exist yet; nothing was written. */
  | { outcome: 'accountMissing' }
  | { outcome: 'duplicate' }
  /** The only player account would have gone below zero; the statement's writes must roll back. */
  | { outcome: 'overdrawn' }
  /** Written; player lines not yet moved (all of them when an entry has several) are left to the caller. */
  | { outcome: 'written'; entryId: string; playerAccounts: { line: number; accountId: string }[] }

/**
 * Writes a journal entry in one statement: the entry, the house's postings and, when the entry
 * has exactly one player line, that account's conditional move with its posting, as in
 * postToPlayerAccount. An entry with several player lines leaves their moves to the caller, who
 * locks them in id order. Nothing is written unless every account exists.
 */
export async function writeEntry(
  db: Db,
  entry: { kind: string; reference: string; lines: readonly EntryLine[] },
  now: Date,
): Promise<WrittenEntry> {
  const { lines } = entry
  const playerCount = lines.filter((line) => line.userId !== null).length
  const { rows } = await sql<{
    ready: boolean
    entry_id: string | null
    moved: number
    player_accounts: { line: number; account_id: string }[] | null
  }>`
    with line as (
      select * from unnest(
        ${lines.map((_, index) => index)}::int[],
        ${lines.map((line) => line.kind)}::text[],
        ${lines.map((line) => (line.userId === null ? null : String(line.userId)))}::bigint[],
        ${lines.map((line) => String(line.amount))}::bigint[]
      ) as line (position, kind, owner, amount)
    ), account as (
      select line.position, line.amount, line.owner is not null as is_player, found.id
      from line left join ledger_accounts found
        on found.kind = line.kind and coalesce(found.user_id, 0) = coalesce(line.owner, 0)
    ), ready as (
      select bool_and(id is not null) as ok from account
    ), entry as (
      insert into journal_entries (kind, reference, created_at)
      select ${entry.kind}, ${entry.reference}, ${now} from ready where ok
      on conflict (kind, reference) do nothing
      returning id
    ), house as (
      insert into postings (entry_id, account_id, amount)
      select entry.id, account.id, account.amount from entry, account where not account.is_player
    ), moved as (
      update ledger_accounts set balance = balance + account.amount
      from account, entry
      where ${playerCount === 1} and account.is_player and ledger_accounts.id = account.id
        and ledger_accounts.balance + account.amount >= 0
      returning ledger_accounts.id, ledger_accounts.balance, account.amount, entry.id as entry_id
    ), player as (
      insert into postings (entry_id, account_id, amount, balance_after)
      select entry_id, id, amount, balance from moved
    )
    select (select ok from ready) as ready, (select id from entry) as entry_id,
      (select count(*) from moved)::int as moved,
      (select json_agg(json_build_object('line', position, 'account_id', id)) from account where is_player)
        as player_accounts`.execute(db)
  const [row] = rows
  if (!row?.ready) return { outcome: 'accountMissing' }
  if (row.entry_id === null) return { outcome: 'duplicate' }
  if (playerCount === 1 && row.moved === 0) return { outcome: 'overdrawn' }
  return {
    outcome: 'written',
    entryId: row.entry_id,
    playerAccounts:
      playerCount === 1
        ? []
        : (row.player_accounts ?? []).map((account) => ({
            line: account.line,
            accountId: String(account.account_id),
          })),
  }
}

/** The house account every stake is paid into. */
export const STAKE_ACCOUNT = 'house_cash'

/** A column telling whether the house's stake account exists; when not, debitCte refuses. */
export const stakeAccountExists = sql<boolean>`exists (
  select 1 from ledger_accounts where kind = ${STAKE_ACCOUNT} and user_id is null
)`

/**
 * The first CTE of a statement that places a bet in one round trip: `debit` takes `amount` from
 * the player's cash when `when` holds, the house's account exists and the cash stays at or
 * above zero, answering the cash account and its new balance. Every write of the statement
 * hangs on its row, so a refused debit writes nothing.
 */
export function debitCte(userId: number, amount: bigint, when: RawBuilder<boolean>) {
  const change = String(amount)
  return sql`debit as (
    update ledger_accounts set balance = balance - ${change}::bigint
    where kind = 'player_cash' and user_id = ${String(userId)} and balance >= ${change}::bigint
      and ${when}
      and ${stakeAccountExists}
    returning id, balance
  )`
}

/**
 * The CTEs that journal a `debitCte` as the entry `kind` of its business row (`reference`, e.g.
 * the id of a CTE's inserted bet): the entry, the player's posting with the balance it left and
 * the house's posting, exactly as postEntry writes them.
 */
export function stakeEntryCtes(kind: string, reference: RawBuilder<string>, amount: bigint, now: Date) {
  const change = String(amount)
  return sql`stake_entry as (
    insert into journal_entries (kind, reference, created_at)
    select ${kind}, ${reference}, ${now} from debit
    returning id
  ), stake_postings as (
    insert into postings (entry_id, account_id, amount, balance_after)
    select stake_entry.id, debit.id, -${change}::bigint, debit.balance from stake_entry, debit
    union all
    select stake_entry.id, house.id, ${change}::bigint, null
    from stake_entry, ledger_accounts house where house.kind = ${STAKE_ACCOUNT} and house.user_id is null
  )`
}

/**
 * An amount in micro-USDT (never negative) as the API's decimal text, e.g. 1500000 as '1.5', as
 * toDecimalString writes it: for answers a statement builds and stores itself.
 */
export const usdtText = (micro: RawBuilder<unknown>) => sql<string>`(
  case when ${micro} % 1000000 = 0 then (${micro} / 1000000)::text
  else (${micro} / 1000000)::text || '.' || rtrim(lpad((${micro} % 1000000)::text, 6, '0'), '0') end
)`

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

/**
 * The balances of some players' accounts of a kind, their rows locked until the transaction ends
 * (in id order, as every multi-account entry locks them), so what is read stays what is there.
 */
export async function lockPlayerBalances(trx: Db, kind: string, userIds: readonly number[]) {
  if (userIds.length === 0) return []
  const rows = await trx
    .selectFrom('ledger_accounts')
    .select(['user_id', 'balance'])
    .where('kind', '=', kind)
    .where(
      'user_id',
      'in',
      userIds.map((userId) => String(userId)),
    )
    .orderBy('id')
    .forUpdate()
    .execute()
  return rows.map((row) => ({ userId: Number(row.user_id), balance: money(BigInt(row.balance)) }))
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
