import { z } from 'zod'
import { REPORT_DEFAULT_DAYS, REPORT_MAX_DAYS, ZReportGameKey } from './bet-statistics'
import { ZDecimalString } from './envelope'

/**
 * The back office's reports (finance duty, admin too), computed from the ledger: gaming revenue
 * per day and per game, and deposits and withdrawals per day. Each has a CSV twin at the same
 * path with `.csv` (same query; text/csv, a download).
 */

const ZAmount = ZDecimalString.describe('USDT as a decimal string, e.g. "150.5"')
const ZDay = z.iso.date().describe('YYYY-MM-DD, a business day in the report’s time zone')

export const ZOperatorReportQuery = z.object({
  from: ZDay.optional().describe(`First day; by default ${REPORT_DEFAULT_DAYS - 1} days before the last`),
  to: ZDay.optional().describe(
    `Last day, inclusive; by default today. At most ${REPORT_MAX_DAYS} days in all`,
  ),
})
export type OperatorReportQuery = z.infer<typeof ZOperatorReportQuery>

export const ZDailyReportQuery = ZOperatorReportQuery.extend({
  game: ZReportGameKey.optional().describe(
    'Only this game (its bonus cost is then 0: bonuses belong to no game)',
  ),
})
export type DailyReportQuery = z.infer<typeof ZDailyReportQuery>

/** GGR = turnover − payouts; NGR = GGR − bonus cost; hold % = GGR / turnover. */
export const ZRevenueFigures = z.object({
  turnover: ZAmount.describe('Stakes taken, less stakes refunded (void or cancelled bets)'),
  payouts: ZAmount.describe('Winnings paid, resettlements included'),
  ggr: ZAmount.describe('Gross gaming revenue: turnover − payouts'),
  bonus_cost: ZAmount.describe('Rewards, promotions, check-in and VIP bonuses, and bonus adjustments'),
  ngr: ZAmount.describe('Net gaming revenue: GGR − bonus cost (no gaming taxes are configured)'),
  hold_percent: z
    .string()
    .nullable()
    .describe('GGR / turnover as a percentage with 2 decimals; null without turnover'),
})
export type RevenueFigures = z.infer<typeof ZRevenueFigures>

const ZReportPeriod = {
  from: ZDay,
  to: ZDay,
  time_zone: z.string().describe('The IANA time zone business days are cut in, e.g. UTC'),
}

export const ZDailyReport = z.object({
  ...ZReportPeriod,
  game: ZReportGameKey.nullable(),
  days: z.array(ZRevenueFigures.extend({ day: ZDay })).describe('Every day of the range, oldest first'),
  totals: ZRevenueFigures,
})
export type DailyReport = z.infer<typeof ZDailyReport>

export const ZGamesReport = z.object({
  ...ZReportPeriod,
  games: z
    .array(
      ZRevenueFigures.extend({
        game: ZReportGameKey.nullable().describe('Null: the bonus cost, which belongs to no game'),
      }),
    )
    .describe('Games with any stake or payout in the range in the fixed game order, then the bonus cost'),
  totals: ZRevenueFigures,
})
export type GamesReport = z.infer<typeof ZGamesReport>

export const ZCashflowFigures = z.object({
  deposit_count: z.number().int(),
  deposits: ZAmount.describe('Credited deposits'),
  withdrawal_count: z.number().int(),
  withdrawals: ZAmount.describe('Withdrawals paid out, fees included, on the day they were paid'),
  net: ZAmount.describe('Deposits − withdrawals'),
})
export type CashflowFigures = z.infer<typeof ZCashflowFigures>

export const ZCashflowReport = z.object({
  ...ZReportPeriod,
  days: z.array(ZCashflowFigures.extend({ day: ZDay })).describe('Every day of the range, oldest first'),
  totals: ZCashflowFigures,
})
export type CashflowReport = z.infer<typeof ZCashflowReport>
