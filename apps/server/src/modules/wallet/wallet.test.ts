import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PLATFORM, registerPlayer } from '../../test/accounts-helpers'
import { startTestApp, type TestApp } from '../../test/test-app'
import {
  balanceOf,
  caller,
  fundedPlayer,
  operatorToken,
  PAYMENT_PASSWORD,
  savedCryptoAccount,
} from '../../test/wallet-helpers'
import { verifyLedger } from '../ledger/ledger.service'

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

const asOperator = () => caller(test, operator)

describe('channels', () => {
  it('lists deposit types and channels, and withdrawal channels with their limits and fees', async () => {
    const anyone = caller(test, '')
    expect((await anyone('GET', '/recharge/type')).json().data).toEqual([
      { type: 'crypto', available: true },
      { type: 'bank', available: true },
      { type: 'card', available: true },
    ])
    const deposit = (await anyone('GET', '/pay/all')).json().data
    expect(deposit[0]).toMatchObject({ name: 'USDT · TRC20', network: 'TRC20', min: '100' })
    const withdraw = (await anyone('GET', '/withdraw/all')).json().data
    expect(withdraw.enabled).toBe(true)
    expect(
      withdraw.channels.find((channel: { network: string }) => channel.network === 'TRC20'),
    ).toMatchObject({
      min: '2',
      network_fee: '1',
    })
    expect((await anyone('GET', '/withdraw/bank_type?country=br')).json().data).toContainEqual({
      code: '341',
      name: 'Itaú Unibanco',
    })
  })
})

describe('crypto deposits', () => {
  it('gives each player one stable address per network and credits a transaction hash once', async () => {
    const { session, call } = await fundedPlayer(test, '0', operator)
    const first = (await call('POST', '/recharge', { channel_id: 1, amount: '150' })).json().data
    const second = (await call('POST', '/recharge', { channel_id: 1, amount: '200' })).json().data
    expect(first.address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/)
    expect(second.address).toBe(first.address)
    expect(first).toMatchObject({ status: 0, type: 'crypto', network: 'TRC20', pay_url: null })

    const confirm = (txHash: string, amount = '150') =>
      asOperator()('POST', '/operator/deposits/confirm', {
        network: 'TRC20',
        address: first.address,
        tx_hash: txHash,
        amount,
      })
    const credited = await confirm('0xabc0001')
    expect(credited.json().data).toMatchObject({ order_id: first.order_id, status: 3, tx_hash: '0xabc0001' })
    expect((await confirm('0xabc0001')).json()).toMatchObject({ code: 409, msg: 'DEPOSIT_ALREADY_CREDITED' })
    // A transfer without a matching order is still the player's money.
    expect((await confirm('0xabc0002', '75.5')).json().data).toMatchObject({ status: 3, amount: '75.5' })
    expect(await balanceOf(call)).toMatchObject({ score: '225.5', total_recharge: '225.5' })
    const unknown = await asOperator()('POST', '/operator/deposits/confirm', {
      network: 'TRC20',
      address: 'TXnobodyXXXXXXXXXXXXXXXXXXXXXXXXXX',
      tx_hash: '0xabc0003',
      amount: '100',
    })
    expect(unknown.json()).toMatchObject({ code: 404, msg: 'UNKNOWN_DEPOSIT_ADDRESS' })
    expect(session.user_id).toBeGreaterThan(0)
  })

  it('refuses an amount below the minimum with the limit, and a disabled or unknown channel', async () => {
    const { call } = await fundedPlayer(test, '0', operator)
    expect((await call('POST', '/recharge', { channel_id: 1, amount: '99.99' })).json()).toMatchObject({
      code: 400,
      msg: 'BELOW_MIN_DEPOSIT',
      data: { field: 'amount', limit: '100' },
    })
    expect((await call('POST', '/recharge', { channel_id: 1, amount: '1e3' })).json().msg).toBe(
      'VALIDATION_FAILED',
    )
    expect((await call('POST', '/recharge', { channel_id: 99, amount: '100' })).json().msg).toBe(
      'PAYMENT_UNAVAILABLE',
    )
  })
})

