import { randomBytes } from 'node:crypto'
import type { Page, ProviderBalance, ProviderTransfer, ProviderTransferRequest } from '@app/contract'
import { DEFAULT_CURRENCY, type Money, money, parseMoney, toDecimalString } from '@app/domain'
import type { TransferGameProvider } from '../../adapters/game-providers/game-provider'
import type { Db } from '../../db/database'
import { AppError } from '../../errors/app-error'
import { plainTransaction, type Transact } from '../idempotency/idempotency.service'
import { type JournalEntry, type ProviderFloat, postEntry } from '../ledger/ledger.service'
import { guardStake } from '../player-protection/player-protection.service'
import {
  finishOpenTransfer,
  insertTransfer,
  markTransferUnknown,
  selectOrdersToReconcile,
  selectPlayerTransfers,
  selectTransfer,
} from './transfers.repository'

/**
 * Transfers between a player's balance and a transfer-wallet provider (ky, ng). An order is
 * written with its money parked in the player's in-transit account before the provider hears of
 * it, in its own transaction; the provider is never called inside one. The order then ends as the
 * provider says: done, or refused (the money goes back). An order without an answer is asked
 * about by the reconciler until the provider says, and is never refunded on a guess.
 */

export type TransferDependencies = { db: Db; provider: TransferGameProvider }

/** An open order older than this had its call end long ago (or never start): only the reconciler touches it. */
export const RECONCILE_PENDING_AFTER_MS = 30_000

type TransferRow = NonNullable<Awaited<ReturnType<typeof selectTransfer>>>

/** The largest single transfer, in USDT. */
const MAX_TRANSFER = 1_000_000n * 1_000_000n

const floatOf = (provider: string): ProviderFloat => `provider_${provider}`

/** The ledger entry of each step of an order, by direction and step. */
function transferEntry(row: TransferRow, step: 'open' | 'ok' | 'failed'): JournalEntry {
  const userId = Number(row.user_id)
  const amount = money(BigInt(row.amount))
  const cash = { kind: 'player_cash', userId } as const
  const transit = { kind: 'player_in_transit', userId } as const
  const float = { kind: floatOf(row.provider) } as const
  const move = (kind: string, from: JournalEntry['postings'][number]['account'], to: typeof from) => ({
    kind,
    reference: row.order_id,
    postings: [
      { account: from, amount: money(-amount) },
      { account: to, amount },
    ],
  })
  if (row.direction === 'in') {
    if (step === 'open') return move('gameTransferIn', cash, transit)
    return step === 'ok'
      ? move('gameTransferSettled', transit, float)
      : move('gameTransferRefund', transit, cash)
  }
  if (step === 'open') return move('gameTransferPending', float, transit)
  return step === 'ok' ? move('gameTransferOut', transit, cash) : move('gameTransferReturned', transit, float)
}

function transferView(row: TransferRow): ProviderTransfer {
  return {
    order_id: row.order_id,
    direction: row.direction,
    amount: toDecimalString(money(BigInt(row.amount))),
    status: row.status,
    created_at: row.created_at.toISOString(),
  }
}

/** The platform a call names, checked against the provider's: none for ky, one of ng's plat_types. */
export function platformOf(provider: TransferGameProvider, asked: string | undefined): string | null {
  if (provider.platforms.length === 0) return null
  if (asked === undefined || !provider.platforms.includes(asked)) {
    throw new AppError('UNKNOWN_GAME_KIND', 404, { kind: asked ?? '' })
  }
  return asked
}

function amountOf(text: string): Money {
  const parsed = parseMoney(text)
  if (!parsed.ok) throw new AppError('INVALID_AMOUNT', 400)
  if (parsed.value <= 0n) throw new AppError('AMOUNT_NOT_POSITIVE', 400)
  if (parsed.value > MAX_TRANSFER) throw new AppError('INVALID_AMOUNT', 400)
  return parsed.value
}

/** Our order id: the provider's name, the time and randomness; written before any call. */
const newOrderId = (provider: string, now: Date) =>
  `${provider}${now.getTime()}${randomBytes(6).toString('hex')}`

/** Ends an open order as the provider said, moving its money once. */
async function finish(db: Db, orderId: string, outcome: 'ok' | 'failed', now: Date) {
  return db.transaction().execute(async (trx) => {
    const row = await finishOpenTransfer(trx, orderId, outcome, now)
    if (row) await postEntry(trx, transferEntry(row, outcome), now)
    return row
  })
}

/**
 * Moves money to (`in`) or from (`out`) the provider for a player: the order and its money in
 * transit are committed through `transact` (with the request's idempotency record), then the
 * provider is called once, outside any transaction, and its answer ends the order or leaves it
 * unknown for the reconciler.
 */
