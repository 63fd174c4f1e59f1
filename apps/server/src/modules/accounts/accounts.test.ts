import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  latestCode,
  PLATFORM,
  registerPlayer,
  registrationBody,
  uniqueEmail,
} from '../../test/accounts-helpers'
import { startProductionApp, startTestApp, type TestApp } from '../../test/test-app'
import { TEST_DATABASE } from '../../test/test-database-settings'
import { totpCode } from '../../test/wallet-helpers'

let test: TestApp
beforeAll(async () => {
  test = await startTestApp()
})
afterAll(() => test.close())

const post = (url: string, payload: object, headers: Record<string, string> = PLATFORM) =>
  test.app.inject({ method: 'POST', url: `/sports/api/v1${url}`, headers, payload })
const get = (url: string, headers: Record<string, string> = {}) =>
  test.app.inject({ url: `/sports/api/v1${url}`, headers })
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
const countUsers = async () =>
  Number(
    (
      await test.database.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

describe('registration by email', () => {
  it('sends a 6-digit code, registers with it and signs the player in', async () => {
    const email = uniqueEmail()
    const sent = await get(`/verify/reg/email?email=${email}`)
    expect(sent.json()).toEqual({ code: 0, msg: '', data: { expires_in_s: 600, resend_in_s: 60 } })
    const code = await latestCode(test, email)
    expect(code).toMatch(/^\d{6}$/)
    const response = await post('/reg', registrationBody({ email }, code))
    expect(response.statusCode).toBe(200)
    const session = response.json().data
    expect(session).toEqual({
      token: expect.any(String),
      fresh_token: expect.any(String),
      user_id: expect.any(Number),
      role: 'user',
    })
    const info = (await get('/member/info', bearer(session.token))).json().data
    expect(info).toMatchObject({
      user_id: session.user_id,
      nickname: 'lucky player',
      email,
      email_verified: true,
      phone: null,
      role: 'user',
      has_payment_password: false,
    })
    expect(info.invite_code).toMatch(/^[A-Z2-9]{8}$/)
  })

  it('stores the password as argon2id with at least 19 MiB and 2 passes', async () => {
    const { session } = await registerPlayer(test)
    const row = await test.database.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', String(session.user_id))
      .executeTakeFirstOrThrow()
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(row.password_hash).not.toContain('winning42')
  })

  it('records who invited the player', async () => {
    const inviter = await registerPlayer(test)
    const inviteCode = (await get('/member/info', bearer(inviter.session.token))).json().data.invite_code
    const invited = await registerPlayer(test, { invite_code: inviteCode })
    const row = await test.database.db
      .selectFrom('users')
      .select('invited_by')
      .where('id', '=', String(invited.session.user_id))
      .executeTakeFirstOrThrow()
    expect(Number(row.invited_by)).toBe(inviter.session.user_id)
  })

  it('refuses a code for an address that already has an account', async () => {
    const { email } = await registerPlayer(test)
    const response = await get(`/verify/reg/email?email=${email.toUpperCase()}`)
    expect(response.statusCode).toBe(409)
    expect(response.json()).toMatchObject({ msg: 'EMAIL_TAKEN', data: { field: 'email' } })
  })

  it.each([
    [{ password: 'abc1234', confirm_password: 'abc1234' }, 'PASSWORD_TOO_SHORT', 'password'],
    [
      { password: 'onlyletters', confirm_password: 'onlyletters' },
      'PASSWORD_NEEDS_LETTER_AND_NUMBER',
      'password',
    ],
    [{ password: 'Password1', confirm_password: 'Password1' }, 'PASSWORD_TOO_COMMON', 'password'],
    [{ confirm_password: 'winning43' }, 'PASSWORDS_DO_NOT_MATCH', 'confirm_password'],
    [{ nickname: 'short' }, 'NICKNAME_TOO_SHORT', 'nickname'],
    [{ email: 'not-an-email' }, 'INVALID_EMAIL', 'email'],
    [{ is_adult: false }, 'VALIDATION_FAILED', 'is_adult'],
    [{ agree_terms: false }, 'VALIDATION_FAILED', 'agree_terms'],
    [{ code: '12345' }, 'VALIDATION_FAILED', 'code'],
    [{ invite_code: 'NOSUCHCODE' }, 'UNKNOWN_INVITE_CODE', 'invite_code'],
    [{ code: 'WRONG' }, 'INVALID_CODE', 'code'],
  ])(
    'refuses %j with %s naming %s, and creates nothing',
    async (change: Record<string, unknown>, msg, field) => {
      const email = uniqueEmail()
      await get(`/verify/reg/email?email=${email}`)
      const code = await latestCode(test, email)
      const users = await countUsers()
      const body = registrationBody({ email }, code, change)
      // A well-formed code that is not the one sent.
      if (change.code === 'WRONG') body.code = code === '000000' ? '111111' : '000000'
      const response = await post('/reg', body)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({ code: 400, msg, data: { field } })
      expect(await countUsers()).toBe(users)
    },
  )

  it('needs the platform header', async () => {
    const response = await post('/reg', registrationBody({ email: uniqueEmail() }, '123456'), {})
    expect(response.statusCode).toBe(400)
    expect(response.json().data.field).toBe('platform')
  })
})

describe('verification codes', () => {
  it('allow 5 tries: the 5th wrong one uses the code up, and the right one then fails too', async () => {
    const email = uniqueEmail()
    await get(`/verify/reg/email?email=${email}`)
    const code = await latestCode(test, email)
    const wrong = code === '999999' ? '999998' : '999999'
    const body = (tryCode: string) => registrationBody({ email }, tryCode)
    const left: number[] = []
    for (let attempt = 0; attempt < 4; attempt += 1)
      left.push((await post('/reg', body(wrong))).json().data.tries_left)
    expect(left).toEqual([4, 3, 2, 1])
    expect((await post('/reg', body(wrong))).json().msg).toBe('CODE_TRIES_EXHAUSTED')
    expect((await post('/reg', body(code))).json().msg).toBe('CODE_TRIES_EXHAUSTED')
  })

  it('expire after 10 minutes', async () => {
    const email = uniqueEmail()
    await get(`/verify/reg/email?email=${email}`)
    const code = await latestCode(test, email)
    test.clock.advanceBy(10 * 60 * 1000)
    const response = await post('/reg', registrationBody({ email }, code))
    expect(response.json().msg).toBe('CODE_EXPIRED')
  })

  it('work once', async () => {
    const { email } = await registerPlayer(test)
    const code = await latestCode(test, email)
    const again = await post('/reg', registrationBody({ email: uniqueEmail() }, code))
    expect(again.json().msg).toBe('INVALID_CODE')
  })

  it('are not resent within a minute', async () => {
    const email = uniqueEmail()
    expect((await get(`/verify/reg/email?email=${email}`)).statusCode).toBe(200)
    const again = await get(`/verify/reg/email?email=${email}`)
    expect(again.statusCode).toBe(429)
    expect(again.json()).toMatchObject({
      msg: 'CODE_RESEND_TOO_SOON',
      data: { retry_after_s: expect.any(Number) },
    })
    test.clock.advanceBy(61_000)
    expect((await get(`/verify/reg/email?email=${email}`)).statusCode).toBe(200)
  })

  it('open only what they were sent for: a sign-in code does not register', async () => {
    const { email } = await registerPlayer(test)
    test.clock.advanceBy(61_000)
    await get(`/verify/email?email=${email}&kind=1`)
    const loginCode = await latestCode(test, email)
    const other = uniqueEmail()
    const response = await post('/reg', registrationBody({ email: other }, loginCode))
    expect(response.json().msg).toBe('INVALID_CODE')
  })

  it('count every wrong try exactly once under 20 concurrent guesses', async () => {
    const email = uniqueEmail()
    await get(`/verify/reg/email?email=${email}`)
    const code = await latestCode(test, email)
    const wrong = code === '123456' ? '654321' : '123456'
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => post('/reg', registrationBody({ email }, wrong))),
    )
    const row = await test.database.db
      .selectFrom('verification_codes')
      .select('attempts')
      .where('address', '=', email)
      .executeTakeFirstOrThrow()
    expect(row.attempts).toBe(5)
    expect(responses.every((response) => response.statusCode >= 400)).toBe(true)
  })
})

