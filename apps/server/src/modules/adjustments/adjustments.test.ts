import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../test/test-app'
import {
  balanceOf,
  caller,
  DEMO_OPERATORS,
  fundedPlayer,
  type SignedInOperator,
  signedInOperator,
} from '../../test/wallet-helpers'
import { verifyLedger } from '../ledger/ledger.service'

let test: TestApp
let admin: SignedInOperator
let finance: SignedInOperator
let support: SignedInOperator

beforeAll(async () => {
  // The default threshold: adjustments above 1000 USDT wait for a second operator.
  test = await startTestApp()
  admin = await signedInOperator(test)
  finance = await signedInOperator(test, DEMO_OPERATORS.finance)
  support = await signedInOperator(test, DEMO_OPERATORS.support)
})
afterAll(async () => {
  expect(await verifyLedger(test.database.db)).toEqual([])
  await test.close()
})

const as = (operator: SignedInOperator) => caller(test, operator.token)

async function requestAdjustment(
  maker: SignedInOperator,
  userId: number,
  amount: string,
  reason = 'VIP goodwill after an outage',
) {
  return as(maker)('POST', '/operator/adjustments', {
    user_id: userId,
    amount,
    reason,
    reason_code: 'goodwill',
  })
}

describe('maker-checker on balance adjustments', () => {
  it('applies an adjustment at or below the threshold at once, and records it', async () => {
    const { session, call } = await fundedPlayer(test, '0', admin.token)
    const applied = await requestAdjustment(admin, session.user_id, '1000')
    expect(applied.json().data).toMatchObject({ status: 'applied', score: '1000' })
    expect((await balanceOf(call)).score).toBe('1000')
    const listed = (await as(finance)('GET', '/operator/adjustments?status=applied&limit=100')).json().data
    expect(
      listed.list.find((row: { id: number }) => row.id === applied.json().data.adjustment_id),
    ).toMatchObject({
      user_id: session.user_id,
      amount: '1000',
      reason_code: 'goodwill',
      needs_approval: false,
      maker_id: admin.id,
      checker_id: null,
    })
  })

  it('holds a larger one until a second operator approves it; the maker cannot, and the balance moves once', async () => {
    const { session, call } = await fundedPlayer(test, '100', admin.token)
    const requested = await requestAdjustment(admin, session.user_id, '1500.5')
    expect(requested.json().data).toMatchObject({ status: 'pending', score: '100' })
    const adjustmentId = requested.json().data.adjustment_id as number
    expect((await balanceOf(call)).score).toBe('100')

    const pending = (await as(finance)('GET', '/operator/adjustments?status=pending&limit=100')).json().data
    expect(pending.approval_above).toBe('1000')
    expect(pending.list.find((row: { id: number }) => row.id === adjustmentId)).toMatchObject({
      status: 'pending',
      amount: '1500.5',
      needs_approval: true,
      maker_id: admin.id,
      reviewed_at: null,
    })

    // The maker, admin though they are, can neither approve nor reject their own request.
    const own = await as(admin)('POST', `/operator/adjustments/${adjustmentId}/approve`)
    expect(own.statusCode).toBe(403)
    expect(own.json()).toMatchObject({ code: 403, msg: 'ADJUSTMENT_NEEDS_SECOND_OPERATOR' })
    const ownReject = await as(admin)('POST', `/operator/adjustments/${adjustmentId}/reject`, {
      reason: 'changed my mind',
    })
    expect(ownReject.json().msg).toBe('ADJUSTMENT_NEEDS_SECOND_OPERATOR')
    expect((await balanceOf(call)).score).toBe('100')

    const key = { 'idempotency-key': randomUUID() }
    const approveUrl = `/operator/adjustments/${adjustmentId}/approve`
    const approved = await as(finance)('POST', approveUrl, undefined, key)
    expect(approved.statusCode).toBe(200)
    expect(approved.json().data).toMatchObject({
      id: adjustmentId,
      status: 'applied',
      maker_id: admin.id,
      checker_id: finance.id,
    })
    expect((await balanceOf(call)).score).toBe('1600.5')

    // The same click again replays the first answer; a new one finds it reviewed. Either way, once.
    expect((await as(finance)('POST', approveUrl, undefined, key)).json()).toEqual(approved.json())
    expect((await as(finance)('POST', approveUrl)).json()).toMatchObject({
      code: 409,
      msg: 'ADJUSTMENT_NOT_PENDING',
    })
    expect((await balanceOf(call)).score).toBe('1600.5')
    const log = (await call('GET', '/member/change_log')).json().data
    expect(log.list.map((entry: { amount: string }) => entry.amount)).toEqual(['1500.5', '100'])
  })

  it('moves nothing when a second operator rejects it, and needs a reason for that', async () => {
    const { session, call } = await fundedPlayer(test, '1000', admin.token)
    await requestAdjustment(admin, session.user_id, '1000')
    const requested = await requestAdjustment(finance, session.user_id, '-1200')
    expect(requested.json().data).toMatchObject({ status: 'pending', score: '2000' })
    const rejectUrl = `/operator/adjustments/${requested.json().data.adjustment_id}/reject`

    expect((await as(admin)('POST', rejectUrl, { reason: '' })).json().msg).toBe('VALIDATION_FAILED')
    const rejected = await as(admin)('POST', rejectUrl, { reason: 'No chargeback was received' })
    expect(rejected.json().data).toMatchObject({
      status: 'rejected',
      maker_id: finance.id,
      checker_id: admin.id,
      review_reason: 'No chargeback was received',
    })
    expect((await balanceOf(call)).score).toBe('2000')
    const approveAfter = await as(admin)('POST', rejectUrl.replace('/reject', '/approve'))
    expect(approveAfter.json().msg).toBe('ADJUSTMENT_NOT_PENDING')
    expect((await balanceOf(call)).score).toBe('2000')
  })

  it('keeps every step in the audit log with its reason', async () => {
    const { session } = await fundedPlayer(test, '0', admin.token)
    const requested = await requestAdjustment(admin, session.user_id, '5000', 'Tournament prize paid by hand')
    const adjustmentId = requested.json().data.adjustment_id
    await as(finance)('POST', `/operator/adjustments/${adjustmentId}/approve`)
    const actions = (await as(admin)('GET', '/operator/actions?limit=10')).json().data.list as {
      operator_id: number
      action: string
      target: string
      reason: string | null
    }[]
    const steps = actions.filter((action) => action.target === `adjustment:${adjustmentId}`)
    expect(steps).toEqual([
      expect.objectContaining({
        action: 'approve_adjustment',
        operator_id: finance.id,
        reason: 'Tournament prize paid by hand',
      }),
      expect.objectContaining({
        action: 'request_adjustment',
        operator_id: admin.id,
        reason: 'Tournament prize paid by hand',
      }),
    ])
  })

  it('refuses a debit the balance cannot cover, when asked and again when approved', async () => {
    const { session, call } = await fundedPlayer(test, '500', admin.token)
    expect((await requestAdjustment(admin, session.user_id, '-1500')).json()).toMatchObject({
      code: 422,
      msg: 'INSUFFICIENT_BALANCE',
    })

    await as(admin)('POST', '/operator/adjustments', {
      user_id: session.user_id,
      amount: '1000',
      reason: 'top-up to test a later debit',
      reason_code: 'correction',
    })
    const debit = await requestAdjustment(admin, session.user_id, '-1400')
    expect(debit.json().data.status).toBe('pending')
    // Another debit lands before the checker gets to this one.
    await as(admin)('POST', '/operator/adjustments', {
      user_id: session.user_id,
      amount: '-200',
      reason: 'reverse a duplicate bonus',
      reason_code: 'bonus',
    })
    const approveUrl = `/operator/adjustments/${debit.json().data.adjustment_id}/approve`
    expect((await as(finance)('POST', approveUrl)).json()).toMatchObject({
      code: 422,
      msg: 'INSUFFICIENT_BALANCE',
    })
    expect((await balanceOf(call)).score).toBe('1300')
    const stillPending = (await as(finance)('GET', '/operator/adjustments?status=pending&limit=100')).json()
      .data.list
    expect(stillPending.map((row: { id: number }) => row.id)).toContain(debit.json().data.adjustment_id)
  })

  it('lets one of two checkers approving at once win', async () => {
    const { session, call } = await fundedPlayer(test, '0', admin.token)
    const requested = await requestAdjustment(admin, session.user_id, '2500')
    const approveUrl = `/operator/adjustments/${requested.json().data.adjustment_id}/approve`
    const answers = await Promise.all(Array.from({ length: 6 }, () => as(finance)('POST', approveUrl)))
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1)
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(5)
    expect((await balanceOf(call)).score).toBe('2500')
  })

  it('asks for a reason code from the fixed list, and names an unknown adjustment', async () => {
    const { session } = await fundedPlayer(test, '0', admin.token)
    const body = { user_id: session.user_id, amount: '5', reason: 'welcome back' }
    expect((await as(admin)('POST', '/operator/adjustments', body)).json()).toMatchObject({
      code: 400,
      msg: 'VALIDATION_FAILED',
      data: { field: 'reason_code' },
    })
    expect(
      (await as(admin)('POST', '/operator/adjustments', { ...body, reason_code: 'gift' })).json().data.field,
    ).toBe('reason_code')
    expect((await as(finance)('POST', '/operator/adjustments/99999999/approve')).json()).toMatchObject({
      code: 404,
      msg: 'UNKNOWN_ADJUSTMENT',
    })
  })

  it('is finance’s work: a support-only operator is refused every adjustment call', async () => {
    const { session } = await fundedPlayer(test, '0', admin.token)
    const pending = (await requestAdjustment(admin, session.user_id, '1200')).json().data.adjustment_id
    for (const [method, url, body] of [
      ['GET', '/operator/adjustments', undefined],
      [
        'POST',
        '/operator/adjustments',
        { user_id: session.user_id, amount: '1', reason: 'r-r', reason_code: 'other' },
      ],
      ['POST', `/operator/adjustments/${pending}/approve`, undefined],
      ['POST', `/operator/adjustments/${pending}/reject`, { reason: 'not mine to judge' }],
    ] as const) {
      const answer = await as(support)(method, url, body)
      expect(answer.statusCode, `${method} ${url}`).toBe(403)
      expect(answer.json().msg).toBe('FORBIDDEN')
    }
  })
})
