import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { jwtVerify, SignJWT } from 'jose'

/**
 * Who a support conversation belongs to: a signed-in player, or a guest known only by a
 * server-issued id. The key names the conversation's sockets on the bus.
 */
export type SupportIdentity =
  | { readonly kind: 'player'; readonly userId: number }
  | { readonly kind: 'guest'; readonly guestId: string }

export function supportKey(identity: SupportIdentity): string {
  return identity.kind === 'player' ? `u:${identity.userId}` : `g:${identity.guestId}`
}

/** The identity a support key names (the inverse of supportKey). */
export function identityOfKey(key: string): SupportIdentity {
  return key.startsWith('u:')
    ? { kind: 'player', userId: Number(key.slice(2)) }
    : { kind: 'guest', guestId: key.slice(2) }
}

/** Chat tokens live an hour; the web app asks for a new one when a call says the token ended. */
export const CHAT_TOKEN_TTL_S = 60 * 60

const ALGORITHM = 'HS256'
const AUDIENCE = 'venue-chat'
const GUEST_ID = /^[0-9a-f]{32}$/
const encoder = new TextEncoder()

export type ChatTokens = ReturnType<typeof createChatTokens>

/**
 * Signs and reads chat tokens and guest ids with a key of their own. A guest id is a random id
 * and its HMAC, so the guest keeps it in client storage and nobody can make up another's.
 */
export function createChatTokens(secret: string) {
  const key = encoder.encode(secret)
  const mac = (guestId: string) =>
    createHmac('sha256', secret).update(`guest:${guestId}`).digest('hex').slice(0, 32)

  return {
    /** A new signed guest id. */
    newGuestId(): string {
      const guestId = randomBytes(16).toString('hex')
      return `${guestId}.${mac(guestId)}`
    },
    /** The guest behind a signed guest id, or undefined when it is not one this server signed. */
    readGuestId(signed: string): string | undefined {
      const [guestId, signature] = signed.split('.')
      if (!guestId || !signature || !GUEST_ID.test(guestId) || signature.length !== 32) return undefined
      const expected = Buffer.from(mac(guestId))
      return timingSafeEqual(expected, Buffer.from(signature)) ? guestId : undefined
    },
    async sign(identity: SupportIdentity, now: Date): Promise<{ token: string; expiresAt: Date }> {
      const issuedAt = Math.floor(now.getTime() / 1000)
      const token = await new SignJWT({ kind: identity.kind })
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(identity.kind === 'player' ? String(identity.userId) : identity.guestId)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + CHAT_TOKEN_TTL_S)
        .sign(key)
      return { token, expiresAt: new Date((issuedAt + CHAT_TOKEN_TTL_S) * 1000) }
    },
    /** The identity of a valid chat token, or undefined when it is forged, expired or malformed. */
    async read(token: string, now: Date): Promise<SupportIdentity | undefined> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          audience: AUDIENCE,
          currentDate: now,
        })
        if (payload.kind === 'guest' && typeof payload.sub === 'string' && GUEST_ID.test(payload.sub)) {
          return { kind: 'guest', guestId: payload.sub }
        }
        const userId = Number(payload.sub)
        if (payload.kind === 'player' && Number.isSafeInteger(userId) && userId > 0)
          return { kind: 'player', userId }
        return undefined
      } catch {
        return undefined
      }
    },
  }
}
