import { type Insertable, sql } from 'kysely'
import type { Db } from '../../db/database'
import type { BankAccountsTable, DepositsTable } from '../../db/schema'

export async function selectChannels(db: Db) {
  return db.selectFrom('payment_channels').selectAll().orderBy('sort').execute()
}

export async function selectChannel(db: Db, channelId: number) {
  return db.selectFrom('payment_channels').selectAll().where('id', '=', channelId).executeTakeFirst()
}

export async function selectWithdrawalsEnabled(db: Db) {
  const row = await db.selectFrom('wallet_settings').select('withdrawals_enabled').executeTakeFirst()
  return row?.withdrawals_enabled ?? false
}

export async function selectBanks(db: Db, country: string) {
  return db
    .selectFrom('banks')
    .select(['code', 'name'])
    .where('country', '=', country)
    .orderBy('name')
    .execute()
}

export async function selectBank(db: Db, country: string, code: string) {
  return db
    .selectFrom('banks')
    .select(['code', 'name'])
    .where('country', '=', country)
    .where('code', '=', code)
    .executeTakeFirst()
}

export async function selectBankCountries(db: Db) {
  const rows = await db.selectFrom('banks').select('country').distinct().orderBy('country').execute()
  return rows.map((row) => row.country)
}

/** The player's sandbox address on a network, keeping the first one ever given out. */
export async function ensureDepositAddress(
  db: Db,
  userId: number,
  network: string,
  address: string,
  now: Date,
) {
  await db
    .insertInto('deposit_addresses')
    .values({ user_id: String(userId), network, address, created_at: now })
    .onConflict((conflict) => conflict.doNothing())
    .execute()
  const row = await db
    .selectFrom('deposit_addresses')
    .select('address')
    .where('user_id', '=', String(userId))
    .where('network', '=', network)
    .where('key_id', '=', 'sandbox')
    .executeTakeFirstOrThrow()
  return row.address
}

export async function selectAddressOwner(db: Db, network: string, address: string) {
  const row = await db
    .selectFrom('deposit_addresses')
    .select('user_id')
    .where('network', '=', network)
    .where('address', '=', address)
    .executeTakeFirst()
  return row && Number(row.user_id)
}

type NewDeposit = Insertable<DepositsTable>

export async function insertDeposit(db: Db, deposit: NewDeposit) {
  const row = await db.insertInto('deposits').values(deposit).returning('id').executeTakeFirstOrThrow()
  return row.id
}

const DEPOSIT_COLUMNS = [
  'deposits.id',
  'deposits.order_id',
  'deposits.user_id',
  'deposits.type',
  'deposits.network',
  'deposits.amount',
  'deposits.status',
  'deposits.address',
  'deposits.tx_hash',
  'deposits.provider_ref',
  'deposits.card_last4',
  'deposits.created_at',
  'deposits.completed_at',
  'payment_channels.name as channel',
] as const

const depositsWithChannel = (db: Db) =>
  db.selectFrom('deposits').innerJoin('payment_channels', 'payment_channels.id', 'deposits.channel_id')

export async function selectDepositByOrder(db: Db, userId: number, orderId: string) {
  return depositsWithChannel(db)
    .select(DEPOSIT_COLUMNS)
    .where('deposits.user_id', '=', String(userId))
    .where('deposits.order_id', '=', orderId)
    .executeTakeFirst()
}

export async function selectDepositByProviderRef(db: Db, providerRef: string) {
  return depositsWithChannel(db)
    .select(DEPOSIT_COLUMNS)
    .where('deposits.provider_ref', '=', providerRef)
    .executeTakeFirst()
}

/**
 * The oldest pending crypto order at an address for this amount that no transfer has been
 * matched to yet, locked for crediting.
 */
export async function selectPendingCryptoOrder(db: Db, address: string, amount: bigint) {
  return db
    .selectFrom('deposits')
    .select(['id', 'order_id'])
    .where('address', '=', address)
    .where('type', '=', 'crypto')
    .where('status', '=', 0)
    .where('tx_hash', 'is', null)
    .where('amount', '=', String(amount))
    .orderBy('id')
    .limit(1)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst()
}

/** Moves a deposit from pending to a final status; false when it was no longer pending. */
export async function finishDeposit(
  db: Db,
  depositId: string,
  status: number,
  now: Date,
  txHash?: string,
  logIndex?: number | null,
): Promise<boolean> {
  const row = await db
    .updateTable('deposits')
    .set({
      status,
      completed_at: now,
      ...(txHash ? { tx_hash: txHash } : {}),
      ...(logIndex === undefined ? {} : { log_index: logIndex }),
    })
    .where('id', '=', depositId)
    .where('status', '=', 0)
    .returning('id')
    .executeTakeFirst()
  return row !== undefined
}

export type ListFilter = { start: number; limit: number; status?: number; from?: Date; to?: Date }

