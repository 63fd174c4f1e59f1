import { GAME_ID, GAME_STATUS } from '@app/domain'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PLATFORM } from '../../test/accounts-helpers'
import { startTestApp, type TestApp } from '../../test/test-app'
import { TEST_DATABASE } from '../../test/test-database-settings'
import { balanceOf, caller, DEMO_OPERATORS, fundedPlayer, operatorToken } from '../../test/wallet-helpers'
import { verifyLedger } from '../ledger/ledger.service'
import { openUpcomingDraws, settleDraws } from './lottery.service'
import { type DrawResult, markSixResultOf } from './lottery-test-helpers'

let test: TestApp
let operator: string
beforeAll(async () => {
  test = await startTestApp()
  operator = await operatorToken(test)
  await test.app.drawWorker.tick()
})
afterAll(async () => {
  expect(await verifyLedger(test.database.db)).toEqual([])
  await test.close()
})

const anyone = () => caller(test, '')

async function signIn(email: string): Promise<string> {
  const response = await test.app.inject({
    method: 'POST',
    url: '/sports/api/v1/sign_in/',
    headers: PLATFORM,
    payload: { account: email, password: 'winning42' },
  })
  return response.json().data.token as string
}
const current = async (game: string) => (await anyone()('GET', `/${game}/current`)).json().data

/** Moves the clock past a draw's time and lets the engine close, draw and settle it. */
async function playThrough(draw: { draws_at: string }) {
  test.clock.advanceBy(Math.max(0, Date.parse(draw.draws_at) - test.clock.now().getTime()) + 1000)
  await test.app.drawWorker.tick()
}

/**
 * The galloping draw taking bets with at least 30 s of the test's time left before it closes: one
 * closing sooner is played through first, so a slip never races the close by the wall clock.
 */
async function gallopingDrawTakingBets() {
  const draw = await current('gallopingmarksix')
  if (Date.parse(draw.closes_at) - test.clock.now().getTime() >= 30_000) return draw
  await playThrough(draw)
  return current('gallopingmarksix')
}

describe('odds and draws', () => {
  it('lists every Mark Six price and keeps a draw open with its commitment and no seed', async () => {
    const odds = (await anyone()('GET', '/marksix/odds?game=gallopingmarksix')).json().data
    expect(odds).toContainEqual({
      top: 'specialCode',
      prop: '7',
      odd: '47.00',
      min: '1',
      max: expect.any(String),
    })
    expect((await anyone()('GET', '/marksix/odds?game=nope')).json()).toMatchObject({
      code: 404,
      msg: 'UNKNOWN_LOTTERY_GAME',
    })
    const draw = await current('gallopingmarksix')
    expect(draw).toMatchObject({ game: 'gallopingmarksix', status: 1, seed: null, result: null })
    expect(draw.commitment).toMatch(/^[0-9a-f]{64}$/)
    expect(Date.parse(draw.closes_at)).toBeLessThan(Date.parse(draw.draws_at))
    const hongKong = await current('hkmarksix')
    expect([2, 4, 6]).toContain(new Date(Date.parse(hongKong.draws_at) + 8 * 3600_000).getUTCDay())
  })
})