describe('registration by mobile', () => {
  it('texts a code to the number and registers with it', async () => {
    const phone = String(13_000_000_000 + Math.floor(Math.random() * 999_999_999))
    expect((await get(`/verify/reg/phone?phone=${phone}&area=86`)).statusCode).toBe(200)
    const code = await latestCode(test, `+86${phone}`)
    const response = await post(
      '/reg/phone',
      registrationBody({ area_code: 86, phone }, code, { nickname: 'mobile player' }),
    )
    expect(response.statusCode).toBe(200)
    const info = (await get('/member/info', bearer(response.json().data.token))).json().data
    expect(info).toMatchObject({ area_code: 86, phone, phone_verified: true, email: null })

    const signIn = await post('/sign_in/', { account: phone, area_code: 86, password: 'winning42' })
    expect(signIn.statusCode).toBe(200)

    test.clock.advanceBy(61_000)
    await get(`/verify/phone?phone=${phone}&area=86&kind=1`)
    const loginCode = await latestCode(test, `+86${phone}`)
    const byCode = await post('/sign/phone', { area_code: 86, phone, code: loginCode })
    expect(byCode.json().data.user_id).toBe(info.user_id)
  })

  it.each([
    ['1', '13800138000', 'UNSUPPORTED_COUNTRY_CODE', 'area_code'],
    ['86', '12345', 'INVALID_MOBILE', 'phone'],
  ])('refuses area %s number %s with %s', async (area, phone, msg, field) => {
    const response = await get(`/verify/reg/phone?phone=${phone}&area=${area}`)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ msg, data: { field } })
  })

  it('wants the phone sign-in area code as an integer', async () => {
    const response = await post('/sign/phone', { area_code: '86', phone: '13800138000', code: '123456' })
    expect(response.json()).toMatchObject({
      code: 400,
      msg: 'VALIDATION_FAILED',
      data: { field: 'area_code' },
    })
  })
})

