import type { FastifyInstance, RouteHandlerMethod } from 'fastify'

/**
 * Counts route handlers still running, whether or not their caller is still there. A caller that
 * gives up closes its connection and the HTTP server forgets the request, but its handler goes on
 * writing to the database: stopping must wait for it before the database closes. Register it
 * before any route.
 */
export function trackRunningHandlers(app: FastifyInstance) {
  let running = 0
  let waiting: (() => void)[] = []
  app.addHook('onRoute', (route) => {
    const handler = route.handler as (...args: Parameters<RouteHandlerMethod>) => unknown
    route.handler = async function tracked(this: FastifyInstance, request, reply) {
      running += 1
      try {
        return await handler.call(this, request, reply)
      } finally {
        running -= 1
        if (running === 0) {
          for (const wake of waiting) wake()
          waiting = []
        }
      }
    }
  })
  return {
    /** Resolves once no handler is running. */
    settled: (): Promise<void> =>
      running === 0 ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve)),
  }
}
