import { describe, expect, it } from 'vitest'
import {
  callbackSignature,
  isTadaRequestKey,
  kyOpenParam,
  kyRequestKey,
  kySealParam,
  tadaKeyG,
  tadaRequestKey,
} from './provider-signatures'

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

describe('ky parameters', () => {
  const key = '0123456789abcdef'

  it('open with the key they were sealed with, and only with it', () => {
    const sealed = kySealParam('s=2&account=7&money=50&orderid=A1', key)
    expect(sealed).toMatch(/^[A-Za-z0-9+/]+=*$/)
    expect(kyOpenParam(sealed, key)).toBe('s=2&account=7&money=50&orderid=A1')
    expect(kyOpenParam(sealed, 'fedcba9876543210')).toBeUndefined()
    expect(kyOpenParam('not base64!', key)).toBeUndefined()
  })

  it('match AES-128-ECB with PKCS#7 padding', () => {
    // `echo -n 's=1' | openssl enc -aes-128-ecb -K 30313233343536373839616263646566 | base64`
    expect(kySealParam('s=1', key)).toBe('KwZv7jhN1G5psCzrTmiAYg==')
    expect(kyOpenParam(kySealParam('x'.repeat(16), key), key)).toBe('x'.repeat(16))
  })

  it('key a request by MD5 of agent, timestamp and md5 key', () => {
    expect(kyRequestKey('agent', '1795000000000', 'md5key')).toMatch(/^[0-9a-f]{32}$/)
    expect(kyRequestKey('agent', '1795000000000', 'md5key')).not.toBe(
      kyRequestKey('agent', '1795000000001', 'md5key'),
    )
  })
})
