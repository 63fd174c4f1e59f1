import { GAME_CATEGORIES } from '@app/domain'
import { z } from 'zod'
import { ZDecimalString } from './envelope'
import { ZGameStatus } from './games'
import { ZDrawResult, ZMarkSixDrawResult } from './lottery'
import { operatorPaging } from './operator-page'
import { ZPage } from './wallet'

/**
 * The back office's trading duty: the draws that wait for an outside lottery's official result
 * (entered blind by two operators), voiding a draw, and each game's availability and bet limits.
 */

const ZTimestamp = z.string().describe('ISO 8601 in UTC')

/** The shortest and longest reason an operator gives for voiding a draw; it goes to the audit log. */
export const VOID_REASON_MIN_LENGTH = 3
export const VOID_REASON_MAX_LENGTH = 500

/**
 * Which draws the operators' list shows: `waiting`, the closed draws of an outside lottery still
 * without a result (none entered, one waiting for its confirmation, or a dispute); the others, the
 * draws of that status.
 */
export const OPERATOR_DRAW_FILTERS = ['waiting', 'open', 'settled', 'canceled'] as const
export type OperatorDrawFilter = (typeof OPERATOR_DRAW_FILTERS)[number]

export const ZOperatorDrawsQuery = z.object({
  status: z.enum(OPERATOR_DRAW_FILTERS).default('waiting'),
  game: z.string().max(32).optional().describe('A lottery game key, e.g. hkmarksix; none: every game'),
  ...operatorPaging(),
})
export type OperatorDrawsQuery = z.infer<typeof ZOperatorDrawsQuery>

/**
 * Where the two-person entry of a draw's official result stands: `none` entered yet, `pending` (a
 * first entry waits for a second operator's), `disputed` (the two differed: a new first entry is
 * needed), `agreed` (the result was settled on).
 */
export const RESULT_ENTRY_STATES = ['none', 'pending', 'disputed', 'agreed'] as const
export type ResultEntryState = (typeof RESULT_ENTRY_STATES)[number]

/** One operator's copy of an official result. */
export const ZResultEntry = z.object({
  operator_id: z.number().int(),
  entered_at: ZTimestamp,
  result: ZMarkSixDrawResult.nullable().describe(
    'null on a pending first entry to everyone but the operator who made it: the second operator enters theirs blind',
  ),
})
export type ResultEntry = z.infer<typeof ZResultEntry>

/** A draw as the trading desk sees it: its result entries and the bets it still holds. */
export const ZOperatorDraw = z.object({
  id: z.number().int(),
  game: z.string(),
  number: z.string(),
  status: z.number().int().describe('open 1, closed 2, settled 3, canceled 4'),
  closes_at: ZTimestamp,
  draws_at: ZTimestamp,
  result_source: z.enum(['house', 'official']),
  result: ZDrawResult.nullable(),
  open_bets: z.number().int().describe('Bets on the draw still pending'),
  open_stake: ZDecimalString.describe('What those bets staked, in USDT'),
  entry: z.object({
    state: z.enum(RESULT_ENTRY_STATES),
    first: ZResultEntry.nullable(),
    second: ZResultEntry.nullable(),
  }),
})
export type OperatorDraw = z.infer<typeof ZOperatorDraw>

export const ZOperatorDrawPage = ZPage(ZOperatorDraw)
export type OperatorDrawPage = z.infer<typeof ZOperatorDrawPage>

export const ZVoidDraw = z.object({
  reason: z
    .string()
    .trim()
    .min(VOID_REASON_MIN_LENGTH)
    .max(VOID_REASON_MAX_LENGTH)
    .describe('Why the draw is void; kept in the audit log'),
})
export type VoidDraw = z.infer<typeof ZVoidDraw>

/** A bet a void refunded: its whole stake went back to the player. */
export const ZRefundedBet = z.object({
  bet_id: z.number().int(),
  user_id: z.number().int(),
  nickname: z.string(),
  stake: ZDecimalString,
})
export type RefundedBet = z.infer<typeof ZRefundedBet>

export const ZVoidedDraw = z.object({
  draw: ZOperatorDraw,
  refunded: z.array(ZRefundedBet).describe('Every bet the void refunded, in bet order'),
  total: ZDecimalString.describe('What was refunded in all, in USDT'),
})
export type VoidedDraw = z.infer<typeof ZVoidedDraw>

export const ZOperatorGameParams = z.object({ game_id: z.coerce.number().int().min(1).max(9999) })

/** A bound on how many times a bet is multiplied (the spec's multiple min and max). */
const ZMultiple = z.number().int().min(0).max(1_000_000)

/**
 * A game's bet limits in USDT (the spec's bet, multiple and bonus min and max) and the regions
 * where it takes no bets. The domain's gameLimitProblems is the rule their values must keep.
 */
export const ZGameLimits = z.object({
  bet_min: ZDecimalString,
  bet_max: ZDecimalString,
  multiple_min: ZMultiple,
  multiple_max: ZMultiple,
  bonus_min: ZDecimalString,
  bonus_max: ZDecimalString,
  disabled_regions: z
    .array(z.string().regex(/^[a-z]{2}$/))
    .max(50)
    .describe('ISO country codes (lower case) of the mobile numbers whose players cannot bet on the game'),
})
export type GameLimits = z.infer<typeof ZGameLimits>

/** A game of the catalogue with its availability and limits, for the trading desk. */
export const ZOperatorGame = z.object({
  game_id: z.number().int(),
  key: z.string(),
  category: z.enum(GAME_CATEGORIES),
  name: z.string().describe('In the language of the request'),
  status: ZGameStatus,
  updated_at: ZTimestamp,
  limits: ZGameLimits,
})
export type OperatorGame = z.infer<typeof ZOperatorGame>

export const ZGameStatusChange = z.object({ status: ZGameStatus })
export type GameStatusChange = z.infer<typeof ZGameStatusChange>
