import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  crossedBy,
  FIRST_FINISH_MS,
  finishTimeOf,
  progressAt,
  RUN_OUT_DISTANCE,
  RUN_OUT_MS,
  raceTimeline,
  runOutAt,
} from './race-timeline'

const STEP_MS = 4
const anyOrder = fc.shuffledSubarray([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], { minLength: 10, maxLength: 10 })
const anySeed = fc.string({ maxLength: 24 })

/** The first sampled moment each car's progress reaches 1, i.e. when it is seen at the line. */
function crossingTimes(order: readonly number[], seed: string): Map<number, number> {
  const timeline = raceTimeline(order, seed)
  const times = new Map<number, number>()
  for (let elapsed = 0; elapsed <= timeline.durationMs + STEP_MS; elapsed += 1) {
    for (const car of order) {
      if (!times.has(car) && progressAt(timeline, car, elapsed) === 1) times.set(car, elapsed)
    }
  }
  return times
}

describe('raceTimeline', () => {
  it('crosses the line in exactly the drawn order', () => {
    const order = [7, 2, 10, 1, 5, 3, 9, 4, 8, 6]
    const times = crossingTimes(order, '20260301-0042')
    const seenOrder = [...times.entries()].sort((a, b) => a[1] - b[1]).map(([car]) => car)
    expect(seenOrder).toEqual(order)
  })

  it('crosses in the drawn order for any order and any draw number, never two cars at once', () => {
    fc.assert(
      fc.property(anyOrder, anySeed, (order, seed) => {
        const timeline = raceTimeline(order, seed)
        const finishes = order.map((car) => finishTimeOf(timeline, car) ?? Number.NaN)
        for (let index = 1; index < finishes.length; index += 1) {
          expect(finishes[index]).toBeGreaterThan(finishes[index - 1] as number)
        }
        // At each car's crossing, the cars placed before it are over the line and those after are not.
        const outOfTurn: string[] = []
        order.forEach((car, place) => {
          const at = finishTimeOf(timeline, car) as number
          order.forEach((other, otherPlace) => {
            const isOver = progressAt(timeline, other, at) === 1
            if (isOver !== otherPlace <= place) outOfTurn.push(`car ${other} when car ${car} crosses`)
          })
        })
        expect(outOfTurn).toEqual([])
      }),
      { numRuns: 200 },
    )
  })

  it('only ever moves a car forward, from 0 at the start, and never past the line', () => {
    fc.assert(
      fc.property(anyOrder, anySeed, (order, seed) => {
        const timeline = raceTimeline(order, seed)
        const backwards: string[] = []
        for (const car of order) {
          let previous = progressAt(timeline, car, 0)
          if (previous !== 0) backwards.push(`car ${car} starts at ${previous}`)
          for (let elapsed = STEP_MS; elapsed <= timeline.durationMs; elapsed += STEP_MS) {
            const progress = progressAt(timeline, car, elapsed)
            if (progress < previous || progress > 1)
              backwards.push(`car ${car} at ${elapsed} ms: ${progress}`)
            previous = progress
          }
        }
        expect(backwards).toEqual([])
      }),
      { numRuns: 60 },
    )
  })

  it('brings every car to the line, and the show ends 6 to 8 seconds in', () => {
    fc.assert(
      fc.property(anyOrder, anySeed, (order, seed) => {
        const timeline = raceTimeline(order, seed)
        expect(timeline.durationMs).toBeGreaterThanOrEqual(6000)
        expect(timeline.durationMs).toBeLessThanOrEqual(8000)
        expect(finishTimeOf(timeline, order[0] as number)).toBe(FIRST_FINISH_MS)
        for (const car of order) expect(progressAt(timeline, car, timeline.durationMs)).toBe(1)
        expect(crossedBy(timeline, timeline.durationMs)).toEqual(order)
      }),
    )
  })

  it('is the same race every time for the same draw', () => {
    const order = [3, 1, 4, 10, 5, 9, 2, 6, 8, 7]
    const first = raceTimeline(order, '20260301-0007')
    const second = raceTimeline(order, '20260301-0007')
    for (let elapsed = 0; elapsed <= first.durationMs; elapsed += 250) {
      for (const car of order) expect(progressAt(first, car, elapsed)).toBe(progressAt(second, car, elapsed))
    }
  })

  it('lets the lead change during the race, so the show is not a procession', () => {
    const order = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
    const timeline = raceTimeline(order, '20260301-0100')
    const leaders = new Set<number>()
    for (let elapsed = 500; elapsed < FIRST_FINISH_MS; elapsed += 100) {
      const leader = [...order].sort(
        (a, b) => progressAt(timeline, b, elapsed) - progressAt(timeline, a, elapsed),
      )[0]
      leaders.add(leader as number)
    }
    expect(leaders.size).toBeGreaterThan(1)
  })

  it('coasts each car past the line after it crosses, the champion furthest, so they stop in order', () => {
    fc.assert(
      fc.property(anyOrder, anySeed, (order, seed) => {
        const timeline = raceTimeline(order, seed)
        const champion = order[0] as number
        const crossing = finishTimeOf(timeline, champion) as number
        expect(runOutAt(timeline, champion, crossing)).toBe(0)
        expect(runOutAt(timeline, champion, crossing + RUN_OUT_MS / 2)).toBeGreaterThan(0)
        const stops = order.map((car) => runOutAt(timeline, car, timeline.durationMs))
        expect(stops[0]).toBeCloseTo(RUN_OUT_DISTANCE, 10)
        for (let index = 1; index < stops.length; index += 1) {
          expect(stops[index]).toBeLessThan(stops[index - 1] as number)
        }
      }),
    )
  })

  it('keeps a car near its speed as it crosses the line: no jolt into the run-out', () => {
    fc.assert(
      fc.property(anyOrder, anySeed, (order, seed) => {
        const timeline = raceTimeline(order, seed)
        for (const car of order) {
          const crossing = finishTimeOf(timeline, car) as number
          const before = (1 - progressAt(timeline, car, crossing - 4)) / 4
          const after = runOutAt(timeline, car, crossing + 4) / 4
          expect(after / before).toBeGreaterThan(0.7)
          expect(after / before).toBeLessThan(1.4)
        }
      }),
    )
  })

  it('lists the cars over the line in crossing order', () => {
    const order = [4, 8, 1, 2, 3, 5, 6, 7, 9, 10]
    const timeline = raceTimeline(order, 'crossed')
    expect(crossedBy(timeline, 0)).toEqual([])
    expect(crossedBy(timeline, finishTimeOf(timeline, 8) as number)).toEqual([4, 8])
  })
})
