const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

const formats = new Map<string, Intl.RelativeTimeFormat>()

function relativeFormat(language: string): Intl.RelativeTimeFormat {
  let format = formats.get(language)
  if (!format) {
    format = new Intl.RelativeTimeFormat(language, { style: 'narrow', numeric: 'always' })
    formats.set(language, format)
  }
  return format
}

/**
 * How long ago an instant was, in the largest whole unit, in the reader's language: 90 seconds
 * before `now` is "1m ago" in English, "hace 1 min" in Spanish. A future instant (a clock ahead of
 * ours) reads as now.
 */
export function formatAge(iso: string, now: number, language: string): string {
  const elapsed = Math.max(0, now - new Date(iso).getTime())
  const format = relativeFormat(language)
  if (Number.isNaN(elapsed)) return iso
  if (elapsed < MINUTE) return format.format(-Math.floor(elapsed / SECOND), 'second')
  if (elapsed < HOUR) return format.format(-Math.floor(elapsed / MINUTE), 'minute')
  if (elapsed < DAY) return format.format(-Math.floor(elapsed / HOUR), 'hour')
  return format.format(-Math.floor(elapsed / DAY), 'day')
}
