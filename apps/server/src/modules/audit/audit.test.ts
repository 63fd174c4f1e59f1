import type { OperatorAction, OperatorActionPage } from '@app/contract'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../test/test-app'
import {
  caller,
  DEMO_OPERATORS,
  fundedPlayer,
  PAYMENT_PASSWORD,
  type SignedInOperator,
  savedCryptoAccount,
  signedInOperator,
} from '../../test/wallet-helpers'
import { verifyLedger } from '../ledger/ledger.service'

let test: TestApp
let admin: SignedInOperator
let finance: SignedInOperator
let support: SignedInOperator

beforeAll(async () => {
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

async function search(query: string): Promise<OperatorActionPage> {
  const response = await as(admin)('GET', `/operator/actions?${query}`)
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data
}

/** The only row the log holds for a target and action; fails when there are none or several. */
async function onlyAction(target: string, action: string): Promise<OperatorAction> {
  const page = await search(`target=${encodeURIComponent(target)}&action=${encodeURIComponent(action)}`)
  expect(page.total, `${action} on ${target}`).toBe(1)
  const [row] = page.list
  if (!row) throw new Error(`no ${action} on ${target}`)
  return row
}

async function succeeded(response: Promise<{ statusCode: number; body: string }>) {
  const done = await response
  expect(done.statusCode, done.body).toBe(200)
}

describe('the audit log', () => {
  it('keeps one row per write with the roles, the address and the target before and after', async () => {
    const { session, call } = await fundedPlayer(test, '100', admin.token)
    const user = `user:${session.user_id}`

    // An adjustment by finance: the balance before and after.
    await succeeded(
      as(finance)('POST', '/operator/adjustments', {
        user_id: session.user_id,
        amount: '25',
        reason: 'Goodwill after an outage',
        reason_code: 'goodwill',
      }),
    )
    const adjustments = await search(`target=${user}&action=adjust_balance`)
    expect(adjustments.total).toBe(2)
    expect(adjustments.list[0]).toMatchObject({
      operator_id: finance.id,
      operator_email: DEMO_OPERATORS.finance.email,
      operator_roles: ['finance'],
      client_address: '127.0.0.1',
      reason: 'Goodwill after an outage',
      details: { amount: '25', reason_code: 'goodwill' },
      before: { balance: '100' },
      after: { balance: '125' },
    })

    // A withdrawal approved and another rejected: the status before and after.
    const account = await savedCryptoAccount(call)
    const withdraw = async (amount: string) =>
      (await call('POST', '/withdraw', { info_id: account, amount, password: PAYMENT_PASSWORD })).json().data
        .order_id as string
    const paid = await withdraw('30')
    const refused = await withdraw('20')
    const queue = (
      await as(finance)('GET', `/operator/withdrawals?status=0&user_id=${session.user_id}`)
    ).json().data.list as { id: number; order_id: string }[]
    const idOf = (orderId: string) => queue.find((row) => row.order_id === orderId)?.id
    await succeeded(as(finance)('POST', `/operator/withdrawals/${idOf(paid)}/approve`))
    await succeeded(
      as(finance)('POST', `/operator/withdrawals/${idOf(refused)}/reject`, { reason: 'Name mismatch' }),
    )
    expect(await onlyAction(paid, 'approve_withdrawal')).toMatchObject({
      before: { status: 0, reviewed_by: null },
      after: { status: 1, reviewed_by: finance.id },
    })
    expect(await onlyAction(refused, 'reject_withdrawal')).toMatchObject({
      reason: 'Name mismatch',
      before: { status: 0, reviewed_by: null },
      after: { status: 4, reviewed_by: finance.id, remark: 'Name mismatch' },
    })

    // A note (a creation: nothing before) and a lock by support.
    await succeeded(
      as(support)('POST', `/operator/players/${session.user_id}/notes`, { body: 'Called twice.' }),
    )
    const note = await onlyAction(user, 'player.note')
    expect(note).toMatchObject({
      operator_roles: ['support'],
      before: null,
      after: { body: 'Called twice.' },
    })
    await succeeded(
      as(support)('POST', `/operator/players/${session.user_id}/lock`, { reason: 'Fraud check' }),
    )
    expect(await onlyAction(user, 'player.lock')).toMatchObject({
      before: { locked_at: null, lock_reason: null },
      after: { locked_by: support.id, lock_reason: 'Fraud check' },
    })

    // A chat mute by the admin, whose roles are kept as they were.
    await succeeded(
      as(admin)('POST', '/operator/chat/sanctions', {
        user_id: session.user_id,
        kind: 'mute',
        minutes: 10,
        reason: 'Spam',
      }),
    )
    const mute = await onlyAction(user, 'chat.mute')
    expect(mute).toMatchObject({
      operator_roles: ['admin'],
      before: { muted_until: null, banned: false },
      after: {
        muted_until: new Date(Date.parse(mute.created_at) + 10 * 60_000).toISOString(),
        banned: false,
      },
    })
  })

  it('searches by operator, action, target, period and free text, newest first, a page at a time', async () => {
    const { session } = await fundedPlayer(test, '0', admin.token)
    const user = `user:${session.user_id}`
    for (const body of ['First call about bonus', 'Second call about KYC', 'Third call about bonus']) {
      await succeeded(as(support)('POST', `/operator/players/${session.user_id}/notes`, { body }))
    }
    const notes = await search(`target=${user}&operator=${support.id}&limit=2`)
    expect(notes.total).toBe(3)
    expect(notes.list.map((row) => row.after?.body)).toEqual([
      'Third call about bonus',
      'Second call about KYC',
    ])
    expect((await search(`target=${user}&operator=${support.id}&start=2&limit=2`)).list).toHaveLength(1)
    expect((await search(`target=${user}&operator=${admin.id}`)).total).toBe(0)
    // Free text reaches the snapshots, in any case, and takes % and _ literally.
    expect((await search(`target=${user}&q=BONUS`)).total).toBe(2)
    expect((await search(`target=${user}&q=${encodeURIComponent('%')}`)).total).toBe(0)
    const now = test.clock.now().getTime()
    const at = (offset: number) => encodeURIComponent(new Date(now + offset).toISOString())
    expect((await search(`target=${user}&from=${at(-60_000)}&to=${at(60_000)}`)).total).toBe(3)
    expect((await search(`target=${user}&from=${at(60_000)}`)).total).toBe(0)
    expect((await search(`target=${user}&to=${at(-60_000)}`)).total).toBe(0)
    const badRange = await as(admin)('GET', '/operator/actions?from=yesterday')
    expect(badRange.json()).toMatchObject({ code: 400, msg: 'VALIDATION_FAILED', data: { field: 'from' } })
  })

  it('refuses to change or remove a row, even to the database owner', async () => {
    const { session } = await fundedPlayer(test, '0', admin.token)
    await succeeded(
      as(support)('POST', `/operator/players/${session.user_id}/notes`, { body: 'Kept for good.' }),
    )
    const { id } = await onlyAction(`user:${session.user_id}`, 'player.note')
    const db = test.database.db
    await expect(
      sql`update operator_actions set reason = 'rewritten' where id = ${id}`.execute(db),
    ).rejects.toThrow(/append-only/)
    await expect(sql`update operator_actions set after = null where id = ${id}`.execute(db)).rejects.toThrow(
      /append-only/,
    )
    await expect(sql`delete from operator_actions where id = ${id}`.execute(db)).rejects.toThrow(
      /append-only/,
    )
    await expect(sql`truncate operator_actions cascade`.execute(db)).rejects.toThrow(/append-only/)
    expect(await onlyAction(`user:${session.user_id}`, 'player.note')).toMatchObject({
      id,
      reason: null,
      after: { body: 'Kept for good.' },
    })
  })

  it('is for admins only: other duties 403, a player token and no token 401', async () => {
    const { session } = await fundedPlayer(test, '0', admin.token)
    for (const operator of [finance, support]) {
      const refused = await as(operator)('GET', '/operator/actions')
      expect(refused.statusCode).toBe(403)
      expect(refused.json()).toMatchObject({ msg: 'FORBIDDEN' })
    }
    expect((await caller(test, session.token)('GET', '/operator/actions')).statusCode).toBe(401)
    expect((await caller(test, '')('GET', '/operator/actions')).statusCode).toBe(401)
  })
})