describe('a galloping Mark Six slip', () => {
  it('is accepted before close, refused after, drawn from its seed and settled exactly once', async () => {
    const { call, session } = await fundedPlayer(test, '100', operator)
    const draw = await gallopingDrawTakingBets()
    const slip = {
      game: 'gallopingmarksix',
      draw_id: draw.id,
      entries: [
        { type: 'specialCode', prop: '7', amount: '2' },
        { type: 'specialCodeSide', prop: 'big', amount: '5' },
        { type: 'specialCodeCombinationZodiacs', prop: 'level2:rat,ox,tiger', amount: '1' },
      ],
    }
    const key = { 'idempotency-key': `slip-key-${session.user_id}` }
    const placed = await call('POST', '/lottery/bet', slip, key)
    expect(placed.json().data).toMatchObject({ total: '10', score: '90' })
    expect((await call('POST', '/lottery/bet', slip, key)).json()).toEqual(placed.json())
    expect(placed.json().data.bets.map((bet: { combinations: number }) => bet.combinations)).toEqual([
      1, 1, 3,
    ])

    const refused = [
      [{ ...slip, entries: [{ type: 'specialCode', prop: '50', amount: '1' }] }, 'INVALID_SELECTION'],
      [
        { ...slip, entries: [{ type: 'specialCodeMergeAnimal', prop: 'rat', amount: '1' }] },
        'PICK_COUNT_NOT_ALLOWED',
      ],
      [{ ...slip, entries: [{ type: 'specialCode', prop: '7', amount: '0.5' }] }, 'BELOW_MIN_BET'],
      [{ ...slip, entries: [{ type: 'specialCode', prop: '7', amount: '500' }] }, 'INSUFFICIENT_BALANCE'],
    ] as const
    for (const [body, msg] of refused) expect((await call('POST', '/lottery/bet', body)).json().msg).toBe(msg)

    test.clock.advanceBy(Date.parse(draw.closes_at) - test.clock.now().getTime() + 1)
    expect((await call('POST', '/lottery/bet', slip)).json()).toMatchObject({
      code: 422,
      msg: 'BETTING_CLOSED',
    })

    await playThrough(draw)
    const [drawn] = (await anyone()('GET', `/gallopingmarksix?limit=1&match_id=${draw.id}`)).json().data
    expect(drawn).toMatchObject({ status: 3, commitment: draw.commitment })
    expect(drawn.seed).toMatch(/^[0-9a-f]{64}$/)
    const verification = (await anyone()('GET', `/draws/${draw.id}/verify`)).json().data
    expect(verification).toMatchObject({ commitment_matches: true, result_matches: true })

    const result = markSixResultOf(drawn.result as DrawResult)
    const bets = (await call('GET', '/lottery/mybet?game=gallopingmarksix')).json().data.list
    expect(bets.every((bet: { status: number }) => bet.status === 16)).toBe(true)
    const specialBet = bets.find((bet: { type: string }) => bet.type === 'specialCode')
    expect(specialBet.payout).toBe(result.special === 7 ? '94' : '0')
    const paid = bets.reduce((sum: number, bet: { payout: string }) => sum + Number(bet.payout), 0)
    expect(Number((await balanceOf(call)).score)).toBeCloseTo(90 + paid, 6)

    // Settling again (a restart, another worker) changes nothing.
    await Promise.all([settleDraws(test.database.db, test.clock.now()), test.app.drawWorker.tick()])
    expect(Number((await balanceOf(call)).score)).toBeCloseTo(90 + paid, 6)
  })
})

describe('the odds, game and sign-in a slip is placed on', () => {
  const galloping = GAME_ID.gallopingmarksix
  const setSevenOdds = (thousandths: number) =>
    test.database.db
      .updateTable('lottery_odds')
      .set({ odds: thousandths })
      .where('game_id', '=', galloping)
      .where('top', '=', 'specialCode')
      .where('prop', '=', '7')
      .execute()
  const setStatus = (status: number) =>
    test.database.db.updateTable('games').set({ status }).where('id', '=', galloping).execute()

  it('are read afresh once they change, though the server remembers them between slips', async () => {
    const { call, session } = await fundedPlayer(test, '20', operator)
    const draw = await gallopingDrawTakingBets()
    const seven = {
      game: 'gallopingmarksix',
      draw_id: draw.id,
      entries: [{ type: 'specialCode', prop: '7', amount: '1' }],
    }
    const oddOf = async () => (await call('POST', '/lottery/bet', seven)).json().data.bets[0].odd
    expect(await oddOf()).toBe('47.00')
    await setSevenOdds(48_500)
    try {
      expect(await oddOf()).toBe('48.50')
    } finally {
      await setSevenOdds(47_000)
    }
    expect(await oddOf()).toBe('47.00')
    // A draw time kept to the microsecond is remembered to the millisecond, and still matches.
    await test.database.db
      .updateTable('draws')
      .set({ draws_at: sql`draws_at + interval '1 microsecond'` })
      .where('id', '=', String(draw.id))
      .execute()
    expect(await oddOf()).toBe('47.00')

    await setStatus(GAME_STATUS.disable)
    try {
      expect((await call('POST', '/lottery/bet', seven)).json()).toMatchObject({
        code: 422,
        msg: 'GAME_NOT_ACTIVE',
      })
    } finally {
      await setStatus(GAME_STATUS.active)
    }
    expect((await balanceOf(call)).score).toBe('16')

    // A closed sign-in is told before anything else, for a good slip and a bad one alike.
    await test.database.db
      .updateTable('sessions')
      .set({ revoked_at: test.clock.now() })
      .where('user_id', '=', String(session.user_id))
      .execute()
    const tooSmall = { ...seven, entries: [{ type: 'specialCode', prop: '7', amount: '0.5' }] }
    for (const slip of [seven, tooSmall]) {
      expect((await call('POST', '/lottery/bet', slip)).json()).toMatchObject({
        code: 401,
        msg: 'UNAUTHORIZED',
      })
    }
    const bets = await test.database.db
      .selectFrom('lottery_bets')
      .select('odds')
      .where('user_id', '=', String(session.user_id))
      .orderBy('id')
      .execute()
    expect(bets.map((bet) => bet.odds)).toEqual([47_000, 48_500, 47_000, 47_000])
  })
})

