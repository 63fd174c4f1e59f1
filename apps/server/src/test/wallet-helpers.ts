import { randomUUID } from 'node:crypto'
import { generate } from 'otplib'
import { DEMO_ACCOUNTS } from '../db/seed/demo-accounts'
import { registerPlayer } from './accounts-helpers'
import type { TestApp } from './test-app'

export const PAYMENT_PASSWORD = '246810'

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

/** Calls the API as a token holder; money-moving POSTs get a fresh Idempotency-Key unless one is given. */
export function caller(test: TestApp, token: string, group = '/sports') {
  return (method: Method, url: string, payload?: object, headers: Record<string, string> = {}) =>
    test.app.inject({
      method,
      url: `${group}/api/v1${url}`,
      headers: { authorization: token, 'idempotency-key': randomUUID(), ...headers },
      ...(payload ? { payload } : {}),
    })
}

/** A back-office account: email, password and the base32 secret its authenticator app holds. */
export type OperatorCredentials = { email: string; password: string; totpSecret: string }

function demoOperator(email: string): OperatorCredentials {
  const account = DEMO_ACCOUNTS.find((each) => each.email === email)
  if (!account?.totpSecret) throw new Error(`${email} is not a seeded demo operator`)
  return { email, password: account.password, totpSecret: account.totpSecret }
}

/** The seeded demo operators: admin (every duty), finance only, support only, trading only. */
export const DEMO_OPERATORS = {
  admin: demoOperator('operator@example.com'),
  finance: demoOperator('finance@example.com'),
  support: demoOperator('support@example.com'),
  trading: demoOperator('trading@example.com'),
} as const

/** The code an authenticator app holding `secret` shows at `time` (now unless given). */
export function totpCode(secret: string, time: Date = new Date()): Promise<string> {
  return generate({ secret, epoch: Math.floor(time.getTime() / 1000) })
}

/** The back-office sign-in body of an operator, with the code their authenticator shows now. */
export async function operatorSignInBody(operator: OperatorCredentials) {
  return { email: operator.email, password: operator.password, totp: await totpCode(operator.totpSecret) }
}

/** A signed-in back-office operator: their token and their user id. */
export type SignedInOperator = { token: string; id: number }

/** Signs an operator in to the back office: the demo admin unless another is named. */
export async function signedInOperator(
  test: TestApp,
  operator: OperatorCredentials = DEMO_OPERATORS.admin,
): Promise<SignedInOperator> {
  const response = await test.app.inject({
    method: 'POST',
    url: '/sports/api/v1/operator/sign_in',
    payload: await operatorSignInBody(operator),
  })
  if (response.statusCode !== 200) throw new Error(`operator sign-in failed: ${response.body}`)
  const { token, operator_id } = response.json().data as { token: string; operator_id: number }
  return { token, id: operator_id }
}

/** The token of a signed-in operator: the demo admin unless another is named. */
export async function operatorToken(
  test: TestApp,
  operator: OperatorCredentials = DEMO_OPERATORS.admin,
): Promise<string> {
  return (await signedInOperator(test, operator)).token
}

/** A new player with a real name and a payment password, and a balance credited by the operator. */
export async function fundedPlayer(test: TestApp, balance: string, operator: string) {
  const { session, email } = await registerPlayer(test)
  const player = caller(test, session.token)
  await player('PUT', '/member/account', { real_name: 'Ana Lucky' })
  await player('PUT', '/member/bank_password', {
    password: PAYMENT_PASSWORD,
    confirm_password: PAYMENT_PASSWORD,
  })
  if (balance !== '0') {
    const adjusted = await caller(test, operator)('POST', '/operator/adjustments', {
      user_id: session.user_id,
      amount: balance,
      reason: 'test funds',
      reason_code: 'other',
    })
    if (adjusted.statusCode !== 200) throw new Error(`funding failed: ${adjusted.body}`)
  }
  return { session, email, call: player }
}

export const TRC20_ADDRESS = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7'

/** Saves a TRC20 withdrawal account and returns its id. */
export async function savedCryptoAccount(call: ReturnType<typeof caller>): Promise<number> {
  const response = await call('POST', '/bank_information', {
    account_type: 'crypto',
    network: 'TRC20',
    account_no: TRC20_ADDRESS,
    account_name: 'Ana Lucky',
  })
  if (response.statusCode !== 200) throw new Error(`saving the account failed: ${response.body}`)
  return response.json().data.id as number
}

export async function balanceOf(call: ReturnType<typeof caller>) {
  return (await call('GET', '/member/account')).json().data as {
    score: string
    held: string
    total_recharge: string
  }
}
