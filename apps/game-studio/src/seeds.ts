import { randomBytes } from 'node:crypto'
import { commitmentOf } from '@app/domain'
import type { Kysely } from 'kysely'
import type { StudioDatabase } from './schema'

type Db = Kysely<StudioDatabase>

/** A player's seeds as the player may see them: the server seed stays secret until revealed. */
export type SeedView = { commitment: string; client_seed: string; nonce: number }
export type RevealedSeed = SeedView & { server_seed: string }

const newSeed = () => randomBytes(32).toString('hex')
const newClientSeed = () => randomBytes(8).toString('hex')

async function insertSeed(db: Db, player: string, clientSeed: string, now: Date) {
  const serverSeed = newSeed()
  return db
    .insertInto('studio_seeds')
    .values({
      player,
      server_seed: serverSeed,
      commitment: commitmentOf(serverSeed),
      client_seed: clientSeed,
      nonce: 0,
      active: true,
      created_at: now,
    })
    .onConflict((conflict) => conflict.column('player').where('active', '=', true).doNothing())
    .execute()
}

/** The player's active seed, committed before its first round; made on first use. */
export async function activeSeed(db: Db, player: string, now: Date): Promise<SeedView> {
  const find = () =>
    db
      .selectFrom('studio_seeds')
      .select(['commitment', 'client_seed', 'nonce'])
      .where('player', '=', player)
      .where('active', '=', true)
      .executeTakeFirst()
  const found = await find()
  if (found) return found
  await insertSeed(db, player, newClientSeed(), now)
  const made = await find()
  if (!made) throw new Error('The active seed vanished')
  return made
}

/**
 * The seeds and next nonce for one round, taken under a row lock so that two rounds of one player
 * never share a nonce. Call inside the round's transaction.
 */
export async function takeNonce(trx: Db, player: string, now: Date) {
  await activeSeed(trx, player, now)
  const seed = await trx
    .updateTable('studio_seeds')
    .set((eb) => ({ nonce: eb('nonce', '+', 1) }))
    .where('player', '=', player)
    .where('active', '=', true)
    .returning(['id', 'server_seed', 'client_seed', 'nonce'])
    .executeTakeFirstOrThrow()
  return { seedId: seed.id, serverSeed: seed.server_seed, clientSeed: seed.client_seed, nonce: seed.nonce }
}

/**
 * Reveals the active seed and commits a new one with the client seed the player chose (or a
 * random one). The revealed seed lets the player replay every round it dealt.
 */
export async function rotateSeed(
  db: Db,
  player: string,
  clientSeed: string | undefined,
  now: Date,
): Promise<{ revealed: RevealedSeed; next: SeedView }> {
  return db.transaction().execute(async (trx) => {
    await activeSeed(trx, player, now)
    const revealed = await trx
      .updateTable('studio_seeds')
      .set({ active: false, revealed_at: now })
      .where('player', '=', player)
      .where('active', '=', true)
      .returning(['server_seed', 'commitment', 'client_seed', 'nonce'])
      .executeTakeFirstOrThrow()
    await insertSeed(trx, player, clientSeed ?? newClientSeed(), now)
    return { revealed, next: await activeSeed(trx, player, now) }
  })
}

/** The seeds a round was dealt with: the server seed only once it has been revealed. */
export async function roundSeed(db: Db, seedId: string) {
  const seed = await db
    .selectFrom('studio_seeds')
    .select(['server_seed', 'commitment', 'client_seed', 'revealed_at'])
    .where('id', '=', seedId)
    .executeTakeFirstOrThrow()
  return {
    commitment: seed.commitment,
    client_seed: seed.client_seed,
    server_seed: seed.revealed_at ? seed.server_seed : null,
  }
}
