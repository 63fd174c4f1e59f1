import type { FastifyBaseLogger } from 'fastify'
import type { Clock } from '../clock/clock'
import type { Db } from '../db/database'
import { closeDraws, drawDueDraws, openUpcomingDraws, settleDraws } from '../modules/lottery/lottery.service'
import type { Bus } from '../realtime/bus'
import { createLeasedWorker, type Worker } from './leased-worker'

const REOPEN_CHECK_MS = 60_000

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
}): Worker {
  let openedAt: number | undefined

  return createLeasedWorker({
    name: 'draw-engine',
    db,
    clock,
    logger,
    async pass(now) {
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
    },
  })
}
