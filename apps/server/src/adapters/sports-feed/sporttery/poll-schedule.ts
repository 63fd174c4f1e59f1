/** When a polled resource is next due: every interval while it answers, backing off while it fails. */
export type PollSchedule = {
  /** Whether a poll is due at `now` (the first poll always is). */
  isDue(now: Date): boolean
  /** A poll answered: the next one is an interval later. */
  succeeded(now: Date): void
  /** A poll failed: the next waits twice as long as the last wait, up to the cap. Returns that wait. */
  failed(now: Date): number
  /** Failures in a row since the last answer. */
  failures(): number
}

/**
 * A polite poll rhythm: one poll per `intervalMs`, and after failures in a row an exponential
 * backoff of interval × 2^failures held below `maxBackoffMs`, so a provider that is down or
 * refusing is not hammered, e.g. with a 60 s interval the waits after 1, 2, 3 failures are 2, 4
 * and 8 minutes.
 */
export function createPollSchedule(intervalMs: number, maxBackoffMs: number): PollSchedule {
  let dueAt: number | undefined
  let failuresInARow = 0
  return {
    isDue: (now) => dueAt === undefined || now.getTime() >= dueAt,
    succeeded(now) {
      failuresInARow = 0
      dueAt = now.getTime() + intervalMs
    },
    failed(now) {
      failuresInARow += 1
      // 2^failures grows past any cap within 40 failures; the exponent is held there.
      const wait = Math.min(maxBackoffMs, intervalMs * 2 ** Math.min(failuresInARow, 40))
      dueAt = now.getTime() + wait
      return wait
    },
    failures: () => failuresInARow,
  }
}
