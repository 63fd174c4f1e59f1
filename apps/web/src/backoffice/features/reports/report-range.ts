import { REPORT_DEFAULT_DAYS, REPORT_MAX_DAYS } from '@app/contract'

/** The days a report covers, YYYY-MM-DD, both inclusive, in the report's time zone. */
export type ReportRange = { from: string; to: string }

const DAY_MS = 86_400_000
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10)
const DAY = /^\d{4}-\d{2}-\d{2}$/

/**
 * The range a report opens with: the last week up to today, as the server's business days are
 * cut (UTC, no operator time zone being configured), e.g. 2026-05-01 to 2026-05-07 on May 7th.
 */
export function defaultRange(now: Date): ReportRange {
  return { from: isoDay(now.getTime() - (REPORT_DEFAULT_DAYS - 1) * DAY_MS), to: isoDay(now.getTime()) }
}

/** How many days a range covers, both ends counted: 2026-05-01 to 2026-05-07 is 7. */
export function daysIn(range: ReportRange): number {
  return (Date.parse(range.to) - Date.parse(range.from)) / DAY_MS + 1
}

/**
 * What is wrong with a chosen range before the server is asked: a missing day, an end before
 * the start, or more days than one report covers (the server's REPORT_MAX_DAYS).
 */
export function rangeProblem(range: ReportRange): 'missing' | 'reversed' | 'tooLong' | undefined {
  if (!DAY.test(range.from) || !DAY.test(range.to)) return 'missing'
  const days = daysIn(range)
  if (!Number.isFinite(days)) return 'missing'
  if (days < 1) return 'reversed'
  return days > REPORT_MAX_DAYS ? 'tooLong' : undefined
}
