import { ok, ZEnvelope, ZErrorEnvelope, ZHealth, ZReadiness } from '@app/contract'
import type { DatabaseHandle } from '../../db/database'
import { sendError } from '../../http/error-handler'
import type { App } from '../../http/types'
import { checkReadiness } from './health.service'

export type HealthRoutesOptions = { database: DatabaseHandle }

/** Liveness (the process answers) and readiness (the database answers). */
export async function healthRoutes(app: App, { database }: HealthRoutesOptions) {
  app.get(
    '/healthz',
    {
      config: { rateLimit: false },
      schema: { summary: 'Liveness', tags: ['health'], response: { 200: ZEnvelope(ZHealth) } },
    },
    async () => ok({ status: 'ok' as const, uptime_s: Math.round(process.uptime()) }),
  )

  app.get(
    '/readyz',
    {
      config: { rateLimit: false },
      schema: {
        summary: 'Readiness: the database is reachable',
        tags: ['health'],
        response: { 200: ZEnvelope(ZReadiness), 503: ZErrorEnvelope },
      },
    },
    async (_request, reply) => {
      const readiness = await checkReadiness(database)
      if (!readiness.isReady)
        return sendError(reply, 503, 'SERVICE_UNAVAILABLE', { database: readiness.database })
      return ok({ status: 'ready' as const, database: readiness.database })
    },
  )
}
