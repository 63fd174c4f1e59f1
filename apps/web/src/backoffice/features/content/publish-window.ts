/** Where a row's publication window stands at a time: not yet shown, shown, or no longer shown. */
export type WindowState = 'scheduled' | 'live' | 'expired'

/** e.g. a row from 10:00 until 12:00 is 'scheduled' at 9:00, 'live' at 11:00 and 'expired' at 12:00. */
export function windowState(publishAt: string, expiresAt: string | null, now: number): WindowState {
  if (Date.parse(publishAt) > now) return 'scheduled'
  if (expiresAt !== null && Date.parse(expiresAt) <= now) return 'expired'
  return 'live'
}

const pad = (value: number) => String(value).padStart(2, '0')

/**
 * An instant as a `datetime-local` field shows it, in the operator's time zone to the minute:
 * `localInputValue('2026-05-01T08:00:00Z')` is "2026-05-01T10:00" in Berlin in summer.
 */
export function localInputValue(iso: string | null): string {
  if (iso === null) return ''
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/** A `datetime-local` field's value as an ISO instant, or null when it is empty or not a time. */
export function instantOf(localValue: string): string | null {
  if (localValue.trim() === '') return null
  const date = new Date(localValue)
  return Number.isNaN(date.getTime()) ? null : date.toISOString()
}

/** Now to the minute, as a new row's publication time: it shows as soon as it is saved. */
export function thisMinute(now: number = Date.now()): string {
  return new Date(Math.floor(now / 60_000) * 60_000).toISOString()
}

/**
 * A row's time as a field holds it, or this minute for a new row; typed as the field, which is
 * null once emptied.
 */
export function instantOrThisMinute(stored: string | undefined): string | null {
  return stored ?? thisMinute()
}
