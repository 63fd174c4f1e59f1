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

test.afterEach(killStartedServers)

/** A weekly Mark Six variant: its draw stays open for days, so every retry meets the same draw. */
const GAME = 'hkmarksix'
const STAKE = 1
const BURST = 150

type Answer = { key: string; slipId: number | null }

async function placeBet(base: string, token: string, drawId: number, key: string): Promise<number | null> {
  try {
    const response = await fetch(`${base}/sports/api/v1/lottery/bet`, {
      method: 'POST',
      headers: { authorization: token, 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify({
        game: GAME,
        draw_id: drawId,
        entries: [{ type: 'specialCodeSide', prop: 'big', amount: String(STAKE) }],
      }),
    })
    const body = await response.json()
    return body.code === 0 ? (body.data.slip_id as number) : null
  } catch {
    // Refused at the door or cut off: not acknowledged.
    return null
  }
}

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/sports/api/v1/sign_in/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', platform: '1' },
    body: JSON.stringify({ account: 'player@example.com', password: 'winning42' }),
  })
  return (await response.json()).data.token
}

async function balanceOf(base: string, token: string): Promise<number> {
  const response = await fetch(`${base}/sports/api/v1/member/account`, { headers: { authorization: token } })
  return Number((await response.json()).data.score)
}

test('SIGTERM in the middle of a burst of placements answers or refuses each one whole, and every key can be retried', async () => {
  test.setTimeout(120_000)
  await onFreshDatabase(
    'shutdown',
    { RATE_LIMIT_PER_MINUTE: '1000000', AUTH_RATE_LIMIT_PER_MINUTE: '1000000' },
    async ({ name, base, env }) => {
      const first = start(env)
      await waitForReady(base, first)
      const token = await signIn(base)
      const opening = await balanceOf(base, token)
      const draw = (await (await fetch(`${base}/sports/api/v1/${GAME}/current`)).json()).data

      const answers: Answer[] = []
      const burst = Array.from({ length: BURST }, async () => {
        const key = randomUUID()
        answers.push({ key, slipId: await placeBet(base, token, draw.id, key) })
      })
      const until = Date.now() + 20_000
      while (answers.filter((answer) => answer.slipId !== null).length < 10 && Date.now() < until) {
        await new Promise((wake) => setTimeout(wake, 2))
      }
      const stopped = stop(first)
      await Promise.all(burst)
      const { code } = await stopped
      expect(code, first.output().slice(-4000)).toBe(0)
      // Nothing ran on after the database was closed.
      expect(first.output()).not.toMatch(/destroyed|Cannot use a pool after calling end|pool.*ended/i)

      const acknowledged = answers.filter((answer) => answer.slipId !== null)
      expect(acknowledged.length).toBeGreaterThanOrEqual(10)
      expect(ledgerVerdict(name).status).toBe(0)

      const second = start(env)
      await waitForReady(base, second)
      const again = await signIn(base)
      // Every acknowledged slip was kept, and nothing else was: a refused placement moved no money.
      expect(await balanceOf(base, again)).toBe(opening - STAKE * acknowledged.length)
      // Every key can be retried: a kept slip answers again as itself, a refused one is placed now.
      for (const answer of answers) {
        const retried = await placeBet(base, again, draw.id, answer.key)
        expect(retried, answer.key).not.toBeNull()
        if (answer.slipId !== null) expect(retried).toBe(answer.slipId)
      }
      expect(await balanceOf(base, again)).toBe(opening - STAKE * BURST)
      expect((await stop(second)).code).toBe(0)
    },
  )
})
