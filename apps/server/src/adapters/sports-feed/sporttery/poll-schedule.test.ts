import { describe, expect, it } from 'vitest'
import { createPollSchedule } from './poll-schedule'

const at = (seconds: number) => new Date(seconds * 1000)

describe('a poll schedule', () => {
  it('is due at once, then once an interval after each answer', () => {
    const schedule = createPollSchedule(60_000, 900_000)
    expect(schedule.isDue(at(0))).toBe(true)
    schedule.succeeded(at(0))
    expect(schedule.isDue(at(59))).toBe(false)
    expect(schedule.isDue(at(60))).toBe(true)
  })

  it('doubles the wait after each failure in a row, up to the cap, and starts over after an answer', () => {
    const schedule = createPollSchedule(60_000, 900_000)
    expect([1, 2, 3, 4, 5].map(() => schedule.failed(at(0)) / 1000)).toEqual([120, 240, 480, 900, 900])
    expect(schedule.failures()).toBe(5)
    expect(schedule.isDue(at(899))).toBe(false)
    expect(schedule.isDue(at(900))).toBe(true)
    schedule.succeeded(at(900))
    expect(schedule.failures()).toBe(0)
    expect(schedule.failed(at(1000))).toBe(120_000)
  })

  it('never overflows however long the provider stays down', () => {
    const schedule = createPollSchedule(60_000, 900_000)
    for (let failure = 0; failure < 2000; failure += 1) schedule.failed(at(0))
    expect(schedule.failed(at(0))).toBe(900_000)
  })
})
