import { randomUUID } from 'node:crypto'
import type { SportsMatch } from '@app/contract'
import { MATCH_STATUS, money, toDecimalString } from '@app/domain'
import fc from 'fast-check'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../test/test-app'
import { balanceOf, caller, fundedPlayer, operatorToken } from '../../test/wallet-helpers'
import { usdtText } from '../ledger/ledger.repository'
import { verifyLedger } from '../ledger/ledger.service'

// Bet placements write their Idempotency-Key with the answer in the statement that places the bet
// (runInOneStatement); these prove the key's promises hold without a claim taken beforehand.

let test: TestApp
let operator: string
beforeAll(async () => {
  test = await startTestApp()
  operator = await operatorToken(test)
  await test.app.sportsWorker.tick()
  await test.app.drawWorker.tick()
})
afterAll(async () => {
  expect(await verifyLedger(test.database.db)).toEqual([])
  await test.close()
})

const anyone = () => caller(test, '')

async function soccerSlip() {
  const soon = test.clock.now().getTime() + 5 * 60_000
  const list: SportsMatch[] = (await anyone()('GET', '/soccer?limit=40')).json().data.list
  const open = list.filter(
    (match) => match.status === MATCH_STATUS.open && Date.parse(match.match_start_time) > soon,
  )
  const picks = open.slice(0, 2).map((match) => {
    const home = match.odds.find((entry) => entry.kind === 'wl' && entry.name === 'H')
    if (!home) throw new Error(`${match.match_id} has no home price`)
    return { match_id: match.match_id, kind: 'wl', name: 'H', handicap_val: null, odds: home.odds }
  })
  return { body: { picks, folds: [2], cast_value: '2', multiple: 1, accept_changed_odds: true } }
}

async function markSixSlip() {
  const draw = (await anyone()('GET', '/hkmarksix/current')).json().data
  return {
    game: 'hkmarksix',
    draw_id: draw.id,
    entries: [
      { type: 'specialCodeSide', prop: 'big', amount: '3' },
      { type: 'specialCode', prop: '7', amount: '1' },
    ],
  }
}

describe('a bet placed under an Idempotency-Key', () => {
  it('is placed once when the same sports slip arrives 20 times at once, each answered with that bet', async () => {
    const { call } = await fundedPlayer(test, '100', operator)
    const { body } = await soccerSlip()
    const key = { 'idempotency-key': randomUUID() }
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call('POST', '/soccer/bet', body, key)),
    )
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200))
    expect(new Set(answers.map((answer) => answer.json().data.bet_id)).size).toBe(1)
    expect((await balanceOf(call)).score).toBe('98')
    expect((await call('GET', '/soccer/mybet?limit=10')).json().data.total).toBe(1)
  })

  it('is placed once when the same Mark Six slip arrives 20 times at once, each given the first answer', async () => {
    const { call } = await fundedPlayer(test, '100', operator)
    const body = await markSixSlip()
    const key = { 'idempotency-key': randomUUID() }
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call('POST', '/lottery/bet', body, key)),
    )
    const [first] = answers
    expect(first?.json().data).toMatchObject({ total: '4', score: '96' })
    for (const answer of answers) expect(answer.json()).toEqual(first?.json())
    expect((await balanceOf(call)).score).toBe('96')
  })

  it('answers a refusal again when retried, even once the refusal no longer holds', async () => {
    const { call, session } = await fundedPlayer(test, '1', operator)
    const body = await markSixSlip()
    const key = { 'idempotency-key': randomUUID() }
    const refused = await call('POST', '/lottery/bet', body, key)
    expect(refused.statusCode).toBe(422)
    expect(refused.json().msg).toBe('INSUFFICIENT_BALANCE')
    const funds = { user_id: session.user_id, amount: '10', reason: 'test funds', reason_code: 'other' }
    expect((await caller(test, operator)('POST', '/operator/adjustments', funds)).statusCode).toBe(200)
    expect((await call('POST', '/lottery/bet', body, key)).json()).toEqual(refused.json())
    expect((await balanceOf(call)).score).toBe('11')
  })

  it('refuses the same key with another slip and moves no money', async () => {
    const { call } = await fundedPlayer(test, '100', operator)
    const body = await markSixSlip()
    const key = { 'idempotency-key': randomUUID() }
    expect((await call('POST', '/lottery/bet', body, key)).statusCode).toBe(200)
    const other = { ...body, entries: [{ type: 'specialCodeSide', prop: 'small', amount: '3' }] }
    const reused = await call('POST', '/lottery/bet', other, key)
    expect(reused.statusCode).toBe(409)
    expect(reused.json().msg).toBe('IDEMPOTENCY_KEY_REUSED')
    expect((await balanceOf(call)).score).toBe('96')
  })

  it('refuses a bet once the sign-in is closed, though its token has not expired, and moves nothing', async () => {
    const { call } = await fundedPlayer(test, '100', operator)
    const slip = await soccerSlip()
    const lottery = await markSixSlip()
    expect((await call('POST', '/sign_out')).statusCode).toBe(200)
    const key = { 'idempotency-key': randomUUID() }
    for (const [path, body] of [
      ['/soccer/bet', slip.body],
      ['/lottery/bet', lottery],
    ] as const) {
      const refused = await call('POST', path, body, key)
      expect(refused.statusCode).toBe(401)
      expect(refused.json().msg).toBe('UNAUTHORIZED')
    }
    const rows = await test.database.db
      .selectFrom('idempotency_keys')
      .select('key')
      .where('key', '=', key['idempotency-key'])
      .execute()
    expect(rows).toEqual([])
  })

  it('replays the placed bet when retried after its matches have closed', async () => {
    const { call } = await fundedPlayer(test, '100', operator)
    const { body } = await soccerSlip()
    const key = { 'idempotency-key': randomUUID() }
    const placed = await call('POST', '/soccer/bet', body, key)
    expect(placed.statusCode).toBe(200)
    await test.database.db
      .updateTable('sports_matches')
      .set({ status: MATCH_STATUS.closed })
      .where(
        'id',
        'in',
        body.picks.map((pick) => pick.match_id),
      )
      .execute()
    const retried = await call('POST', '/soccer/bet', body, key)
    expect(retried.json()).toEqual(placed.json())
    const fresh = await call('POST', '/soccer/bet', body)
    expect(fresh.json().msg).toBe('MATCH_CLOSED')
    expect((await balanceOf(call)).score).toBe('98')
  })
})

describe('usdtText', () => {
  it('writes micro-USDT in SQL exactly as toDecimalString does', async () => {
    await fc.assert(
      fc.asyncProperty(fc.bigInt({ min: 0n, max: 10n ** 15n }), async (micro) => {
        const { rows } = await sql<{
          text: string
        }>`select ${usdtText(sql`${String(micro)}::bigint`)} as text`.execute(test.database.db)
        expect(rows[0]?.text).toBe(toDecimalString(money(micro)))
      }),
      { numRuns: 200 },
    )
  })
})
