import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { latestCode, PLATFORM, registerPlayer, uniqueEmail } from '../../test/accounts-helpers'
import { startTestApp, type TestApp } from '../../test/test-app'

let test: TestApp
beforeAll(async () => {
  test = await startTestApp()
})
afterAll(() => test.close())

const call = (method: 'GET' | 'PUT' | 'POST', url: string, token: string, payload?: object) =>
  test.app.inject({
    method,
    url: `/sports/api/v1${url}`,
    headers: { authorization: token },
    ...(payload ? { payload } : {}),
  })

describe('nickname', () => {
  it('changes, and refuses one shorter than 6 characters', async () => {
    const { session } = await registerPlayer(test)
    expect(
      (await call('PUT', '/member/nickname', session.token, { nickname: 'new name 2' })).json().code,
    ).toBe(0)
    expect((await call('GET', '/member/info', session.token)).json().data.nickname).toBe('new name 2')
    const short = await call('PUT', '/member/nickname', session.token, { nickname: 'abc' })
    expect(short.json()).toMatchObject({ code: 400, msg: 'NICKNAME_TOO_SHORT', data: { field: 'nickname' } })
  })
})

describe('login password', () => {
  it('changes with the current password and ends the other sign-ins only', async () => {
    const { email, session } = await registerPlayer(test)
    const other = (
      await test.app.inject({
        method: 'POST',
        url: '/sports/api/v1/sign_in/',
        headers: PLATFORM,
        payload: { account: email, password: 'winning42' },
      })
    ).json().data
    const wrong = await call('POST', '/member/change_password', session.token, {
      old_password: 'nope-nope1',
      new_password: 'fortune77',
      confirm_password: 'fortune77',
    })
    expect(wrong.json()).toMatchObject({ msg: 'WRONG_PASSWORD', data: { field: 'old_password' } })
    const changed = await call('POST', '/member/change_password', session.token, {
      old_password: 'winning42',
      new_password: 'fortune77',
      confirm_password: 'fortune77',
    })
    expect(changed.json().code).toBe(0)
    expect((await call('GET', '/member/info', session.token)).statusCode).toBe(200)
    expect((await call('GET', '/member/info', other.token)).statusCode).toBe(401)
  })

  it.each([
    [{ new_password: 'short1', confirm_password: 'short1' }, 'PASSWORD_TOO_SHORT'],
    [{ new_password: 'fortune77', confirm_password: 'fortune78' }, 'PASSWORDS_DO_NOT_MATCH'],
  ])('refuses %j with %s', async (change, msg) => {
    const { session } = await registerPlayer(test)
    const response = await call('POST', '/member/change_password', session.token, {
      old_password: 'winning42',
      ...change,
    })
    expect(response.json().msg).toBe(msg)
  })
})

