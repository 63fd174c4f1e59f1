import { describe, expect, it } from 'vitest'
import {
  checkEmail,
  checkMobile,
  checkNickname,
  checkPassword,
  checkPasswordsMatch,
  checkPaymentPassword,
  normalizeEmail,
} from './account-rules'
import { isPhoneCountryCode, PHONE_COUNTRY_CODES } from './phone-codes'

describe('checkPassword', () => {
  it.each([
    ['secret12', { ok: true }],
    ['Pässwort1', { ok: true }],
    ['abc1234', { ok: false, reason: 'PASSWORD_TOO_SHORT' }],
    ['secretsecret', { ok: false, reason: 'PASSWORD_NEEDS_LETTER_AND_NUMBER' }],
    ['1234567890', { ok: false, reason: 'PASSWORD_NEEDS_LETTER_AND_NUMBER' }],
    [`a1${'x'.repeat(63)}`, { ok: false, reason: 'PASSWORD_TOO_LONG' }],
    ['Password1', { ok: false, reason: 'PASSWORD_TOO_COMMON' }],
    ['qwerty123', { ok: false, reason: 'PASSWORD_TOO_COMMON' }],
  ])('judges %j as %j: 8+ characters with a letter and a number, not a common one', (password, verdict) => {
    expect(checkPassword(password)).toEqual(verdict)
  })

  it('wants the confirmation to match', () => {
    expect(checkPasswordsMatch('secret12', 'secret12')).toEqual({ ok: true })
    expect(checkPasswordsMatch('secret12', 'secret13')).toEqual({
      ok: false,
      reason: 'PASSWORDS_DO_NOT_MATCH',
    })
  })
})

describe('checkPaymentPassword', () => {
  it.each([
    ['204815', true],
    ['20481', false],
    ['2048150', false],
    ['20481a', false],
    ['２０４８１５', false],
  ])('accepts %j only as exactly six digits', (password, isOk) => {
    expect(checkPaymentPassword(password).ok).toBe(isOk)
  })
})

describe('checkNickname', () => {
  it.each([
    ['player', { ok: true }],
    ['玩家一二三四', { ok: true }],
    ['short', { ok: false, reason: 'NICKNAME_TOO_SHORT' }],
    ['  abc  ', { ok: false, reason: 'NICKNAME_TOO_SHORT' }],
    ['x'.repeat(25), { ok: false, reason: 'NICKNAME_TOO_LONG' }],
  ])('judges %j as %j: at least 6 characters', (nickname, verdict) => {
    expect(checkNickname(nickname)).toEqual(verdict)
  })
})

describe('checkEmail and checkMobile', () => {
  it.each([
    ['player@example.com', true],
    ['a.b+c@mail.example.co', true],
    ['player@example', false],
    ['player example@x.com', false],
    ['@example.com', false],
  ])('email %j is valid: %s', (email, isOk) => {
    expect(checkEmail(email).ok).toBe(isOk)
  })

  it.each([
    ['13800138000', true],
    ['12345', false],
    ['123456789012345', false],
    ['1380013800a', false],
  ])('mobile %j is valid: %s', (mobile, isOk) => {
    expect(checkMobile(mobile).ok).toBe(isOk)
  })

  it('compares emails without regard to case or surrounding spaces', () => {
    expect(normalizeEmail('  Player@Example.COM ')).toBe('player@example.com')
  })
})

describe('phone country codes', () => {
  it('lists the spec’s 13 codes once each', () => {
    expect(PHONE_COUNTRY_CODES.map((entry) => entry.code)).toEqual([
      55, 91, 62, 84, 52, 90, 63, 66, 86, 92, 880, 855, 971,
    ])
    expect(isPhoneCountryCode(880)).toBe(true)
    expect(isPhoneCountryCode(1)).toBe(false)
  })
})
