import { describe, expect, it } from 'vitest'
import { formatDecimal } from './format'

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
