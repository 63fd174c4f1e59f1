import type { FastifyRequest } from 'fastify'
import type { Clock } from '../../clock/clock'
import type { Db } from '../../db/database'
import { AppError } from '../../errors/app-error'
import { type AccessClaims, verifyAccessToken } from './access-token'
import { type AccountSettings, authenticate } from './accounts.service'

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in player of a guarded route. */
    player: AccessClaims | null
  }
}

/** The token of the Authorization header, with or without the "Bearer " prefix. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization
  if (!header) return undefined
  const token = header.startsWith('Bearer ') ? header.slice(7) : header
  return token.trim() || undefined
}

export type PlayerGuard = (request: FastifyRequest) => Promise<void>

/**
 * A preHandler for routes that need a signed-in player: a valid access token whose sign-in is
 * still open, or 401 UNAUTHORIZED. Every guarded handler reads the player from the token,
 * never from the request's body or query.
 */
export function createPlayerGuard(db: Db, settings: AccountSettings, clock: Clock): PlayerGuard {
  return guardWith(clock, (token, now) => authenticate(db, settings, token, now))
}

/**
 * A preHandler for the hottest calls, bet placements, whose service checks in its own read that
 * the sign-in is still open (a round trip fewer per bet): a valid access token, or 401
 * UNAUTHORIZED. A route that takes it must refuse the player when its read finds the sign-in
 * closed.
 */
export function createPlayerTokenGuard(settings: AccountSettings, clock: Clock): PlayerGuard {
  return guardWith(clock, (token, now) => verifyAccessToken(token, settings.accessSecret, now))
}

function guardWith(
  clock: Clock,
  claimsOf: (token: string, now: Date) => Promise<AccessClaims | undefined>,
): PlayerGuard {
  return async (request) => {
    const token = bearerToken(request)
    const claims = token ? await claimsOf(token, clock.now()) : undefined
    if (!claims) throw new AppError('UNAUTHORIZED', 401)
    request.player = claims
  }
}

/** The guarded route's player; a programming error if the guard did not run. */
export function playerOf(request: FastifyRequest): AccessClaims {
  if (!request.player) throw new Error(`${request.url} reads the player without the player guard`)
  return request.player
}
