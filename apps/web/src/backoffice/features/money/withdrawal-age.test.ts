import { describe, expect, it } from 'vitest'
import { ageBand } from './withdrawal-age'

const HOUR = 3600

describe('ageBand', () => {
  it.each([
    ['a request just made is fresh', 0, 'fresh'],
    ['one just under 4 hours old is still fresh', 4 * HOUR - 1, 'fresh'],
    ['one 4 hours old is ageing', 4 * HOUR, 'ageing'],
    ['one just under 12 hours old is ageing', 12 * HOUR - 1, 'ageing'],
    ['one 12 hours old, half the 24-hour promise, is overdue', 12 * HOUR, 'overdue'],
    ['one days old is overdue', 72 * HOUR, 'overdue'],
  ])('%s', (_rule, seconds, band) => {
    expect(ageBand(seconds)).toBe(band)
  })
})
