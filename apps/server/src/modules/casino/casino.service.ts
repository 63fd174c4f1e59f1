import type {
  GameLaunch,
  GameRound,
  GameRoundsQuery,
  Page,
  ProviderCatalogueCheck,
  ProviderGame,
  ProviderRounds,
} from '@app/contract'
import {
  type CatalogueProvider,
  GAME_ID,
  GAME_STATUS,
  type GameStatus,
  type Language,
  money,
  pickLocalized,
  toDecimalString,
} from '@app/domain'
import type {
  GameProvider,
  LaunchResult,
  ProviderLaunch,
  TransferGameProvider,
} from '../../adapters/game-providers/game-provider'
import type { Db } from '../../db/database'
import { AppError } from '../../errors/app-error'
import type { GameCatalogue } from '../games/games.service'
import { guardGameLaunch } from '../player-protection/player-protection.service'
import {
  selectCatalogueGames,
  selectGameRounds,
  selectProviderGame,
  selectWalletRoundIds,
} from './casino.repository'
import { openGameSession } from './game-sessions'
import { transferGames } from './transfer-games'

export type LaunchDependencies = {
  db: Db
  catalogue: GameCatalogue
  provider: GameProvider
  catalogueProvider: CatalogueProvider
  logger: { warn(details: object, message: string): void }
}

/**
 * Launches one of a provider's games for a player: the provider and the game must both be active;
 * the provider gets a session of its own for the player, never the player's sign-in token.
 */
export async function launchGame(
  { db, catalogue, provider, catalogueProvider, logger }: LaunchDependencies,
  launch: { userId: number; gameCode: string; language: Language; clientIp: string },
  now: Date,
): Promise<GameLaunch> {
  const providerId = GAME_ID[catalogueProvider]
  const listed = (await catalogue.list(launch.language)).find((game) => game.game_id === providerId)
  if (!listed || listed.status !== GAME_STATUS.active) throw new AppError('GAME_NOT_ACTIVE', 422)
  const game = await selectProviderGame(db, providerId, launch.gameCode)
  if (!game || game.status === GAME_STATUS.hidden) {
    throw new AppError('UNKNOWN_GAME_KIND', 404, { kind: launch.gameCode })
  }
  if (game.status !== GAME_STATUS.active) throw new AppError('GAME_NOT_ACTIVE', 422)
  await guardGameLaunch(db, launch.userId, now)
  const sessionToken = await openGameSession(
    db,
    { userId: launch.userId, provider: provider.family, gameCode: launch.gameCode },
    now,
  )
  const result = await provider.launch({
    gameCode: launch.gameCode,
    sessionToken,
    language: launch.language,
    clientIp: launch.clientIp,
  })
  return {
    ...launched(result, provider.family, launch.gameCode, logger),
    name: pickLocalized(game.names, launch.language),
  }
}

/** The provider's launch, or 503 GAME_UNAVAILABLE (with the provider's reason in the log) when it failed. */
function launched(
  result: LaunchResult,
  family: string,
  gameCode: string,
  logger: LaunchDependencies['logger'],
): ProviderLaunch {
  if (result.ok) return result.launch
  logger.warn({ provider: family, game: gameCode, reason: result.reason }, 'game launch failed')
  throw new AppError('GAME_UNAVAILABLE', 503)
}

/** A page of the player's rounds with one provider, as the wallet recorded them. */
export async function listGameRounds(
  db: Db,
  page: { userId: number; provider: GameProvider; catalogueProvider: CatalogueProvider },
  { start, limit }: GameRoundsQuery,
  language: Language,
): Promise<Page<GameRound>> {
  const { rows, total } = await selectGameRounds(db, {
    userId: page.userId,
    provider: page.provider.family,
    providerId: GAME_ID[page.catalogueProvider],
    start,
    limit,
  })
  return {
    list: rows.map((row) => ({
      round_id: row.round_id ?? '',
      game_code: row.game_code ?? '',
      name: row.names ? pickLocalized(row.names, language) : (row.game_code ?? ''),
      stake: toDecimalString(money(BigInt(row.stake))),
      win: toDecimalString(money(BigInt(row.win ?? '0'))),
      status: row.cancelled_by ? 'cancelled' : row.reply_status === 'ok' ? 'settled' : 'refused',
      created_at: row.created_at.toISOString(),
    })),
    total,
  }
}

