import { OPERATOR_ROLE, ROLE, type Role } from '@app/domain'
import { jwtVerify, SignJWT } from 'jose'

const ALGORITHM = 'HS256'
const AUDIENCE = 'venue-api'
const ISSUER = 'venue'
const TOKEN_TYPE = 'access'

/** Who a token speaks for, and the sign-in (session family) it belongs to. */
export type AccessClaims = { readonly userId: number; readonly role: Role; readonly sessionId: string }

const encoder = new TextEncoder()

/** Signs a short-lived access token for a player; the algorithm, audience and type are pinned. */
/** Access tokens live 15 minutes; the refresh token renews them. */
export const ACCESS_TOKEN_TTL_S = 15 * 60

export async function signAccessToken(
  claims: AccessClaims,
  secret: string,
  now: Date,
  ttlSeconds = ACCESS_TOKEN_TTL_S,
) {
  const issuedAt = Math.floor(now.getTime() / 1000)
  return new SignJWT({ role: claims.role, typ: TOKEN_TYPE, sid: claims.sessionId })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(String(claims.userId))
    .setAudience(AUDIENCE)
    .setIssuer(ISSUER)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ttlSeconds)
    .sign(encoder.encode(secret))
}

/**
 * Reads an access token, or returns undefined when it is forged, expired, of another type or
 * for another audience. Expiry is judged against the server clock.
 */
export async function verifyAccessToken(
  token: string,
  secret: string,
  now: Date,
): Promise<AccessClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), {
      algorithms: [ALGORITHM],
      audience: AUDIENCE,
      issuer: ISSUER,
      currentDate: now,
    })
    const userId = Number(payload.sub)
    const role = payload.role
    const sessionId = payload.sid
    if (payload.typ !== TOKEN_TYPE || !Number.isSafeInteger(userId) || userId <= 0) return undefined
    if (role !== ROLE.user && role !== ROLE.agent) return undefined
    if (typeof sessionId !== 'string' || sessionId.length === 0) return undefined
    return { userId, role, sessionId }
  } catch {
    return undefined
  }
}

const OPERATOR_TOKEN_TYPE = 'operator'
/** Operator tokens live an hour and carry no refresh: the back office signs in again. */
export const OPERATOR_TOKEN_TTL_S = 3600

/** Signs a back-office token; a player route never accepts it (its type differs). */
export async function signOperatorToken(operatorId: number, secret: string, now: Date) {
  const issuedAt = Math.floor(now.getTime() / 1000)
  return new SignJWT({ role: OPERATOR_ROLE, typ: OPERATOR_TOKEN_TYPE })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(String(operatorId))
    .setAudience(AUDIENCE)
    .setIssuer(ISSUER)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + OPERATOR_TOKEN_TTL_S)
    .sign(encoder.encode(secret))
}

/** The operator a back-office token speaks for, or undefined when it is not a valid one. */
export async function verifyOperatorToken(
  token: string,
  secret: string,
  now: Date,
): Promise<number | undefined> {
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), {
      algorithms: [ALGORITHM],
      audience: AUDIENCE,
      issuer: ISSUER,
      currentDate: now,
    })
    const operatorId = Number(payload.sub)
    if (payload.typ !== OPERATOR_TOKEN_TYPE || payload.role !== OPERATOR_ROLE) return undefined
    return Number.isSafeInteger(operatorId) && operatorId > 0 ? operatorId : undefined
  } catch {
    return undefined
  }
}