describe('bank and card deposits through the hosted page', () => {
  it('credits once when the player pays on the sandbox page, and refuses forged callbacks', async () => {
    const { call } = await fundedPlayer(test, '0', operator)
    const order = (await call('POST', '/recharge', { channel_id: 4, amount: '120' })).json().data
    expect(order.pay_url).toMatch(/^\/sandbox-pay\/sbx_[0-9a-f]{24}$/)
    const page = await test.app.inject({ url: order.pay_url })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain(order.order_id)

    const forged = await test.app.inject({
      method: 'POST',
      url: '/sports/api/v1/pay/callback',
      headers: { 'x-payment-signature': 'f'.repeat(64) },
      payload: {
        providerRef: order.pay_url.split('/').at(-1),
        orderId: order.order_id,
        outcome: 'paid',
        amount: '120',
      },
    })
    expect(forged.json()).toMatchObject({ code: 401, msg: 'INVALID_SIGNATURE' })

    const pay = () =>
      test.app.inject({
        method: 'POST',
        url: order.pay_url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'outcome=paid',
      })
    const paid = await pay()
    expect(paid.statusCode).toBe(303)
    expect(paid.headers.location).toBe(`/profile?payment=success&order=${order.order_id}`)
    await pay()
    expect((await balanceOf(call)).score).toBe('120')
    expect((await call('POST', '/continueRecharge', { order_id: order.order_id })).json().msg).toBe(
      'ORDER_NOT_PENDING',
    )
  })

  it('checks card details, keeps only the last 4 digits, and credits nothing when cancelled', async () => {
    const { call } = await fundedPlayer(test, '0', operator)
    const card = { name: 'Ana Lucky', number: '4111 1111 1111 1111', expiry: '12/39', cvv: '123' }
    const bad = await call('POST', '/recharge', {
      channel_id: 5,
      amount: '100',
      card: { ...card, number: '4111 1111 1111 1112' },
    })
    expect(bad.json()).toMatchObject({
      code: 400,
      msg: 'INVALID_CARD_NUMBER',
      data: { field: 'card.number' },
    })
    const expired = await call('POST', '/recharge', {
      channel_id: 5,
      amount: '100',
      card: { ...card, expiry: '01/20' },
    })
    expect(expired.json().msg).toBe('CARD_EXPIRED')
    expect((await call('POST', '/recharge', { channel_id: 5, amount: '100' })).json().msg).toBe(
      'CARD_DETAILS_REQUIRED',
    )

    const order = (await call('POST', '/recharge', { channel_id: 5, amount: '100', card })).json().data
    expect(order).toMatchObject({ card_last4: '1111', status: 0 })
    expect(JSON.stringify(await test.database.db.selectFrom('deposits').selectAll().execute())).not.toContain(
      '123"',
    )
    const again = (await call('POST', '/continueRecharge', { order_id: order.order_id })).json().data
    expect(again.pay_url).toBe(order.pay_url)
    const cancelled = await test.app.inject({
      method: 'POST',
      url: order.pay_url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=cancelled',
    })
    expect(cancelled.headers.location).toContain('payment=cancelled')
    expect((await balanceOf(call)).score).toBe('0')
    const history = (await call('GET', '/recharge?limit=10')).json().data
    expect(history.list[0]).toMatchObject({ order_id: order.order_id, status: 2 })
  })
})

describe('idempotency', () => {
  it('replays the first answer for the same key and body, and refuses the key with another body', async () => {
    const { call } = await fundedPlayer(test, '0', operator)
    const key = { 'idempotency-key': randomUUID() }
    const first = await call('POST', '/recharge', { channel_id: 1, amount: '150' }, key)
    const replay = await call('POST', '/recharge', { channel_id: 1, amount: '150' }, key)
    expect(replay.json()).toEqual(first.json())
    const other = await call('POST', '/recharge', { channel_id: 1, amount: '160' }, key)
    expect(other.json()).toMatchObject({ code: 409, msg: 'IDEMPOTENCY_KEY_REUSED' })
    const missing = await test.app.inject({
      method: 'POST',
      url: '/sports/api/v1/recharge',
      headers: { authorization: (await registerPlayer(test)).session.token },
      payload: { channel_id: 1, amount: '150' },
    })
    expect(missing.json()).toMatchObject({ code: 400, msg: 'IDEMPOTENCY_KEY_REQUIRED' })
  })

  it('replays a business refusal too', async () => {
    const checkIn = caller(test, (await registerPlayer(test)).session.token, '/activities')
    const key = { 'idempotency-key': randomUUID() }
    const claim = await checkIn('POST', '/benefit/check_in', undefined, key)
    expect(claim.json().code).toBe(0)
    const second = await checkIn('POST', '/benefit/check_in')
    expect(second.json()).toMatchObject({ code: 422, msg: 'ALREADY_CHECKED_IN' })
    const secondKey = { 'idempotency-key': randomUUID() }
    const refused = await checkIn('POST', '/benefit/check_in', undefined, secondKey)
    expect((await checkIn('POST', '/benefit/check_in', undefined, secondKey)).json()).toEqual(refused.json())
    expect((await checkIn('POST', '/benefit/check_in', undefined, key)).json()).toEqual(claim.json())
  })
})

