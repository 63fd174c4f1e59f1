import { sql } from 'kysely'
import type { Db } from '../../db/database'

/** A provider game's status and names, or undefined when the catalogue does not list it. */
export function selectProviderGame(db: Db, providerId: number, code: string) {
  return db
    .selectFrom('provider_games')
    .select(['status', 'names'])
    .where('provider_id', '=', providerId)
    .where('code', '=', code)
    .executeTakeFirst()
}

/**
 * A page of a player's rounds with one provider, newest first: each bet with the win sent with it
 * (pg keeps it under the bet's id with ":win"), and the game's names.
 */
export async function selectGameRounds(
  db: Db,
  page: { userId: number; provider: string; providerId: number; start: number; limit: number },
) {
  const bets = db
    .selectFrom('provider_transactions as bet')
    .where('bet.provider', '=', page.provider)
    .where('bet.user_id', '=', String(page.userId))
    .where('bet.kind', '=', 'bet')
  const [rows, count] = await Promise.all([
    bets
      .leftJoin('provider_transactions as win', (join) =>
        join
          .onRef('win.provider', '=', 'bet.provider')
          .on('win.external_id', '=', sql<string>`bet.external_id || ':win'`),
      )
      .leftJoin('provider_games as game', (join) =>
        join.on('game.provider_id', '=', page.providerId).onRef('game.code', '=', 'bet.game_code'),
      )
      .select([
        'bet.round_id',
        'bet.game_code',
        'bet.amount as stake',
        'win.amount as win',
        'bet.cancelled_by',
        sql<string>`bet.reply->>'status'`.as('reply_status'),
        'bet.created_at',
        'game.names',
      ])
      .orderBy('bet.id', 'desc')
      .offset(page.start)
      .limit(page.limit)
      .execute(),
    bets.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(count.total) }
}

/** Which of a provider's round ids our wallet took a bet for. */
export async function selectWalletRoundIds(db: Db, provider: string, roundIds: readonly string[]) {
  if (roundIds.length === 0) return new Set<string>()
  const rows = await db
    .selectFrom('provider_transactions')
    .select('round_id')
    .where('provider', '=', provider)
    .where('kind', '=', 'bet')
    .where('round_id', 'in', roundIds)
    .where(sql<boolean>`reply->>'status' = 'ok'`)
    .execute()
  return new Set(rows.flatMap((row) => (row.round_id === null ? [] : [row.round_id])))
}

/** Every game a catalogue provider lists, hidden ones included, with its status. */
export function selectCatalogueGames(db: Db, providerId: number) {
  return db
    .selectFrom('provider_games')
    .select(['code', 'status'])
    .where('provider_id', '=', providerId)
    .orderBy('sort')
    .orderBy('code')
    .execute()
}
