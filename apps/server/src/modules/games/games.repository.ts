import { GAME_STATUS, type GameCategory, type GameLimitSettings, type GameStatus, money } from '@app/domain'
import { sql } from 'kysely'
import type { Db } from '../../db/database'

/** Every game in the catalogue, in the fixed game order. */
export async function selectGames(db: Db) {
  const rows = await db
    .selectFrom('games')
    .select(['id', 'status', 'names'])
    .orderBy('sort')
    .orderBy('id')
    .execute()
  return rows.map((row) => ({ ...row, status: row.status as GameStatus }))
}

const LIMIT_COLUMNS = [
  'games.id',
  'games.key',
  'games.status',
  'game_limits.bet_min',
  'game_limits.bet_max',
  'game_limits.multiple_min',
  'game_limits.multiple_max',
  'game_limits.bonus_min',
  'game_limits.bonus_max',
  'game_limits.disabled_regions',
] as const

const gamesWithLimits = (db: Db) =>
  db.selectFrom('games').innerJoin('game_limits', 'game_limits.game_id', 'games.id')

/** A game and its bet limits by id, or undefined. */
export async function selectGameWithLimits(db: Db, gameId: number) {
  const row = await gamesWithLimits(db)
    .select(LIMIT_COLUMNS)
    .where('games.id', '=', gameId)
    .executeTakeFirst()
  return row && toGameLimits(row)
}

/**
 * A game and its bet limits at the version a bet's write checks them by (migration
 * 20261205100000), or undefined.
 */
export async function selectGamePlacementConfig(db: Db, gameId: number) {
  const row = await gamesWithLimits(db)
    .select([...LIMIT_COLUMNS, sql<string>`games.placement_version::text`.as('version')])
    .where('games.id', '=', gameId)
    .executeTakeFirst()
  return row && { ...toGameLimits(row), version: row.version }
}

/** A game and its bet limits by id under a row lock on both, for a change; undefined when unknown. */
export async function lockGameWithLimits(db: Db, gameId: number) {
  const row = await gamesWithLimits(db)
    .select(LIMIT_COLUMNS)
    .where('games.id', '=', gameId)
    .forUpdate()
    .executeTakeFirst()
  return row && toGameLimits(row)
}

/** Every game with its names, category, status and limits, in the fixed game order. */
export async function selectGamesWithLimits(db: Db) {
  const rows = await gamesWithLimits(db)
    .select([...LIMIT_COLUMNS, 'games.names', 'games.category', 'games.updated_at'])
    .orderBy('games.sort')
    .orderBy('games.id')
    .execute()
  return rows.map((row) => ({
    ...toGameLimits(row),
    names: row.names,
    // The table's check constraint admits only the catalogue's categories.
    category: row.category as GameCategory,
    updatedAt: row.updated_at,
  }))
}

/** A game's row joined with its limits, as selectGameWithLimits reads it. */
type GameLimitsRow = {
  id: number
  key: string
  status: number
  bet_min: string
  bet_max: string
  multiple_min: number
  multiple_max: number
  bonus_min: string
  bonus_max: string
  disabled_regions: string[]
}

export function toGameLimits(row: GameLimitsRow) {
  return {
    id: row.id,
    key: row.key,
    status: row.status as GameStatus,
    betMin: money(BigInt(row.bet_min)),
    betMax: money(BigInt(row.bet_max)),
    multipleMin: row.multiple_min,
    multipleMax: row.multiple_max,
    bonusMin: money(BigInt(row.bonus_min)),
    bonusMax: money(BigInt(row.bonus_max)),
    disabledRegions: row.disabled_regions,
  }
}

export type GameLimits = ReturnType<typeof toGameLimits>

/** Sets a game's status; returns whether the game exists. */
export async function updateGameStatus(db: Db, gameId: number, status: GameStatus, now: Date) {
  const result = await db
    .updateTable('games')
    .set({ status, updated_at: now })
    .where('id', '=', gameId)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/** A page of one provider's games in catalogue order, hidden games left out, and how many there are. */
export async function selectProviderGames(db: Db, providerId: number, start: number, limit: number) {
  const shown = db
    .selectFrom('provider_games')
    .where('provider_id', '=', providerId)
    .where('status', '!=', GAME_STATUS.hidden)
  const [rows, count] = await Promise.all([
    shown
      .select(['code', 'names', 'status'])
      .orderBy('sort')
      .orderBy('code')
      .offset(start)
      .limit(limit)
      .execute(),
    shown.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ])
  return {
    rows: rows.map((row) => ({ ...row, status: row.status as GameStatus })),
    total: Number(count.total),
  }
}

/** Replaces a game's limits (the caller checked them against the domain's rule). */
export async function updateGameLimits(db: Db, gameId: number, limits: GameLimitSettings, now: Date) {
  await db
    .updateTable('game_limits')
    .set({
      bet_min: limits.betMin,
      bet_max: limits.betMax,
      multiple_min: limits.multipleMin,
      multiple_max: limits.multipleMax,
      bonus_min: limits.bonusMin,
      bonus_max: limits.bonusMax,
      disabled_regions: JSON.stringify(limits.disabledRegions),
    })
    .where('game_id', '=', gameId)
    .execute()
  // The catalogue's row records when the game last changed, its limits included.
  await db.updateTable('games').set({ updated_at: now }).where('id', '=', gameId).execute()
}
