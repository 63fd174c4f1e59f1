import { numberFormat } from '../../shared/format/intl-formats'
import type { RealityCheckView } from './api/protection-api'

const SECOND_MS = 1000
const MINUTE_MS = 60 * SECOND_MS
const HOUR_MS = 60 * MINUTE_MS

/**
 * How long the sign-in has lasted at the browser's time `now`, counted on the server's clock so a
 * browser clock that is wrong does not stretch it: a session started at 12:00 server time, read
 * when the server said 13:00, is 1 h old whatever the browser's clock says.
 */
export function sessionElapsedMs(
  check: Pick<RealityCheckView, 'session_started_at' | 'clockOffsetMs'>,
  now: number,
): number {
  const started = Date.parse(check.session_started_at)
  if (Number.isNaN(started)) return 0
  return Math.max(0, now + check.clockOffsetMs - started)
}

const twoDigits = (value: number) => String(value).padStart(2, '0')

/** A session's length as a clock, hours unbounded: 3,723,000 ms is "1:02:03", 59 s is "0:00:59". */
export function formatClock(elapsedMs: number): string {
  const seconds = Math.floor(Math.max(0, elapsedMs) / SECOND_MS)
  const hours = Math.floor(seconds / 3600)
  return `${hours}:${twoDigits(Math.floor((seconds % 3600) / 60))}:${twoDigits(seconds % 60)}`
}

/** A session's length for `<time dateTime>`: 3,723,000 ms is "PT1H2M3S". */
export function isoDuration(elapsedMs: number): string {
  const seconds = Math.floor(Math.max(0, elapsedMs) / SECOND_MS)
  return `PT${Math.floor(seconds / 3600)}H${Math.floor((seconds % 3600) / 60)}M${seconds % 60}S`
}

/**
 * A session's length in words, in hours and whole minutes, through Intl so every language writes
 * its own units and plurals: 4,500,000 ms is "1 hour, 15 minutes" in English, "1小时15分钟" in
 * Chinese; under an hour only the minutes show.
 */
export function formatDuration(elapsedMs: number, language: string): string {
  const hours = Math.floor(Math.max(0, elapsedMs) / HOUR_MS)
  const minutes = Math.floor((Math.max(0, elapsedMs) % HOUR_MS) / MINUTE_MS)
  const unit = (value: number, name: 'hour' | 'minute') =>
    numberFormat(language, { style: 'unit', unit: name, unitDisplay: 'long' }).format(value)
  const parts = hours > 0 ? [unit(hours, 'hour'), unit(minutes, 'minute')] : [unit(minutes, 'minute')]
  return new Intl.ListFormat(language, { type: 'unit', style: 'long' }).format(parts)
}

/**
 * How long until the next reminder of an interval comes due: 14 minutes into a session with a
 * 15-minute interval, 1 minute; at exactly 15 minutes, the next full 15.
 */
export function msUntilNextCheck(elapsedMs: number, minutes: number): number {
  const interval = minutes * MINUTE_MS
  return interval - (Math.max(0, elapsedMs) % interval)
}
