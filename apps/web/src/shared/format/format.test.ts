import { describe, expect, it } from 'vitest'
import { formatDateTime, formatDecimal } from './format'

describe('formatDecimal', () => {
  it.each([
    ['16250.5', 'en', '16,250.5'],
    ['16250.5', 'de', '16.250,5'],
    ['1000', 'hi', '1,000'],
    ['0.000001', 'en', '0.000001'],
    ['-1234.56', 'en', '-1,234.56'],
    ['123456789012345678901', 'en', '123,456,789,012,345,678,901'],
  ])('writes %s in %s as %s, keeping every digit', (amount, language, text) => {
    expect(formatDecimal(amount, language)).toBe(text)
  })
})

describe('formatDateTime', () => {
  it("writes a UTC timestamp in local time, as the reader's own clock shows it", () => {
    const iso = '2026-03-01T12:30:00Z'
    const local = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso),
    )
    expect(formatDateTime(iso, 'en')).toBe(local)
    expect(formatDateTime(iso, 'en')).toContain('2026')
  })

  it('leaves a text that is not a timestamp as it is', () => {
    expect(formatDateTime('soon', 'en')).toBe('soon')
  })
})
