import type { AvailableGame, GameConfig } from '@app/contract'
import {
  GAME_CATEGORIES,
  GAME_ID,
  type GameCategory,
  type GameStatus,
  isGameKey,
  type Language,
  pickLocalized,
  toDecimalString,
} from '@app/domain'
import type { Db } from '../../db/database'
import { AppError } from '../../errors/app-error'
import type { Bus } from '../../realtime/bus'
import { selectGames, selectGameWithLimits, updateGameStatus } from './games.repository'

function asCategory(text: string): GameCategory {
  const category = GAME_CATEGORIES.find((known) => known === text)
  if (!category) throw new Error(`Unknown game category in the database: ${text}`)
  return category
}

/** The game catalogue with each game's status and its name in the caller's language. */
export async function listAvailableGames(db: Db, language: Language): Promise<AvailableGame[]> {
  const games = await selectGames(db)
  return games.map((game) => ({
    game_id: game.id,
    key: game.key,
    category: asCategory(game.category),
    status: game.status,
    name: pickLocalized(game.names, language),
    pic: game.pic,
  }))
}

/** Resolves `kind` (a game key such as "soccer" or a numeric id such as "10") to a game id. */
function gameIdOfKind(kind: string): number | undefined {
  if (isGameKey(kind)) return GAME_ID[kind]
  return /^\d{1,4}$/.test(kind) ? Number(kind) : undefined
}

/** Bet limits of one game in USDT; an unknown kind is a 404 UNKNOWN_GAME_KIND. */
export async function getGameConfig(db: Db, kind: string): Promise<GameConfig> {
  const gameId = gameIdOfKind(kind)
  const game = gameId === undefined ? undefined : await selectGameWithLimits(db, gameId)
  if (!game) throw new AppError('UNKNOWN_GAME_KIND', 404, { kind })
  return {
    game_id: game.id,
    key: game.key,
    status: game.status,
    bet_min: toDecimalString(game.betMin),
    bet_max: toDecimalString(game.betMax),
    multiple_min: game.multipleMin,
    multiple_max: game.multipleMax,
    bonus_min: toDecimalString(game.bonusMin),
    bonus_max: toDecimalString(game.bonusMax),
  }
}

/**
 * Makes a game active, disabled or hidden, and tells every instance's clients on the `games`
 * topic so navigation follows at once.
 */
export async function setGameStatus(db: Db, bus: Bus, gameId: number, status: GameStatus, now: Date) {
  const found = await updateGameStatus(db, gameId, status, now)
  if (!found) throw new AppError('UNKNOWN_GAME_KIND', 404, { kind: String(gameId) })
  await bus.publish({ topic: 'games', data: { game_id: gameId, status } })
}
