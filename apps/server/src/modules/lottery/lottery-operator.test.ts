import { randomUUID } from 'node:crypto'
import { BET_STATUS, DRAW_STATUS, moneyOf } from '@app/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerPlayer } from '../../test/accounts-helpers'
import { startTestApp, type TestApp } from '../../test/test-app'
import {
  balanceOf,
  caller,
  DEMO_OPERATORS,
  fundedPlayer,
  operatorToken,
  signedInOperator,
} from '../../test/wallet-helpers'
import { verifyLedger } from '../ledger/ledger.service'
import { openUpcomingDraws } from './lottery.service'

type Call = ReturnType<typeof caller>
type Draw = { id: number; closes_at: string; draws_at: string }

let test: TestApp
/** The demo admin (every duty) and the demo trading operator: the two people of a result. */
let admin: Call
let adminToken: string
let trading: Call
let tradingId: number
beforeAll(async () => {
  test = await startTestApp()
  adminToken = await operatorToken(test)
  admin = caller(test, adminToken)
  const tradingOperator = await signedInOperator(test, DEMO_OPERATORS.trading)
  trading = caller(test, tradingOperator.token)
  tradingId = tradingOperator.id
  // Galloping Mark Six draws every 3 minutes; here it follows an outside lottery's results, so
  // its draws close and wait for the operators.
  const db = test.database.db
  await db
    .updateTable('draw_schedules')
    .set({ result_source: 'official' })
    .where('game_id', '=', 18)
    .execute()
  await test.app.drawWorker.tick()
  await db.deleteFrom('draws').where('game_id', '=', 18).where('status', '=', DRAW_STATUS.open).execute()
  await openUpcomingDraws(db, test.clock.now())
})
afterAll(async () => {
  expect(await verifyLedger(test.database.db)).toEqual([])
  await test.close()
})

const GAME = 'gallopingmarksix'
const RESULT = { numbers: [12, 2, 3, 4, 5, 6], special: 9 }

const current = async (): Promise<Draw> =>
  (await caller(test, '')('GET', `/${GAME}/current`)).json().data as Draw

/** The open draw with at least 30 s of betting left, so a slip never races its close. */
async function drawTakingBets(): Promise<Draw> {
  const draw = await current()
  if (Date.parse(draw.closes_at) - test.clock.now().getTime() >= 30_000) return draw
  await closeDraw(draw)
  return current()
}

/** Moves the clock past the draw's time: the engine closes it, and it waits for its official result. */
async function closeDraw(draw: Draw) {
  test.clock.advanceBy(Math.max(0, Date.parse(draw.draws_at) - test.clock.now().getTime()) + 1000)
  await test.app.drawWorker.tick()
}

/** A player with 10 USDT who stakes 1 on number 12 of the draw; answers the bet's odds. */
async function playerBetting(draw: Draw) {
  const player = await fundedPlayer(test, '10', adminToken)
  const placed = await player.call('POST', '/lottery/bet', {
    game: GAME,
    draw_id: draw.id,
    entries: [{ type: 'numberCode', prop: '12', amount: '1' }],
  })
  expect(placed.statusCode).toBe(200)
  const bet = placed.json().data.bets[0] as { id: number; odd: string }
  return { ...player, bet }
}

const betOf = (betId: number) =>
  test.database.db
    .selectFrom('lottery_bets')
    .select(['status', 'outcome', 'payout'])
    .where('id', '=', String(betId))
    .executeTakeFirstOrThrow()

const drawRow = (drawId: number) =>
  test.database.db
    .selectFrom('draws')
    .select(['status', 'result'])
    .where('id', '=', String(drawId))
    .executeTakeFirstOrThrow()

const enter = (who: Call, drawId: number, result: object) =>
  who('POST', `/operator/draws/${drawId}/result`, result)
const confirm = (who: Call, drawId: number, result: object) =>
  who('POST', `/operator/draws/${drawId}/result/confirm`, result)

async function waitingDraw(who: Call, drawId: number) {
  const page = (await who('GET', `/operator/draws?status=waiting&game=${GAME}&limit=100`)).json().data
  return page.list.find((draw: { id: number }) => draw.id === drawId)
}

