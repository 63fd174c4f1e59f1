import { describe, expect, it } from 'vitest'
import { formatClock, formatDuration, isoDuration, msUntilNextCheck, sessionElapsedMs } from './session-time'

const MINUTE_MS = 60_000

describe('session time', () => {
  it.each([
    ['the browser agrees with the server', 0, 3_600_000],
    ['a browser clock 5 minutes fast does not add 5 minutes', -5 * MINUTE_MS, 3_600_000],
    ['a browser clock 10 minutes slow does not take 10 off', 10 * MINUTE_MS, 3_600_000],
  ])('runs on the server’s clock: %s', (_, offset, expected) => {
    const started = '2026-05-01T12:00:00Z'
    const browserNow = Date.parse('2026-05-01T13:00:00Z') - offset
    expect(sessionElapsedMs({ session_started_at: started, clockOffsetMs: offset }, browserNow)).toBe(
      expected,
    )
  })

  it('is never negative, nor read from a malformed start', () => {
    expect(sessionElapsedMs({ session_started_at: '2026-05-01T12:00:00Z', clockOffsetMs: 0 }, 0)).toBe(0)
    expect(sessionElapsedMs({ session_started_at: 'soon', clockOffsetMs: 0 }, Date.now())).toBe(0)
  })

  it.each([
    [0, '0:00:00', 'PT0H0M0S'],
    [59_999, '0:00:59', 'PT0H0M59S'],
    [3_723_000, '1:02:03', 'PT1H2M3S'],
    [36 * 3_600_000, '36:00:00', 'PT36H0M0S'],
  ])('shows %i ms as the clock %s', (elapsed, clock, iso) => {
    expect(formatClock(elapsed)).toBe(clock)
    expect(isoDuration(elapsed)).toBe(iso)
  })

  it.each([
    [16 * MINUTE_MS, 'en', '16 minutes'],
    [75 * MINUTE_MS, 'en', '1 hour, 15 minutes'],
    [75 * MINUTE_MS, 'zh', '1小时15分钟'],
  ])('writes %i ms in words in %s as "%s"', (elapsed, language, expected) => {
    expect(formatDuration(elapsed, language)).toBe(expected)
  })

  it.each([
    ['14 minutes into a 15-minute interval, the next check is a minute away', 14, 15, 1],
    ['at exactly one interval, the next is a full interval away', 15, 15, 15],
    ['50 minutes into hourly checks, 10 minutes are left', 50, 60, 10],
  ])('%s', (_, elapsedMinutes, interval, expectedMinutes) => {
    expect(msUntilNextCheck(elapsedMinutes * MINUTE_MS, interval)).toBe(expectedMinutes * MINUTE_MS)
  })
})