describe('official results', () => {
  it('wait for two operators to enter the same result, then settle at once', async () => {
    await test.database.db
      .updateTable('draw_schedules')
      .set({ result_source: 'official' })
      .where('game_id', '=', 19)
      .execute()
    await test.database.db.deleteFrom('draws').where('game_id', '=', 19).where('status', '=', 1).execute()
    await openUpcomingDraws(test.database.db, test.clock.now())
    const draw = await current('sgnmarksix')
    expect(draw.result_source).toBe('official')
    const { call, email } = await fundedPlayer(test, '10', operator)
    await call('POST', '/lottery/bet', {
      game: 'sgnmarksix',
      draw_id: draw.id,
      entries: [{ type: 'numberCode', prop: '12', amount: '1' }],
    })
    await playThrough(draw)
    // Days may pass before the result: the sessions of the morning have expired.
    const backOffice = caller(test, await operatorToken(test))
    const player = caller(test, await signIn(email))
    expect((await anyone()('GET', `/sgnmarksix?limit=1&match_id=${draw.id}`)).json().data[0]).toMatchObject({
      status: 2,
      result: null,
    })
    // Two operators enter it, each on their own: the trading desk first, the admin confirms.
    const trading = caller(test, await operatorToken(test, DEMO_OPERATORS.trading))
    const enter = (body: object) => trading('POST', `/operator/draws/${draw.id}/result`, body)
    const confirm = (body: object) => backOffice('POST', `/operator/draws/${draw.id}/result/confirm`, body)
    expect((await enter({ numbers: [1, 2, 3, 4, 5, 5], special: 9 })).json().msg).toBe('INVALID_RESULT')
    expect((await enter({ numbers: [12, 2, 3, 4, 5, 6], special: 9 })).json().data.entry.state).toBe(
      'pending',
    )
    await test.app.drawWorker.tick()
    expect((await balanceOf(player)).score).toBe('9')
    expect((await confirm({ numbers: [12, 2, 3, 4, 5, 6], special: 9 })).json().data.result).toEqual({
      numbers: [12, 2, 3, 4, 5, 6],
      special: 9,
    })
    expect((await enter({ numbers: [12, 2, 3, 4, 5, 6], special: 9 })).json().msg).toBe('RESULT_NOT_EXPECTED')
    expect((await balanceOf(player)).score).toBe('16.2')
    const actions = await test.database.db
      .selectFrom('operator_actions')
      .select(['action', 'target'])
      .where('target', '=', `draw:${draw.id}`)
      .orderBy('id')
      .execute()
    expect(actions).toEqual([
      { action: 'enter_draw_result', target: `draw:${draw.id}` },
      { action: 'confirm_draw_result', target: `draw:${draw.id}` },
    ])
  })
})