describe('sign-in', () => {
  it('accepts the email and password, whatever the case of the email', async () => {
    const { email, session } = await registerPlayer(test)
    const response = await post('/sign_in/', { account: email.toUpperCase(), password: 'winning42' })
    expect(response.json().data).toMatchObject({ user_id: session.user_id, role: 'user' })
  })

  it('answers a wrong password and an unknown account alike', async () => {
    const { email } = await registerPlayer(test)
    const wrong = await post('/sign_in/', { account: email, password: 'winning43' })
    const unknown = await post('/sign_in/', { account: uniqueEmail('nobody'), password: 'winning42' })
    expect(wrong.statusCode).toBe(401)
    expect(unknown.statusCode).toBe(401)
    expect(wrong.json()).toEqual(unknown.json())
    expect(wrong.json().msg).toBe('INVALID_CREDENTIALS')
  })

  it('signs in with an emailed code, and sends no code to an address without an account', async () => {
    const { email, session } = await registerPlayer(test)
    test.clock.advanceBy(61_000)
    await get(`/verify/email?email=${email}&kind=1`)
    const response = await post('/sign/email', { email, code: await latestCode(test, email) })
    expect(response.json().data.user_id).toBe(session.user_id)

    const nobody = uniqueEmail('nobody')
    const silent = await get(`/verify/email?email=${nobody}&kind=1`)
    expect(silent.json().data).toEqual({ expires_in_s: 600, resend_in_s: 60 })
    await expect(latestCode(test, nobody)).rejects.toThrow('no code')
  })

  it('slows an address down after 3 failures, twice as long each time, and never stops the player elsewhere', async () => {
    const { email } = await registerPlayer(test)
    const from = (remoteAddress: string, password: string) =>
      test.app.inject({
        method: 'POST',
        url: '/sports/api/v1/sign_in/',
        headers: PLATFORM,
        remoteAddress,
        payload: { account: email, password },
      })
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect((await from('10.0.0.1', 'wrong-pass1')).statusCode).toBe(401)
    const paused = await from('10.0.0.1', 'winning42')
    expect(paused.statusCode).toBe(429)
    expect(paused.json().msg).toBe('TOO_MANY_SIGN_IN_FAILURES')
    // The wait runs from the last failure: up to a second now, up to two after the next failure.
    const retryAfter = (response: { json(): { data: { retry_after_ms: number } } }) =>
      response.json().data.retry_after_ms
    expect(retryAfter(paused)).toBeGreaterThan(0)
    expect(retryAfter(paused)).toBeLessThanOrEqual(1000)
    test.clock.advanceBy(1000)
    expect((await from('10.0.0.1', 'wrong-pass1')).statusCode).toBe(401)
    const longer = retryAfter(await from('10.0.0.1', 'winning42'))
    expect(longer).toBeGreaterThan(1000)
    expect(longer).toBeLessThanOrEqual(2000)
    // A stranger's 20 wrong passwords from another address: only that address slows down.
    const stranger = await Promise.all(Array.from({ length: 20 }, () => from('10.0.0.9', 'guess-1234')))
    expect(stranger.every((response) => [401, 429].includes(response.statusCode))).toBe(true)
    const signedIn = await from('10.0.0.2', 'winning42')
    expect(signedIn.statusCode).toBe(200)
    // The player is told how many tries failed since their last sign-in, and only once.
    const failed = signedIn.json().data.failed_sign_ins
    expect(failed).toBeGreaterThanOrEqual(4 + 3)
    expect((await from('10.0.0.2', 'winning42')).json().data.failed_sign_ins).toBeUndefined()
    const events = await test.database.db
      .selectFrom('auth_events')
      .select(['outcome', 'ip'])
      .where('identifier', '=', email)
      .where('action', '=', 'sign-in-password')
      .execute()
    expect(events.filter((event) => event.outcome === 'failure')).toHaveLength(failed)
    expect(events.filter((event) => event.outcome === 'success')).toEqual([
      { outcome: 'success', ip: '10.0.0.2' },
      { outcome: 'success', ip: '10.0.0.2' },
    ])
  })
})

