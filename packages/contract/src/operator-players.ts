import { z } from 'zod'
import { ZDecimalString } from './envelope'
import { operatorPaging } from './operator-page'

/**
 * The back office's players section (operators with the support role): search, a player's
 * profile, money, bets, invitees and notes, and locking an account. Every write is kept in the
 * operators' audit log with its reason.
 */

const ZAmount = ZDecimalString.describe('An amount in USDT as a decimal string, e.g. "150.5"')
const ZTimestamp = z.string().describe('ISO 8601 in UTC')

/** The columns the players list sorts by; `-column` sorts newest, largest or last first. */
export const PLAYER_SORT_COLUMNS = ['id', 'nickname', 'created_at', 'last_sign_in_at', 'balance'] as const
export type PlayerSortColumn = (typeof PLAYER_SORT_COLUMNS)[number]
export type PlayerSort = PlayerSortColumn | `-${PlayerSortColumn}`
export const PLAYER_SORTS = PLAYER_SORT_COLUMNS.flatMap((column) => [column, `-${column}` as const]) as [
  PlayerSort,
  ...PlayerSort[],
]

/** The longest note an operator may write on a player, and the longest reason of a lock. */
export const PLAYER_NOTE_MAX_LENGTH = 2000
export const PLAYER_REASON_MAX_LENGTH = 500
export const PLAYER_REASON_MIN_LENGTH = 3

export const ZPlayerSearchQuery = z.object({
  q: z
    .string()
    .trim()
    .max(254)
    .default('')
    .describe(
      'An exact player id, part of a nickname or email, the start of a mobile number, or an invite code; empty lists every player',
    ),
  ...operatorPaging(),
  sort: z.enum(PLAYER_SORTS).default('-created_at').describe('A column, or -column for descending'),
})
export type PlayerSearchQuery = z.infer<typeof ZPlayerSearchQuery>

export const ZPlayerParams = z.object({
  user_id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53),
})

/** One player as a row of the players list (and of a player's invitees). */
export const ZPlayerSummary = z.object({
  user_id: z.number().int(),
  nickname: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable().describe('With its country code, e.g. "+63 9171234567"'),
  role: z.enum(['user', 'agent']),
  balance: ZAmount.describe('Spendable cash'),
  is_locked: z.boolean(),
  created_at: ZTimestamp,
  last_sign_in_at: ZTimestamp.nullable(),
})
export type PlayerSummary = z.infer<typeof ZPlayerSummary>

export const ZPlayerPage = z.object({ list: z.array(ZPlayerSummary), total: z.number().int() })
export type PlayerPage = z.infer<typeof ZPlayerPage>

/** Who invited a player: another player or an agent. */
export const ZPlayerInviter = z.object({
  user_id: z.number().int(),
  nickname: z.string(),
  role: z.enum(['user', 'agent']),
})

export const ZPlayerLock = z.object({
  locked_at: ZTimestamp,
  operator_id: z.number().int().nullable(),
  reason: z.string().nullable(),
})
export type PlayerLock = z.infer<typeof ZPlayerLock>

/** A player's page in the back office: profile, money, VIP standing, lock, inviter and invitees. */
export const ZPlayerDetail = ZPlayerSummary.extend({
  real_name: z.string().nullable(),
  email_verified: z.boolean(),
  phone_verified: z.boolean(),
  currency: z.string(),
  invite_code: z.string().nullable().describe('The player’s own invite code'),
  agent_invite_code: z.string().nullable().describe('An agent’s code for inviting agents'),
  balances: z.object({
    cash: ZAmount.describe('Spendable'),
    held: ZAmount.describe('Withdrawals waiting for review'),
    in_transit: ZAmount.describe('Transfers to transfer-wallet games waiting for the provider'),
  }),
  total_recharge: ZAmount,
  vip_level: z.number().int().describe('0 below the first level'),
  lock: ZPlayerLock.nullable().describe('Set while the account is locked: no sign-in is possible'),
  inviter: ZPlayerInviter.nullable(),
  invitee_count: z.number().int(),
})
export type PlayerDetail = z.infer<typeof ZPlayerDetail>

export const ZPlayerNote = z.object({
  id: z.number().int(),
  operator_id: z.number().int(),
  operator_name: z.string(),
  body: z.string(),
  created_at: ZTimestamp,
})
export type PlayerNote = z.infer<typeof ZPlayerNote>

export const ZNewPlayerNote = z.object({ body: z.string().trim().min(1).max(PLAYER_NOTE_MAX_LENGTH) })
export type NewPlayerNote = z.infer<typeof ZNewPlayerNote>

export const ZPlayerLockRequest = z.object({
  reason: z
    .string()
    .trim()
    .min(PLAYER_REASON_MIN_LENGTH)
    .max(PLAYER_REASON_MAX_LENGTH)
    .describe('Why, for the audit log'),
})
export type PlayerLockRequest = z.infer<typeof ZPlayerLockRequest>

/** The kinds of bets a player's page lists, and the seamless casino providers of the casino kind. */
export const PLAYER_BET_KINDS = ['sports', 'lottery', 'cricket', 'casino'] as const
export type PlayerBetKind = (typeof PLAYER_BET_KINDS)[number]
export const CASINO_PROVIDERS = ['pg', 'pg2', 'tada', 'noah'] as const
export type CasinoProvider = (typeof CASINO_PROVIDERS)[number]

export const ZPlayerBetsQuery = z.object({
  kind: z.enum(PLAYER_BET_KINDS).default('sports'),
  provider: z.enum(CASINO_PROVIDERS).default('pg').describe('For casino: whose rounds'),
  ...operatorPaging(),
})
export type PlayerBetsQuery = z.infer<typeof ZPlayerBetsQuery>

export const PLAYER_BET_STATUSES = ['pending', 'settled', 'cancelled', 'refused'] as const
export type PlayerBetStatus = (typeof PLAYER_BET_STATUSES)[number]

/** One bet of any kind, in the same columns: a sports slip, a lottery bet, a cricket bet or a casino round. */
export const ZPlayerBet = z.object({
  id: z.string().describe('The bet’s number, or the provider’s round id for casino'),
  game: z.string().describe('soccer, Mark Six, cricket, or the casino game’s name'),
  detail: z.string().describe('The matches, the draw and selection, or the game code'),
  stake: ZAmount,
  payout: ZAmount.nullable().describe('What it returned; null while pending'),
  status: z.enum(PLAYER_BET_STATUSES),
  placed_at: ZTimestamp,
  settled_at: ZTimestamp.nullable(),
})
export type PlayerBet = z.infer<typeof ZPlayerBet>

export const ZPlayerBetPage = z.object({ list: z.array(ZPlayerBet), total: z.number().int() })
export type PlayerBetPage = z.infer<typeof ZPlayerBetPage>
