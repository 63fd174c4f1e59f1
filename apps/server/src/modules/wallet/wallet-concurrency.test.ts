import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../test/test-app'
import { TEST_DATABASE } from '../../test/test-database-settings'
import {
  balanceOf,
  caller,
  fundedPlayer,
  operatorToken,
  PAYMENT_PASSWORD,
  savedCryptoAccount,
} from '../../test/wallet-helpers'
import { verifyLedger } from '../ledger/ledger.service'

// Real concurrency needs real connections: these run on PostgreSQL (the embedded database has one).
describe.runIf(TEST_DATABASE === 'postgres')('the wallet under concurrency', () => {
  let test: TestApp
  let operator: string
  beforeAll(async () => {
    test = await startTestApp()
    operator = await operatorToken(test)
  })
  afterAll(async () => {
    expect(await verifyLedger(test.database.db)).toEqual([])
    await test.close()
  })

  it('lets 32 concurrent withdrawals through exactly floor(balance / amount) times', async () => {
    const { call } = await fundedPlayer(test, '50', operator)
    const account = await savedCryptoAccount(call)
    const responses = await Promise.all(
      Array.from({ length: 32 }, () =>
        call('POST', '/withdraw', { info_id: account, amount: '3', password: PAYMENT_PASSWORD }),
      ),
    )
    const accepted = responses.filter((response) => response.statusCode === 200)
    const refused = responses.filter((response) => response.statusCode !== 200)
    expect(accepted).toHaveLength(16)
    expect(new Set(refused.map((response) => response.json().msg))).toEqual(new Set(['INSUFFICIENT_BALANCE']))
    expect(await balanceOf(call)).toMatchObject({ score: '2', held: '48' })
    expect((await call('GET', '/withdraw?limit=100')).json().data.total).toBe(16)
  })

  it('gives one effect to one Idempotency-Key sent 50 times at once', async () => {
    const { call } = await fundedPlayer(test, '100', operator)
    const account = await savedCryptoAccount(call)
    const key = { 'idempotency-key': randomUUID() }
    const body = { info_id: account, amount: '5', password: PAYMENT_PASSWORD }
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => call('POST', '/withdraw', body, key)),
    )
    const orders = new Set(
      responses
        .filter((response) => response.statusCode === 200)
        .map((response) => response.json().data.order_id),
    )
    expect(orders.size).toBe(1)
    for (const response of responses.filter((each) => each.statusCode !== 200)) {
      expect(response.json()).toMatchObject({ code: 409, msg: 'REQUEST_IN_PROGRESS' })
    }
    expect((await call('POST', '/withdraw', body, key)).json().data.order_id).toBe([...orders][0])
    expect(await balanceOf(call)).toMatchObject({ score: '95', held: '5' })
  })

  it('pays one check-in a day however many claims arrive at once', async () => {
    const { session } = await fundedPlayer(test, '0', operator)
    const rewards = caller(test, session.token, '/activities')
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => rewards('POST', '/benefit/check_in')),
    )
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1)
    expect(responses.filter((response) => response.json().msg === 'ALREADY_CHECKED_IN')).toHaveLength(19)
    expect((await balanceOf(caller(test, session.token))).score).toBe('0.5')
  })

  it('lets one review win when operators approve and reject the same withdrawal at once', async () => {
    const { call, session } = await fundedPlayer(test, '40', operator)
    const account = await savedCryptoAccount(call)
    const order = (
      await call('POST', '/withdraw', { info_id: account, amount: '40', password: PAYMENT_PASSWORD })
    ).json().data
    const pending = (
      await caller(test, operator)('GET', `/operator/withdrawals?user_id=${session.user_id}`)
    ).json().data.list
    const id = pending.find((row: { order_id: string }) => row.order_id === order.order_id).id
    const asOperator = caller(test, operator)
    const reviews = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        index % 2 === 0
          ? asOperator('POST', `/operator/withdrawals/${id}/approve`)
          : asOperator('POST', `/operator/withdrawals/${id}/reject`, { reason: 'duplicate review' }),
      ),
    )
    expect(reviews.filter((response) => response.statusCode === 200)).toHaveLength(1)
    const balance = await balanceOf(call)
    expect(balance.held).toBe('0')
    expect(['0', '40']).toContain(balance.score)
  })
})
