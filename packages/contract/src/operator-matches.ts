import { SPORTS_GAMES } from '@app/domain'
import { z } from 'zod'
import { ZCodeFilter, ZDecimalString } from './envelope'
import { operatorPaging } from './operator-page'
import { ZMatchScore, ZMatchStatus } from './sports'

/**
 * The back office's matches section (operators with the trading duty): JC soccer, JC basketball
 * and BD matches with their results and the bets on them; voiding a match, and correcting a
 * result with every bet on it settled again. Every write is kept in the operators' audit log.
 */

const ZAmount = ZDecimalString.describe('An amount in USDT as a decimal string, e.g. "150.5"')
const ZSignedAmount = ZDecimalString.describe('A signed amount in USDT: positive paid to the player')
const ZTimestamp = z.string().describe('ISO 8601 in UTC')

/** The columns the matches list sorts by; `-column` sorts latest or largest first. */
export const MATCH_SORT_COLUMNS = ['starts_at', 'bets', 'stake'] as const
export type MatchSortColumn = (typeof MATCH_SORT_COLUMNS)[number]
export type MatchSort = MatchSortColumn | `-${MatchSortColumn}`
export const MATCH_SORTS = MATCH_SORT_COLUMNS.flatMap((column) => [column, `-${column}` as const]) as [
  MatchSort,
  ...MatchSort[],
]

/** The shortest and longest reason an operator gives for voiding a match or correcting a result. */
export const MATCH_REASON_MIN_LENGTH = 3
export const MATCH_REASON_MAX_LENGTH = 500
/** The highest goal or point count a result may carry (a basketball side scores well under 300). */
export const MATCH_SCORE_MAX = 999

export const ZOperatorMatchQuery = z.object({
  status: ZCodeFilter.optional().describe(
    'Only matches of this status: open 1, closed 2, finished 3, postponed 4, cancelled 5',
  ),
  sport: z.enum(SPORTS_GAMES).optional().describe('Only this sport'),
  q: z
    .string()
    .trim()
    .max(100)
    .default('')
    .describe('Part of the league or a team name, or an exact match id; empty lists every match'),
  ...operatorPaging(),
  sort: z.enum(MATCH_SORTS).default('-starts_at').describe('A column, or -column for descending'),
})
export type OperatorMatchQuery = z.infer<typeof ZOperatorMatchQuery>

export const ZOperatorMatchParams = z.object({ id: z.string().trim().min(1).max(64) })

const ZGoals = z.number().int().min(0).max(MATCH_SCORE_MAX)
/** A score as an operator enters it: whole goals or points of each side. */
export const ZEnteredScore = z.object({ home: ZGoals, away: ZGoals })
export type EnteredScore = z.infer<typeof ZEnteredScore>

/** A match as the back office lists it: teams, kick-off, status, result, and the bets on it. */
export const ZOperatorMatch = z.object({
  match_id: z.string(),
  game: z.enum(SPORTS_GAMES),
  league_name: z.string(),
  home_name: z.string(),
  away_name: z.string(),
  match_start_time: ZTimestamp,
  status: ZMatchStatus,
  score: ZMatchScore.nullable().describe('Soccer and BD after 90 minutes; basketball with overtime'),
  half_score: ZMatchScore.nullable(),
  finished_at: ZTimestamp.nullable().describe('When the result (or the void) was recorded'),
  bets: z.object({
    count: z.number().int().describe('Bets with a leg on the match (singles and parlays)'),
    pending: z.number().int().describe('Of them, still waiting for a match to end'),
    stake: ZAmount.describe('Their total stakes; a parlay counts whole on each of its matches'),
    payout: ZAmount.describe('What the settled ones paid'),
  }),
})
export type OperatorMatch = z.infer<typeof ZOperatorMatch>

export const ZOperatorMatchPage = z.object({ list: z.array(ZOperatorMatch), total: z.number().int() })
export type OperatorMatchPage = z.infer<typeof ZOperatorMatchPage>

const ZReason = z.string().trim().min(MATCH_REASON_MIN_LENGTH).max(MATCH_REASON_MAX_LENGTH)

/**
 * A corrected result: the final score (soccer and BD after 90 minutes plus stoppage time,
 * basketball including overtime) and, for soccer and BD, the half-time score.
 */
export const ZMatchResultCorrection = z.object({
  score: ZEnteredScore,
  half_score: ZEnteredScore.optional().describe('Required for soccer and BD; basketball has none'),
})
export type MatchResultCorrection = z.infer<typeof ZMatchResultCorrection>

export const ZApplyMatchResultCorrection = ZMatchResultCorrection.extend({ reason: ZReason })
export type ApplyMatchResultCorrection = z.infer<typeof ZApplyMatchResultCorrection>

export const ZVoidMatch = z.object({ reason: ZReason })
export type VoidMatch = z.infer<typeof ZVoidMatch>

/**
 * What a new result does to one bet: `resettled` (it was settled, its payout changes),
 * `settled` (it was waiting for this match only and settles now), `repriced` (a parlay still
 * waiting for other matches, whose leg on this match now counts at odds 1.00, or no longer does).
 */
export const RESETTLEMENT_KINDS = ['resettled', 'settled', 'repriced'] as const
export type ResettlementKind = (typeof RESETTLEMENT_KINDS)[number]

export const ZResettledBet = z.object({
  bet_id: z.number().int(),
  user_id: z.number().int(),
  nickname: z.string(),
  game: z.enum(SPORTS_GAMES),
  folds: z.array(z.number().int()).describe('1 alone is a single; 2 or more a parlay (e.g. [2, 3])'),
  legs: z.number().int(),
  total_stake: ZAmount,
  kind: z.enum(RESETTLEMENT_KINDS),
  old_status: z.number().int().describe('pending 1, settled 16, cancelled (refunded) 32'),
  new_status: z.number().int(),
  old_payout: ZAmount.nullable().describe('null while the bet was pending'),
  new_payout: ZAmount.nullable().describe('null while the bet stays pending'),
  difference: ZSignedAmount.describe(
    'new payout - old payout: credited when positive, taken back when negative',
  ),
  taken: ZAmount.describe('Of a negative difference, what comes out of the player’s cash'),
  receivable: ZAmount.describe(
    'Of a negative difference, what the player’s cash could not cover: recorded as owed to the house',
  ),
})
export type ResettledBet = z.infer<typeof ZResettledBet>

/** A void or a corrected result, previewed or applied: the match, the changed bets and their totals. */
export const ZMatchResettlement = z.object({
  match: ZOperatorMatch.describe('As it stands after the change (for a preview: as it would)'),
  bets: z.array(ZResettledBet).describe('Every bet whose payout or pending legs change, by bet id'),
  totals: z.object({
    bets: z.number().int(),
    credited: ZAmount.describe('Sum of the positive differences'),
    taken: ZAmount.describe('Sum taken back from players’ cash'),
    receivable: ZAmount.describe('Sum the players’ cash could not cover'),
    difference: ZSignedAmount.describe('Sum of every difference: what the house pays (+) or recovers (-)'),
  }),
})
export type MatchResettlement = z.infer<typeof ZMatchResettlement>
