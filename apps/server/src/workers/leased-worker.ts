import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { Clock } from '../clock/clock'
import type { Db } from '../db/database'
import { countWorkerFailure, observeWorkerPass, setLeaseHeld } from '../metrics/metrics'
import { giveUpLease, holdLease } from '../modules/leases/lease.service'

export type Worker = {
  /** One pass, when this instance holds the lease; tests run passes by hand. */
  tick(): Promise<void>
  /** Runs a pass now and then every `intervalMs` after each pass ends. */
  start(intervalMs?: number): void
  /** Stops after the pass in flight and gives the lease up, so another instance takes over at once. */
  stop(): Promise<void>
}

/**
 * A background worker that every instance may run while only the holder of its `worker_leases`
 * lease works: each pass renews the lease, or skips when another instance holds it. A pass that
 * fails is logged and the next one runs on schedule.
 */
export function createLeasedWorker({
  name,
  db,
  clock,
  logger,
  pass,
}: {
  /** The lease's name, and the worker's in the logs. */
  name: string
  db: Db
  clock: Clock
  logger: FastifyBaseLogger
  /** The work of one pass, given the time the pass began. */
  pass: (now: Date) => Promise<void>
}): Worker {
  const holder = randomUUID()
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined
  let isStopped = false

  async function tick() {
    const now = clock.now()
    let isHeld = false
    try {
      isHeld = await holdLease(db, name, holder)
    } finally {
      // A lease that could not be renewed (the database is unreachable) is not held any more.
      setLeaseHeld(name, isHeld)
    }
    if (isHeld) await pass(now)
  }

  return {
    tick,
    start(intervalMs = 1000) {
      // When the pass is due, by the system's monotonic time: how late it starts is the worker's lag.
      let dueAt = performance.now()
      const run = () => {
        const startedAt = performance.now()
        running = tick()
          .catch((error: unknown) => {
            countWorkerFailure(name)
            logger.error({ err: error, worker: name }, 'worker pass failed')
          })
          .finally(() => {
            const endedAt = performance.now()
            observeWorkerPass(name, (startedAt - dueAt) / 1000, (endedAt - startedAt) / 1000)
            running = undefined
            dueAt = endedAt + intervalMs
            if (!isStopped) timer = setTimeout(run, intervalMs)
          })
      }
      timer = setTimeout(run, 0)
    },
    async stop() {
      isStopped = true
      if (timer) clearTimeout(timer)
      await running
      await giveUpLease(db, name, holder).catch(() => undefined)
      setLeaseHeld(name, false)
    },
  }
}