export async function selectDeposits(db: Db, userId: number, filter: ListFilter) {
  let query = depositsWithChannel(db).where('deposits.user_id', '=', String(userId))
  if (filter.status !== undefined) query = query.where('deposits.status', '=', filter.status)
  if (filter.from) query = query.where('deposits.created_at', '>=', filter.from)
  if (filter.to) query = query.where('deposits.created_at', '<', filter.to)
  const [list, total] = await Promise.all([
    query
      .select(DEPOSIT_COLUMNS)
      .orderBy('deposits.id', 'desc')
      .offset(filter.start)
      .limit(filter.limit)
      .execute(),
    query.select(sql<string>`count(*)`.as('count')).executeTakeFirstOrThrow(),
  ])
  return { list, total: Number(total.count) }
}

export async function sumCreditedDeposits(db: Db, userId: number) {
  const row = await db
    .selectFrom('deposits')
    .select(sql<string>`coalesce(sum(amount), 0)`.as('total'))
    .where('user_id', '=', String(userId))
    .where('status', '=', 3)
    .executeTakeFirstOrThrow()
  return BigInt(row.total)
}

const ACCOUNT_COLUMNS = [
  'id',
  'account_type',
  'country',
  'bank_code',
  'bank_name',
  'account_no',
  'account_name',
  'network',
  'cpf',
  'is_default',
] as const

export async function selectBankAccounts(db: Db, userId: number) {
  return db
    .selectFrom('bank_accounts')
    .select(ACCOUNT_COLUMNS)
    .where('user_id', '=', String(userId))
    .where('deleted_at', 'is', null)
    .orderBy('is_default', 'desc')
    .orderBy('id')
    .execute()
}

export async function selectBankAccount(db: Db, userId: number, accountId: number) {
  return db
    .selectFrom('bank_accounts')
    .select(ACCOUNT_COLUMNS)
    .where('user_id', '=', String(userId))
    .where('id', '=', String(accountId))
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
}

/** Serialises a player's account changes, so "first account is the default" holds under concurrency. */
export async function lockPlayer(db: Db, userId: number) {
  await db.selectFrom('users').select('id').where('id', '=', String(userId)).forUpdate().execute()
}

export async function clearDefaultAccount(db: Db, userId: number) {
  await db
    .updateTable('bank_accounts')
    .set({ is_default: false })
    .where('user_id', '=', String(userId))
    .where('is_default', '=', true)
    .execute()
}

export async function insertBankAccount(db: Db, account: Insertable<BankAccountsTable>) {
  return db.insertInto('bank_accounts').values(account).returning(ACCOUNT_COLUMNS).executeTakeFirstOrThrow()
}

export async function softDeleteBankAccount(db: Db, userId: number, accountId: number, now: Date) {
  const row = await db
    .updateTable('bank_accounts')
    .set({ deleted_at: now, is_default: false })
    .where('user_id', '=', String(userId))
    .where('id', '=', String(accountId))
    .where('deleted_at', 'is', null)
    .returning('is_default')
    .executeTakeFirst()
  return row !== undefined
}

/** After the default is deleted, the oldest remaining account becomes the default. */
export async function promoteOldestAccount(db: Db, userId: number) {
  const hasDefault = await db
    .selectFrom('bank_accounts')
    .select('id')
    .where('user_id', '=', String(userId))
    .where('deleted_at', 'is', null)
    .where('is_default', '=', true)
    .executeTakeFirst()
  if (hasDefault) return
  const oldest = await db
    .selectFrom('bank_accounts')
    .select('id')
    .where('user_id', '=', String(userId))
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst()
  if (oldest)
    await db.updateTable('bank_accounts').set({ is_default: true }).where('id', '=', oldest.id).execute()
}

export async function insertWithdrawal(
  db: Db,
  withdrawal: {
    order_id: string
    user_id: string
    channel_id: number
    bank_account_id: string
    amount: bigint
    service_fee: bigint
    network_fee: bigint
    net_amount: bigint
    status: number
    created_at: Date
  },
) {
  const row = await db.insertInto('withdrawals').values(withdrawal).returning('id').executeTakeFirstOrThrow()
  return row.id
}

const WITHDRAWAL_COLUMNS = [
  'withdrawals.id',
  'withdrawals.order_id',
  'withdrawals.user_id',
  'withdrawals.amount',
  'withdrawals.service_fee',
  'withdrawals.network_fee',
  'withdrawals.net_amount',
  'withdrawals.status',
  'withdrawals.remark',
  'withdrawals.created_at',
  'withdrawals.reviewed_at',
  'payment_channels.name as channel',
  'bank_accounts.account_type',
  'bank_accounts.account_no',
  'bank_accounts.account_name',
  'bank_accounts.network',
] as const

const withdrawalsWithAccount = (db: Db) =>
  db
    .selectFrom('withdrawals')
    .innerJoin('payment_channels', 'payment_channels.id', 'withdrawals.channel_id')
    .innerJoin('bank_accounts', 'bank_accounts.id', 'withdrawals.bank_account_id')

