import { GAME_STATUSES, type GameStatus } from '@app/domain'
import { z } from 'zod'
import { ZDecimalString } from './envelope'

export const ZGameStatus = z
  .number()
  .int()
  .refine(
    (value): value is GameStatus => (GAME_STATUSES as readonly number[]).includes(value),
    'a game status',
  )
  .describe('Active 1, Disable 2, Hidden 3')

/**
 * One game's availability, as the spec's item (game_id, status) plus its name in the caller's
 * language. Key, category and artwork follow from the id through the domain package.
 */
export const ZAvailableGame = z.object({
  game_id: z.number().int(),
  status: ZGameStatus,
  name: z.string().describe('Name in the language of the request'),
})
export type AvailableGame = z.infer<typeof ZAvailableGame>

export const ZAvailableGames = z.array(ZAvailableGame)

export const ZGameConfigQuery = z.object({
  kind: z.string().min(1).max(32).describe('Game key (soccer) or numeric game id (10)'),
})
export type GameConfigQuery = z.infer<typeof ZGameConfigQuery>

/** Bet limits of one game, in USDT; the web multiplies them by the exchange rate before comparing. */
export const ZGameConfig = z.object({
  game_id: z.number().int(),
  key: z.string(),
  status: ZGameStatus,
  bet_min: ZDecimalString,
  bet_max: ZDecimalString,
  multiple_min: z.number().int(),
  multiple_max: z.number().int(),
  bonus_min: ZDecimalString,
  bonus_max: ZDecimalString,
  disabled_regions: z
    .array(z.string())
    .describe('Regions (ISO country codes of the mobile number, lower case) where the game takes no bets'),
})
export type GameConfig = z.infer<typeof ZGameConfig>

/** A page of a provider's game list: `start` games skipped, at most `limit` returned. */
export const ZProviderGameListQuery = z.object({
  start: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(18),
})
export type ProviderGameListQuery = z.infer<typeof ZProviderGameListQuery>

/** One game of a provider's catalogue, named in the caller's language. */
export const ZProviderGame = z.object({
  code: z.string().describe('The game within its provider, also naming its artwork'),
  name: z.string().describe('Name in the language of the request'),
  status: ZGameStatus,
  plat_type: z.string().optional().describe('ng only: the platform whose wallet the game plays from'),
})
export type ProviderGame = z.infer<typeof ZProviderGame>

/**
 * What a launch hands the game loader: a provider's page as HTML for a sandboxed frame (pg), or an
 * address to open in the frame (tada, pg2, noah).
 */
const ZLaunchedGame = z.object({
  name: z.string().describe("The game's name in the language of the request"),
})
export const ZGameLaunch = z.discriminatedUnion('type', [
  ZLaunchedGame.extend({
    type: z.literal('html'),
    html: z.string().describe('A whole page, for a sandboxed frame'),
  }),
  ZLaunchedGame.extend({
    type: z.literal('url'),
    url: z.string().describe('The game page to open in the frame'),
  }),
])
export type GameLaunch = z.infer<typeof ZGameLaunch>

export const ZGameLaunchParams = z.object({
  id: z
    .string()
    .regex(/^[a-z0-9-]{1,64}$/)
    .describe("The game's code in its provider's catalogue"),
})

export const GAME_ROUND_STATUSES = ['settled', 'refused', 'cancelled'] as const

/** One round of a provider's game as the player's wallet saw it: what it staked and returned. */
export const ZGameRound = z.object({
  round_id: z.string().describe("The provider's round id, kept as text (it can exceed 2^53)"),
  game_code: z.string(),
  name: z.string().describe("The game's name in the language of the request"),
  stake: ZDecimalString,
  win: ZDecimalString,
  status: z.enum(GAME_ROUND_STATUSES),
  created_at: z.string().describe('ISO 8601'),
})
export type GameRound = z.infer<typeof ZGameRound>

