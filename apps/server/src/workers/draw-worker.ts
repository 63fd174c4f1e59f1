import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { Clock } from '../clock/clock'
import type { Db } from '../db/database'
import { giveUpLease, holdLease } from '../modules/leases/lease.service'
import { closeDraws, drawDueDraws, openUpcomingDraws, settleDraws } from '../modules/lottery/lottery.service'
import type { Bus } from '../realtime/bus'

const LEASE_NAME = 'draw-engine'
const REOPEN_CHECK_MS = 60_000

export type DrawWorker = {
  /** One pass of the engine: open, close, draw and settle whatever is due. */
  tick(): Promise<void>
  start(intervalMs?: number): void
  stop(): Promise<void>
}

/**
 * The draw engine: keeps upcoming draws open, closes betting on time, draws house draws from
 * their committed seeds and settles every bet. Every job is driven by the database's state, so a
 * restart picks up where a crash left off; with several instances only the lease holder runs.
 */
export function createDrawWorker({
  db,
  clock,
  bus,
  logger,
}: {
  db: Db
  clock: Clock
  bus: Bus
  logger: FastifyBaseLogger
}): DrawWorker {
  const holder = randomUUID()
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined
  let isStopped = false

  let openedAt: number | undefined

  async function tick() {
    const now = clock.now()
    if (!(await holdLease(db, LEASE_NAME, holder, now))) return
    const closed = await closeDraws(db, now)
    // The next draws are opened at the first pass, after a close, and each minute (for schedule
    // changes), not every second: the pass runs in the serving process.
    if (openedAt === undefined || closed.length > 0 || now.getTime() - openedAt >= REOPEN_CHECK_MS) {
      await openUpcomingDraws(db, now)
      openedAt = now.getTime()
    }
    for (const drawId of closed) {
      await bus.publish({ topic: 'draws', data: { type: 'closed', draw_id: Number(drawId) } })
    }
    await drawDueDraws(db, now)
    for (const draw of await settleDraws(db, now)) {
      logger.info({ game: draw.game, draw: draw.number }, 'draw settled')
      await bus.publish({ topic: 'draws', data: { type: 'settled', draw } })
    }
  }

  return {
    tick,
    start(intervalMs = 1000) {
      const run = () => {
        running = tick()
          .catch((error: unknown) => logger.error({ err: error }, 'draw engine pass failed'))
          .finally(() => {
            running = undefined
            if (!isStopped) timer = setTimeout(run, intervalMs)
          })
      }
      timer = setTimeout(run, 0)
    },
    async stop() {
      isStopped = true
      if (timer) clearTimeout(timer)
      await running
      await giveUpLease(db, LEASE_NAME, holder).catch(() => undefined)
    },
  }
}
