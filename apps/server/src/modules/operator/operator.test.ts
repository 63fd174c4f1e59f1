import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../test/test-app'
import {
  caller,
  DEMO_OPERATORS,
  fundedPlayer,
  operatorToken,
  PAYMENT_PASSWORD,
  savedCryptoAccount,
} from '../../test/wallet-helpers'
import { verifyLedger } from '../ledger/ledger.service'

let test: TestApp
let admin: string
let finance: string
let support: string
beforeAll(async () => {
  test = await startTestApp()
  admin = await operatorToken(test)
  finance = await operatorToken(test, DEMO_OPERATORS.finance)
  support = await operatorToken(test, DEMO_OPERATORS.support)
})
afterAll(async () => {
  expect(await verifyLedger(test.database.db)).toEqual([])
  await test.close()
})

type QueueRow = { id: number; order_id: string; amount: string; status: number; age_seconds: number }

/** A player with three withdrawals waiting, asked for a minute apart: 10, 30, then 20 USDT. */
async function playerWithWithdrawals() {
  const { session, call } = await fundedPlayer(test, '100', admin)
  const account = await savedCryptoAccount(call)
  const orders: string[] = []
  for (const amount of ['10', '30', '20']) {
    const placed = await call('POST', '/withdraw', { info_id: account, amount, password: PAYMENT_PASSWORD })
    orders.push(placed.json().data.order_id)
    test.clock.advanceBy(60_000)
  }
  return { userId: session.user_id, orders }
}

const queue = async (query: string, token = finance) => {
  const response = await caller(test, token)('GET', `/operator/withdrawals?${query}`)
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data as { list: QueueRow[]; total: number }
}

describe('the withdrawal queue', () => {
  it('pages on the server, oldest first, with the total over every page and each row’s age', async () => {
    const { userId, orders } = await playerWithWithdrawals()
    const first = await queue(`user_id=${userId}&limit=2`)
    expect(first.total).toBe(3)
    expect(first.list.map((row) => row.order_id)).toEqual([orders[0], orders[1]])
    const second = await queue(`user_id=${userId}&limit=2&start=2`)
    expect(second).toMatchObject({ total: 3, list: [{ order_id: orders[2], status: 0 }] })
    // Asked 3, 2 and 1 minutes ago by the server clock.
    expect(first.list.map((row) => Math.floor(row.age_seconds / 60))).toEqual([3, 2])
    expect(second.list[0]?.age_seconds).toBeGreaterThanOrEqual(60)
  })

  it('sorts by amount or by time, either way round', async () => {
    const { userId, orders } = await playerWithWithdrawals()
    const amounts = async (query: string) =>
      (await queue(`user_id=${userId}&${query}`)).list.map((row) => row.amount)
    expect(await amounts('sort=amount&order=desc')).toEqual(['30', '20', '10'])
    expect(await amounts('sort=amount&order=asc')).toEqual(['10', '20', '30'])
    expect((await queue(`user_id=${userId}&order=desc`)).list.map((row) => row.order_id)).toEqual(
      [...orders].reverse(),
    )
  })

  it('filters by status: a reviewed withdrawal leaves the waiting list for its own', async () => {
    const { userId } = await playerWithWithdrawals()
    const [oldest, middle] = (await queue(`user_id=${userId}`)).list
    if (!oldest || !middle) throw new Error('the player has three withdrawals waiting')
    const asFinance = caller(test, finance)
    await asFinance('POST', `/operator/withdrawals/${oldest.id}/approve`)
    await asFinance('POST', `/operator/withdrawals/${middle.id}/reject`, { reason: 'Name does not match' })

    expect((await queue(`user_id=${userId}&status=0`)).total).toBe(1)
    expect((await queue(`user_id=${userId}&status=3`)).list).toEqual([
      expect.objectContaining({ id: oldest.id, status: 3 }),
    ])
    expect((await queue(`user_id=${userId}&status=4`)).list).toEqual([
      expect.objectContaining({ id: middle.id, status: 4, remark: 'Name does not match' }),
    ])
  })

  it('refuses a sort it does not know', async () => {
    const response = await caller(test, finance)('GET', '/operator/withdrawals?sort=user_id')
    expect(response.json()).toMatchObject({ code: 400, data: { field: 'sort' } })
  })
})

describe('money calls are finance’s', () => {
  it('refuses every money call to a support-only operator with 403', async () => {
    const { userId } = await playerWithWithdrawals()
    const [waiting] = (await queue(`user_id=${userId}`)).list
    const asSupport = caller(test, support)
    const calls = [
      ['GET', '/operator/withdrawals', undefined],
      ['POST', `/operator/withdrawals/${waiting?.id}/approve`, undefined],
      ['POST', `/operator/withdrawals/${waiting?.id}/reject`, { reason: 'not my desk' }],
      [
        'POST',
        '/operator/deposits/confirm',
        { network: 'TRC20', address: 'T1', tx_hash: '0xabcdef12', amount: '1' },
      ],
      ['GET', '/operator/deposits/flagged_transfers', undefined],
      [
        'POST',
        '/operator/adjustments',
        { user_id: userId, amount: '1', reason: 'r-r', reason_code: 'other' },
      ],
      ['GET', '/operator/adjustments', undefined],
    ] as const
    for (const [method, url, body] of calls) {
      const answer = await asSupport(method, url, body)
      expect(answer.statusCode, `${method} ${url}`).toBe(403)
      expect(answer.json()).toMatchObject({ code: 403, msg: 'FORBIDDEN' })
    }
    // Nothing was reviewed.
    expect((await queue(`user_id=${userId}`)).total).toBe(3)
  })

  it('lets finance and admin in, and both finance and support read the deposits beyond a limit', async () => {
    for (const token of [finance, admin]) {
      expect((await caller(test, token)('GET', '/operator/withdrawals')).statusCode).toBe(200)
      expect((await caller(test, token)('GET', '/operator/deposits/flagged_transfers')).statusCode).toBe(200)
    }
    for (const token of [finance, support]) {
      expect((await caller(test, token)('GET', '/operator/deposits/over_limit')).statusCode).toBe(200)
    }
  })
})
