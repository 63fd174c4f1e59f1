import { webcrypto } from 'node:crypto'
import { OPERATOR_ROLE, ROLE, type Role } from '@app/domain'
import { jwtVerify, SignJWT } from 'jose'

const ALGORITHM = 'HS256'
const AUDIENCE = 'venue-api'
const ISSUER = 'venue'
const TOKEN_TYPE = 'access'

/** Who a token speaks for, and the sign-in (session family) it belongs to. */
export type AccessClaims = { readonly userId: number; readonly role: Role; readonly sessionId: string }

const encoder = new TextEncoder()
const keys = new Map<string, Promise<webcrypto.CryptoKey>>()

/**
 * The HMAC key of a secret, imported once: handed the secret's bytes, jose would import them
 * into a key again on every token it signs or reads.
 */
function keyOf(secret: string): Promise<webcrypto.CryptoKey> {
  let key = keys.get(secret)
  if (key === undefined) {
    key = webcrypto.subtle.importKey(
      'raw',
      encoder.encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    )
    keys.set(secret, key)
  }
  return key
}

/** Signs a token of a type for a subject; the algorithm, audience and issuer are pinned. */
async function signToken(
  claims: Record<string, unknown>,
  subject: number,
  secret: string,
  now: Date,
  ttlSeconds: number,
) {
  const issuedAt = Math.floor(now.getTime() / 1000)
  return new SignJWT(claims)
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(String(subject))
    .setAudience(AUDIENCE)
    .setIssuer(ISSUER)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ttlSeconds)
    .sign(await keyOf(secret))
}

/**
 * A token's subject (a positive user id) and claims, or undefined when it is forged, expired, of
 * another type or for another audience. Expiry is judged against the server clock.
 */
async function readToken(token: string, secret: string, now: Date, type: string) {
  try {
    const { payload } = await jwtVerify(token, await keyOf(secret), {
      algorithms: [ALGORITHM],
      audience: AUDIENCE,
      issuer: ISSUER,
      currentDate: now,
    })
    const subject = Number(payload.sub)
    if (payload.typ !== type || !Number.isSafeInteger(subject) || subject <= 0) return undefined
    return { subject, payload }
  } catch {
    return undefined
  }
}

/** Access tokens live 15 minutes; the refresh token renews them. */
export const ACCESS_TOKEN_TTL_S = 15 * 60

/** Signs a short-lived access token for a player, carrying the sign-in (session family) it belongs to. */
export function signAccessToken(
  claims: AccessClaims,
  secret: string,
  now: Date,
  ttlSeconds = ACCESS_TOKEN_TTL_S,
) {
  return signToken(
    { role: claims.role, typ: TOKEN_TYPE, sid: claims.sessionId },
    claims.userId,
    secret,
    now,
    ttlSeconds,
  )
}

/** How many checked access tokens are kept; the oldest goes first beyond it. */
const CHECKED_TOKENS_KEPT = 10_000

/**
 * Access tokens already found genuine, with their claims and expiry (ms): a player sends the same
 * token with every call for 15 minutes, and checking its signature again each time costs more
 * than the rest of the guard. Keyed by secret too, so a token is only ever taken for the secret
 * it was checked with. Revocation is not a matter for this cache: the guard asks the session.
 */
const checkedTokens = new Map<string, { claims: AccessClaims; expiresAtMs: number }>()

/** Reads a player's access token, or undefined when it is not a valid one. */
export async function verifyAccessToken(
  token: string,
  secret: string,
  now: Date,
): Promise<AccessClaims | undefined> {
  const cacheKey = `${secret}\n${token}`
  const checked = checkedTokens.get(cacheKey)
  if (checked) {
    if (now.getTime() < checked.expiresAtMs) return checked.claims
    checkedTokens.delete(cacheKey)
  }
  const read = await readToken(token, secret, now, TOKEN_TYPE)
  if (!read) return undefined
  const { role, sid: sessionId, exp } = read.payload
  if (role !== ROLE.user && role !== ROLE.agent) return undefined
  if (typeof sessionId !== 'string' || sessionId.length === 0) return undefined
  const claims = { userId: read.subject, role, sessionId }
  if (exp !== undefined) {
    if (checkedTokens.size >= CHECKED_TOKENS_KEPT) {
      const oldest = checkedTokens.keys().next()
      if (!oldest.done) checkedTokens.delete(oldest.value)
    }
    checkedTokens.set(cacheKey, { claims, expiresAtMs: exp * 1000 })
  }
  return claims
}

const OPERATOR_TOKEN_TYPE = 'operator'
/** Operator tokens live an hour and carry no refresh: the back office signs in again. */
export const OPERATOR_TOKEN_TTL_S = 3600

/** Signs a back-office token; a player route never accepts it (its type differs). */
export function signOperatorToken(operatorId: number, secret: string, now: Date) {
  return signToken(
    { role: OPERATOR_ROLE, typ: OPERATOR_TOKEN_TYPE },
    operatorId,
    secret,
    now,
    OPERATOR_TOKEN_TTL_S,
  )
}

/** The operator a back-office token speaks for, or undefined when it is not a valid one. */
export async function verifyOperatorToken(
  token: string,
  secret: string,
  now: Date,
): Promise<number | undefined> {
  const read = await readToken(token, secret, now, OPERATOR_TOKEN_TYPE)
  return read?.payload.role === OPERATOR_ROLE ? read.subject : undefined
}

const ENROLMENT_TICKET_TYPE = 'operator-totp-enrolment'
/** Long enough to install an authenticator app and scan a code; short enough to be worth little if it leaks. */
export const ENROLMENT_TICKET_TTL_S = 10 * 60

/**
 * Signs the ticket an operator with no authenticator yet gets for a right password: it enrols an
 * authenticator and nothing else. Its type differs from the operator token's, so the operator
 * guard (and every player route) refuses it.
 */
export function signEnrolmentTicket(operatorId: number, secret: string, now: Date) {
  return signToken({ typ: ENROLMENT_TICKET_TYPE }, operatorId, secret, now, ENROLMENT_TICKET_TTL_S)
}

/** The operator an enrolment ticket was given to, or undefined when it is forged, expired or another token. */
export async function verifyEnrolmentTicket(
  ticket: string,
  secret: string,
  now: Date,
): Promise<number | undefined> {
  return (await readToken(ticket, secret, now, ENROLMENT_TICKET_TYPE))?.subject
}
