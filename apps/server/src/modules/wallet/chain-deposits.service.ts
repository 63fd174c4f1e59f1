import type { FlaggedChainTransfer } from '@app/contract'
import { type CryptoNetwork, fromTokenUnits, TRANSACTION_STATUS } from '@app/domain'
import type { ChainWatcher, ObservedTransfer } from '../../adapters/chain/chain-watcher'
import type { Db } from '../../db/database'
import {
  advanceChainCursor,
  attachTransfer,
  type ChainTransferRow,
  insertChainCursor,
  insertChainTransfer,
  lockTransferHash,
  pinLogIndex,
  reopenDeposit,
  selectChainCursor,
  selectChainTransfer,
  selectDepositById,
  selectDepositsByHash,
  selectDerivedAddresses,
  selectFlaggedTransfers,
  selectWaitingTransfers,
  updateChainTransfer,
} from './chain-deposits.repository'
import { finishDeposit, insertDeposit, selectChannels, selectPendingCryptoOrder } from './wallet.repository'
import { creditDeposit, newOrderId } from './wallet.service'

/** What one pass did, for the log. */
export type ChainWatchPass = {
  network: CryptoNetwork
  head: number
  /** Transfers newly recorded or still short of their confirmations. */
  waiting: number
  credited: number
  flagged: number
  dropped: number
}

type Flag = NonNullable<ChainTransferRow>['flag']

/**
 * Networks whose addresses look alike: a player who sends USDT on BNB Smart Chain to the address
 * they were given on Ethereum reaches an address we hold the key to, on a network where it was
 * not given out. The watcher looks at those addresses too, so such a transfer is set aside for an
 * operator instead of going unseen.
 */
const SAME_ADDRESS_FORMAT: Record<CryptoNetwork, readonly CryptoNetwork[]> = {
  TRC20: ['TRC20'],
  ERC20: ['ERC20', 'BEP20'],
  BEP20: ['BEP20', 'ERC20'],
}

const keyOf = (transfer: { txHash: string; logIndex: number }) => `${transfer.txHash}#${transfer.logIndex}`

type Context = {
  network: CryptoNetwork
  usdt: ChainWatcher['usdt']
  /** The player each address was given to on this network. */
  ownerHere: ReadonlyMap<string, number>
  /** The player each watched address was given to, on this network or one that looks alike. */
  ownerAnywhere: ReadonlyMap<string, number>
  channelId: number | undefined
  now: Date
}

/** What a transfer is to us, before anything is written. */
function classify(transfer: ObservedTransfer, context: Context) {
  if (transfer.value === 0n) return { kind: 'ignore' as const }
  if (transfer.tokenContract !== context.usdt.contract)
    return { kind: 'flag' as const, flag: 'OTHER_TOKEN' as const }
  const amount = fromTokenUnits(transfer.value, context.usdt.decimals)
  // Dust below one micro-USDT (an 18-decimal token's last places) is nothing to credit.
  if (amount === 0n) return { kind: 'ignore' as const }
  const userId = context.ownerHere.get(transfer.to)
  if (userId === undefined) return { kind: 'flag' as const, flag: 'UNKNOWN_ADDRESS' as const }
  if (context.channelId === undefined) return { kind: 'flag' as const, flag: 'NO_CHANNEL' as const }
  return { kind: 'deposit' as const, userId, amount, channelId: context.channelId }
}

/**
 * The deposit a player's transfer shows as: the one recorded for it before; an operator's
 * confirmation of the same hash without a log index, when it names the same address and amount;
 * the player's pending order of that amount at the address; or a new pending deposit. Undefined
 * when an operator confirmed the hash for something else, which an operator must look at.
 */
