import { describe, expect, it } from 'vitest'
import { moneyOf } from '../money/money'
import { CHECK_IN_REWARDS, checkInDay, checkInReward, nextStreakDay } from './check-in'

describe('checkInDay', () => {
  it.each([
    ['2026-03-15T00:00:00.000Z', '2026-03-15'],
    ['2026-03-15T23:59:59.999Z', '2026-03-15'],
    ['2026-03-16T00:00:00.000Z', '2026-03-16'],
    ['2026-03-15T22:30:00-03:00', '2026-03-16'],
    ['2026-03-16T07:30:00+09:00', '2026-03-15'],
  ])('puts the moment %s on the UTC day %s', (moment, day) => {
    expect(checkInDay(new Date(moment))).toBe(day)
  })
})

describe('nextStreakDay', () => {
  it.each([
    ['no claim ever starts at day 1', '2026-03-15', undefined, 1],
    ['a claim yesterday continues the streak', '2026-03-15', { day: '2026-03-14', streak: 3 }, 4],
    ['a claim yesterday on day 6 leads to day 7', '2026-03-15', { day: '2026-03-14', streak: 6 }, 7],
    ['a claim yesterday on day 7 wraps to day 1', '2026-03-15', { day: '2026-03-14', streak: 7 }, 1],
    ['a day without a claim starts over at day 1', '2026-03-15', { day: '2026-03-13', streak: 3 }, 1],
    ['a long gap starts over at day 1', '2026-03-15', { day: '2025-03-14', streak: 5 }, 1],
    ['the streak continues across a month end', '2026-03-01', { day: '2026-02-28', streak: 2 }, 3],
    ['the streak continues across a year end', '2027-01-01', { day: '2026-12-31', streak: 4 }, 5],
    ['the streak continues from a leap day', '2024-03-01', { day: '2024-02-29', streak: 1 }, 2],
    ['skipping a leap day is a gap', '2024-03-01', { day: '2024-02-28', streak: 1 }, 1],
  ])('%s', (_rule, today, last, streakDay) => {
    expect(nextStreakDay(today, last)).toBe(streakDay)
  })

  it('runs 1 to 7 and over again when a player claims every day', () => {
    const streaks: number[] = []
    let last: { day: string; streak: number } | undefined
    for (let offset = 0; offset < 16; offset += 1) {
      const today = checkInDay(new Date(Date.UTC(2026, 1, 20 + offset, 12)))
      const streak = nextStreakDay(today, last)
      streaks.push(streak)
      last = { day: today, streak }
    }
    expect(streaks).toEqual([1, 2, 3, 4, 5, 6, 7, 1, 2, 3, 4, 5, 6, 7, 1, 2])
  })
})

describe('checkInReward', () => {
  it.each([
    [1, '0.5'],
    [2, '1'],
    [3, '1.5'],
    [4, '2'],
    [5, '3'],
    [6, '4'],
    [7, '8'],
  ])('pays day %i of the streak %s USDT', (streakDay, reward) => {
    expect(checkInReward(streakDay)).toBe(moneyOf(reward))
  })

  it.each([[0], [8], [-1], [1.5], [Number.NaN]])('has no reward for streak day %s', (streakDay) => {
    expect(() => checkInReward(streakDay)).toThrow()
  })

  it('has a reward for each of the 7 days of the streak', () => {
    expect(CHECK_IN_REWARDS).toHaveLength(7)
  })
})
