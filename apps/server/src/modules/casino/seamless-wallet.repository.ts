import { sql } from 'kysely'
import type { Db } from '../../db/database'
import type { ProviderTransactionsTable } from '../../db/schema'

export type NewProviderTransaction = {
  provider: string
  externalId: string
  kind: ProviderTransactionsTable['kind']
  userId: number
  roundId: string | null
  gameCode: string | null
  amount: bigint
  cancels: string | null
  reply: unknown
  now: Date
}

/**
 * Takes a provider's transaction id for this call. Returns the new row's id, or undefined when the
 * id is taken: PostgreSQL makes a concurrent duplicate wait until the first call's transaction
 * ends, so a taken id always comes with the first call's reply.
 */
export async function claimProviderTransaction(
  db: Db,
  row: NewProviderTransaction,
): Promise<string | undefined> {
  const claimed = await db
    .insertInto('provider_transactions')
    .values({
      provider: row.provider,
      external_id: row.externalId,
      kind: row.kind,
      user_id: row.userId,
      round_id: row.roundId,
      game_code: row.gameCode,
      amount: row.amount,
      cancels: row.cancels,
      reply: row.reply === null ? null : JSON.stringify(row.reply),
      created_at: row.now,
    })
    .onConflict((conflict) => conflict.columns(['provider', 'external_id']).doNothing())
    .returning('id')
    .executeTakeFirst()
  return claimed?.id
}

/** The row a provider's transaction id names, or undefined. */
export function selectProviderTransaction(db: Db, provider: string, externalId: string) {
  return db
    .selectFrom('provider_transactions')
    .select(['id', 'reply', 'amount'])
    .where('provider', '=', provider)
    .where('external_id', '=', externalId)
    .executeTakeFirst()
}

export async function saveReply(db: Db, id: string, reply: unknown): Promise<void> {
  await db
    .updateTable('provider_transactions')
    .set({ reply: JSON.stringify(reply) })
    .where('id', '=', id)
    .execute()
}

/**
 * Marks a bet cancelled by a cancel's transaction id; undefined when it was cancelled already. The
 * row lock makes two different cancels of one bet refund it once.
 */
export async function markBetCancelled(
  db: Db,
  betRowId: string,
  cancelId: string,
): Promise<{ userId: number; amount: bigint } | undefined> {
  const { rows } = await sql<{ user_id: string; amount: string }>`
    update provider_transactions set cancelled_by = ${cancelId}
    where id = ${betRowId} and kind = 'bet' and cancelled_by is null and reply->>'status' = 'ok'
    returning user_id, amount`.execute(db)
  const [row] = rows
  return row && { userId: Number(row.user_id), amount: BigInt(row.amount) }
}
