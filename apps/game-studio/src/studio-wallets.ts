import { money, toDecimalString } from '@app/domain'
import type { FastifyReply } from 'fastify'
import { type Kysely, sql } from 'kysely'
import type { Settlement, StudioSession } from './operator-wallet'
import type { StudioDatabase } from './schema'

/**
 * The players' money held at the studio by the transfer-wallet families (ky, ng): moved in and
 * out by the operator's orders, each order id once, and staked by the players' rounds.
 */

/** A player's money at this provider, as a decimal string. */
export async function walletBalance(db: Kysely<StudioDatabase>, family: string, player: string) {
  const row = await db
    .selectFrom('studio_wallets')
    .select('balance')
    .where('family', '=', family)
    .where('player', '=', player)
    .executeTakeFirst()
  return toDecimalString(money(BigInt(row?.balance ?? '0')))
}

/** Moves a transfer's money once per order id; a repeated order moves nothing and succeeds. */
export async function moveMoney(
  db: Kysely<StudioDatabase>,
  { family, player, orderId, delta }: { family: string; player: string; orderId: string; delta: bigint },
  now: Date,
) {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('studio_transfers')
      .values({ family, order_id: orderId, player, amount: delta, created_at: now })
      .onConflict((conflict) => conflict.columns(['family', 'order_id']).doNothing())
      .returning('order_id')
      .executeTakeFirst()
    if (!claimed) return 'repeated' as const
    await trx
      .insertInto('studio_wallets')
      .values({ family, player, balance: 0n })
      .onConflict((conflict) => conflict.columns(['family', 'player']).doNothing())
      .execute()
    const updated = await trx
      .updateTable('studio_wallets')
      .set({ balance: sql<bigint>`balance + ${delta}` })
      .where('family', '=', family)
      .where('player', '=', player)
      .where(sql<bigint>`balance + ${delta}`, '>=', 0n)
      .executeTakeFirst()
    if (updated.numUpdatedRows === 0n) {
      // Refused: the order leaves no trace, so asking about it answers "no such order".
      await trx
        .deleteFrom('studio_transfers')
        .where('family', '=', family)
        .where('order_id', '=', orderId)
        .execute()
      return 'insufficient' as const
    }
    return 'moved' as const
  })
}

/** Takes a transfer family's round from the player's money here: the stake out, the win in. */
export async function payFromWallet(
  trx: Kysely<StudioDatabase>,
  session: StudioSession,
  stake: bigint,
  win: bigint,
): Promise<Settlement> {
  const paid = await trx
    .updateTable('studio_wallets')
    .set({ balance: sql<bigint>`balance - ${stake} + ${win}` })
    .where('family', '=', session.family)
    .where('player', '=', session.player)
    .where(sql<boolean>`balance >= ${stake}`)
    .returning('balance')
    .executeTakeFirst()
  if (!paid) return { status: 'refused', reason: 'INSUFFICIENT_BALANCE' }
  return { status: 'settled', balance: toDecimalString(money(BigInt(paid.balance))) }
}

/** A staged fault on a transfer's answer: none, the line dropped, or the answer held back. */
export type TransferReplyFault = 'none' | 'lose' | 'hold'

/**
 * Keeps a made transfer's answer from the operator, as the fault asks: drops the line, or holds
 * it open without a word (the operator's call then times out, or its server dies waiting).
 * Returns whether the answer was withheld.
 */
export function withholdReply(reply: FastifyReply, fault: TransferReplyFault): boolean {
  if (fault === 'none') return false
  reply.hijack()
  if (fault === 'lose') reply.raw.destroy()
  return true
}
