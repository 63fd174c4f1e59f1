import type {
  AvailableGame,
  GameConfig,
  GameLimits as GameLimitsAnswer,
  OperatorGame,
  Page,
  ProviderGame,
  ProviderGameListQuery,
} from '@app/contract'
import {
  type CatalogueProvider,
  GAME_ID,
  GAME_STATUS,
  type GameLimitSettings,
  type GameStatus,
  gameLimitProblems,
  isGameKey,
  type Language,
  parseMoney,
  pickLocalized,
  toDecimalString,
} from '@app/domain'
import type { Db } from '../../db/database'
import { AppError } from '../../errors/app-error'
import type { Bus } from '../../realtime/bus'
import { recordOperatorAction } from '../audit/audit.service'
import {
  lockGameWithLimits,
  selectGames,
  selectGamesWithLimits,
  selectGameWithLimits,
  selectProviderGames,
  updateGameLimits,
  updateGameStatus,
} from './games.repository'

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

/** A game's limits as the API sends them: amounts in USDT. */
function limitsAnswer(limits: GameLimitSettings): GameLimitsAnswer {
  return {
    bet_min: toDecimalString(limits.betMin),
    bet_max: toDecimalString(limits.betMax),
    multiple_min: limits.multipleMin,
    multiple_max: limits.multipleMax,
    bonus_min: toDecimalString(limits.bonusMin),
    bonus_max: toDecimalString(limits.bonusMax),
    disabled_regions: [...limits.disabledRegions],
  }
}

/** Every game of the catalogue with its status and limits, named in the caller's language. */
export async function listOperatorGames(db: Db, language: Language): Promise<OperatorGame[]> {
  const games = await selectGamesWithLimits(db)
  return games.map((game) => ({
    game_id: game.id,
    key: game.key,
    category: game.category,
    name: pickLocalized(game.names, language),
    status: game.status,
    updated_at: game.updatedAt.toISOString(),
    limits: limitsAnswer(game),
  }))
}

/** A game's limits as the trading desk edits them; 404 UNKNOWN_GAME_KIND for an unknown game. */
export async function operatorGameLimits(db: Db, gameId: number): Promise<GameLimitsAnswer> {
  const game = await selectGameWithLimits(db, gameId)
  if (!game) throw new AppError('UNKNOWN_GAME_KIND', 404, { kind: String(gameId) })
  return limitsAnswer(game)
}

async function operatorGameOf(db: Db, gameId: number, language: Language): Promise<OperatorGame> {
  const game = (await listOperatorGames(db, language)).find((each) => each.game_id === gameId)
  if (!game) throw new AppError('UNKNOWN_GAME_KIND', 404, { kind: String(gameId) })
  return game
}

/**
 * An operator makes a game active, disabled or hidden (audited with the status before and after),
 * and every instance's clients hear it on the `games` topic, so the player's navigation follows
 * at once rather than at its next 60 s poll.
 */
export async function setGameStatus(
  db: Db,
  bus: Bus,
  operatorId: number,
  gameId: number,
  status: GameStatus,
  now: Date,
  language: Language,
): Promise<OperatorGame> {
  await db.transaction().execute(async (trx) => {
    const before = await lockGameWithLimits(trx, gameId)
    if (!before) throw new AppError('UNKNOWN_GAME_KIND', 404, { kind: String(gameId) })
    await updateGameStatus(trx, gameId, status, now)
    await recordOperatorAction(
      trx,
      {
        operatorId,
        action: 'set_game_status',
        target: `game:${gameId}`,
        reason: null,
        details: { key: before.key },
        before: { status: before.status },
        after: { status },
      },
      now,
    )
  })
  await bus.publish({ topic: 'games', data: { game_id: gameId, status } })
  return operatorGameOf(db, gameId, language)
}

/** The limits an operator sent, as money, or 400 INVALID_AMOUNT naming the unreadable amount. */
function limitSettingsOf(body: GameLimitsAnswer): GameLimitSettings {
  const amount = (field: 'bet_min' | 'bet_max' | 'bonus_min' | 'bonus_max') => {
    const parsed = parseMoney(body[field])
    if (!parsed.ok) throw new AppError('INVALID_AMOUNT', 400, { field })
    return parsed.value
  }
  return {
    betMin: amount('bet_min'),
    betMax: amount('bet_max'),
    multipleMin: body.multiple_min,
    multipleMax: body.multiple_max,
    bonusMin: amount('bonus_min'),
    bonusMax: amount('bonus_max'),
    // Each region once, in a stable order, so the audit's before and after compare.
    disabledRegions: [...new Set(body.disabled_regions)].sort(),
  }
}

/**
 * An operator sets a game's bet limits (bet, multiple and bonus min and max) and the regions it
 * is disabled in. The domain's gameLimitProblems refuses limits that leave no valid bet (400 with
 * the first problem's code and field; nothing changes). Placing a bet reads the limits afresh each
 * time, so the next bet follows them; players' slips hear of it on the `games` topic.
 */
export async function updateLimits(
  db: Db,
  bus: Bus,
  operatorId: number,
  gameId: number,
  body: GameLimitsAnswer,
  now: Date,
  language: Language,
): Promise<OperatorGame> {
  const settings = limitSettingsOf(body)
  const [problem] = gameLimitProblems(settings)
  if (problem) throw new AppError(problem.reason, 400, { field: problem.field })
  const status = await db.transaction().execute(async (trx) => {
    const before = await lockGameWithLimits(trx, gameId)
    if (!before) throw new AppError('UNKNOWN_GAME_KIND', 404, { kind: String(gameId) })
    await updateGameLimits(trx, gameId, settings, now)
    await recordOperatorAction(
      trx,
      {
        operatorId,
        action: 'set_game_limits',
        target: `game:${gameId}`,
        reason: null,
        details: { key: before.key },
        before: limitsAnswer(before),
        after: limitsAnswer(settings),
      },
      now,
    )
    return before.status
  })
  await bus.publish({ topic: 'games', data: { game_id: gameId, status } })
  return operatorGameOf(db, gameId, language)
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