export async function selectWithdrawals(db: Db, userId: number, filter: ListFilter) {
  let query = withdrawalsWithAccount(db).where('withdrawals.user_id', '=', String(userId))
  if (filter.status !== undefined) query = query.where('withdrawals.status', '=', filter.status)
  if (filter.from) query = query.where('withdrawals.created_at', '>=', filter.from)
  if (filter.to) query = query.where('withdrawals.created_at', '<', filter.to)
  const [list, total] = await Promise.all([
    query
      .select(WITHDRAWAL_COLUMNS)
      .orderBy('withdrawals.id', 'desc')
      .offset(filter.start)
      .limit(filter.limit)
      .execute(),
    query.select(sql<string>`count(*)`.as('count')).executeTakeFirstOrThrow(),
  ])
  return { list, total: Number(total.count) }
}

export async function selectWithdrawalById(db: Db, withdrawalId: number) {
  return withdrawalsWithAccount(db)
    .innerJoin('users', 'users.id', 'withdrawals.user_id')
    .select(WITHDRAWAL_COLUMNS)
    .select(['users.real_name', 'withdrawals.reviewed_by'])
    .where('withdrawals.id', '=', String(withdrawalId))
    .executeTakeFirst()
}

/** One status's withdrawals (of one player when asked), a page in the asked order, and how many in all. */
export async function selectWithdrawalQueue(
  db: Db,
  filter: {
    status: number
    userId?: number | undefined
    sort: 'created_at' | 'amount'
    order: 'asc' | 'desc'
    start: number
    limit: number
  },
) {
  let query = withdrawalsWithAccount(db)
    .innerJoin('users', 'users.id', 'withdrawals.user_id')
    .where('withdrawals.status', '=', filter.status)
  if (filter.userId !== undefined) query = query.where('withdrawals.user_id', '=', String(filter.userId))
  const [list, total] = await Promise.all([
    query
      .select(WITHDRAWAL_COLUMNS)
      .select(['users.real_name', 'withdrawals.reviewed_by'])
      .orderBy(filter.sort === 'amount' ? 'withdrawals.amount' : 'withdrawals.created_at', filter.order)
      // Ties (same amount, same instant) keep the order the requests arrived in.
      .orderBy('withdrawals.id', filter.order)
      .offset(filter.start)
      .limit(filter.limit)
      .execute(),
    query.select(sql<string>`count(*)`.as('count')).executeTakeFirstOrThrow(),
  ])
  return { list, total: Number(total.count) }
}

/** Moves a withdrawal between statuses; false when it was not in the expected one any more. */
export async function moveWithdrawal(
  db: Db,
  withdrawalId: number,
  from: number,
  change: {
    status: number
    reviewed_by?: string
    remark?: string
    provider_ref?: string
    reviewed_at?: Date
  },
) {
  const row = await db
    .updateTable('withdrawals')
    .set(change)
    .where('id', '=', String(withdrawalId))
    .where('status', '=', from)
    .returning('id')
    .executeTakeFirst()
  return row !== undefined
}

/** The player's cash postings with their entries, newest first. */
export async function selectCashChanges(
  db: Db,
  userId: number,
  filter: { start: number; limit: number; kinds?: readonly string[]; from?: Date; to?: Date },
) {
  let query = db
    .selectFrom('postings')
    .innerJoin('ledger_accounts as account', 'account.id', 'postings.account_id')
    .innerJoin('journal_entries as entry', 'entry.id', 'postings.entry_id')
    .where('account.kind', '=', 'player_cash')
    .where('account.user_id', '=', String(userId))
  if (filter.kinds) query = query.where('entry.kind', 'in', filter.kinds)
  if (filter.from) query = query.where('entry.created_at', '>=', filter.from)
  if (filter.to) query = query.where('entry.created_at', '<', filter.to)
  const [list, total] = await Promise.all([
    query
      .select([
        'postings.id',
        'postings.amount',
        'postings.balance_after',
        'entry.kind',
        'entry.reference',
        'entry.created_at',
      ])
      .orderBy('postings.id', 'desc')
      .offset(filter.start)
      .limit(filter.limit)
      .execute(),
    query.select(sql<string>`count(*)`.as('count')).executeTakeFirstOrThrow(),
  ])
  return { list, total: Number(total.count) }
}

export async function selectLastCheckIn(db: Db, userId: number) {
  return db
    .selectFrom('check_ins')
    .select(['day', 'streak'])
    .where('user_id', '=', String(userId))
    .orderBy('day', 'desc')
    .limit(1)
    .executeTakeFirst()
}

/** Records today's claim; false when the player already claimed today. */
export async function insertCheckIn(
  db: Db,
  userId: number,
  day: string,
  streak: number,
  reward: bigint,
  now: Date,
) {
  const row = await db
    .insertInto('check_ins')
    .values({ user_id: String(userId), day, streak, reward, created_at: now })
    .onConflict((conflict) => conflict.doNothing())
    .returning('day')
    .executeTakeFirst()
  return row !== undefined
}
