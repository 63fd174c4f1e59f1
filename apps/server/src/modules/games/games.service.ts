import type { AvailableGame, GameConfig, Page, ProviderGame, ProviderGameListQuery } from '@app/contract'
import {
  type CatalogueProvider,
  GAME_ID,
  GAME_STATUS,
  type GameStatus,
  isGameKey,
  type Language,
  pickLocalized,
  toDecimalString,
} from '@app/domain'
import type { Db } from '../../db/database'
import { AppError } from '../../errors/app-error'
import type { Bus } from '../../realtime/bus'
import { selectGames, selectGameWithLimits, selectProviderGames, updateGameStatus } from './games.repository'

/** The game catalogue with each game's status and its name in the caller's language. */
export async function listAvailableGames(db: Db, language: Language): Promise<AvailableGame[]> {
  const games = await selectGames(db)
  return games.map((game) => ({
    game_id: game.id,
    status: game.status,
    name: pickLocalized(game.names, language),
  }))
}

/**
 * The catalogue as every page load reads it, kept in memory per language. Any status change
 * published on the bus (from this instance or another) drops it at once; the age limit covers
 * changes made behind the server's back, such as an operator's SQL.
 */
export type GameCatalogue = {
  list(language: Language): Promise<AvailableGame[]>
  close(): void
}

/** Builds the in-memory catalogue over the database, kept in step through the bus. */
export function createGameCatalogue(db: Db, bus: Bus, maxAgeMs = 5000): GameCatalogue {
  let cached = new Map<Language, { loadedAt: number; games: Promise<AvailableGame[]> }>()
  const unsubscribe = bus.subscribe((message) => {
    if (message.topic === 'games') cached = new Map()
  })
  return {
    list(language) {
      const entry = cached.get(language)
      if (entry && performance.now() - entry.loadedAt < maxAgeMs) return entry.games
      // One load per language at a time: concurrent requests share the same promise.
      const games = listAvailableGames(db, language)
      const fresh = { loadedAt: performance.now(), games }
      const generation = cached
      generation.set(language, fresh)
      games.catch(() => {
        if (generation.get(language) === fresh) generation.delete(language)
      })
      return games
    },
    close: unsubscribe,
  }
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
    disabled_regions: game.disabledRegions,
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

/** A game's status and bet limits in micro-USDT, for the modules that take its bets. */
export function gameLimits(db: Db, gameId: number) {
  return selectGameWithLimits(db, gameId)
}

/**
 * A page of a provider's games named in the caller's language. A hidden provider lists nothing;
 * a disabled one shows its games disabled too, as its lobby is. The provider's status comes from
 * the in-memory catalogue, as availability does.
 */
export async function listProviderGames(
  db: Db,
  catalogue: GameCatalogue,
  provider: CatalogueProvider,
  { start, limit }: ProviderGameListQuery,
  language: Language,
): Promise<Page<ProviderGame>> {
  const providerId = GAME_ID[provider]
  const providerGame = (await catalogue.list(language)).find((game) => game.game_id === providerId)
  if (!providerGame || providerGame.status === GAME_STATUS.hidden) return { list: [], total: 0 }
  const { rows, total } = await selectProviderGames(db, providerId, start, limit)
  return {
    list: rows.map((row) => ({
      code: row.code,
      name: pickLocalized(row.names, language),
      status: providerGame.status === GAME_STATUS.disable ? GAME_STATUS.disable : row.status,
    })),
    total,
  }
}