describe('payment password', () => {
  it('is set once with 6 digits and changed only with the current one', async () => {
    const { session } = await registerPlayer(test)
    expect(
      (
        await call('PUT', '/member/bank_password', session.token, {
          password: '12345',
          confirm_password: '12345',
        })
      ).json().msg,
    ).toBe('PAYMENT_PASSWORD_SIX_DIGITS')
    expect(
      (
        await call('PUT', '/member/bank_password', session.token, {
          password: '204815',
          confirm_password: '204815',
        })
      ).json().code,
    ).toBe(0)
    expect((await call('GET', '/member/info', session.token)).json().data.has_payment_password).toBe(true)
    const withoutOld = await call('PUT', '/member/bank_password', session.token, {
      password: '111111',
      confirm_password: '111111',
    })
    expect(withoutOld.json().msg).toBe('PAYMENT_PASSWORD_REQUIRED')
    const changed = await call('PUT', '/member/bank_password', session.token, {
      password: '111111',
      confirm_password: '111111',
      old_password: '204815',
    })
    expect(changed.json().code).toBe(0)
  })

  it('tells the attempts left and locks for 24 hours at the 5th wrong attempt', async () => {
    const { session } = await registerPlayer(test)
    await call('PUT', '/member/bank_password', session.token, {
      password: '204815',
      confirm_password: '204815',
    })
    const change = (old: string) =>
      call('PUT', '/member/bank_password', session.token, {
        password: '111111',
        confirm_password: '111111',
        old_password: old,
      })
    const left: number[] = []
    for (let attempt = 0; attempt < 4; attempt += 1)
      left.push((await change('000000')).json().data.attempts_left)
    expect(left).toEqual([4, 3, 2, 1])
    const locked = await change('000000')
    expect(locked.statusCode).toBe(423)
    expect(locked.json()).toMatchObject({ msg: 'PAYMENT_PASSWORD_LOCKED', data: { attempts_left: 0 } })
    expect((await change('204815')).statusCode).toBe(423)
    test.clock.advanceBy(24 * 3600 * 1000)
    // A day later the access token has long expired; the refresh token renews it.
    const renewed = await test.app.inject({
      url: '/sports/api/v1/refresh/token',
      headers: { authorization: session.fresh_token },
    })
    const token = renewed.json().data.token
    const unlocked = await call('PUT', '/member/bank_password', token, {
      password: '111111',
      confirm_password: '111111',
      old_password: '204815',
    })
    expect(unlocked.json().code).toBe(0)
  })

  it('counts exactly 5 of 20 concurrent wrong attempts, then stays locked', async () => {
    const { session } = await registerPlayer(test)
    await call('PUT', '/member/bank_password', session.token, {
      password: '204815',
      confirm_password: '204815',
    })
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('PUT', '/member/bank_password', session.token, {
          password: '111111',
          confirm_password: '111111',
          old_password: '000000',
        }),
      ),
    )
    const row = await test.database.db
      .selectFrom('users')
      .select(['payment_password_failures', 'payment_password_locked_until'])
      .where('id', '=', String(session.user_id))
      .executeTakeFirstOrThrow()
    expect(row.payment_password_failures).toBe(5)
    expect(row.payment_password_locked_until).not.toBeNull()
    expect(responses.filter((response) => response.json().msg === 'PAYMENT_PASSWORD_WRONG')).toHaveLength(4)
    expect(responses.every((response) => response.json().code !== 0)).toBe(true)
  })
})

describe('every account call answers only for the caller', () => {
  it('gives player B nothing of player A, whatever ids B sends', async () => {
    const a = await registerPlayer(test)
    const b = await registerPlayer(test)
    const asB = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
      test.app.inject({
        method,
        url: `/sports/api/v1${url}?user_id=${a.session.user_id}`,
        headers: { authorization: b.session.token, 'user-id': String(a.session.user_id) },
        ...(payload ? { payload: { ...payload, user_id: a.session.user_id } } : {}),
      })
    const info = (await asB('GET', '/member/info')).json().data
    expect(info.user_id).toBe(b.session.user_id)
    expect(info.email).toBe(b.email)
    await asB('PUT', '/member/nickname', { nickname: 'taken over' })
    await asB('PUT', '/member/bank_password', { password: '204815', confirm_password: '204815' })
    const aInfo = (await call('GET', '/member/info', a.session.token)).json().data
    expect(aInfo.nickname).toBe('lucky player')
    expect(aInfo.has_payment_password).toBe(false)
    const refreshAsB = await test.app.inject({
      url: '/sports/api/v1/refresh/token',
      headers: { authorization: b.session.token },
    })
    expect(refreshAsB.statusCode).toBe(401)
  })
})

describe('invite codes', () => {
  it('give every player a player invite code with its registration path', async () => {
    const { session } = await registerPlayer(test)
    const invite = (await call('GET', '/share/1', session.token)).json().data
    expect(invite).toMatchObject({ type: 1, nickname: 'lucky player' })
    expect(invite.registration_path).toBe(`/registration?inviteCode=${invite.code}`)
    expect((await call('GET', '/member/info', session.token)).json().data.invite_code).toBe(invite.code)
  })

  it('give agents a second type, and refuse it to players', async () => {
    const { session } = await registerPlayer(test)
    expect((await call('GET', '/share/2', session.token)).statusCode).toBe(403)
    const agent = (
      await test.app.inject({
        method: 'POST',
        url: '/sports/api/v1/sign_in/',
        headers: PLATFORM,
        payload: { account: 'agent@example.com', password: 'agent4242' },
      })
    ).json().data
    const players = (await call('GET', '/share/1', agent.token)).json().data
    const agents = (await call('GET', '/share/2', agent.token)).json().data
    expect([players.code, agents.code]).toEqual(['DEMOAGNT', 'DEMOAGT2'])
  })
})

