import { randomUUID } from 'node:crypto'
import { expect, test } from '@playwright/test'
import {
  killStartedServers,
  ledgerVerdict,
  onFreshDatabase,
  start,
  stop,
  waitForReady,
} from './server-process'
import { DEMO_OPERATORS, operatorSignIn } from './support'

test.afterEach(killStartedServers)

const PAYMENT_PASSWORD = '135790'

type Api = (method: string, path: string, body?: object, key?: string) => Promise<Response>

function api(base: string, token: string, group = '/sports'): Api {
  return (method, path, body, key) =>
    fetch(`${base}${group}/api/v1${path}`, {
      method,
      headers: {
        authorization: token,
        'content-type': 'application/json',
        platform: '1',
        ...(key ? { 'idempotency-key': key } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    })
}

async function dataOf(response: Promise<Response>) {
  const body = await (await response).json()
  if (body.code !== 0) throw new Error(`call failed: ${JSON.stringify(body)}`)
  return body.data
}

test('a SIGKILL in the middle of a burst loses no acknowledged request and leaves the ledger sound', async () => {
  test.setTimeout(120_000)
  await onFreshDatabase(
    'crash',
    { RATE_LIMIT_PER_MINUTE: '1000000', AUTH_RATE_LIMIT_PER_MINUTE: '1000000' },
    async ({ name, base, env }) => {
      const first = start(env)
      await waitForReady(base, first)

      const signIn = await dataOf(
        api(base, '')('POST', '/sign_in/', { account: 'player@example.com', password: 'winning42' }),
      )
      const player = api(base, signIn.token)
      await dataOf(player('PUT', '/member/account', { real_name: 'Demo Player' }))
      await dataOf(
        player('PUT', '/member/bank_password', {
          password: PAYMENT_PASSWORD,
          confirm_password: PAYMENT_PASSWORD,
        }),
      )
      const account = await dataOf(
        player('POST', '/bank_information', {
          account_type: 'crypto',
          network: 'TRC20',
          account_no: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7',
          account_name: 'Demo Player',
        }),
      )
      const operatorSession = await dataOf(
        api(base, '')('POST', '/operator/sign_in', await operatorSignIn(DEMO_OPERATORS.admin)),
      )
      const operator = api(base, operatorSession.token)

      // A burst of money calls of every kind; the ones answered 200 are the acknowledged ones.
      const acknowledged = {
        withdrawals: [] as string[],
        deposits: [] as string[],
        adjustments: [] as number[],
      }
      const burst = Array.from({ length: 90 }, async (_, index) => {
        const kind = index % 3
        try {
          if (kind === 0) {
            const body = { info_id: account.id, amount: '2', password: PAYMENT_PASSWORD }
            const data = await dataOf(player('POST', '/withdraw', body, randomUUID()))
            acknowledged.withdrawals.push(data.order_id)
          } else if (kind === 1) {
            const data = await dataOf(
              player('POST', '/recharge', { channel_id: 1, amount: '100' }, randomUUID()),
            )
            acknowledged.deposits.push(data.order_id)
          } else {
            const body = { user_id: signIn.user_id, amount: '1', reason: 'crash drill', reason_code: 'other' }
            acknowledged.adjustments.push(
              (await dataOf(operator('POST', '/operator/adjustments', body, randomUUID()))).action_id,
            )
          }
        } catch {
          // Refused or cut off by the kill: not acknowledged, so the server owes it nothing.
        }
      })
      const until = Date.now() + 20_000
      while (acknowledged.withdrawals.length < 3 && Date.now() < until) {
        await new Promise((wake) => setTimeout(wake, 5))
      }
      first.child.kill('SIGKILL')
      await Promise.all(burst)
      await first.exited
      const answered =
        acknowledged.withdrawals.length + acknowledged.deposits.length + acknowledged.adjustments.length
      expect(acknowledged.withdrawals.length).toBeGreaterThanOrEqual(3)
      expect(answered).toBeLessThan(90)

      const verify = ledgerVerdict(name)
      expect(verify.output).toContain('ledger is sound')
      expect(verify.status).toBe(0)

      const second = start(env)
      await waitForReady(base, second)
      const again = api(
        base,
        (
          await dataOf(
            api(base, '')('POST', '/sign_in/', { account: 'player@example.com', password: 'winning42' }),
          )
        ).token,
      )
      const withdrawals = await dataOf(again('GET', '/withdraw?limit=100'))
      const deposits = await dataOf(again('GET', '/recharge?limit=100'))
      const operatorAgain = api(
        base,
        (await dataOf(api(base, '')('POST', '/operator/sign_in', await operatorSignIn(DEMO_OPERATORS.admin))))
          .token,
      )
      const { list: actions } = await dataOf(operatorAgain('GET', '/operator/actions?limit=100'))
      const orderIds = (list: { order_id: string }[]) => list.map((item) => item.order_id)
      expect(orderIds(withdrawals.list)).toEqual(expect.arrayContaining(acknowledged.withdrawals))
      expect(orderIds(deposits.list)).toEqual(expect.arrayContaining(acknowledged.deposits))
      expect(actions.map((action: { id: number }) => action.id)).toEqual(
        expect.arrayContaining(acknowledged.adjustments),
      )
      const summary = await dataOf(again('GET', '/member/account'))
      const adjusted = actions.filter(
        (action: { action: string }) => action.action === 'adjust_balance',
      ).length
      // Every withdrawal that committed holds 2; every adjustment that committed added 1.
      expect(Number(summary.score) + Number(summary.held)).toBe(1000 + adjusted)
      expect(Number(summary.held)).toBe(2 * withdrawals.total)
      expect((await stop(second)).code).toBe(0)
    },
  )
})
