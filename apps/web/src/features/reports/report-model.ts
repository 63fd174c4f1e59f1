import type {
  BetStatistics,
  BetTotals,
  REPORT_DEFAULT_DAYS as CONTRACT_DEFAULT_DAYS,
  REPORT_MAX_DAYS as CONTRACT_MAX_DAYS,
  ReportGameKey,
} from '@app/contract'
import {
  DEFAULT_CURRENCY,
  type ExchangeRate,
  formatMoney,
  type Money,
  parseExchangeRate,
  toDisplayCurrency,
} from '@app/domain'
import { toMoney } from '../../shared/format/format'

const DAY_MS = 86_400_000

// The contract's report module declares its zod schemas beside these limits, and a value imported
// from it brings zod into the chunk (~40 KiB gzipped): they are repeated here, held equal by type.
/** Days a report covers when none are chosen: the last week, today included. */
export const REPORT_DEFAULT_DAYS: typeof CONTRACT_DEFAULT_DAYS = 7
/** The longest range one report covers, in days. */
export const REPORT_MAX_DAYS: typeof CONTRACT_MAX_DAYS = 366

/** A UTC day of a moment as YYYY-MM-DD, the report's unit: `utcDay(new Date('2026-03-01T23:30:00-02:00'))` is "2026-03-02". */
export function utcDay(moment: Date): string {
  return moment.toISOString().slice(0, 10)
}

/** The day `days` after a YYYY-MM-DD day (before, when negative): `addDays('2026-03-01', -1)` is "2026-02-28". */
export function addDays(day: string, days: number): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS))
}

/** Days from the first to the last, both counted: the same day is 1. */
export function daysInRange(startDate: string, endDate: string): number {
  return Math.round((Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / DAY_MS) + 1
}

export type DayRange = { startDate: string; endDate: string }

/** The server's default: the last REPORT_DEFAULT_DAYS days, today included. */
export function lastDays(now: Date, days: number = REPORT_DEFAULT_DAYS): DayRange {
  const endDate = utcDay(now)
  return { startDate: addDays(endDate, 1 - days), endDate }
}

/** This UTC month up to today: the accounts summary's "this month". */
export function monthToDate(now: Date): DayRange {
  const endDate = utcDay(now)
  return { startDate: `${endDate.slice(0, 8)}01`, endDate }
}

/** Why a range cannot be asked for, or undefined when it can. */
export type RangeProblem = 'invalidDate' | 'startAfterEnd' | 'tooLong'

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/

/** Checks a range as the server will: real days, the first not after the last, at most REPORT_MAX_DAYS. */
export function rangeProblem({ startDate, endDate }: DayRange): RangeProblem | undefined {
  const isDay = (day: string) => DAY_PATTERN.test(day) && utcDay(new Date(`${day}T00:00:00Z`)) === day
  if (!isDay(startDate) || !isDay(endDate)) return 'invalidDate'
  if (startDate > endDate) return 'startAfterEnd'
  if (daysInRange(startDate, endDate) > REPORT_MAX_DAYS) return 'tooLong'
  return undefined
}

/** The games a report can be filtered by: those whose bets are settled and counted. */
export const REPORTED_GAMES = [
  'soccer',
  'basketball',
  'bd',
  'cricket',
  'hkmarksix',
  'ammarksix',
  'newammarksix',
  'gallopingmarksix',
  'sgnmarksix',
  'twnmarksix',
  'pk10',
] as const satisfies readonly ReportGameKey[]

/** Amounts of a report in the player's currency: USDT × the report's exchange rate, exact. */
export type DisplayTotals = { turnover: Money; payout: Money; net: Money; betCount: number }

const ONE: ExchangeRate = { numerator: 1n, denominator: 1n }

/**
 * The currency a report shows its amounts in and its rate: the player's, or USDT itself when the
 * server sent a rate that cannot be read (an amount is never shown under a label it is not in).
 */
export function displayCurrencyOf(statistics: Pick<BetStatistics, 'currency' | 'exchange'>): {
  currency: string
  rate: ExchangeRate
} {
  const parsed = parseExchangeRate(statistics.exchange)
  return parsed.ok
    ? { currency: statistics.currency, rate: parsed.value }
    : { currency: DEFAULT_CURRENCY, rate: ONE }
}

/** One line of totals in the display currency. */
export function toDisplayTotals(totals: BetTotals, rate: ExchangeRate): DisplayTotals {
  const shown = (amount: string) => toDisplayCurrency(toMoney(amount), rate)
  return {
    turnover: shown(totals.turnover),
    payout: shown(totals.payout),
    net: shown(totals.net),
    betCount: totals.bet_count,
  }
}

/**
 * An amount as a chart's bar length, in whole hundredths. Only the drawing uses it: every figure
 * a player reads is written from the exact amount.
 */
export function chartLength(amount: Money): number {
  return Number(formatMoney(amount, 2))
}

export type DayPoint = { date: string; net: number; totals: DisplayTotals }
export type GamePoint = { game: ReportGameKey; turnover: number; totals: DisplayTotals }

/** The net of every day of the range, in order, for the chart of net by day. */
export function netByDay(statistics: BetStatistics): DayPoint[] {
  const { rate } = displayCurrencyOf(statistics)
  return statistics.by_day.map((day) => {
    const totals = toDisplayTotals(day, rate)
    return { date: day.date, net: chartLength(totals.net), totals }
  })
}

/** The turnover of every game with bets, in the fixed game order, for the chart of turnover by game. */
export function turnoverByGame(statistics: BetStatistics): GamePoint[] {
  const { rate } = displayCurrencyOf(statistics)
  return statistics.by_game.map((game) => {
    const totals = toDisplayTotals(game, rate)
    return { game: game.game, turnover: chartLength(totals.turnover), totals }
  })
}
