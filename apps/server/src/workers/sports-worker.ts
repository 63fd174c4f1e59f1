import type { BetSettledEvent } from '@app/contract'
import { money, toDecimalString } from '@app/domain'
import type { FastifyBaseLogger } from 'fastify'
import type { SportsFeed } from '../adapters/sports-feed/sports-feed'
import type { Clock } from '../clock/clock'
import type { Db } from '../db/database'
import { countSettledBets } from '../metrics/metrics'
import { settleCricketBets } from '../modules/sports/cricket.service'
import {
  closeMatches,
  moveOdds,
  recordOutcomes,
  settleSportsBets,
  syncFixtures,
} from '../modules/sports/sports-feed.service'
import type { Bus } from '../realtime/bus'
import { createLeasedWorker, type Worker } from './leased-worker'

const FIXTURE_CHECK_MS = 60_000

/**
 * The sports engine: follows the feed (fixtures, prices, results), closes matches at kick-off,
 * tells open lobbies about moved prices on the `odds` topic, and settles every bet whose matches
 * are over. Driven by the database's state; with several instances only the lease holder runs.
 */
export function createSportsWorker({
  db,
  clock,
  bus,
  feed,
  logger,
}: {
  db: Db
  clock: Clock
  bus: Bus
  feed: SportsFeed
  logger: FastifyBaseLogger
}): Worker {
  let syncedAt: number | undefined

  return createLeasedWorker({
    name: 'sports-feed',
    db,
    clock,
    logger,
    async pass(now) {
      // Fixtures are taken at the first pass and each minute (or after the clock jumped), not every pass.
      if (syncedAt === undefined || Math.abs(now.getTime() - syncedAt) >= FIXTURE_CHECK_MS) {
        const added = await syncFixtures(db, feed, now)
        if (added > 0) logger.info({ added }, 'sports fixtures added')
        syncedAt = now.getTime()
      }
      for (const change of [...(await closeMatches(db, now)), ...(await moveOdds(db, feed, now))]) {
        await bus.publish({ topic: 'odds', data: change })
      }
      await recordOutcomes(db, feed, now)
      const settled = await settleSportsBets(db, now)
      if (settled.length > 0) logger.info({ bets: settled.length }, 'sports bets settled')
      const settledCricket = await settleCricketBets(db, now)
      if (settledCricket.length > 0) logger.info({ bets: settledCricket.length }, 'cricket bets settled')
      // Each player hears of their own settled bets at once, to refresh the balance and my bets.
      const told = [...settled, ...settledCricket.map((bet) => ({ ...bet, sport: 'cricket' }))]
      for (const bet of told) countSettledBets(bet.sport)
      for (const bet of told) {
        const event: BetSettledEvent = {
          type: 'betSettled',
          game: bet.sport,
          bet_id: Number(bet.betId),
          payout: toDecimalString(money(bet.payout)),
        }
        await bus.publish({ topic: 'balance', userId: bet.userId, data: event })
      }
    },
  })
}
