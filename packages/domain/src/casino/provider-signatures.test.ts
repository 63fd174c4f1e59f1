import { describe, expect, it } from 'vitest'
import { callbackSignature, isTadaRequestKey, tadaKeyG, tadaRequestKey } from './provider-signatures'

describe('tada keys', () => {
  it('take the day in UTC-4, as yyMMd without a leading zero on the day', () => {
    // 03:00 UTC on 5 March 2026 is still 4 March in UTC-4.
    const early = tadaKeyG('agent', 'secret', new Date('2026-03-05T03:00:00Z'))
    const late = tadaKeyG('agent', 'secret', new Date('2026-03-05T05:00:00Z'))
    expect(early).toBe(tadaKeyG('agent', 'secret', new Date('2026-03-04T12:00:00Z')))
    expect(late).not.toBe(early)
    // MD5("26035agentsecret"), computed independently.
    expect(late).toBe('0e0c02f085a7bc263ac42c66fe73cfd1')
  })

  it('sign a query string so that only the same query and day key verify', () => {
    const keyG = tadaKeyG('agent', 'secret', new Date('2026-11-27T12:00:00Z'))
    const key = tadaRequestKey('Token=abc&GameId=7', keyG, 'abcdefghijkl')
    expect(key.startsWith('abcdef')).toBe(true)
    expect(key.endsWith('ghijkl')).toBe(true)
    expect(isTadaRequestKey(key, 'Token=abc&GameId=7', [keyG])).toBe(true)
    expect(isTadaRequestKey(key, 'Token=abc&GameId=8', [keyG])).toBe(false)
    expect(isTadaRequestKey(key, 'Token=abc&GameId=7', [tadaKeyG('agent', 'other', new Date())])).toBe(false)
    expect(isTadaRequestKey('short', 'Token=abc&GameId=7', [keyG])).toBe(false)
  })
})

describe('callback signatures', () => {
  it('are HMAC-SHA256 of the body in hex', () => {
    // RFC 4231 test case 2.
    expect(callbackSignature('what do ya want for nothing?', 'Jefe')).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    )
  })
})
