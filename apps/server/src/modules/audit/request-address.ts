import { AsyncLocalStorage } from 'node:async_hooks'
import type { FastifyInstance, RouteHandlerMethod } from 'fastify'

const addresses = new AsyncLocalStorage<string>()

/**
 * Runs every route handler with its caller's address in scope, so the audit log can say where a
 * write came from without each service passing it along. The handler itself is wrapped (not a
 * hook), because an async context entered in a hook does not reliably reach the handler. Register
 * it before any route.
 */
export function trackRequestAddress(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    // A socket route's handler takes the socket, not a request; it writes no audit rows.
    if (route.websocket) return
    // Only back-office calls write audit rows; the players' hot paths keep their handlers bare.
    if (!route.url.includes('/operator/')) return
    const handler = route.handler as (...args: Parameters<RouteHandlerMethod>) => unknown
    route.handler = function withAddress(this: FastifyInstance, request, reply) {
      return addresses.run(request.ip, () => handler.call(this, request, reply))
    }
  })
}

/** The address of the HTTP request being handled (request.ip, which honours TRUST_PROXY), if any. */
export function currentRequestAddress(): string | null {
  return addresses.getStore() ?? null
}
