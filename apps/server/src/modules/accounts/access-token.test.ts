import { ROLE } from '@app/domain'
import { describe, expect, it } from 'vitest'
import { ACCESS_TOKEN_TTL_S, signAccessToken, verifyAccessToken } from './access-token'

const SECRET = 'a-secret-of-thirty-two-characters-or-more'
const claims = { userId: 7, role: ROLE.user, sessionId: 'family-1' }

describe('access tokens', () => {
  it('reads a genuine token again and again, until it expires', async () => {
    const issued = new Date('2026-11-28T10:00:00Z')
    const token = await signAccessToken(claims, SECRET, issued)
    expect(await verifyAccessToken(token, SECRET, issued)).toEqual(claims)
    const lastValid = new Date(issued.getTime() + ACCESS_TOKEN_TTL_S * 1000 - 1)
    expect(await verifyAccessToken(token, SECRET, lastValid)).toEqual(claims)
    const expired = new Date(issued.getTime() + ACCESS_TOKEN_TTL_S * 1000)
    expect(await verifyAccessToken(token, SECRET, expired)).toBeUndefined()
  })

  it('never takes a token checked under one secret for another secret, nor a forged one', async () => {
    const now = new Date('2026-11-28T10:00:00Z')
    const token = await signAccessToken(claims, SECRET, now)
    expect(await verifyAccessToken(token, SECRET, now)).toEqual(claims)
    expect(await verifyAccessToken(token, `${SECRET}-rotated`, now)).toBeUndefined()
    const [header, payload] = token.split('.')
    expect(await verifyAccessToken(`${header}.${payload}.forged`, SECRET, now)).toBeUndefined()
  })
})