describe('two-person entry of an official result', () => {
  it('settles the draw in the confirmation when both operators agree, and a winning bet pays', async () => {
    const draw = await drawTakingBets()
    const player = await playerBetting(draw)
    await closeDraw(draw)

    const first = await enter(trading, draw.id, RESULT)
    expect(first.statusCode).toBe(200)
    expect(first.json().data.entry).toEqual({
      state: 'pending',
      first: { operator_id: tradingId, entered_at: expect.any(String), result: RESULT },
      second: null,
    })
    // Blind: the confirming operator sees who entered it and when, never the numbers.
    expect(await waitingDraw(admin, draw.id)).toMatchObject({
      status: DRAW_STATUS.closed,
      open_bets: 1,
      open_stake: '1',
      entry: { state: 'pending', first: { operator_id: tradingId, result: null }, second: null },
    })
    // A first entry alone settles nothing, whatever the engine does meanwhile.
    await test.app.drawWorker.tick()
    expect(await drawRow(draw.id)).toEqual({ status: DRAW_STATUS.closed, result: null })
    expect((await betOf(player.bet.id)).status).toBe(BET_STATUS.pending)

    const second = await confirm(admin, draw.id, RESULT)
    expect(second.statusCode).toBe(200)
    expect(second.json().data).toMatchObject({
      status: DRAW_STATUS.settled,
      result: RESULT,
      open_bets: 0,
      entry: { state: 'agreed', first: { result: RESULT }, second: { result: RESULT } },
    })
    expect(await betOf(player.bet.id)).toMatchObject({ status: BET_STATUS.settled, outcome: 'win' })
    expect(Number((await balanceOf(player.call)).score)).toBeCloseTo(9 + Number(player.bet.odd), 6)
    expect(await waitingDraw(admin, draw.id)).toBeUndefined()
    const actions = await test.database.db
      .selectFrom('operator_actions')
      .select(['action', 'operator_id', 'after'])
      .where('target', '=', `draw:${draw.id}`)
      .orderBy('id')
      .execute()
    expect(actions.map((action) => action.action)).toEqual(['enter_draw_result', 'confirm_draw_result'])
    // The first entry's row names the entry alone (others read the log); the confirmation's has the result.
    expect(JSON.stringify(actions[0]?.after)).not.toContain('"numbers"')
    expect(actions[1]?.after).toMatchObject({ status: DRAW_STATUS.settled, result: RESULT })
  })

  it('blocks settlement when the entries differ (409 RESULT_MISMATCH) until a new first entry agrees', async () => {
    const draw = await drawTakingBets()
    const player = await playerBetting(draw)
    await closeDraw(draw)
    const other = { numbers: [12, 2, 3, 4, 5, 7], special: 9 }

    expect((await enter(trading, draw.id, RESULT)).statusCode).toBe(200)
    const mismatch = await confirm(admin, draw.id, other)
    expect(mismatch.statusCode).toBe(409)
    expect(mismatch.json().msg).toBe('RESULT_MISMATCH')
    expect(await drawRow(draw.id)).toEqual({ status: DRAW_STATUS.closed, result: null })
    expect((await betOf(player.bet.id)).status).toBe(BET_STATUS.pending)
    expect((await balanceOf(player.call)).score).toBe('9')
    expect(await waitingDraw(admin, draw.id)).toMatchObject({
      entry: {
        state: 'disputed',
        first: { operator_id: tradingId, result: RESULT },
        second: { result: other },
      },
    })
    const dispute = await test.database.db
      .selectFrom('operator_actions')
      .select(['action', 'after'])
      .where('target', '=', `draw:${draw.id}`)
      .where('action', '=', 'dispute_draw_result')
      .executeTakeFirstOrThrow()
    expect(dispute.after).toMatchObject({ first: { result: RESULT }, second: { result: other } })

    // Nothing waits to be confirmed any more: only a new first entry goes on.
    expect((await confirm(trading, draw.id, RESULT)).json().msg).toBe('RESULT_NOT_PENDING')
    await test.app.drawWorker.tick()
    expect((await betOf(player.bet.id)).status).toBe(BET_STATUS.pending)
    expect((await enter(admin, draw.id, other)).statusCode).toBe(200)
    const agreed = await confirm(trading, draw.id, other)
    expect(agreed.statusCode).toBe(200)
    expect(agreed.json().data.status).toBe(DRAW_STATUS.settled)
    // 12 is drawn in the agreed result too: the bet wins once.
    expect(Number((await balanceOf(player.call)).score)).toBeCloseTo(9 + Number(player.bet.odd), 6)
  })

  it('never lets the first operator confirm their own entry, nor a second first entry begin', async () => {
    const draw = await drawTakingBets()
    await closeDraw(draw)
    expect((await enter(trading, draw.id, RESULT)).statusCode).toBe(200)
    const own = await confirm(trading, draw.id, RESULT)
    expect(own.statusCode).toBe(403)
    expect(own.json().msg).toBe('RESULT_SAME_OPERATOR')
    const again = await enter(admin, draw.id, RESULT)
    expect(again.statusCode).toBe(409)
    expect(again.json().msg).toBe('RESULT_ENTRY_PENDING')
    expect(await waitingDraw(trading, draw.id)).toMatchObject({ entry: { state: 'pending' } })
    expect(await drawRow(draw.id)).toEqual({ status: DRAW_STATUS.closed, result: null })
  })

  it('refuses an entry for a draw that takes none, and callers without the trading duty', async () => {
    const open = await current()
    expect((await enter(trading, open.id, RESULT)).json().msg).toBe('RESULT_NOT_EXPECTED')
    expect((await enter(trading, 999_999_999, RESULT)).statusCode).toBe(404)
    const invalid = await enter(trading, open.id, { numbers: [1, 2, 3, 4, 5, 6], special: 6 })
    expect(invalid.json().msg).toBe('INVALID_RESULT')
    const support = caller(test, await operatorToken(test, DEMO_OPERATORS.support))
    expect((await support('GET', '/operator/draws')).statusCode).toBe(403)
    expect((await enter(support, open.id, RESULT)).statusCode).toBe(403)
    const player = caller(test, (await registerPlayer(test)).session.token)
    expect((await player('GET', '/operator/draws')).statusCode).toBe(401)
  })

  it('pages the waiting draws and filters them by game', async () => {
    const page = (await admin('GET', `/operator/draws?game=${GAME}&limit=1`)).json().data
    expect(page.total).toBeGreaterThanOrEqual(1)
    expect(page.list).toHaveLength(1)
    const none = (await admin('GET', '/operator/draws?game=hkmarksix')).json().data
    expect(none).toEqual({ list: [], total: 0 })
    expect((await admin('GET', '/operator/draws?game=nosuchgame')).json().msg).toBe('UNKNOWN_LOTTERY_GAME')
    const open = (await admin('GET', `/operator/draws?status=open&game=${GAME}`)).json().data
    expect(open.list.map((draw: { id: number }) => draw.id)).toContain((await current()).id)
  })
})

