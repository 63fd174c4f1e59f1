import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerPlayer } from '../../test/accounts-helpers'
import { newOperator } from '../../test/chat-helpers'
import { startTestApp, type TestApp } from '../../test/test-app'
import { caller, DEMO_OPERATORS, operatorToken } from '../../test/wallet-helpers'

let test: TestApp
beforeAll(async () => {
  test = await startTestApp()
})
afterAll(async () => {
  await test.close()
})

const me = (token: string) => caller(test, token)('GET', '/operator/me')

describe('the signed-in operator (GET /operator/me)', () => {
  it('answers a finance-only operator with their account and their one duty', async () => {
    const response = await me(await operatorToken(test, DEMO_OPERATORS.finance))
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().data).toEqual({
      operator_id: expect.any(Number),
      nickname: 'Demo Finance',
      email: 'finance@example.com',
      roles: ['finance'],
    })
  })

  it('answers the admin with the admin role, which the back office reads as every duty', async () => {
    const response = await me(await operatorToken(test))
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().data).toMatchObject({ nickname: 'Demo Operator', roles: ['admin'] })
  })

  it('lists several duties in the product’s order, whatever order they were granted in', async () => {
    const operator = await newOperator(test, ['trading', 'support'], 'Two Hats')
    const response = await me(operator.token)
    expect(response.json().data).toEqual({
      operator_id: operator.operatorId,
      nickname: 'Two Hats',
      email: operator.credentials.email,
      roles: ['support', 'trading'],
    })
  })

  it('answers any signed-in operator, even one with no duty yet (no section opens for them)', async () => {
    const operator = await newOperator(test, [], 'Newcomer')
    const response = await me(operator.token)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().data.roles).toEqual([])
  })

  it('refuses a caller without an operator token: none, or a player’s', async () => {
    const anonymous = await test.app.inject({ method: 'GET', url: '/sports/api/v1/operator/me' })
    expect(anonymous.statusCode).toBe(401)
    const { session } = await registerPlayer(test)
    const player = await me(session.token)
    expect(player.statusCode).toBe(401)
    expect(player.json().msg).toBe('UNAUTHORIZED')
  })
})