describe('tokens', () => {
  it('rotate the refresh token on every use', async () => {
    const { session } = await registerPlayer(test)
    const first = await get('/refresh/token', { authorization: session.fresh_token })
    expect(first.statusCode).toBe(200)
    const renewed = first.json().data
    expect(renewed.fresh_token).not.toBe(session.fresh_token)
    expect((await get('/member/info', bearer(renewed.token))).statusCode).toBe(200)
    const second = await get('/refresh/token', { authorization: renewed.fresh_token })
    expect(second.statusCode).toBe(200)
  })

  it('revoke the whole sign-in when a used refresh token comes back', async () => {
    const { session } = await registerPlayer(test)
    const renewed = (await get('/refresh/token', { authorization: session.fresh_token })).json().data
    const replay = await get('/refresh/token', { authorization: session.fresh_token })
    expect(replay.statusCode).toBe(401)
    expect(replay.json().msg).toBe('SESSION_ENDED')
    expect((await get('/refresh/token', { authorization: renewed.fresh_token })).statusCode).toBe(401)
    expect((await get('/member/info', bearer(renewed.token))).statusCode).toBe(401)
  })

  it('end with sign-out, while the player’s other sign-ins stay open', async () => {
    const { email, session } = await registerPlayer(test)
    const other = (await post('/sign_in/', { account: email, password: 'winning42' })).json().data
    const out = await test.app.inject({
      method: 'POST',
      url: '/sports/api/v1/sign_out',
      headers: bearer(session.token),
    })
    expect(out.statusCode).toBe(200)
    expect((await get('/member/info', bearer(session.token))).statusCode).toBe(401)
    expect((await get('/refresh/token', { authorization: session.fresh_token })).statusCode).toBe(401)
    expect((await get('/member/info', bearer(other.token))).statusCode).toBe(200)
  })

  it('refuse a missing, forged or expired access token', async () => {
    const { session } = await registerPlayer(test)
    expect((await get('/member/info')).json()).toMatchObject({ code: 401, msg: 'UNAUTHORIZED' })
    expect((await get('/member/info', bearer(`${session.token}x`))).statusCode).toBe(401)
    test.clock.advanceBy(16 * 60 * 1000)
    expect((await get('/member/info', bearer(session.token))).statusCode).toBe(401)
  })
})