describe('voiding a draw', () => {
  it('refunds exactly the open stakes in one go, lists the bets, and returns every balance', async () => {
    const draw = await drawTakingBets()
    const players = await Promise.all([
      fundedPlayer(test, '50', adminToken),
      fundedPlayer(test, '50', adminToken),
    ])
    const placed: { id: number; cost: string }[] = []
    for (const [index, player] of players.entries()) {
      const answer = await player.call('POST', '/lottery/bet', {
        game: GAME,
        draw_id: draw.id,
        entries: [
          { type: 'specialCode', prop: String(index + 1), amount: '2' },
          { type: 'specialCodeSide', prop: 'odd', amount: '3.5' },
        ],
      })
      expect(answer.statusCode).toBe(200)
      placed.push(...answer.json().data.bets)
    }
    expect((await balanceOf(players[0]?.call ?? admin)).score).toBe('44.5')

    const key = randomUUID()
    const voided = await trading(
      'POST',
      `/operator/draws/${draw.id}/void`,
      { reason: 'Feed outage' },
      {
        'idempotency-key': key,
      },
    )
    expect(voided.statusCode).toBe(200)
    const data = voided.json().data
    expect(data.draw).toMatchObject({ id: draw.id, status: DRAW_STATUS.canceled, open_bets: 0 })
    expect(data.refunded.map((bet: { bet_id: number }) => bet.bet_id)).toEqual(placed.map((bet) => bet.id))
    expect(data.refunded.map((bet: { stake: string }) => bet.stake)).toEqual(placed.map((bet) => bet.cost))
    expect(data.refunded[0]).toMatchObject({
      user_id: players[0]?.session.user_id,
      nickname: expect.any(String),
    })
    expect(data.total).toBe('11')
    for (const player of players) expect((await balanceOf(player.call)).score).toBe('50')
    for (const bet of placed) {
      expect(await betOf(bet.id)).toEqual({
        status: BET_STATUS.cancelled,
        outcome: 'refund',
        payout: String(moneyOf(bet.cost)),
      })
    }

    // The same key replays the answer; another void is refused; betting on it is over.
    const replay = await trading(
      'POST',
      `/operator/draws/${draw.id}/void`,
      { reason: 'Feed outage' },
      {
        'idempotency-key': key,
      },
    )
    expect(replay.json().data).toEqual(data)
    const twice = await trading('POST', `/operator/draws/${draw.id}/void`, { reason: 'Feed outage' })
    expect(twice.statusCode).toBe(409)
    expect(twice.json().msg).toBe('DRAW_NOT_VOIDABLE')
    const late = await players[0]?.call('POST', '/lottery/bet', {
      game: GAME,
      draw_id: draw.id,
      entries: [{ type: 'specialCode', prop: '1', amount: '1' }],
    })
    expect(late?.json().msg).toBe('BETTING_CLOSED')
    for (const player of players) expect((await balanceOf(player.call)).score).toBe('50')
    const action = await test.database.db
      .selectFrom('operator_actions')
      .select(['action', 'reason', 'before', 'after'])
      .where('target', '=', `draw:${draw.id}`)
      .executeTakeFirstOrThrow()
    expect(action).toEqual({
      action: 'void_draw',
      reason: 'Feed outage',
      before: { status: DRAW_STATUS.open },
      after: { status: DRAW_STATUS.canceled },
    })
  })

  it('withdraws a waiting result entry of a closed draw, and never voids a settled draw', async () => {
    const waiting = await drawTakingBets()
    await closeDraw(waiting)
    expect((await enter(trading, waiting.id, RESULT)).statusCode).toBe(200)
    const voided = await admin('POST', `/operator/draws/${waiting.id}/void`, {
      reason: 'Official draw cancelled',
    })
    expect(voided.statusCode).toBe(200)
    expect(voided.json().data).toMatchObject({ refunded: [], total: '0', draw: { entry: { state: 'none' } } })
    expect((await confirm(admin, waiting.id, RESULT)).json().msg).toBe('RESULT_NOT_EXPECTED')

    const settled = (await admin('GET', `/operator/draws?status=settled&game=${GAME}&limit=1`)).json().data
      .list[0]
    const refused = await trading('POST', `/operator/draws/${settled.id}/void`, { reason: 'Too late' })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().msg).toBe('DRAW_NOT_VOIDABLE')
  })

  it('needs an Idempotency-Key, a reason and the trading duty', async () => {
    const draw = await current()
    const noKey = await test.app.inject({
      method: 'POST',
      url: `/sports/api/v1/operator/draws/${draw.id}/void`,
      headers: { authorization: adminToken },
      payload: { reason: 'Feed outage' },
    })
    expect(noKey.json().msg).toBe('IDEMPOTENCY_KEY_REQUIRED')
    expect((await trading('POST', `/operator/draws/${draw.id}/void`, { reason: ' ' })).statusCode).toBe(400)
    const finance = caller(test, await operatorToken(test, DEMO_OPERATORS.finance))
    expect(
      (await finance('POST', `/operator/draws/${draw.id}/void`, { reason: 'Feed outage' })).statusCode,
    ).toBe(403)
    expect((await drawRow(draw.id)).status).toBe(DRAW_STATUS.open)
  })
})
