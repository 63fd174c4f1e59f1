/** The one source of "now" on the server; the domain receives the time as an argument. */
export type Clock = {
  now(): Date
}

/** A clock that follows the system time shifted by an offset that demo and test tools can grow. */
export type AdjustableClock = Clock & {
  /** Moves time forward, so draws and matches can be played through in seconds. */
  advanceBy(milliseconds: number): Date
  /** How far this clock runs ahead of the system time. */
  offsetMs(): number
}

/** Makes a clock whose time can move forward but never back, starting at the system time. */
export function createAdjustableClock(systemNow: () => number = Date.now): AdjustableClock {
  let offset = 0
  return {
    now: () => new Date(systemNow() + offset),
    advanceBy(milliseconds) {
      if (!Number.isFinite(milliseconds) || milliseconds < 0) {
        throw new RangeError(`A clock only moves forward; got ${milliseconds} ms`)
      }
      offset += milliseconds
      return new Date(systemNow() + offset)
    },
    offsetMs: () => offset,
  }
}

export const systemClock: Clock = { now: () => new Date() }
