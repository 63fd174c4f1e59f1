import { ok, ZEnvelope, ZErrorEnvelope, ZHealth, ZReadiness } from '@app/contract'
import type { DatabaseHandle } from '../../db/database'
import { sendError } from '../../http/error-handler'
import type { App } from '../../http/types'
import type { Bus } from '../../realtime/bus'
import { createReadinessCheck } from './health.service'

export type HealthRoutesOptions = { database: DatabaseHandle; bus: Bus }

/**
 * Liveness (the process answers: restart it otherwise) and readiness (it can serve: send it
 * traffic). Liveness checks nothing outside the process, so a database outage never gets every
 * instance restarted at once.
 */
export async function healthRoutes(app: App, { database, bus }: HealthRoutesOptions) {
  const checkReadiness = createReadinessCheck(database, bus)

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
        summary: 'Readiness: the database and the bus (Redis) answer and every migration is applied',
        description: 'A 503 carries each check in data: { database, bus, migrations, pending_migrations }.',
        tags: ['health'],
        response: { 200: ZEnvelope(ZReadiness), 503: ZErrorEnvelope },
      },
    },
    async (_request, reply) => {
      const readiness = await checkReadiness()
      if (!readiness.isReady) return sendError(reply, 503, 'SERVICE_UNAVAILABLE', readiness.checks)
      return ok({
        status: 'ready' as const,
        database: readiness.database,
        bus: readiness.bus,
        migrations: 'applied' as const,
      })
    },
  )
}
