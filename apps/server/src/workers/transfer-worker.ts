import type { FastifyBaseLogger } from 'fastify'
import type { TransferGameProvider } from '../adapters/game-providers/game-provider'
import type { Clock } from '../clock/clock'
import type { Db } from '../db/database'
import { reconcileTransfers } from '../modules/casino/transfers.service'
import { createLeasedWorker, type Worker } from './leased-worker'

/** How often the reconciler asks the providers about transfers they have not answered. */
export const TRANSFER_RECONCILE_EVERY_MS = 10_000

/** The reconciler of transfer orders, on one instance at a time. */
export function createTransferWorker({
  db,
  clock,
  logger,
  providers,
}: {
  db: Db
  clock: Clock
  logger: FastifyBaseLogger
  providers: readonly TransferGameProvider[]
}): Worker {
  return createLeasedWorker({
    name: 'transfer-reconciler',
    db,
    clock,
    logger,
    pass: async (now) => {
      const ended = await reconcileTransfers(db, providers, now)
      if (ended > 0) logger.info({ orders: ended }, 'transfer orders reconciled')
    },
  })
}
