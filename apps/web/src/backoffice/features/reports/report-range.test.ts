import { describe, expect, it } from 'vitest'
import { daysIn, defaultRange, rangeProblem } from './report-range'

describe('report ranges', () => {
  it('open on the last seven UTC days up to today', () => {
    expect(defaultRange(new Date('2026-05-07T23:30:00Z'))).toEqual({ from: '2026-05-01', to: '2026-05-07' })
    expect(defaultRange(new Date('2026-03-02T00:10:00Z'))).toEqual({ from: '2026-02-24', to: '2026-03-02' })
  })

  it.each([
    ['a single day is fine', { from: '2026-05-01', to: '2026-05-01' }, undefined],
    ['366 days (a leap year) are fine', { from: '2024-01-01', to: '2024-12-31' }, undefined],
    ['367 days are too many', { from: '2024-01-01', to: '2025-01-01' }, 'tooLong'],
    ['an end before the start is reversed', { from: '2026-05-02', to: '2026-05-01' }, 'reversed'],
    ['an unset day is missing', { from: '', to: '2026-05-01' }, 'missing'],
  ] as const)('%s', (_rule, range, problem) => {
    expect(rangeProblem(range)).toBe(problem)
  })

  it('counts both ends', () => {
    expect(daysIn({ from: '2026-05-01', to: '2026-05-07' })).toBe(7)
  })
})