describe.runIf(TEST_DATABASE === 'postgres')('settlement under concurrency', () => {
  it('pays every bet once when two workers settle the same draw at the same time', async () => {
    const backOffice = await operatorToken(test)
    await test.app.drawWorker.tick()
    const players = await Promise.all(Array.from({ length: 6 }, () => fundedPlayer(test, '50', backOffice)))
    const draw = await gallopingDrawTakingBets()
    for (const player of players) {
      await player.call('POST', '/lottery/bet', {
        game: 'gallopingmarksix',
        draw_id: draw.id,
        entries: [
          { type: 'specialCodeSide', prop: 'odd', amount: '10' },
          { type: 'specialCodeSide', prop: 'even', amount: '10' },
        ],
      })
    }
    test.clock.advanceBy(Date.parse(draw.draws_at) - test.clock.now().getTime() + 1000)
    const { closeDraws, drawDueDraws } = await import('./lottery.service')
    await closeDraws(test.database.db, test.clock.now())
    await drawDueDraws(test.database.db, test.clock.now())
    await Promise.all([
      settleDraws(test.database.db, test.clock.now()),
      settleDraws(test.database.db, test.clock.now()),
    ])
    for (const player of players) {
      // Odd and even cover every ball but 49, which pushes both: 30 + 19.6 or 30 + 20.
      expect(['49.6', '50']).toContain((await balanceOf(player.call)).score)
    }
  })
})

describe('a crash in the middle of settlement', () => {
  it('leaves the settled half paid once and the rest settled on the next pass', async () => {
    await test.app.drawWorker.tick()
    const backOffice = await operatorToken(test)
    const players = await Promise.all(Array.from({ length: 3 }, () => fundedPlayer(test, '500', backOffice)))
    const draw = await gallopingDrawTakingBets()
    // 3 players × 90 entries: more than one settlement batch.
    for (const player of players) {
      const entries = Array.from({ length: 90 }, (_, index) => ({
        type: 'specialCode',
        prop: String((index % 49) + 1),
        amount: '1',
      }))
      expect(
        (await player.call('POST', '/lottery/bet', { game: 'gallopingmarksix', draw_id: draw.id, entries }))
          .statusCode,
      ).toBe(200)
    }
    test.clock.advanceBy(Date.parse(draw.draws_at) - test.clock.now().getTime() + 1000)
    const now = test.clock.now()
    const { closeDraws, drawDueDraws } = await import('./lottery.service')
    await closeDraws(test.database.db, now)
    await drawDueDraws(test.database.db, now)

    // The process "dies" when it opens its second settlement transaction.
    let transactions = 0
    const crashing = new Proxy(test.database.db, {
      get(target, property) {
        if (property === 'transaction') {
          transactions += 1
          if (transactions > 1) throw new Error('the process died')
        }
        const value = Reflect.get(target, property, target)
        return typeof value === 'function' ? value.bind(target) : value
      },
    })
    await expect(settleDraws(crashing, now)).rejects.toThrow('the process died')
    const pendingAfterCrash = await test.database.db
      .selectFrom('lottery_bets')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('draw_id', '=', String(draw.id))
      .where('status', '=', 1)
      .executeTakeFirstOrThrow()
    expect(Number(pendingAfterCrash.count)).toBe(270 - 200)

    await settleDraws(test.database.db, now)
    const [settled] = (await anyone()('GET', `/gallopingmarksix?limit=1&match_id=${draw.id}`)).json().data
    expect(settled.status).toBe(3)
    const special = markSixResultOf(settled.result as DrawResult).special
    // Each player bet 1 on specialCode 1..49 and 1..41 again: 1 or 2 winning bets at 47.00.
    const wins = special <= 41 ? 2 : 1
    for (const player of players) {
      expect(Number((await balanceOf(player.call)).score)).toBeCloseTo(500 - 90 + 47 * wins, 6)
    }
  })

  it('reproduces every settled draw from its revealed seed', async () => {
    const settled = await test.database.db.selectFrom('draws').select('id').where('status', '=', 3).execute()
    expect(settled.length).toBeGreaterThan(0)
    for (const { id } of settled) {
      const verification = (await anyone()('GET', `/draws/${id}/verify`)).json().data
      expect(verification.commitment_matches).toBe(true)
      if (verification.draw.result_source === 'house') expect(verification.result_matches).toBe(true)
    }
  })
})
