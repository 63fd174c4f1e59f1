import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import type { DatabaseHandle } from '../db/database'
import { observeRequest, registry, watchPools } from '../metrics/metrics'
import { sendError } from './error-handler'
import type { App } from './types'

export type MetricsOptions = {
  database: DatabaseHandle
  /** The bearer token /metrics asks for; undefined leaves it open outside production. */
  token: string | undefined
  isProduction: boolean
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])

const digestOf = (text: string) => createHash('sha256').update(text).digest()

/**
 * A direct caller on this machine: the socket's own peer is the loopback and no proxy forwarded
 * the request. A reverse proxy on the same host connects from the loopback too, but it says whom
 * it forwards for, so the public never passes as local.
 */
function isDirectLocalCaller(request: FastifyRequest): boolean {
  const peer = request.raw.socket.remoteAddress
  return (
    peer !== undefined &&
    LOOPBACK.has(peer) &&
    request.headers['x-forwarded-for'] === undefined &&
    request.headers.forwarded === undefined
  )
}

/**
 * The Prometheus endpoint and what feeds it from HTTP: every answered request is timed by its
 * route template, method and status class in one onResponse hook, and the database's pools are
 * read at each scrape. /metrics needs `Authorization: Bearer <METRICS_TOKEN>` when a token is
 * set; without one it is open outside production and, in production, answers only direct callers
 * on the loopback (a sidecar or an agent on the host).
 */
export function registerMetrics(app: App, { database, token, isProduction }: MetricsOptions) {
  app.addHook('onResponse', (request, reply, done) => {
    observeRequest(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime / 1000)
    done()
  })
  const unwatch = watchPools(() => database.poolUse())
  app.addHook('onClose', async () => unwatch())

  const expected = token === undefined ? undefined : digestOf(`Bearer ${token}`)
  app.get(
    '/metrics',
    {
      config: { rateLimit: false },
      schema: {
        summary: 'Prometheus metrics (bearer token when METRICS_TOKEN is set)',
        description:
          'Text exposition format 0.0.4: HTTP latency per route, bets placed and settled, ledger entries, deposits, withdrawals, worker lag and leases, sockets, database pools and the process.',
        tags: ['health'],
      },
    },
    async (request, reply) => {
      if (expected !== undefined) {
        const given = request.headers.authorization
        // Digests of equal length, compared in constant time: the token's length leaks nothing either.
        if (given === undefined || !timingSafeEqual(digestOf(given), expected)) {
          reply.header('www-authenticate', 'Bearer realm="metrics"')
          return sendError(reply, 401, 'UNAUTHORIZED')
        }
      } else if (isProduction && !isDirectLocalCaller(request)) {
        return sendError(reply, 403, 'FORBIDDEN')
      }
      reply.type(registry.contentType)
      return registry.metrics()
    },
  )
}
