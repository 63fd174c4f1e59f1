import { moneyOf } from '@app/domain'
import { describe, expect, it } from 'vitest'
import { formatAmount, formatDateTime, formatDecimal, formatMessageTime, formatUsdt } from './format'

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

describe('formatMessageTime', () => {
  it('writes only the time for a message of today, and the day with it for an older one', () => {
    const now = new Date(2026, 2, 1, 18, 0)
    const today = new Date(2026, 2, 1, 13, 30)
    const earlier = new Date(2026, 1, 27, 13, 30)
    expect(formatMessageTime(today.toISOString(), 'en', now)).toBe('1:30 PM')
    expect(formatMessageTime(earlier.toISOString(), 'en', now)).toBe('Feb 27, 1:30 PM')
  })

  it('leaves a text that is not a timestamp as it is', () => {
    expect(formatMessageTime('soon', 'en')).toBe('soon')
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

describe('formatAmount', () => {
  it('truncates to the currency’s places, keeps at least 2 and drops zeros beyond them', () => {
    expect(formatAmount(moneyOf('10'), 'USDT', 'en')).toBe('10.00')
    expect(formatAmount(moneyOf('1234.567891'), 'USDT', 'en')).toBe('1,234.567891')
    expect(formatAmount(moneyOf('1.999999'), 'USDT', 'en')).toBe('1.999999')
    expect(formatAmount(moneyOf('7.999'), 'CNY', 'en')).toBe('7.99')
  })
})

describe('formatUsdt', () => {
  it.each([
    ['1500', '1,500.00'],
    ['0.015', '0.015'],
    ['12.5', '12.50'],
    ['0.000001', '0.000001'],
  ])('writes %s as %s (at least 2, at most 6 places)', (amount, text) => {
    expect(formatUsdt(amount, 'en')).toBe(text)
    expect(formatUsdt(moneyOf(amount), 'en')).toBe(text)
  })

  it('shows an API amount that is not money as sent rather than failing the screen or inventing zero', () => {
    expect(formatUsdt('1.1234567', 'en')).toBe('1.1234567')
  })
})