export const ZGameRoundsQuery = z.object({
  start: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
})
export type GameRoundsQuery = z.infer<typeof ZGameRoundsQuery>

/** A transfer between the player's balance and a transfer-wallet provider's, as the spec sends it. */
const ZPlatType = z
  .string()
  .regex(/^[a-z0-9_-]{1,32}$/)
  .describe("ng only: the aggregator's platform holding the wallet, e.g. studio")

export const ZProviderTransferRequest = z.object({
  game_id: z
    .string()
    .regex(/^[a-z0-9-]{1,64}$/)
    .optional()
    .describe(
      'ky: the game the player is heading to or leaving; the money is the provider’s, not the game’s',
    ),
  plat_type: ZPlatType.optional(),
  money: ZDecimalString.describe('More than 0'),
  currency: z.enum(['USDT']).optional().describe('ng: the currency of `money`; USDT is the only one'),
})
export type ProviderTransferRequest = z.infer<typeof ZProviderTransferRequest>

export const TRANSFER_STATUSES = ['pending', 'ok', 'failed', 'unknown'] as const
export type TransferStatus = (typeof TRANSFER_STATUSES)[number]

/**
 * A transfer order and where it stands: `ok` done, `failed` refused by the provider (the money is
 * back where it was), `pending` or `unknown` not yet answered (the money is in transit, and the
 * provider is asked until it says).
 */
export const ZProviderTransfer = z.object({
  order_id: z.string(),
  direction: z.enum(['in', 'out']).describe('in: to the provider; out: back to the balance'),
  amount: ZDecimalString,
  status: z.enum(TRANSFER_STATUSES),
  created_at: z.string(),
})
export type ProviderTransfer = z.infer<typeof ZProviderTransfer>

/** What the player holds at a provider, and what is on its way there or back. */
export const ZProviderBalance = z.object({
  balance: ZDecimalString.nullable().describe('null when the provider does not answer'),
  in_transit: ZDecimalString,
  currency: z.string(),
})
export type ProviderBalance = z.infer<typeof ZProviderBalance>

export const ZProviderLaunchQuery = z.object({
  game_id: z.string().regex(/^[a-z0-9-]{1,64}$/),
  plat_type: ZPlatType.optional(),
})

/** ng's login body: the platform and the game to open there. */
export const ZPlatformLaunchRequest = z.object({
  plat_type: ZPlatType,
  game_code: z.string().regex(/^[a-z0-9-]{1,64}$/),
})

export const ZPlatformQuery = z.object({ plat_type: ZPlatType.optional() })

export const ZProviderRoundsParams = z.object({
  family: z.enum(['pg', 'pg2', 'tada', 'noah']).describe('A seamless provider'),
})

export const ZProviderRoundsQuery = z.object({
  cursor: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional()
    .describe("The provider's cursor to read after (its row version or wager id); none: from the first"),
  count: z.coerce.number().int().min(1).max(500).default(100),
})

/**
 * The provider's own record of its rounds, each held against our wallet: `in_wallet` false is a
 * round the provider played whose bet never reached us (or was refused), for an operator to chase.
 */
export const ZProviderRounds = z.object({
  rounds: z.array(
    z.object({
      round_id: z.string(),
      player: z.string(),
      game_code: z.string(),
      stake: ZDecimalString,
      win: ZDecimalString,
      played_at: z.string(),
      in_wallet: z.boolean(),
    }),
  ),
  next: z.string().nullable().describe('The cursor to read after next time'),
})
export type ProviderRounds = z.infer<typeof ZProviderRounds>

/** A provider's games held against our catalogue: what each side lists. */
export const ZProviderCatalogueCheck = z.object({
  games: z.array(
    z.object({
      code: z.string(),
      status: ZGameStatus.nullable().describe('Its status in our catalogue, or null when it is not listed'),
      offered: z.boolean().describe('Whether the provider offers it now'),
    }),
  ),
})
export type ProviderCatalogueCheck = z.infer<typeof ZProviderCatalogueCheck>
