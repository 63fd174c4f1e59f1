import { type Insertable, sql, type Updateable } from 'kysely'
import type { Db } from '../../db/database'
import type { ChainTransfersTable } from '../../db/schema'

// Deposit addresses derived from an operator's key

/** The player's address on a network under a key, when one was given out. */
export async function selectDerivedAddress(db: Db, userId: number, network: string, keyId: string) {
  const row = await db
    .selectFrom('deposit_addresses')
    .select('address')
    .where('user_id', '=', String(userId))
    .where('network', '=', network)
    .where('key_id', '=', keyId)
    .executeTakeFirst()
  return row?.address
}

/** Takes the key's next child index for good: the counter's row stays locked until commit. */
export async function takeDerivationIndex(db: Db, keyId: string): Promise<number> {
  const row = await db
    .insertInto('deposit_key_counters')
    .values({ key_id: keyId, next_index: 1 })
    .onConflict((conflict) =>
      conflict.column('key_id').doUpdateSet({ next_index: sql`deposit_key_counters.next_index + 1` }),
    )
    .returning(sql<number>`next_index - 1`.as('index'))
    .executeTakeFirstOrThrow()
  return Number(row.index)
}

/** Records a derived address; a concurrent first request of the same player keeps its own. */
export async function insertDerivedAddress(
  db: Db,
  row: {
    user_id: string
    network: string
    address: string
    key_id: string
    derivation_index: number
    created_at: Date
  },
) {
  await db
    .insertInto('deposit_addresses')
    .values(row)
    .onConflict((conflict) => conflict.columns(['user_id', 'network', 'key_id']).doNothing())
    .execute()
}

/** The derived addresses given out on these networks, with their owners. */
export async function selectDerivedAddresses(db: Db, networks: readonly string[]) {
  const rows = await db
    .selectFrom('deposit_addresses')
    .select(['address', 'network', 'user_id'])
    .where('network', 'in', networks)
    .where('key_id', '<>', 'sandbox')
    .execute()
  return rows.map((row) => ({ address: row.address, network: row.network, userId: Number(row.user_id) }))
}

// Transfers by hash, shared by the watcher and the operator's confirmation

/**
 * Serialises everything that credits one transaction hash on a network until the transaction
 * ends, so the watcher and an operator's confirmation never both credit it.
 */
export async function lockTransferHash(db: Db, network: string, txHash: string) {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`chain-transfer:${network}:${txHash}`}, 0))`.execute(
    db,
  )
}

/** Every deposit recorded with this hash on the network, whatever its status. */
export async function selectDepositsByHash(db: Db, network: string, txHash: string) {
  const rows = await db
    .selectFrom('deposits')
    .select(['id', 'order_id', 'user_id', 'address', 'amount', 'status', 'log_index'])
    .where('network', '=', network)
    .where('tx_hash', '=', txHash)
    .forUpdate()
    .execute()
  return rows.map((row) => ({ ...row, userId: Number(row.user_id), amount: BigInt(row.amount) }))
}

export async function selectDepositById(db: Db, depositId: string) {
  const row = await db
    .selectFrom('deposits')
    .select(['id', 'order_id', 'user_id', 'amount', 'status'])
    .where('id', '=', depositId)
    .executeTakeFirstOrThrow()
  return { ...row, userId: Number(row.user_id), amount: BigInt(row.amount) }
}

/** Names the transfer on a player's pending order that has none yet; false when it had one. */
export async function attachTransfer(db: Db, depositId: string, txHash: string, logIndex: number) {
  const row = await db
    .updateTable('deposits')
    .set({ tx_hash: txHash, log_index: logIndex })
    .where('id', '=', depositId)
    .where('status', '=', 0)
    .where('tx_hash', 'is', null)
    .returning('id')
    .executeTakeFirst()
  return row !== undefined
}

/** Pins an operator's confirmation made without a log index to the transfer the chain shows. */
export async function pinLogIndex(db: Db, depositId: string, logIndex: number) {
  await db
    .updateTable('deposits')
    .set({ log_index: logIndex })
    .where('id', '=', depositId)
    .where('log_index', 'is', null)
    .execute()
}

/** Puts a deposit whose transfer had gone back to pending, when the transfer shows up again. */
export async function reopenDeposit(db: Db, depositId: string) {
  await db
    .updateTable('deposits')
    .set({ status: 0, completed_at: null })
    .where('id', '=', depositId)
    .where('status', '=', 2)
    .execute()
}

// The watcher's transfers

export type ChainTransferRow = Awaited<ReturnType<typeof selectChainTransfer>>

export async function selectChainTransfer(db: Db, network: string, txHash: string, logIndex: number) {
  const row = await db
    .selectFrom('chain_transfers')
    .selectAll()
    .where('network', '=', network)
    .where('tx_hash', '=', txHash)
    .where('log_index', '=', logIndex)
    .forUpdate()
    .executeTakeFirst()
  return row && { ...row, block_number: Number(row.block_number) }
}

export async function insertChainTransfer(db: Db, row: Insertable<ChainTransfersTable>) {
  const inserted = await db
    .insertInto('chain_transfers')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow()
  return inserted.id
}

export async function updateChainTransfer(db: Db, id: string, change: Updateable<ChainTransfersTable>) {
  await db.updateTable('chain_transfers').set(change).where('id', '=', id).execute()
}

/** The network's transfers seen but not yet final, oldest block first. */
export async function selectWaitingTransfers(db: Db, network: string) {
  const rows = await db
    .selectFrom('chain_transfers')
    .select(['id', 'tx_hash', 'log_index', 'block_number'])
    .where('network', '=', network)
    .where('status', '=', 'seen')
    .orderBy('block_number')
    .execute()
  return rows.map((row) => ({ ...row, block_number: Number(row.block_number) }))
}

/** Transfers set aside for an operator, newest first. */
export async function selectFlaggedTransfers(db: Db, start: number, limit: number) {
  const rows = await db
    .selectFrom('chain_transfers')
    .selectAll()
    .where('status', '=', 'flagged')
    .orderBy('id', 'desc')
    .offset(start)
    .limit(limit)
    .execute()
  return rows.map((row) => ({ ...row, block_number: Number(row.block_number) }))
}

// Where each network's watcher has got to

export async function selectChainCursor(db: Db, network: string) {
  const row = await db
    .selectFrom('chain_cursors')
    .select('final_block')
    .where('network', '=', network)
    .executeTakeFirst()
  return row && Number(row.final_block)
}

/** Starts a network's cursor; a cursor another instance started first is kept. */
export async function insertChainCursor(db: Db, network: string, finalBlock: number, now: Date) {
  await db
    .insertInto('chain_cursors')
    .values({ network, final_block: String(finalBlock), updated_at: now })
    .onConflict((conflict) => conflict.column('network').doNothing())
    .execute()
}

/** Moves a cursor forward only: a slower instance's pass never takes it back. */
export async function advanceChainCursor(db: Db, network: string, finalBlock: number, now: Date) {
  await db
    .updateTable('chain_cursors')
    .set({ final_block: sql`greatest(final_block, ${String(finalBlock)}::bigint)`, updated_at: now })
    .where('network', '=', network)
    .execute()
}
