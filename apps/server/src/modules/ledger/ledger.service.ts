import { checkJournal, type Money, money, type Posting } from '@app/domain'
import type { Db } from '../../db/database'
import { AppError } from '../../errors/app-error'
import { countLedgerEntry } from '../../metrics/metrics'
import {
  ensureAccount,
  lockPlayerBalances,
  postToPlayerAccount,
  STAKE_ACCOUNT,
  selectDriftingAccounts,
  selectNegativePlayerAccounts,
  selectPlayerBalance,
  selectTransitMismatches,
  selectUnbalancedEntries,
  writeEntry,
} from './ledger.repository'
import { onePerWallet } from './wallet-queue'

/** A ledger account: a player's cash or held funds, or one of the house's accounts. */
export type LedgerAccount =
  | { readonly kind: 'player_cash' | 'player_held' | 'player_in_transit'; readonly userId: number }
  | { readonly kind: 'house_cash' | 'house_promotions' | 'payment_clearing' | ProviderFloat }

/** What a transfer-wallet provider holds of the players' money, e.g. provider_ky. */
export type ProviderFloat = `provider_${string}`

export type JournalEntry = {
  /** What moved the money: deposit, withdrawal, bet, payout, reward… */
  kind: string
  /** The business row it belongs to; one entry per kind and reference, so a retry never doubles. */
  reference: string
  postings: readonly Posting<LedgerAccount>[]
}

const userOf = (account: LedgerAccount) => ('userId' in account ? account.userId : null)

/**
 * Writes one journal entry. Call it inside the transaction of the business row it belongs to.
 * Player accounts keep their balance in step with each posting, refusing (422
 * INSUFFICIENT_BALANCE) one that would go below zero; the house's accounts keep no balance row,
 * their balance is the sum of their postings, so no house account becomes a row every bet in the
 * product waits on. A second entry for the same kind and reference is refused (409
 * DUPLICATE_ENTRY). Player accounts are locked in id order, so concurrent entries never deadlock.
 */
export async function postEntry(trx: Db, entry: JournalEntry, now: Date): Promise<string> {
  const check = checkJournal(entry.postings)
  if (!check.ok) throw new Error(`Journal entry ${entry.kind}/${entry.reference} is invalid: ${check.reason}`)
  const lines = entry.postings.map((posting) => ({
    kind: posting.account.kind,
    userId: userOf(posting.account),
    amount: posting.amount as bigint,
  }))
  const written = { kind: entry.kind, reference: entry.reference, lines }
  let outcome = await writeEntry(trx, written, now)
  if (outcome.outcome === 'accountMissing') {
    for (const line of lines) await ensureAccount(trx, line.kind, line.userId, now)
    outcome = await writeEntry(trx, written, now)
  }
  switch (outcome.outcome) {
    case 'accountMissing':
      throw new Error(`Journal entry ${entry.kind}/${entry.reference}: an account vanished after its insert`)
    case 'duplicate':
      throw new AppError('DUPLICATE_ENTRY', 409, { reference: entry.reference })
    case 'overdrawn':
      throw new AppError('INSUFFICIENT_BALANCE', 422)
  }
  const inLockOrder = outcome.playerAccounts.sort((a, b) =>
    BigInt(a.accountId) < BigInt(b.accountId) ? -1 : 1,
  )
  for (const { line, accountId } of inLockOrder) {
    const amount = lines[line]?.amount ?? 0n
    if ((await postToPlayerAccount(trx, outcome.entryId, accountId, amount)) === undefined) {
      throw new AppError('INSUFFICIENT_BALANCE', 422)
    }
  }
  countLedgerEntry(entry)
  return outcome.entryId
}

/**
 * Runs work in one transaction on a player's wallet, one transaction per wallet at a time in this
 * process (see onePerWallet): for the calls that hit one wallet in bursts, such as a casino
 * provider's callbacks for a player spinning a slot.
 */
export function walletTransaction<T>(db: Db, userId: number, work: (trx: Db) => Promise<T>): Promise<T> {
  return onePerWallet(userId, () => db.transaction().execute(work))
}

/**
 * Runs a statement that debits a player's stake (built on debitCte), queued on the player's wallet
 * (onePerWallet). A statement refused because the house's stake account does not exist yet
 * (its answer's `isHouseReady` false) runs again once the account is made.
 */
export async function writeStake<T extends { isHouseReady: boolean }>(
  db: Db,
  userId: number,
  now: Date,
  write: () => Promise<T>,
): Promise<T> {
  const written = await onePerWallet(userId, write)
  if (written.isHouseReady) return written
  await ensureAccount(db, STAKE_ACCOUNT, null, now)
  return onePerWallet(userId, write)
}

/** What a player can spend, in micro-USDT. */
export function playerCash(db: Db, userId: number): Promise<Money> {
  return selectPlayerBalance(db, 'player_cash', userId)
}

/**
 * What each of these players can spend, their cash accounts locked until the transaction ends:
 * for a write that decides how much to take from the cash it read (a player without an account
 * has 0).
 */
export async function lockPlayerCash(trx: Db, userIds: readonly number[]): Promise<Map<number, Money>> {
  const cash = new Map<number, Money>(userIds.map((userId) => [userId, money(0n)]))
  for (const { userId, balance } of await lockPlayerBalances(trx, 'player_cash', userIds)) {
    cash.set(userId, balance)
  }
  return cash
}

/** What a player has asked to withdraw and an operator has not yet reviewed, in micro-USDT. */
export function playerHeld(db: Db, userId: number): Promise<Money> {
  return selectPlayerBalance(db, 'player_held', userId)
}

/** What a player sent to a transfer-wallet game and the provider has not yet confirmed, in micro-USDT. */
export function playerInTransit(db: Db, userId: number): Promise<Money> {
  return selectPlayerBalance(db, 'player_in_transit', userId)
}

/**
 * The ledger's invariants on any database: every entry balances, every balance equals its
 * postings, money in transit is exactly what open transfer orders hold, no player balance is
 * negative. Returns one line per broken thing; none means sound.
 */
export async function verifyLedger(db: Db): Promise<string[]> {
  const problems: string[] = []
  for (const entry of await selectUnbalancedEntries(db)) {
    problems.push(
      `entry ${entry.id} (${entry.kind} ${entry.reference}): ${entry.count} postings summing to ${entry.sum}`,
    )
  }
  for (const account of await selectDriftingAccounts(db)) {
    problems.push(
      `account ${account.id} (${account.kind} ${account.user_id ?? 'house'}): balance ${account.balance} but postings sum to ${account.posted}`,
    )
  }
  for (const player of await selectTransitMismatches(db)) {
    problems.push(
      `player ${player.user_id}: ${player.in_transit} in transit but ${player.open_orders} in open transfer orders`,
    )
  }
  for (const account of await selectNegativePlayerAccounts(db)) {
    problems.push(
      `account ${account.id} (${account.kind} ${account.user_id}): negative balance ${account.balance}`,
    )
  }
  return problems
}
