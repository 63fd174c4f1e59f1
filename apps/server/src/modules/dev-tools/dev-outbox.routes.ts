import { ok, ZEnvelope, ZOutboxMessages, ZOutboxQuery } from '@app/contract'
import type { Db } from '../../db/database'
import type { App } from '../../http/types'
import { readOutbox } from './dev-outbox.service'

export type DevOutboxRoutesOptions = { db: Db }

/** The sandbox outbox, for demos and tests only: never mounted in production. */
export async function devOutboxRoutes(app: App, { db }: DevOutboxRoutesOptions) {
  app.get(
    '/dev/outbox',
    {
      schema: {
        summary:
          'Messages the sandbox would have sent to an address, latest first (development and demo only)',
        tags: ['dev'],
        querystring: ZOutboxQuery,
        response: { 200: ZEnvelope(ZOutboxMessages) },
      },
    },
    async (request) => ok(await readOutbox(db, request.query.to)),
  )
}
