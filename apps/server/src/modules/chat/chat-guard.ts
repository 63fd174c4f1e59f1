import type { FastifyRequest } from 'fastify'
import type { Clock } from '../../clock/clock'
import { AppError } from '../../errors/app-error'
import type { ChatTokens, SupportIdentity } from './chat-tokens'

declare module 'fastify' {
  interface FastifyRequest {
    /** The player or guest of a support call, from its X-Chat-Token. */
    chatIdentity: SupportIdentity | null
  }
}

/** A preHandler for support calls: a valid chat token in the X-Chat-Token header, or 401 CHAT_TOKEN_INVALID. */
export function createChatGuard(tokens: ChatTokens, clock: Clock) {
  return async (request: FastifyRequest) => {
    const header = request.headers['x-chat-token']
    const identity = typeof header === 'string' ? await tokens.read(header, clock.now()) : undefined
    if (!identity) throw new AppError('CHAT_TOKEN_INVALID', 401)
    request.chatIdentity = identity
  }
}

/** The guarded support call's player or guest; a programming error if the guard did not run. */
export function chatIdentityOf(request: FastifyRequest): SupportIdentity {
  if (!request.chatIdentity) throw new Error(`${request.url} reads the chat identity without its guard`)
  return request.chatIdentity
}