export async function transferWithProvider(
  { db, provider }: TransferDependencies,
  transfer: {
    userId: number
    direction: 'in' | 'out'
    /** The provider's platform, checked with `platformOf`. */
    platform: string | null
    request: ProviderTransferRequest
  },
  transact: Transact,
  now: () => Date,
): Promise<ProviderTransfer> {
  const amount = amountOf(transfer.request.money)
  const opened = await transact(async (trx) => {
    // Money into a game's wallet can only be played there: it is a stake to responsible play.
    if (transfer.direction === 'in') await guardStake(trx, transfer.userId, amount, now())
    const row = await insertTransfer(trx, {
      orderId: newOrderId(provider.family, now()),
      provider: provider.family,
      platform: transfer.platform,
      userId: transfer.userId,
      direction: transfer.direction,
      amount,
      now: now(),
    })
    await postEntry(trx, transferEntry(row, 'open'), now())
    return transferView(row)
  })
  const outcome = await provider.transfer({
    orderId: opened.order_id,
    account: String(transfer.userId),
    platform: transfer.platform,
    amount,
    direction: transfer.direction,
  })
  if (outcome === 'unknown') await markTransferUnknown(db, opened.order_id, now())
  else await finish(db, opened.order_id, outcome, now())
  return opened
}

/**
 * Brings a player's money back from every transfer-wallet provider, from each platform of an
 * aggregator: when the player takes a break, so a table left open at a provider has nothing
 * left to play with. A provider that fails to answer is logged and keeps the money, which the
 * player can still transfer out later; an order left without an answer goes to the reconciler.
 */
export async function returnAllFromProviders(
  db: Db,
  providers: readonly TransferGameProvider[],
  userId: number,
  now: () => Date,
  logger: { warn(details: object, message: string): void },
): Promise<void> {
  for (const provider of providers) {
    const platforms = provider.platforms.length > 0 ? provider.platforms : [null]
    for (const platform of platforms) {
      try {
        const balance = await provider.balance({ account: String(userId), platform })
        if (balance === undefined || balance <= 0n) continue
        const request = {
          money: toDecimalString(balance),
          ...(platform === null ? {} : { plat_type: platform }),
        }
        await transferWithProvider(
          { db, provider },
          { userId, direction: 'out', platform, request: request as ProviderTransferRequest },
          plainTransaction(db),
          now,
        )
      } catch (error) {
        logger.warn(
          { err: error, provider: provider.family, platform, userId },
          'money left at a provider after a break',
        )
      }
    }
  }
}

/** One of the player's orders as it stands now. */
export async function playerTransfer(db: Db, userId: number, orderId: string): Promise<ProviderTransfer> {
  const row = await selectTransfer(db, orderId)
  if (!row || Number(row.user_id) !== userId) throw new AppError('UNKNOWN_ORDER', 404)
  return transferView(row)
}

/** A page of the player's orders with a provider, newest first. */
export async function listPlayerTransfers(
  db: Db,
  wallet: { provider: string; platform: string | null; userId: number },
  { start, limit }: { start: number; limit: number },
): Promise<Page<ProviderTransfer>> {
  const { rows, total } = await selectPlayerTransfers(db, { ...wallet, start, limit })
  return { list: rows.map(transferView), total }
}

/** The player's money at the provider (as the provider says), and what is on its way. */
export async function providerBalance(
  { db, provider }: TransferDependencies,
  userId: number,
  platform: string | null,
): Promise<ProviderBalance> {
  const [balance, orders] = await Promise.all([
    provider.balance({ account: String(userId), platform }),
    selectPlayerTransfers(db, { userId, provider: provider.family, platform, start: 0, limit: 1 }),
  ])
  return {
    balance: balance === undefined ? null : toDecimalString(balance),
    in_transit: toDecimalString(money(orders.inTransit)),
    currency: DEFAULT_CURRENCY,
  }
}

/**
 * One pass of the reconciler: asks the provider about every unknown order, and every pending
 * order old enough that its call has ended (or never started, when the server stopped between
 * our commit and the call). Done orders are completed; refused or never-received ones are
 * returned; the rest wait for the next pass. Returns how many orders it ended.
 */
export async function reconcileTransfers(
  db: Db,
  providers: readonly TransferGameProvider[],
  now: Date,
): Promise<number> {
  const pendingBefore = new Date(now.getTime() - RECONCILE_PENDING_AFTER_MS)
  let ended = 0
  for (const order of await selectOrdersToReconcile(db, pendingBefore, 100)) {
    const provider = providers.find((candidate) => candidate.family === order.provider)
    if (!provider) continue
    const status = await provider.orderStatus(order.order_id)
    if (status === 'ok' || status === 'failed' || status === 'notFound') {
      if (await finish(db, order.order_id, status === 'ok' ? 'ok' : 'failed', now)) ended += 1
    } else if (order.status === 'pending') {
      await markTransferUnknown(db, order.order_id, now)
    }
  }
  return ended
}
