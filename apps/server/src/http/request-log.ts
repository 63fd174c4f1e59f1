import { type FastifyReply, type FastifyRequest, LogController } from 'fastify'

/** A request slower than this is logged at info even when it succeeded. */
export const SLOW_REQUEST_MS = 1000

/**
 * How requests are logged: every request completes with one line carrying its request id; at
 * info only failed (4xx, 5xx) and slow requests, at debug every request, incoming lines included.
 * A line per successful request cost a third of the server's throughput, and access logs of
 * healthy traffic belong to the load balancer.
 */
export class RequestLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return
    request.log.debug({ req: request }, 'incoming request')
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return
    const line = { req: request, res: reply, responseTime: reply.elapsedTime }
    if (error) reply.log.error({ ...line, err: error }, 'request errored')
    else if (reply.statusCode >= 500) reply.log.error(line, 'request failed')
    else if (reply.statusCode >= 400 || reply.elapsedTime >= SLOW_REQUEST_MS)
      reply.log.info(line, 'request completed')
    else reply.log.debug(line, 'request completed')
  }
}