/**
 * Opens a transfer-wallet provider's game: the provider knows the player by account, and plays
 * with the money transferred to it, so no wallet session is handed over.
 */
export async function launchTransferGame(
  { provider, logger }: { provider: TransferGameProvider; logger: LaunchDependencies['logger'] },
  launch: { userId: number; platform: string | null; gameCode: string; language: Language; clientIp: string },
): Promise<GameLaunch> {
  const names = transferGames(provider.family)[launch.gameCode]
  if (!names) {
    throw new AppError('UNKNOWN_GAME_KIND', 404, { kind: launch.gameCode })
  }
  const result = await provider.launch({
    gameCode: launch.gameCode,
    account: String(launch.userId),
    platform: launch.platform,
    language: launch.language,
    clientIp: launch.clientIp,
  })
  return {
    ...launched(result, provider.family, launch.gameCode, logger),
    name: pickLocalized(names, launch.language),
  }
}

/**
 * A transfer-wallet provider's games, named in the caller's language; an aggregator's are listed
 * on each of its platforms.
 */
export function listTransferGames(provider: TransferGameProvider, language: Language): ProviderGame[] {
  const games = Object.entries(transferGames(provider.family)).map(([code, names]) => ({
    code,
    name: pickLocalized(names, language),
    status: GAME_STATUS.active,
  }))
  if (provider.platforms.length === 0) return games
  return provider.platforms.flatMap((platform) => games.map((game) => ({ ...game, plat_type: platform })))
}

/**
 * A page of a seamless provider's own round records, each marked with whether our wallet took its
 * bet: the operator's check that no round the provider played went unpaid or uncharged.
 */
export async function providerRoundsAgainstWallet(
  db: Db,
  provider: GameProvider,
  { cursor, count }: { cursor?: string | undefined; count: number },
): Promise<ProviderRounds> {
  const page = await provider.roundHistory(cursor ?? null, count)
  if (!page) throw new AppError('GAME_UNAVAILABLE', 503)
  const taken = await selectWalletRoundIds(
    db,
    provider.family,
    page.rounds.map((round) => round.roundId),
  )
  return {
    rounds: page.rounds.map((round) => ({
      round_id: round.roundId,
      player: round.player,
      game_code: round.gameCode,
      stake: toDecimalString(round.stake),
      win: toDecimalString(round.win),
      played_at: round.playedAt.toISOString(),
      in_wallet: taken.has(round.roundId),
    })),
    next: page.next,
  }
}

/**
 * A provider's games held against our catalogue: a game we list that the provider no longer
 * offers cannot be launched, and one it offers that we do not list is not yet on sale.
 */
export async function providerGamesAgainstCatalogue(
  db: Db,
  provider: GameProvider,
  catalogueProvider: CatalogueProvider,
): Promise<ProviderCatalogueCheck> {
  const [offered, listed] = await Promise.all([
    provider.listGames(),
    selectCatalogueGames(db, GAME_ID[catalogueProvider]),
  ])
  if (!offered) throw new AppError('GAME_UNAVAILABLE', 503)
  const offeredCodes = new Set(offered)
  const listedCodes = new Set(listed.map((game) => game.code))
  return {
    games: [
      ...listed.map((game) => ({
        code: game.code,
        status: game.status as GameStatus,
        offered: offeredCodes.has(game.code),
      })),
      ...offered
        .filter((code) => !listedCodes.has(code))
        .map((code) => ({ code, status: null, offered: true })),
    ],
  }
}