describe('saved withdrawal accounts', () => {
  it('checks each kind of account, makes the first the default and promotes another when it goes', async () => {
    const { call } = await fundedPlayer(test, '0', operator)
    const save = (body: object) => call('POST', '/bank_information', body)
    expect(
      (
        await save({ account_type: 'crypto', network: 'TRC20', account_no: '0x1234', account_name: 'Ana' })
      ).json(),
    ).toMatchObject({
      msg: 'INVALID_ADDRESS',
      data: { field: 'account_no' },
    })
    expect(
      (
        await save({
          account_type: 'pix',
          country: 'BR',
          account_no: 'ana@pix',
          account_name: 'Ana',
          cpf: '111.111.111-11',
        })
      ).json().msg,
    ).toBe('INVALID_CPF')
    expect(
      (
        await save({
          account_type: 'bank',
          country: 'BR',
          bank_code: '999',
          account_no: '12345',
          account_name: 'Ana',
          cpf: '529.982.247-25',
        })
      ).json().msg,
    ).toBe('UNKNOWN_BANK')
    const crypto = await savedCryptoAccount(call)
    const bank = (
      await save({
        account_type: 'bank',
        country: 'BR',
        bank_code: '341',
        account_no: '0001234567',
        account_name: 'Ana',
        cpf: '529.982.247-25',
      })
    ).json().data
    expect(bank).toMatchObject({ bank_name: 'Itaú Unibanco', cpf: '52998224725', is_default: false })
    let accounts = (await call('GET', '/bank_information')).json().data
    expect(
      accounts.map((account: { id: number; is_default: boolean }) => [account.id, account.is_default]),
    ).toEqual([
      [crypto, true],
      [bank.id, false],
    ])
    const stranger = caller(test, (await registerPlayer(test)).session.token)
    expect((await stranger('DELETE', `/bank_information?info_id=${crypto}`)).json().msg).toBe(
      'UNKNOWN_ACCOUNT',
    )
    expect((await call('DELETE', `/bank_information?info_id=${crypto}`)).json().code).toBe(0)
    accounts = (await call('GET', '/bank_information')).json().data
    expect(accounts).toEqual([expect.objectContaining({ id: bank.id, is_default: true })])
  })
})

