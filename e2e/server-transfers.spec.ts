import { expect, test } from '@playwright/test'
import {
  killStartedServers,
  ledgerVerdict,
  onFreshDatabase,
  start,
  stop,
  waitForReady,
} from './server-process'

test.afterEach(killStartedServers)

test('a server killed while the card room holds a transfer’s answer ends the order as the card room says after restart', async () => {
  test.setTimeout(120_000)
  await onFreshDatabase('transfer', {}, async ({ name, base, env }) => {
    const first = start(env)
    await waitForReady(base, first)

    const call = async (token: string, method: string, path: string, body?: object) => {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: token,
          'content-type': 'application/json',
          platform: '1',
          'idempotency-key': `${Date.now()}-${Math.random()}`,
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      })
      return (await response.json()) as { code: number; data: Record<string, unknown> }
    }
    const signIn = async () =>
      (
        await call('', 'POST', '/sports/api/v1/sign_in/', {
          account: 'player@example.com',
          password: 'winning42',
        })
      ).data.token as string
    let token = await signIn()
    const cash = async () => (await call(token, 'GET', '/sports/api/v1/member/account')).data.score
    const cardRoom = async () => (await call(token, 'GET', '/playcard/api/v1/ky/balance')).data
    expect(await cash()).toBe('1000')

    // The card room makes the transfer and holds its answer; the server dies waiting for it.
    const held = await fetch(`${base}/studio/dev/faults`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ holdTransferReply: true }),
    })
    expect(held.ok).toBe(true)
    void call(token, 'POST', '/playcard/api/v1/ky/transfer_in', { money: '50' }).catch(() => undefined)
    await expect(async () => expect((await cardRoom()).balance).toBe('50')).toPass({ timeout: 4000 })
    first.child.kill('SIGKILL')
    await first.exited

    // Nothing is lost while the order waits: 50 left the balance and sits in transit.
    const during = ledgerVerdict(name)
    expect(during.output).toContain('ledger is sound')
    expect(during.status).toBe(0)

    const second = start(env)
    await waitForReady(base, second)
    token = await signIn()
    const orders = (await call(token, 'GET', '/playcard/api/v1/ky/transfers')).data as {
      list: { order_id: string; status: string }[]
    }
    expect(orders.list).toHaveLength(1)
    expect(['pending', 'unknown']).toContain(orders.list[0]?.status)
    expect(await cash()).toBe('950')
    expect(await cardRoom()).toMatchObject({ balance: '50', in_transit: '50' })

    // The reconciler asks the card room about the order once it is old enough, and ends it as done.
    await call('', 'POST', '/sports/api/v1/dev/clock', { advance_seconds: 60 })
    await expect(async () => {
      const order = (await call(token, 'GET', `/playcard/api/v1/ky/transfers/${orders.list[0]?.order_id}`))
        .data
      expect(order.status).toBe('ok')
    }).toPass({ timeout: 30_000 })
    expect(await cash()).toBe('950')
    expect(await cardRoom()).toMatchObject({ balance: '50', in_transit: '0' })
    expect((await stop(second)).code).toBe(0)
    const after = ledgerVerdict(name)
    expect(after.output).toContain('ledger is sound')
    expect(after.status).toBe(0)
  })
})
