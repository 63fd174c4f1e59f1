import { Writable } from 'node:stream'
import { DEFAULT_BRAND, OPERATOR_ROLE, type OperatorRole } from '@app/domain'
import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loggerOptions } from '../../logger'
import { registerPlayer } from '../../test/accounts-helpers'
import { newOperator } from '../../test/chat-helpers'
import { startTestApp, type TestApp } from '../../test/test-app'
import {
  caller,
  DEMO_OPERATORS,
  type OperatorCredentials,
  operatorSignInBody,
  totpCode,
} from '../../test/wallet-helpers'
import { ENROLMENT_TICKET_TTL_S } from '../accounts/access-token'
import { hashPassword } from '../accounts/password-hash'

let test: TestApp
beforeAll(async () => {
  test = await startTestApp()
})
afterAll(async () => {
  await test.close()
})

const STEP_MS = 30_000
const post = (url: string, payload: object) =>
  test.app.inject({ method: 'POST', url: `/sports/api/v1/operator${url}`, payload })
const signIn = (payload: object) => post('/sign_in', payload)
/** A sign-in body with a chosen code (or password) in place of the right one. */
const bodyWith = (operator: OperatorCredentials, changes: { totp?: string; password?: string }) => ({
  email: operator.email,
  password: operator.password,
  ...changes,
})

/** Waits out the last seconds of a 30 s step, so a code computed now is still judged in the same step. */
async function awayFromStepEnd() {
  const left = STEP_MS - (Date.now() % STEP_MS)
  if (left < 3000) await new Promise((resolve) => setTimeout(resolve, left + 100))
}

/** An operator with the given roles who has never set up an authenticator. */
async function operatorWithoutAuthenticator(roles: readonly OperatorRole[] = ['finance']) {
  const email = `fresh-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`
  const user = await test.database.db
    .insertInto('users')
    .values({
      email,
      email_verified: true,
      nickname: 'New Operator',
      password_hash: await hashPassword('operate42'),
      role: OPERATOR_ROLE,
      created_at: test.clock.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  for (const role of roles) {
    await test.database.db.insertInto('operator_roles').values({ user_id: user.id, role }).execute()
  }
  return { id: Number(user.id), email, password: 'operate42' }
}

/** Signs a fresh operator in with the password alone: the answer carries their enrolment ticket. */
async function enrolmentTicket(operator: { email: string; password: string }) {
  const response = await signIn({ email: operator.email, password: operator.password })
  expect(response.statusCode, response.body).toBe(200)
  const data = response.json().data
  expect(data).not.toHaveProperty('token')
  return data.enrolment_ticket as string
}

async function startEnrolment(ticket: string) {
  const response = await post('/totp/enrolment', { ticket })
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data as { secret: string; otpauth_uri: string }
}

describe('signing in with an authenticator code', () => {
  it('asks an enrolled operator who gave no code for one (401 TOTP_REQUIRED), without counting a failure', async () => {
    const { credentials } = await newOperator(test, ['support'])
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await signIn({ email: credentials.email, password: credentials.password })
      expect(response.statusCode).toBe(401)
      expect(response.json()).toMatchObject({ msg: 'TOTP_REQUIRED', data: { field: 'totp' } })
    }
    // Five answers for a right password without a code, and the code still signs in at once.
    expect((await signIn(await operatorSignInBody(credentials))).statusCode).toBe(200)
  })

  it('refuses a wrong code with INVALID_TOTP and counts it like a wrong password: the fourth try waits', async () => {
    const { credentials } = await newOperator(test, ['support'])
    const right = await totpCode(credentials.totpSecret)
    const wrong = right === '000000' ? '111111' : '000000'
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await signIn(bodyWith(credentials, { totp: wrong }))
      expect(response.statusCode).toBe(401)
      expect(response.json()).toMatchObject({ msg: 'INVALID_TOTP', data: { field: 'totp' } })
    }
    const paused = await signIn(await operatorSignInBody(credentials))
    expect(paused.statusCode).toBe(429)
    expect(paused.json().msg).toBe('TOO_MANY_SIGN_IN_FAILURES')
    test.clock.advanceBy(1500)
    expect((await signIn(await operatorSignInBody(credentials))).statusCode).toBe(200)
  })

  it('counts an operator’s wrong passwords too: the fourth try waits, even with the right password', async () => {
    const { credentials } = await newOperator(test, ['support'])
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await signIn(
        bodyWith(credentials, { totp: await totpCode(credentials.totpSecret), password: 'not-it-42' }),
      )
      expect(response.json()).toMatchObject({ code: 401, msg: 'INVALID_CREDENTIALS' })
    }
    expect((await signIn(await operatorSignInBody(credentials))).statusCode).toBe(429)
  })

  it('signs in with the current code, or the code of the step before or after (clock drift), not two steps off', async () => {
    const { credentials, operatorId } = await newOperator(test, ['support'])
    await awayFromStepEnd()
    const now = Date.now()
    for (const offset of [0, -STEP_MS, STEP_MS]) {
      const totp = await totpCode(credentials.totpSecret, new Date(now + offset))
      const response = await signIn(bodyWith(credentials, { totp }))
      expect(response.statusCode, `code of ${offset} ms`).toBe(200)
      expect(response.json().data).toMatchObject({ operator_id: operatorId, token: expect.any(String) })
    }
    const stale = await totpCode(credentials.totpSecret, new Date(now - 2 * STEP_MS))
    expect((await signIn(bodyWith(credentials, { totp: stale }))).json().msg).toBe('INVALID_TOTP')
  })

  it('takes the same code again within its step, as tests and a second tab sign in repeatedly', async () => {
    await awayFromStepEnd()
    const body = await operatorSignInBody(DEMO_OPERATORS.support)
    expect((await signIn(body)).statusCode).toBe(200)
    expect((await signIn(body)).statusCode).toBe(200)
  })

  it('refuses a code that is not six digits as a validation error', async () => {
    const response = await signIn(bodyWith(DEMO_OPERATORS.support, { totp: '12345' }))
    expect(response.statusCode).toBe(400)
    expect(response.json().data).toMatchObject({ field: 'totp' })
  })

  it('still answers a wrong password with INVALID_CREDENTIALS before it asks for a code', async () => {
    const { credentials } = await newOperator(test, ['support'])
    const response = await signIn({ email: credentials.email, password: 'not-it-42' })
    expect(response.json()).toMatchObject({ code: 401, msg: 'INVALID_CREDENTIALS' })
  })
})

