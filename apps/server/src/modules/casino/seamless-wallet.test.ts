import { randomUUID } from 'node:crypto'
import { type Money, moneyOf } from '@app/domain'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../test/test-app'
import { caller, fundedPlayer, operatorToken } from '../../test/wallet-helpers'
import { playerCash, verifyLedger } from '../ledger/ledger.service'
import { applySeamlessCall, applySeamlessRound, type SeamlessCall } from './seamless-wallet.service'

const PROVIDER = 'tada'
// Provider ids above 2^53 arrive as text and stay text.
const bigId = () => `${9_007_199_254_740_993n + BigInt(Math.floor(Math.random() * 1e9))}`
const micro = (amount: string) => String(moneyOf(amount))

describe('the seamless wallet', () => {
  let test: TestApp
  let operator: string
  let userId: number
  beforeAll(async () => {
    test = await startTestApp()
    operator = await operatorToken(test)
  })
  afterAll(() => test.close())
  afterEach(async () => {
    expect(await verifyLedger(test.database.db)).toEqual([])
  })

  const player = async (balance: string) => {
    userId = (await fundedPlayer(test, balance, operator)).session.user_id
    return userId
  }
  const cash = () => playerCash(test.database.db, userId)
  const apply = (call: SeamlessCall) => applySeamlessCall(test.database.db, call, test.clock.now())
  const bet = (transactionId: string, amount: string): SeamlessCall => ({
    kind: 'bet',
    provider: PROVIDER,
    transactionId,
    userId,
    roundId: `round-${transactionId}`,
    amount: moneyOf(amount) as Money,
  })
  const cancel = (transactionId: string, cancels: string): SeamlessCall => ({
    kind: 'cancel',
    provider: PROVIDER,
    transactionId,
    userId,
    cancels,
  })

  it('takes a bet once: its duplicate gets the first reply and moves nothing', async () => {
    await player('100')
    const id = bigId()
    const first = await apply(bet(id, '2.5'))
    expect(first).toEqual({ status: 'ok', balance: micro('97.5') })
    expect(await apply(bet(id, '2.5'))).toEqual(first)
    expect(await cash()).toBe(moneyOf('97.5'))
  })

  it('takes a free round, a bet of nothing, and pays its win', async () => {
    await player('10')
    const id = bigId()
    const round = { provider: PROVIDER, transactionId: id, userId, roundId: `round-${id}`, gameCode: 'free' }
    const paid = await applySeamlessRound(
      test.database.db,
      { ...round, stake: moneyOf('0') as Money, win: moneyOf('5') as Money },
      test.clock.now(),
    )
    expect(paid).toEqual({ status: 'ok', balance: micro('15') })
    expect(await cash()).toBe(moneyOf('15'))
  })

  it('moves money once when the same bet arrives 50 times at once, and gives each the same reply', async () => {
    await player('100')
    const id = bigId()
    const replies = await Promise.all(Array.from({ length: 50 }, () => apply(bet(id, '3'))))
    expect(new Set(replies.map((reply) => JSON.stringify(reply)))).toEqual(
      new Set([JSON.stringify({ status: 'ok', balance: micro('97') })]),
    )
    expect(await cash()).toBe(moneyOf('97'))
  })

  it('pays a win, and pays it once', async () => {
    await player('10')
    const round = bigId()
    await apply(bet(round, '1'))
    const win: SeamlessCall = {
      kind: 'win',
      provider: PROVIDER,
      transactionId: `${round}-win`,
      userId,
      roundId: round,
      amount: moneyOf('4.25') as Money,
    }
    expect(await apply(win)).toEqual({ status: 'ok', balance: micro('13.25') })
    expect(await apply(win)).toEqual({ status: 'ok', balance: micro('13.25') })
    expect(await cash()).toBe(moneyOf('13.25'))
  })

  it('refuses a bet over the balance whole, and refuses its duplicate alike after a deposit', async () => {
    await player('5')
    const id = bigId()
    const refused = await apply(bet(id, '5.01'))
    expect(refused).toEqual({ status: 'refused', reason: 'INSUFFICIENT_BALANCE', balance: micro('5') })
    const deposit = { user_id: userId, amount: '10', reason: 'test funds', reason_code: 'other' }
    expect((await caller(test, operator)('POST', '/operator/adjustments', deposit)).statusCode).toBe(200)
    expect(await apply(bet(id, '5.01'))).toEqual(refused)
    expect(await cash()).toBe(moneyOf('15'))
  })

  it('leaves a tombstone for a cancel that comes before its bet: the bet then moves nothing', async () => {
    await player('20')
    const id = bigId()
    const cancelId = bigId()
    expect(await apply(cancel(cancelId, id))).toEqual({ status: 'ok', balance: micro('20') })
    expect(await apply(bet(id, '7'))).toEqual({
      status: 'refused',
      reason: 'BET_CANCELLED',
      balance: micro('20'),
    })
    expect(await apply(bet(id, '7'))).toEqual({
      status: 'refused',
      reason: 'BET_CANCELLED',
      balance: micro('20'),
    })
    expect(await apply(cancel(cancelId, id))).toEqual({ status: 'ok', balance: micro('20') })
    expect(await cash()).toBe(moneyOf('20'))
  })

  it('refunds a taken bet once, however many cancels name it and however often', async () => {
    await player('20')
    const id = bigId()
    await apply(bet(id, '7'))
    const firstCancel = bigId()
    expect(await apply(cancel(firstCancel, id))).toEqual({ status: 'ok', balance: micro('20') })
    expect(await apply(cancel(firstCancel, id))).toEqual({ status: 'ok', balance: micro('20') })
    expect(await apply(cancel(bigId(), id))).toEqual({ status: 'ok', balance: micro('20') })
    expect(await cash()).toBe(moneyOf('20'))
  })

  it('never loses or doubles money when a bet and its cancel race', async () => {
    await player('50')
    for (let round = 0; round < 10; round += 1) {
      const id = bigId()
      const cancelId = randomUUID()
      await Promise.all([
        apply(bet(id, '5')),
        apply(cancel(cancelId, id)),
        apply(bet(id, '5')),
        apply(cancel(cancelId, id)),
      ])
      // Whichever came first, the stake is back: refunded, or never taken.
      expect(await cash()).toBe(moneyOf('50'))
    }
  })
})