describe('withdrawals', () => {
  it('needs a real name and a payment password first', async () => {
    const { session } = await registerPlayer(test)
    const call = caller(test, session.token)
    const account = await savedCryptoAccount(call)
    const withdraw = { info_id: account, amount: '10', password: PAYMENT_PASSWORD }
    expect((await call('POST', '/withdraw', withdraw)).json()).toMatchObject({
      code: 422,
      msg: 'REAL_NAME_MISSING',
    })
    await call('PUT', '/member/account', { real_name: 'Ana Lucky' })
    expect((await call('POST', '/withdraw', withdraw)).json()).toMatchObject({
      code: 422,
      msg: 'PAYMENT_PASSWORD_MISSING',
    })
  })

  it('checks the amount, the channel and the payment password, then holds the amount', async () => {
    const { call } = await fundedPlayer(test, '50', operator)
    const account = await savedCryptoAccount(call)
    const withdraw = (amount: string, password = PAYMENT_PASSWORD, infoId = account) =>
      call('POST', '/withdraw', { info_id: infoId, amount, password })
    expect((await withdraw('10.5')).json().msg).toBe('WITHDRAWAL_NOT_WHOLE_NUMBER')
    expect((await withdraw('1')).json()).toMatchObject({ msg: 'BELOW_MIN_WITHDRAWAL', data: { limit: '2' } })
    expect((await withdraw('51')).json()).toMatchObject({ code: 422, msg: 'INSUFFICIENT_BALANCE' })
    expect((await withdraw('10', '000000')).json()).toMatchObject({
      msg: 'PAYMENT_PASSWORD_WRONG',
      data: { field: 'password', attempts_left: 4 },
    })
    const bep20 = (
      await call('POST', '/bank_information', {
        account_type: 'crypto',
        network: 'BEP20',
        account_no: `0x${'ab'.repeat(20)}`,
        account_name: 'Ana',
      })
    ).json().data.id
    expect((await withdraw('10', PAYMENT_PASSWORD, bep20)).json().msg).toBe('WITHDRAWAL_CHANNEL_NOT_ALLOWED')

    const done = (await withdraw('10')).json().data
    expect(done).toMatchObject({
      amount: '10',
      network_fee: '1',
      net_amount: '9',
      status: 0,
      account_no: 'TLa2f6…YjU7',
    })
    expect(await balanceOf(call)).toMatchObject({ score: '40', held: '10' })
    const listed = (await call('GET', '/withdraw')).json().data
    expect(listed).toMatchObject({ total: 1, list: [{ order_id: done.order_id }] })
  })

  it('pays on approval, returns the money on rejection, and reviews each request once', async () => {
    const { call, session } = await fundedPlayer(test, '100', operator)
    const account = await savedCryptoAccount(call)
    const first = (
      await call('POST', '/withdraw', { info_id: account, amount: '30', password: PAYMENT_PASSWORD })
    ).json().data
    const second = (
      await call('POST', '/withdraw', { info_id: account, amount: '20', password: PAYMENT_PASSWORD })
    ).json().data
    const pending = (
      await asOperator()('GET', `/operator/withdrawals?status=0&user_id=${session.user_id}`)
    ).json().data.list
    const idOf = (orderId: string) => pending.find((row: { order_id: string }) => row.order_id === orderId)
    expect(idOf(first.order_id)).toMatchObject({
      user_id: session.user_id,
      real_name: 'Ana Lucky',
      full_account_no: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7',
    })

    const approveOnce = { 'idempotency-key': randomUUID() }
    const approveUrl = `/operator/withdrawals/${idOf(first.order_id).id}/approve`
    const approved = await asOperator()('POST', approveUrl, undefined, approveOnce)
    expect(approved.json().data).toMatchObject({ status: 3 })
    // The operator's retry of the same click replays the approval instead of failing.
    expect((await asOperator()('POST', approveUrl, undefined, approveOnce)).json()).toEqual(approved.json())
    expect(
      (await asOperator()('POST', `/operator/withdrawals/${idOf(first.order_id).id}/approve`)).json(),
    ).toMatchObject({
      code: 409,
      msg: 'WITHDRAWAL_NOT_PENDING',
    })
    const noReason = await asOperator()('POST', `/operator/withdrawals/${idOf(second.order_id).id}/reject`, {
      reason: '',
    })
    expect(noReason.json().msg).toBe('VALIDATION_FAILED')
    const rejected = await asOperator()('POST', `/operator/withdrawals/${idOf(second.order_id).id}/reject`, {
      reason: 'Account name does not match',
    })
    expect(rejected.json().data).toMatchObject({ status: 4, remark: 'Account name does not match' })
    expect(await balanceOf(call)).toMatchObject({ score: '70', held: '0' })

    const log = (await call('GET', '/member/change_log')).json().data
    expect(log.kinds).toMatchObject({ 34: 'recharge', 50: 'withdraw' })
    expect(
      log.list.map((entry: { kind: number; amount: string; balance: string }) => [
        entry.kind,
        entry.amount,
        entry.balance,
      ]),
    ).toEqual([
      [51, '20', '70'],
      [50, '-20', '50'],
      [50, '-30', '70'],
      [70, '100', '100'],
    ])
    // Orders keep their numbers; the adjustment's internal reference is no text for the player.
    expect(log.list.map((entry: { remark: string }) => entry.remark)).toEqual([
      second.order_id,
      second.order_id,
      expect.stringMatching(/\S/),
      '',
    ])
    const withdrawOnly = (await call('GET', '/member/change_log?kind=50')).json().data
    expect(withdrawOnly.total).toBe(2)
    const actions = (await asOperator()('GET', '/operator/actions')).json().data.list
    expect(actions[0]).toMatchObject({
      action: 'reject_withdrawal',
      target: second.order_id,
      reason: 'Account name does not match',
    })
  })

  it('keeps players and operators apart', async () => {
    const { session } = await registerPlayer(test)
    expect((await caller(test, session.token)('GET', '/operator/withdrawals')).statusCode).toBe(401)
    expect((await asOperator()('GET', '/member/account')).statusCode).toBe(401)
    const asPlayer = await test.app.inject({
      method: 'POST',
      url: '/sports/api/v1/operator/sign_in',
      payload: { email: 'player@example.com', password: 'winning42' },
    })
    expect(asPlayer.json()).toMatchObject({ code: 401, msg: 'INVALID_CREDENTIALS' })
  })
})