async function depositFor(
  trx: Db,
  transfer: ObservedTransfer,
  target: { userId: number; amount: bigint; channelId: number },
  context: Context,
): Promise<string | undefined> {
  const recorded = await selectDepositsByHash(trx, context.network, transfer.txHash)
  const same = recorded.find((row) => row.log_index === transfer.logIndex)
  if (same) return same.id
  const confirmedByOperator = recorded.find((row) => row.log_index === null)
  if (confirmedByOperator) {
    const isSameTransfer =
      confirmedByOperator.address === transfer.to && confirmedByOperator.amount === target.amount
    if (!isSameTransfer) return undefined
    await pinLogIndex(trx, confirmedByOperator.id, transfer.logIndex)
    return confirmedByOperator.id
  }
  const order = await selectPendingCryptoOrder(trx, transfer.to, target.amount)
  if (order && (await attachTransfer(trx, order.id, transfer.txHash, transfer.logIndex))) return order.id
  return insertDeposit(trx, {
    order_id: newOrderId('D', context.now),
    user_id: String(target.userId),
    channel_id: target.channelId,
    type: 'crypto',
    network: context.network,
    amount: target.amount,
    status: TRANSACTION_STATUS.pending,
    address: transfer.to,
    tx_hash: transfer.txHash,
    log_index: transfer.logIndex,
    provider_ref: null,
    card_last4: null,
    created_at: context.now,
  })
}

/**
 * Records one transfer the node reports, in one transaction: seen for the first time it becomes a
 * pending deposit (or a flag); once final it is credited through the wallet's one crediting path,
 * exactly once however often it is reported.
 */
async function recordTransfer(
  db: Db,
  transfer: ObservedTransfer,
  isFinal: boolean,
  context: Context,
): Promise<'waiting' | 'credited' | 'flagged' | 'done'> {
  return db.transaction().execute(async (trx) => {
    await lockTransferHash(trx, context.network, transfer.txHash)
    const existing = await selectChainTransfer(trx, context.network, transfer.txHash, transfer.logIndex)
    if (existing && existing.status !== 'seen' && existing.status !== 'dropped') return 'done'
    const outcome = classify(transfer, context)
    const flag: Flag = outcome.kind === 'flag' ? outcome.flag : null
    let id: string
    if (existing) {
      id = existing.id
      // It may have moved to another block in a reorganisation, or come back after one.
      await updateChainTransfer(trx, id, {
        block_number: String(transfer.blockNumber),
        block_hash: transfer.blockHash,
        status: 'seen',
        updated_at: context.now,
      })
      if (existing.status === 'dropped' && existing.deposit_id) await reopenDeposit(trx, existing.deposit_id)
    } else {
      id = await insertChainTransfer(trx, {
        network: context.network,
        tx_hash: transfer.txHash,
        log_index: transfer.logIndex,
        block_number: String(transfer.blockNumber),
        block_hash: transfer.blockHash,
        token_contract: transfer.tokenContract,
        from_address: transfer.from,
        to_address: transfer.to,
        value: transfer.value.toString(),
        user_id: context.ownerAnywhere.get(transfer.to)?.toString() ?? null,
        deposit_id: null,
        status: 'seen',
        flag,
        first_seen_at: context.now,
        updated_at: context.now,
      })
    }
    const setAside = async (reason: NonNullable<Flag> | null) => {
      if (!isFinal) {
        if (reason) await updateChainTransfer(trx, id, { flag: reason })
        return 'waiting' as const
      }
      await updateChainTransfer(trx, id, { status: reason ? 'flagged' : 'ignored', flag: reason })
      return reason ? ('flagged' as const) : ('done' as const)
    }
    if (outcome.kind === 'ignore') return setAside(null)
    if (outcome.kind === 'flag') return setAside(outcome.flag)

    const depositId = existing?.deposit_id ?? (await depositFor(trx, transfer, outcome, context))
    if (!depositId) return setAside('HASH_CONFIRMED_BY_OPERATOR')
    if (!existing?.deposit_id) await updateChainTransfer(trx, id, { deposit_id: depositId })
    if (!isFinal) return 'waiting'
    const deposit = await selectDepositById(trx, depositId)
    // An operator's confirmation of this very transfer has credited it already.
    if (await finishDeposit(trx, depositId, TRANSACTION_STATUS.success, context.now)) {
      await creditDeposit(trx, deposit.userId, deposit.amount, deposit.order_id, context.now)
    }
    await updateChainTransfer(trx, id, { status: 'credited', updated_at: context.now })
    return 'credited'
  })
}