describe('forgotten password', () => {
  it('sets a new password with the emailed code and ends every open sign-in', async () => {
    const { email, session } = await registerPlayer(test)
    test.clock.advanceBy(61_000)
    await get(`/verify/email?email=${email}&kind=2`)
    const code = await latestCode(test, email)
    const reset = await post('/forget/email', {
      email,
      code,
      password: 'fortune77',
      confirm_password: 'fortune77',
    })
    expect(reset.json()).toEqual({ code: 0, msg: '', data: null })
    expect((await get('/member/info', bearer(session.token))).statusCode).toBe(401)
    expect((await post('/sign_in/', { account: email, password: 'winning42' })).statusCode).toBe(401)
    expect((await post('/sign_in/', { account: email, password: 'fortune77' })).statusCode).toBe(200)
  })

  it('checks the code before the change step without spending it, and counts a wrong one as a try', async () => {
    const { email } = await registerPlayer(test)
    test.clock.advanceBy(61_000)
    await get(`/verify/email?email=${email}&kind=2`)
    const code = await latestCode(test, email)
    const wrong = code === '000000' ? '111111' : '000000'
    const refused = await post('/forget/email/check', { email, code: wrong })
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({ msg: 'INVALID_CODE', data: { field: 'code', tries_left: 4 } })
    const checked = await post('/forget/email/check', { email, code })
    expect(checked.json()).toEqual({ code: 0, msg: '', data: null })
    // Still unspent: the change step sets the password with the same code, once.
    const body = { email, code, password: 'fortune77', confirm_password: 'fortune77' }
    expect((await post('/forget/email', body)).statusCode).toBe(200)
    expect((await post('/forget/email', body)).json()).toMatchObject({ msg: 'INVALID_CODE' })
    expect((await post('/sign_in/', { account: email, password: 'fortune77' })).statusCode).toBe(200)
  })

  it('refuses a check without a code, or a code for an address that asked for none', async () => {
    const missing = await post('/forget/email/check', { email: uniqueEmail() })
    expect(missing.json()).toMatchObject({ msg: 'VALIDATION_FAILED', data: { field: 'code' } })
    const unknown = await post('/forget/email/check', { email: uniqueEmail(), code: '123456' })
    expect(unknown.json()).toMatchObject({ msg: 'INVALID_CODE', data: { field: 'code' } })
  })

  it('keeps the old password when the new one breaks a rule', async () => {
    const { email } = await registerPlayer(test)
    test.clock.advanceBy(61_000)
    await get(`/verify/email?email=${email}&kind=2`)
    const code = await latestCode(test, email)
    const reset = await post('/forget/email', { email, code, password: 'short1', confirm_password: 'short1' })
    expect(reset.json()).toMatchObject({ msg: 'PASSWORD_TOO_SHORT', data: { field: 'password' } })
    expect((await post('/sign_in/', { account: email, password: 'winning42' })).statusCode).toBe(200)
  })
})

describe('the sandbox outbox', () => {
  it('does not exist in production', async () => {
    const production = await startProductionApp(test.database)
    const response = await production.app.inject({ url: '/dev/outbox?to=someone@example.com' })
    await production.close()
    expect(response.statusCode).toBe(404)
  })
})

describe.runIf(TEST_DATABASE === 'postgres')('on PostgreSQL', () => {
  it('registers one account when the same code is sent twice at once', async () => {
    const email = uniqueEmail()
    await get(`/verify/reg/email?email=${email}`)
    const code = await latestCode(test, email)
    const body = registrationBody({ email }, code)
    const responses = await Promise.all([post('/reg', body), post('/reg', body)])
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 400])
  })
})

describe('demo accounts', () => {
  it.each([
    ['player@example.com', 'winning42', 'user'],
    ['agent@example.com', 'agent4242', 'agent'],
  ])('signs in %s with the README password as %s', async (account, password, role) => {
    const response = await post('/sign_in/', { account, password })
    expect(response.statusCode).toBe(200)
    expect(response.json().data.role).toBe(role)
  })

  it.each([
    ['operator@example.com', 'operate42', 'DEMOADMINDESKTOTPSECRETKEY234567'],
    ['support@example.com', 'support42', 'DEMOSUPPORTDESKTOTPSECRETKEY2345'],
    ['finance@example.com', 'finance42', 'DEMOFINANCEDESKTOTPSECRETKEY2345'],
  ])(
    'signs %s in to the back office with the README password and authenticator secret',
    async (email, password, secret) => {
      const response = await post('/operator/sign_in', { email, password, totp: await totpCode(secret) })
      expect(response.statusCode, response.body).toBe(200)
      expect(response.json().data.token).toEqual(expect.any(String))
    },
  )

  it('never signs an operator in through the player screens', async () => {
    const response = await post('/sign_in/', { account: 'operator@example.com', password: 'operate42' })
    expect(response.statusCode).toBe(403)
    expect(response.json().msg).toBe('FORBIDDEN')
  })
})

describe('the demo balance', () => {
  it('gives the demo player 1,000 USDT through the ledger, and a new player nothing', async () => {
    const demo = (await post('/sign_in/', { account: 'player@example.com', password: 'winning42' })).json()
      .data
    expect((await get('/member/info', bearer(demo.token))).json().data.score).toBe('1000')
    const { session } = await registerPlayer(test)
    expect((await get('/member/info', bearer(session.token))).json().data.score).toBe('0')
  })
})
