import type { FastifyBaseLogger } from 'fastify'
import type { ChainWatcher } from '../adapters/chain/chain-watcher'
import type { Clock } from '../clock/clock'
import type { Db } from '../db/database'
import { runChainWatchPass } from '../modules/wallet/chain-deposits.service'
import { createLeasedWorker, type Worker } from './leased-worker'

/**
 * One network's chain watcher, on one instance at a time: each pass reads the transfers to our
 * deposit addresses since the network's cursor, shows new ones as pending and credits those with
 * enough confirmations. A pass the node fails is logged and the next one tries again.
 */
export function createChainDepositWorker({
  db,
  clock,
  logger,
  watcher,
  confirmations,
}: {
  db: Db
  clock: Clock
  logger: FastifyBaseLogger
  watcher: ChainWatcher
  confirmations: number
}): Worker {
  return createLeasedWorker({
    name: `chain-watch-${watcher.network.toLowerCase()}`,
    db,
    clock,
    logger,
    pass: async (now) => {
      const pass = await runChainWatchPass(db, watcher, confirmations, now)
      if (pass.credited + pass.flagged + pass.dropped > 0) logger.info(pass, 'chain deposits moved')
    },
  })
}