/** A transfer the node stopped reporting after its block became final: it was reorganised away. */
async function dropTransfer(
  db: Db,
  network: CryptoNetwork,
  waiting: { tx_hash: string; log_index: number },
  now: Date,
) {
  await db.transaction().execute(async (trx) => {
    await lockTransferHash(trx, network, waiting.tx_hash)
    const row = await selectChainTransfer(trx, network, waiting.tx_hash, waiting.log_index)
    if (row?.status !== 'seen') return
    await updateChainTransfer(trx, row.id, { status: 'dropped', updated_at: now })
    if (row.deposit_id) await finishDeposit(trx, row.deposit_id, TRANSACTION_STATUS.failed, now)
  })
}

/**
 * One look at a network: every token transfer to our addresses from the cursor's next block (or
 * the oldest one still waiting) to the head. A transfer shows as a pending deposit as soon as it
 * is seen and is credited once it has `confirmations` blocks (its own included); one that the
 * node stops reporting before that is dropped and its deposit fails, so a reorganisation below
 * the depth credits nothing. The cursor then moves to the newest final block, so a restart goes
 * on where the last pass ended.
 */
export async function runChainWatchPass(
  db: Db,
  watcher: ChainWatcher,
  confirmations: number,
  now: Date,
): Promise<ChainWatchPass> {
  const { network } = watcher
  let cursor = await selectChainCursor(db, network)
  if (cursor === undefined) {
    // A network's first pass starts at the blocks that are not final yet: addresses derived from
    // the operator's key exist only from now on, so nothing older can be ours.
    await insertChainCursor(db, network, Math.max(0, (await watcher.headBlock()) - confirmations), now)
    cursor = (await selectChainCursor(db, network)) ?? 0
  }
  const addresses = await selectDerivedAddresses(db, SAME_ADDRESS_FORMAT[network])
  const channel = (await selectChannels(db)).find((row) => row.type === 'crypto' && row.network === network)
  const context: Context = {
    network,
    usdt: watcher.usdt,
    ownerHere: new Map(
      addresses.filter((row) => row.network === network).map((row) => [row.address, row.userId]),
    ),
    ownerAnywhere: new Map(addresses.map((row) => [row.address, row.userId])),
    channelId: channel?.id,
    now,
  }
  const waiting = await selectWaitingTransfers(db, network)
  const fromBlock = Math.min(cursor + 1, waiting[0]?.block_number ?? Number.POSITIVE_INFINITY)
  const scan = await watcher.scan({ addresses: [...context.ownerAnywhere.keys()], fromBlock })
  const pass: ChainWatchPass = { network, head: scan.head, waiting: 0, credited: 0, flagged: 0, dropped: 0 }
  const reported = new Map(scan.transfers.map((transfer) => [keyOf(transfer), transfer]))
  for (const transfer of reported.values()) {
    const isFinal = scan.head - transfer.blockNumber + 1 >= confirmations
    const outcome = await recordTransfer(db, transfer, isFinal, context)
    if (outcome !== 'done') pass[outcome] += 1
  }
  for (const row of waiting) {
    // A waiting transfer the node no longer reports may come back in a later block; once its
    // block would have been final, it is gone for good.
    const wouldBeFinal = scan.head - row.block_number + 1 >= confirmations
    if (wouldBeFinal && !reported.has(keyOf({ txHash: row.tx_hash, logIndex: row.log_index }))) {
      await dropTransfer(db, network, row, now)
      pass.dropped += 1
    }
  }
  const finalBlock = scan.head - confirmations + 1
  if (finalBlock > cursor) await advanceChainCursor(db, network, finalBlock, now)
  return pass
}

/** Transfers the watcher set aside for an operator (another token, an address not given out on that network), newest first. */
export async function listFlaggedTransfers(
  db: Db,
  start: number,
  limit: number,
): Promise<FlaggedChainTransfer[]> {
  const rows = await selectFlaggedTransfers(db, start, limit)
  return rows.flatMap((row) =>
    row.flag
      ? [
          {
            id: Number(row.id),
            network: row.network,
            tx_hash: row.tx_hash,
            log_index: row.log_index,
            block_number: row.block_number,
            token_contract: row.token_contract,
            from: row.from_address,
            to: row.to_address,
            value: row.value,
            user_id: row.user_id === null ? null : Number(row.user_id),
            flag: row.flag,
            seen_at: row.first_seen_at.toISOString(),
          },
        ]
      : [],
  )
}