describe('real name', () => {
  it('is null until set, is set once, and refuses a blank one', async () => {
    const { session } = await registerPlayer(test)
    expect((await call('GET', '/member/real_name', session.token)).json().data).toEqual({ real_name: null })
    expect((await call('PUT', '/member/account', session.token, { real_name: ' ' })).json().msg).toBe(
      'REAL_NAME_REQUIRED',
    )
    expect(
      (await call('PUT', '/member/account', session.token, { real_name: '  Li   Wei ' })).json().code,
    ).toBe(0)
    expect((await call('GET', '/member/real_name', session.token)).json().data).toEqual({
      real_name: 'Li Wei',
    })
    const again = await call('PUT', '/member/account', session.token, { real_name: 'Someone Else' })
    expect(again.json()).toMatchObject({ code: 409, msg: 'REAL_NAME_ALREADY_SET' })
    expect((await call('GET', '/member/info', session.token)).json().data.has_real_name).toBe(true)
  })
})

describe('binding', () => {
  it('binds a mobile number with the code texted for binding, and marks it verified', async () => {
    const { session } = await registerPlayer(test)
    const phone = String(13_100_000_000 + Math.floor(Math.random() * 899_999_999))
    expect((await call('GET', `/verify/phone?phone=${phone}&area=86&kind=3`, session.token)).statusCode).toBe(
      200,
    )
    const code = await latestCode(test, `+86${phone}`)
    expect(
      (await call('PUT', '/member/phone', session.token, { area_code: 86, phone, code })).json().code,
    ).toBe(0)
    expect((await call('GET', '/member/info', session.token)).json().data).toMatchObject({
      area_code: 86,
      phone,
      phone_verified: true,
    })
  })

  it('refuses an email another account holds, and a code sent for something else', async () => {
    const holder = await registerPlayer(test)
    const { session, email } = await registerPlayer(test)
    expect((await call('GET', `/verify/email?email=${holder.email}&kind=3`, session.token)).json().msg).toBe(
      'EMAIL_TAKEN',
    )
    const fresh = uniqueEmail('bind')
    await call('GET', `/verify/email?email=${fresh}&kind=3`, session.token)
    const bound = await call('PUT', '/member/email', session.token, {
      email: fresh,
      code: await latestCode(test, fresh),
    })
    expect(bound.json().code).toBe(0)
    const info = (await call('GET', '/member/info', session.token)).json().data
    expect(info).toMatchObject({ email: fresh, email_verified: true })
    expect(info.email).not.toBe(email)
    const replay = await call('PUT', '/member/email', session.token, { email: fresh, code: '000000' })
    expect(replay.json().msg).toBe('ALREADY_VERIFIED')
  })
})

describe('currency', () => {
  it('follows the player’s choice from the currency list and refuses one outside it', async () => {
    const { session } = await registerPlayer(test)
    const chosen = await call('PUT', '/member/currency?unit=cny', session.token)
    expect(chosen.json()).toEqual({ code: 0, msg: '', data: { currency: 'CNY' } })
    expect((await call('GET', '/member/info', session.token)).json().data.currency).toBe('CNY')
    const unknown = await call('PUT', '/member/currency?unit=XYZ', session.token)
    expect(unknown.json()).toMatchObject({ code: 400, msg: 'UNKNOWN_CURRENCY', data: { field: 'unit' } })
    expect((await call('GET', '/member/info', session.token)).json().data.currency).toBe('CNY')
  })
})