describe('balance adjustments', () => {
  it('needs a reason and never takes a player below zero', async () => {
    const { session, call } = await fundedPlayer(test, '5', operator)
    const adjust = (amount: string, reason = 'goodwill') =>
      asOperator()('POST', '/operator/adjustments', {
        user_id: session.user_id,
        amount,
        reason,
        reason_code: 'goodwill',
      })
    expect((await adjust('-5.000001')).json()).toMatchObject({ code: 422, msg: 'INSUFFICIENT_BALANCE' })
    expect((await adjust('2', '')).json().msg).toBe('VALIDATION_FAILED')
    expect((await adjust('-1.5')).json().data).toMatchObject({ score: '3.5' })
    expect(
      (
        await asOperator()('POST', '/operator/adjustments', {
          user_id: 999999,
          amount: '1',
          reason: 'x-x',
          reason_code: 'other',
        })
      ).json().msg,
    ).toBe('UNKNOWN_PLAYER')
    expect((await balanceOf(call)).score).toBe('3.5')
  })
})

describe('daily check-in', () => {
  it('pays once a day and continues the streak the next day', async () => {
    const { email } = await registerPlayer(test)
    const signIn = async () =>
      (
        await test.app.inject({
          method: 'POST',
          url: '/sports/api/v1/sign_in/',
          headers: PLATFORM,
          payload: { account: email, password: 'winning42' },
        })
      ).json().data.token as string
    let rewards = caller(test, await signIn(), '/activities')
    const before = (await rewards('GET', '/benefit/check_in')).json().data
    expect(before).toMatchObject({ checked_in_today: false, next_day: 1 })
    expect(before.rewards).toHaveLength(7)
    expect((await rewards('POST', '/benefit/check_in')).json().data).toMatchObject({
      streak_day: 1,
      reward: '0.5',
      score: '0.5',
    })
    expect((await rewards('POST', '/benefit/check_in')).json()).toMatchObject({
      code: 422,
      msg: 'ALREADY_CHECKED_IN',
    })
    expect((await rewards('GET', '/benefit/check_in')).json().data).toMatchObject({
      checked_in_today: true,
      streak: 1,
    })
    test.clock.advanceBy(24 * 3600_000)
    rewards = caller(test, await signIn(), '/activities')
    expect((await rewards('POST', '/benefit/check_in')).json().data).toMatchObject({
      streak_day: 2,
      reward: '1',
      score: '1.5',
    })
  })
})

describe('every wallet call answers only for the caller', () => {
  it('gives player B nothing of player A’s money, whatever ids B sends', async () => {
    const backOffice = await operatorToken(test)
    const a = await fundedPlayer(test, '100', backOffice)
    const b = await fundedPlayer(test, '10', backOffice)
    const accountOfA = await savedCryptoAccount(a.call)
    const depositOfA = (await a.call('POST', '/recharge', { channel_id: 4, amount: '100' })).json().data
    const withdrawalOfA = (
      await a.call('POST', '/withdraw', { info_id: accountOfA, amount: '10', password: PAYMENT_PASSWORD })
    ).json().data
    const before = await balanceOf(a.call)
    const bAsA = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
      b.call(method, url, payload && { ...payload, user_id: a.session.user_id }, {
        'user-id': String(a.session.user_id),
      })

    const refusals = [
      await bAsA('DELETE', `/bank_information?info_id=${accountOfA}`),
      await bAsA('POST', '/withdraw', { info_id: accountOfA, amount: '5', password: PAYMENT_PASSWORD }),
      await bAsA('POST', '/continueRecharge', { order_id: depositOfA.order_id }),
    ]
    expect(refusals.map((response) => response.json().msg)).toEqual([
      'UNKNOWN_ACCOUNT',
      'UNKNOWN_ACCOUNT',
      'UNKNOWN_ORDER',
    ])
    const lists = {
      accounts: (await bAsA('GET', '/bank_information')).json().data,
      deposits: (await bAsA('GET', '/recharge')).json().data.list,
      withdrawals: (await bAsA('GET', '/withdraw')).json().data.list,
      changes: (await bAsA('GET', '/member/change_log')).json().data.list,
    }
    expect(JSON.stringify(lists)).not.toContain(depositOfA.order_id)
    expect(JSON.stringify(lists)).not.toContain(withdrawalOfA.order_id)
    expect(lists.accounts).toEqual([])
    expect((await bAsA('GET', '/member/account')).json().data.score).toBe('10')
    expect(await balanceOf(a.call)).toEqual(before)
  })
})
