import { GAME_KEYS, type GameKey } from '@app/domain'
import { z } from 'zod'
import { ZDecimalString } from './envelope'

const ZAmount = ZDecimalString.describe('An amount in USDT as a decimal string, e.g. "150.5"')

/** Games a report can be filtered by and groups by: every game key, and cricket (which has no game id). */
export type ReportGameKey = GameKey | 'cricket'
export const REPORT_GAME_KEYS = [...GAME_KEYS, 'cricket'] as const satisfies readonly ReportGameKey[]
export const ZReportGameKey = z.enum(
  REPORT_GAME_KEYS as readonly ReportGameKey[] as [ReportGameKey, ...ReportGameKey[]],
)

/** Days a report covers when none are chosen: the last week, today included. */
export const REPORT_DEFAULT_DAYS = 7
/** The longest range one report covers, in days. */
export const REPORT_MAX_DAYS = 366

/** The spec sends `game_id=&start_date=&end_date=`: an empty parameter means "not chosen". */
const blankIsMissing = (value: unknown) => (value === '' ? undefined : value)

/**
 * GET api/v1/member/bet/statistics. game_id is a game id (10 soccer, 13 hkmarksix, 16 pk10, ...)
 * or a game key (cricket has a key only); absent means every game. Days are UTC, inclusive, and
 * count bets by the day they were settled; the default is the last 7 days up to today, the
 * longest range 366 days.
 */
export const ZBetStatisticsQuery = z.object({
  game_id: z.preprocess(
    blankIsMissing,
    z.union([z.coerce.number().int().positive(), ZReportGameKey]).optional(),
  ),
  start_date: z.preprocess(blankIsMissing, z.iso.date().optional().describe('First day, YYYY-MM-DD (UTC)')),
  end_date: z.preprocess(blankIsMissing, z.iso.date().optional().describe('Last day, YYYY-MM-DD (UTC)')),
})
export type BetStatisticsQuery = z.infer<typeof ZBetStatisticsQuery>

/** Settled bets summed: stakes (turnover), what they paid (payout), payout minus turnover (net) and how many. */
export const ZBetTotals = z.object({
  turnover: ZAmount,
  payout: ZAmount,
  net: ZAmount.describe('Payout minus turnover: positive when the player is ahead'),
  bet_count: z.number().int(),
})
export type BetTotals = z.infer<typeof ZBetTotals>

export const ZBetStatistics = z.object({
  currency: z.string().describe("The player's chosen currency"),
  exchange: z.string().describe('Units of that currency per USDT; shown amount = amount x exchange'),
  start_date: z.string(),
  end_date: z.string(),
  totals: ZBetTotals,
  by_day: z
    .array(ZBetTotals.extend({ date: z.string().describe('YYYY-MM-DD (UTC)') }))
    .describe('Every day of the range in order, zero days included'),
  by_game: z
    .array(
      ZBetTotals.extend({
        game: ZReportGameKey,
        game_id: z.number().int().nullable().describe('Null for cricket'),
      }),
    )
    .describe('Games with at least one settled bet in the range, in the fixed game order'),
})
export type BetStatistics = z.infer<typeof ZBetStatistics>