describe('enrolling an authenticator', () => {
  it('gives a fresh operator a ticket, a secret and its QR address, and a session once a code from it confirms', async () => {
    const operator = await operatorWithoutAuthenticator(['finance'])
    const answer = await signIn({ email: operator.email, password: operator.password })
    expect(answer.json().data).toEqual({ enrolment_ticket: expect.any(String), expires_in_s: 600 })
    const ticket = answer.json().data.enrolment_ticket as string

    const { secret, otpauth_uri } = await startEnrolment(ticket)
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    const uri = new URL(otpauth_uri)
    expect(uri.protocol).toBe('otpauth:')
    expect(uri.host).toBe('totp')
    expect(decodeURIComponent(uri.pathname)).toBe(`/${DEFAULT_BRAND}:${operator.email}`)
    expect(uri.searchParams.get('secret')).toBe(secret)
    expect(uri.searchParams.get('issuer')).toBe(DEFAULT_BRAND)

    const credentials: OperatorCredentials = { ...operator, totpSecret: secret }
    await awayFromStepEnd()
    const confirmed = await post('/totp/enrolment/confirm', { ticket, code: await totpCode(secret) })
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    const session = confirmed.json().data as { token: string; operator_id: number }
    expect(session.operator_id).toBe(operator.id)
    expect((await caller(test, session.token)('GET', '/operator/withdrawals')).statusCode).toBe(200)

    // From now on the password alone is not enough, and the new app's code signs in.
    expect((await signIn({ email: operator.email, password: operator.password })).json().msg).toBe(
      'TOTP_REQUIRED',
    )
    expect((await signIn(await operatorSignInBody(credentials))).statusCode).toBe(200)
    // The ticket has done its one job: it neither shows a new secret nor enrols again.
    expect((await post('/totp/enrolment', { ticket })).json()).toMatchObject({
      code: 401,
      msg: 'TOTP_ENROLMENT_ENDED',
    })
    const again = await post('/totp/enrolment/confirm', { ticket, code: await totpCode(secret) })
    expect(again.json().msg).toBe('TOTP_ENROLMENT_ENDED')
  })

  it('keeps the enrolment in the audit log without the secret', async () => {
    const operator = await operatorWithoutAuthenticator()
    const ticket = await enrolmentTicket(operator)
    const { secret } = await startEnrolment(ticket)
    await awayFromStepEnd()
    await post('/totp/enrolment/confirm', { ticket, code: await totpCode(secret) })
    const rows = await test.database.db
      .selectFrom('operator_actions')
      .selectAll()
      .where('operator_id', '=', String(operator.id))
      .execute()
    expect(rows).toEqual([
      expect.objectContaining({ action: 'operator.totp_enrol', target: `operator:${operator.id}` }),
    ])
    expect(JSON.stringify(rows)).not.toContain(secret)
  })

  it('refuses to confirm with a wrong code, and enrols nothing', async () => {
    const operator = await operatorWithoutAuthenticator()
    const ticket = await enrolmentTicket(operator)
    const { secret } = await startEnrolment(ticket)
    const right = await totpCode(secret)
    const refused = await post('/totp/enrolment/confirm', {
      ticket,
      code: right === '000000' ? '111111' : '000000',
    })
    expect(refused.statusCode).toBe(401)
    expect(refused.json()).toMatchObject({ msg: 'INVALID_TOTP', data: { field: 'code' } })
    // Still not enrolled: the password alone still answers with a ticket, not TOTP_REQUIRED.
    expect(await enrolmentTicket(operator)).toEqual(expect.any(String))
  })

  it('confirms only the last secret shown: a new enrolment replaces one not yet confirmed', async () => {
    const operator = await operatorWithoutAuthenticator()
    const ticket = await enrolmentTicket(operator)
    const first = await startEnrolment(ticket)
    const second = await startEnrolment(ticket)
    expect(second.secret).not.toBe(first.secret)
    await awayFromStepEnd()
    const stale = await post('/totp/enrolment/confirm', { ticket, code: await totpCode(first.secret) })
    expect(stale.json().msg).toBe('INVALID_TOTP')
    const confirmed = await post('/totp/enrolment/confirm', { ticket, code: await totpCode(second.secret) })
    expect(confirmed.statusCode).toBe(200)
  })

  it('opens no other door: every other operator route and the player routes refuse the ticket (401)', async () => {
    const operator = await operatorWithoutAuthenticator(['admin'])
    const ticket = await enrolmentTicket(operator)
    const asTicket = caller(test, ticket)
    const routes = [
      ['GET', '/operator/withdrawals'],
      ['GET', '/operator/adjustments'],
      ['GET', '/operator/actions'],
      ['GET', '/operator/deposits/flagged_transfers'],
      ['GET', '/operator/players'],
      ['GET', '/operator/support/me'],
      ['GET', '/member/account'],
    ] as const
    for (const [method, url] of routes) {
      const answer = await asTicket(method, url)
      expect(answer.statusCode, `${method} ${url}`).toBe(401)
    }
    const bearer = caller(test, `Bearer ${ticket}`)
    expect((await bearer('GET', '/operator/withdrawals')).statusCode).toBe(401)
  })

  it('takes no other token for a ticket: neither an operator session nor a player’s', async () => {
    const operatorSession = (await signIn(await operatorSignInBody(DEMO_OPERATORS.finance))).json().data.token
    const { session } = await registerPlayer(test)
    for (const ticket of [operatorSession, session.token, 'not-a-ticket']) {
      const response = await post('/totp/enrolment', { ticket })
      expect(response.json()).toMatchObject({ code: 401, msg: 'TOTP_ENROLMENT_ENDED' })
    }
  })

  it('gives a player no ticket: the operator sign-in refuses a player’s right password', async () => {
    const { email } = await registerPlayer(test)
    const response = await signIn({ email, password: 'winning42' })
    expect(response.json()).toMatchObject({ code: 401, msg: 'INVALID_CREDENTIALS', data: null })
  })

  it('lets a ticket expire after 10 minutes', async () => {
    const operator = await operatorWithoutAuthenticator()
    const ticket = await enrolmentTicket(operator)
    const { secret } = await startEnrolment(ticket)
    test.clock.advanceBy(ENROLMENT_TICKET_TTL_S * 1000 + 1000)
    expect((await post('/totp/enrolment', { ticket })).json().msg).toBe('TOTP_ENROLMENT_ENDED')
    const late = await post('/totp/enrolment/confirm', { ticket, code: await totpCode(secret) })
    expect(late.json()).toMatchObject({ code: 401, msg: 'TOTP_ENROLMENT_ENDED' })
  })

  it('writes neither the secret, the ticket nor a code to the log', async () => {
    const lines: string[] = []
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk))
        done()
      },
    })
    const logged = await startTestApp(
      {},
      { database: test.database, logger: pino(loggerOptions('trace'), sink) },
    )
    try {
      const operator = await operatorWithoutAuthenticator()
      const ticketAnswer = await logged.app.inject({
        method: 'POST',
        url: '/sports/api/v1/operator/sign_in',
        payload: { email: operator.email, password: operator.password },
      })
      const ticket = ticketAnswer.json().data.enrolment_ticket as string
      const started = await logged.app.inject({
        method: 'POST',
        url: '/sports/api/v1/operator/totp/enrolment',
        payload: { ticket },
      })
      const { secret } = started.json().data as { secret: string }
      await awayFromStepEnd()
      const code = await totpCode(secret)
      const confirmed = await logged.app.inject({
        method: 'POST',
        url: '/sports/api/v1/operator/totp/enrolment/confirm',
        payload: { ticket, code },
      })
      expect(confirmed.statusCode).toBe(200)
      const log = lines.join('\n')
      expect(lines.length).toBeGreaterThan(0)
      // Quoted, as a logged value would be: bare digits can turn up inside a timestamp.
      for (const secretText of [secret, ticket, `"${code}"`, operator.password]) {
        expect(log).not.toContain(secretText)
      }
    } finally {
      await logged.close()
    }
  })
})
