import { describe, expect, it } from 'vitest'
import { formatAge } from './format-age'

const NOW = Date.parse('2026-05-01T12:00:00Z')

describe('formatAge', () => {
  it.each([
    ['2026-05-01T11:59:30Z', '30s ago', 'under a minute counts seconds'],
    ['2026-05-01T11:58:30Z', '1m ago', 'whole minutes, rounded down'],
    ['2026-05-01T09:00:00Z', '3h ago', 'hours from one hour'],
    ['2026-04-28T12:00:00Z', '3d ago', 'days from one day'],
    ['2026-05-01T12:00:05Z', '0s ago', 'a clock ahead of ours reads as now'],
  ])('writes %s as %s: %s', (iso, text) => {
    expect(formatAge(iso, NOW, 'en').replace(/\s/g, ' ')).toBe(text.replace(/\s/g, ' '))
  })
})
