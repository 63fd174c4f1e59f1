import { ROLE, type Role } from '@app/domain'
import { jwtVerify, SignJWT } from 'jose'

const ALGORITHM = 'HS256'
const AUDIENCE = 'venue-api'
const ISSUER = 'venue'
const TOKEN_TYPE = 'access'

export type AccessClaims = { readonly userId: number; readonly role: Role }

const encoder = new TextEncoder()

/** Signs a short-lived access token for a player; the algorithm, audience and type are pinned. */
export async function signAccessToken(claims: AccessClaims, secret: string, now: Date, ttlSeconds = 900) {
  const issuedAt = Math.floor(now.getTime() / 1000)
  return new SignJWT({ role: claims.role, typ: TOKEN_TYPE })
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
    if (payload.typ !== TOKEN_TYPE || !Number.isSafeInteger(userId) || userId <= 0) return undefined
    if (role !== ROLE.user && role !== ROLE.agent) return undefined
    return { userId, role }
  } catch {
    return undefined
  }
}
