import { type RealityCheckMinutes, realityChecksDue } from '@app/domain'
import {
  readSessionStored,
  SESSION_STORAGE_KEYS,
  type SessionStorageKey,
  writeSessionStored,
} from '../../shared/storage/storage-keys'

/** The reminders acknowledged in a sign-in session: how many, at the interval they came at. */
type Acknowledged = { count: number; minutes: number }

// Only where sessionStorage refuses the count (disabled, full) does this page's memory keep it,
// until the page reloads.
const remembered = new Map<string, Acknowledged>()

const keyOf = (sessionStartedAt: string): SessionStorageKey =>
  `${SESSION_STORAGE_KEYS.realityChecksAcknowledged}:${sessionStartedAt}`

function parse(text: string | undefined): Acknowledged | undefined {
  if (!text) return undefined
  try {
    const value: unknown = JSON.parse(text)
    if (typeof value !== 'object' || value === null) return undefined
    const { count, minutes } = value as Record<string, unknown>
    return typeof count === 'number' && typeof minutes === 'number' && minutes > 0
      ? { count, minutes }
      : undefined
  } catch {
    return undefined
  }
}

const storedChecks = (sessionStartedAt: string): Acknowledged | undefined =>
  parse(readSessionStored(keyOf(sessionStartedAt))) ?? remembered.get(sessionStartedAt)

/**
 * How many reminders of the session `sessionStartedAt` the player has acknowledged, counted at
 * `minutes`. A count made at another interval covers the time it reached: 2 at 60 minutes is 8
 * at 15, so changing the interval neither repeats a reminder nor skips the next one.
 */
export function readAcknowledgedChecks(sessionStartedAt: string, minutes: RealityCheckMinutes): number {
  const found = storedChecks(sessionStartedAt)
  if (!found) return 0
  if (found.minutes === minutes) return found.count
  return realityChecksDue(found.count * found.minutes * 60_000, minutes)
}

/**
 * Records that the player has seen the session's first `count` reminders at `minutes`. It never
 * goes back: a record that already covers more of the session (2 at 60 minutes covers more than
 * 3 at 15) stays.
 */
export function acknowledgeChecks(
  sessionStartedAt: string,
  minutes: RealityCheckMinutes,
  count: number,
): void {
  const found = storedChecks(sessionStartedAt)
  if (found && found.count * found.minutes >= count * minutes) return
  const text = JSON.stringify({ count, minutes } satisfies Acknowledged)
  writeSessionStored(keyOf(sessionStartedAt), text)
  remembered.clear()
  if (readSessionStored(keyOf(sessionStartedAt)) !== text)
    remembered.set(sessionStartedAt, { count, minutes })
}
