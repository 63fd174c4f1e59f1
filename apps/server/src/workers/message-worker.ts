import type { Brand } from '@app/domain'
import type { FastifyBaseLogger } from 'fastify'
import type { Clock } from '../clock/clock'
import type { Db } from '../db/database'
import { deliverDueMessages } from '../modules/private-messages/private-messages.service'
import type { Bus } from '../realtime/bus'
import { createLeasedWorker, type Worker } from './leased-worker'

/** How often the sender looks for scheduled private messages whose time has come. */
export const MESSAGE_DELIVERY_EVERY_MS = 5000

/**
 * The sender of scheduled private messages, on one instance at a time: a message to a segment
 * becomes its recipients when its send time comes, and every such message is pushed then.
 */
export function createMessageWorker({
  db,
  bus,
  brand,
  clock,
  logger,
}: {
  db: Db
  bus: Bus
  brand: Brand
  clock: Clock
  logger: FastifyBaseLogger
}): Worker {
  return createLeasedWorker({
    name: 'message-sender',
    db,
    clock,
    logger,
    pass: async (now) => {
      await deliverDueMessages({ db, bus, log: logger, brand }, now)
    },
  })
}
