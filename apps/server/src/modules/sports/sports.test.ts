import type { OddsChange, SportsBet, SportsBetDetail, SportsMatch } from '@app/contract'
import { BET_STATUS, GAME_ID, MATCH_STATUS } from '@app/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BusMessage } from '../../realtime/bus'
import { finishMatch, openMatches, pickOf } from '../../test/sports-helpers'
import { startTestApp, type TestApp } from '../../test/test-app'
import { balanceOf as accountOf, caller, fundedPlayer, operatorToken } from '../../test/wallet-helpers'
import { verifyLedger } from '../ledger/ledger.service'
import { settleSportsBets } from './sports-feed.service'

let test: TestApp
let operator: string
beforeAll(async () => {
  test = await startTestApp()
  operator = await operatorToken(test)
  await test.app.sportsWorker.tick()
})
afterAll(async () => {
  expect(await verifyLedger(test.database.db)).toEqual([])
  await test.close()
})

const anyone = () => caller(test, '')
const balanceOf = async (call: ReturnType<typeof caller>) => (await accountOf(call)).score
const db = () => test.database.db

async function lobby(sport = 'soccer'): Promise<SportsMatch[]> {
  const response = await anyone()('GET', `/${sport}?limit=40`)
  expect(response.statusCode).toBe(200)
  return response.json().data.list
}

describe('the lobby', () => {
  it('lists each sport’s coming matches with every market priced and the compare block', async () => {
    const soccer = await openMatches(test, 'soccer')
    expect(soccer.length).toBeGreaterThan(10)
    const [first] = soccer
    if (!first) throw new Error('no soccer match')
    // Crests are addresses the browser fetches once and keeps, not pictures inside every list.
    expect(first.home_pic).toBe(`/art/crests/soccer/${encodeURIComponent(first.home_name)}.svg`)
    const crest = await test.app.inject({ method: 'GET', url: first.home_pic })
    expect(crest.statusCode).toBe(200)
    expect(crest.headers['content-type']).toMatch(/^image\/svg\+xml/)
    expect(crest.headers['cache-control']).toBe('public, max-age=604800')
    expect(crest.body).toMatch(/^<svg[^>]*viewBox="0 0 64 64"/)
    const unknownSport = await test.app.inject({ method: 'GET', url: '/art/crests/darts/Rovers.svg' })
    expect(unknownSport.statusCode).toBe(400)
    expect(new Set(first.odds.map((entry) => entry.kind))).toEqual(
      new Set(['wl', 'handicap', 'correct_score', 'goals', 'half']),
    )
    expect(first.compare.wl).toMatchObject({ status: 1, goal: null })
    expect(first.compare.handicap?.goal).not.toBeNull()
    const basketball = await openMatches(test, 'basketball')
    expect(new Set(basketball[0]?.odds.map((entry) => entry.kind))).toEqual(
      new Set(['wl', 'handicap', 'bs', 'mv']),
    )
    expect(basketball[0]?.compare.bs?.goal).toBeGreaterThan(100)
    const bd = await openMatches(test, 'bd')
    expect(new Set(bd[0]?.odds.map((entry) => entry.kind))).toEqual(
      new Set(['wl', 'correct_score', 'goals', 'half', 'up']),
    )
    expect((await anyone()('GET', '/cricketx')).json()).toMatchObject({ code: 404 })
    // The feed's last hours are taken too, so results are there from the first start.
    const results = (await anyone()('GET', '/soccer/history?limit=50')).json().data.list as SportsMatch[]
    expect(results.some((match) => match.status === MATCH_STATUS.finished && match.score !== null)).toBe(true)
  })

  it('moves prices over time and keeps the previous price', async () => {
    const before = await openMatches(test)
    const published: OddsChange[] = []
    const unsubscribe = test.bus.subscribe((message) => {
      if (message.topic === 'odds') published.push(message.data as OddsChange)
    })
    test.clock.advanceBy(2 * 60_000 + 1000)
    await test.app.sportsWorker.tick()
    unsubscribe()
    const after = await lobby()
    const moved = after.flatMap((match) => match.odds.filter((entry) => entry.previous_odds !== null))
    expect(moved.length).toBeGreaterThan(0)
    // Every moved price reached the `odds` topic, as open lobbies and slips receive it.
    const told = new Set(
      published.flatMap((change) =>
        change.odds.map((entry) => `${entry.match_id}/${entry.kind}/${entry.name}/${entry.odds}`),
      ),
    )
    for (const entry of moved)
      expect(told).toContain(`${entry.match_id}/${entry.kind}/${entry.name}/${entry.odds}`)
    const same = after.find((match) => match.match_id === before[0]?.match_id)
    expect(same?.odds.length).toBe(before[0]?.odds.length)
  })
})

describe('placing a slip', () => {
  it('places a 2 and 3 String 1 parlay, debits it once, and shows it in my bets with its combinations', async () => {
    const { call, session } = await fundedPlayer(test, '100', operator)
    const [a, b, c] = await openMatches(test)
    if (!a || !b || !c) throw new Error('not enough matches')
    const slip = {
      picks: [pickOf(a, 'wl', 'H'), pickOf(a, 'wl', 'D'), pickOf(b, 'wl', 'A'), pickOf(c, 'goals', '2')],
      folds: [3, 2],
      cast_value: '2',
      multiple: 1,
    }
    const key = { 'idempotency-key': `sports-${session.user_id}` }
    const placed = await call('POST', '/soccer/bet', slip, key)
    expect(placed.statusCode).toBe(200)
    const bet = placed.json().data as SportsBet
    // 2 String 1: (2 × 1) + (2 × 1) + (1 × 1) = 5; 3 String 1: 2 × 1 × 1 = 2; 7 combinations × 2.
    expect(bet).toMatchObject({
      bets: 7,
      folds: [2, 3],
      total_price: '14',
      status: BET_STATUS.pending,
      payout: null,
    })
    expect(Number(bet.estimated_max)).toBeGreaterThan(Number(bet.estimated_min))
    expect(await balanceOf(call)).toBe('86')
    expect((await call('POST', '/soccer/bet', slip, key)).json()).toEqual(placed.json())
    expect(await balanceOf(call)).toBe('86')

    const mine = (await call('GET', '/soccer/mybet?start=0&limit=10&status=-1')).json().data
    expect(mine).toMatchObject({ total: 1, list: [{ bet_id: bet.bet_id }] })
    expect(mine.list[0].match[a.match_id]).toMatchObject({ home_team_name: a.home_name })
    const detail = (await call('GET', `/soccer/mybet/${bet.bet_id}`)).json().data as SportsBetDetail
    expect(detail).toMatchObject({ chunk: 0, chunks: 1 })
    expect(detail.data).toHaveLength(7)
    expect(detail.result.every((entry) => entry.bonus === '0')).toBe(true)
    expect((await call('GET', '/basketball/mybet?status=-1')).json().data.total).toBe(0)
    expect((await anyone()('GET', `/soccer/mybet/${bet.bet_id}`)).statusCode).toBe(401)
    const stranger = await fundedPlayer(test, '0', operator)
    expect((await stranger.call('GET', `/soccer/mybet/${bet.bet_id}`)).json()).toMatchObject({
      msg: 'UNKNOWN_BET',
    })
  })

  it('refuses bad slips with the spec’s codes and changes nothing', async () => {
    const { call, session } = await fundedPlayer(test, '50', operator)
    const [a, b, c] = await openMatches(test)
    if (!a || !b || !c) throw new Error('not enough matches')
    const single = (overrides: object = {}) => ({
      picks: [pickOf(a, 'wl', 'H')],
      folds: [1],
      cast_value: '1',
      multiple: 1,
      ...overrides,
    })
    const refused = async (body: object, status: number, msg: string, data?: object) => {
      const response = await call('POST', '/soccer/bet', body)
      expect(response.statusCode).toBe(status)
      expect(response.json()).toMatchObject({ msg, ...(data ? { data } : {}) })
    }
    await refused(single({ picks: [{ ...pickOf(a, 'wl', 'H'), name: 'X' }] }), 400, 'INVALID_PICK')
    await refused(
      single({ picks: [{ ...pickOf(a, 'wl', 'H'), match_id: 'soccer-1-9' }] }),
      404,
      'UNKNOWN_MATCH',
    )
    const hoops = (await openMatches(test, 'basketball'))[0]
    if (!hoops) throw new Error('no basketball match')
    await refused(single({ picks: [pickOf(hoops, 'wl', 'H')] }), 404, 'UNKNOWN_MATCH')
    await refused(single({ folds: [2] }), 400, 'INVALID_FOLDS', { reason: 'FOLD_ABOVE_MATCHES' })
    await refused(single({ cast_value: '0' }), 400, 'INVALID_AMOUNT')
    await refused(single({ picks: [pickOf(a, 'wl', 'H'), pickOf(a, 'wl', 'H')] }), 400, 'INVALID_PICK', {
      reason: 'DUPLICATE_PICK',
    })
    const stale = { ...pickOf(a, 'wl', 'H'), odds: '99.99' }
    await refused(single({ picks: [stale] }), 409, 'ODDS_CHANGED', {
      changes: [{ index: 0, odds: pickOf(a, 'wl', 'H').odds }],
    })
    // Every sport warning of the spec.
    await refused(single({ cast_value: '60' }), 422, 'BET_WARNING', { warning: 'insufficientAccountBalance' })
    await refused(single({ cast_value: '0.001' }), 422, 'BET_WARNING', { warning: 'belowMinBet' })
    await refused(single({ multiple: 100, cast_value: '0.1' }), 422, 'BET_WARNING', {
      warning: 'exceedsMaxMultiple',
    })
    const limits = db().updateTable('game_limits').where('game_id', '=', GAME_ID.soccer)
    await limits
      .set({
        bet_max: 2_000_000n,
        multiple_min: 2,
        bonus_min: 5_000_000n,
        bonus_max: 8_000_000n,
        disabled_regions: JSON.stringify(['br']),
      })
      .execute()
    const player = db().updateTable('users').where('id', '=', String(session.user_id))
    try {
      // A player whose mobile number is Brazilian (+55) is where soccer takes no bets.
      await player.set({ area_code: 55, phone: `119${String(session.user_id).padStart(8, '0')}` }).execute()
      await refused(single({ multiple: 2, cast_value: '1.5' }), 422, 'BET_WARNING', {
        warning: 'disabledRegions',
      })
      await player.set({ area_code: null, phone: null }).execute()
      await refused(single({ cast_value: '3' }), 422, 'BET_WARNING', { warning: 'exceedsMaxBet' })
      await refused(single(), 422, 'BET_WARNING', { warning: 'belowMinMultiple' })
      // The favourite's price is below 3 whatever the match, so a stake of 1 wins less than 5.
      const [favourite] = ['H', 'D', 'A']
        .map((name) => pickOf(a, 'wl', name))
        .sort((x, y) => Number(x.odds) - Number(y.odds))
      await refused(single({ picks: [favourite], multiple: 2, cast_value: '0.5' }), 422, 'BET_WARNING', {
        warning: 'belowMinBonus',
      })
      const longShot = pickOf(a, 'correct_score', '3:3')
      await refused(single({ picks: [longShot], multiple: 2 }), 422, 'BET_WARNING', {
        warning: 'exceedsMaxBonus',
      })
    } finally {
      await limits
        .set({
          bet_max: 50_000_000_000n,
          multiple_min: 1,
          bonus_min: 0n,
          bonus_max: 10_200_000_000n,
          disabled_regions: '[]',
        })
        .execute()
    }
    expect(await balanceOf(call)).toBe('50')

    const accepted = await call('POST', '/soccer/bet', single({ picks: [stale], accept_changed_odds: true }))
    expect(accepted.json().data.legs[0].o).toBe(pickOf(a, 'wl', 'H').odds)
    expect(await balanceOf(call)).toBe('49')
    expect((await anyone()('POST', '/soccer/bet', single())).statusCode).toBe(401)
  })

  it('prices each slip on the current odds, match and limits, though the server remembers them between slips', async () => {
    const { call, session } = await fundedPlayer(test, '20', operator)
    const [match] = await openMatches(test)
    if (!match) throw new Error('no match')
    const seen = pickOf(match, 'wl', 'H')
    const slip = (accept: boolean) => ({
      picks: [seen],
      folds: [1],
      cast_value: '1',
      multiple: 1,
      accept_changed_odds: accept,
    })
    const place = async (accept = true) => (await call('POST', '/soccer/bet', slip(accept))).json()
    const oddsOf = (answer: { data: SportsBet }) => answer.data.legs[0]?.o
    expect(oddsOf(await place())).toBe(seen.odds)

    const moved = (Number(seen.odds) + 0.25).toFixed(2)
    await db()
      .updateTable('sports_odds')
      .set({ odds: Math.round(Number(moved) * 1000) })
      .where('match_id', '=', match.match_id)
      .where('kind', '=', 'wl')
      .where('name', '=', 'H')
      .execute()
    expect(await place(false)).toMatchObject({
      code: 409,
      msg: 'ODDS_CHANGED',
      data: { changes: [{ index: 0, odds: moved }] },
    })
    expect(oddsOf(await place())).toBe(moved)

    await db()
      .updateTable('sports_matches')
      .set({ home_name: 'Renamed Rovers' })
      .where('id', '=', match.match_id)
      .execute()
    expect((await place()).data.match[match.match_id]).toMatchObject({ home_team_name: 'Renamed Rovers' })

    const soccer = GAME_ID.soccer
    const { bet_min } = await db()
      .selectFrom('game_limits')
      .select('bet_min')
      .where('game_id', '=', soccer)
      .executeTakeFirstOrThrow()
    await db().updateTable('game_limits').set({ bet_min: '2000000' }).where('game_id', '=', soccer).execute()
    try {
      expect(await place()).toMatchObject({
        code: 422,
        msg: 'BET_WARNING',
        data: { warnings: ['belowMinBet'] },
      })
    } finally {
      await db().updateTable('game_limits').set({ bet_min }).where('game_id', '=', soccer).execute()
    }
    // Cash that is short is told by the write when nothing else is wrong.
    const tooMuch = { ...slip(true), cast_value: '30' }
    expect((await call('POST', '/soccer/bet', tooMuch)).json()).toMatchObject({
      code: 422,
      data: { warnings: ['insufficientAccountBalance'] },
    })
    expect(await balanceOf(call)).toBe('17')

    await db()
      .updateTable('sessions')
      .set({ revoked_at: test.clock.now() })
      .where('user_id', '=', String(session.user_id))
      .execute()
    for (const body of [slip(true), { ...slip(true), cast_value: '0.001' }]) {
      expect((await call('POST', '/soccer/bet', body)).json()).toMatchObject({
        code: 401,
        msg: 'UNAUTHORIZED',
      })
    }
    const bets = await db()
      .selectFrom('sports_bets')
      .select('id')
      .where('user_id', '=', String(session.user_id))
      .execute()
    expect(bets).toHaveLength(3)
  })

  it('refuses a match once it has kicked off', async () => {
    const [match] = await openMatches(test)
    if (!match) throw new Error('no match')
    const body = { picks: [pickOf(match, 'wl', 'D')], folds: [1], cast_value: '1', multiple: 1 }
    test.clock.advanceBy(Date.parse(match.match_start_time) - test.clock.now().getTime() + 1000)
    // Tokens live 15 minutes, so the player and the operator sign in after the clock moved.
    operator = await operatorToken(test)
    const { call } = await fundedPlayer(test, '10', operator)
    const response = await call('POST', '/soccer/bet', body)
    expect(response.json()).toMatchObject({ code: 422, msg: 'MATCH_CLOSED', data: { field: 'picks.0' } })
    await test.app.sportsWorker.tick()
    // In play from kick-off, unless the feed postponed or cancelled it then (a few matches are):
    // those leave the lobby for the results.
    const inPlay = (await lobby()).find((entry) => entry.match_id === match.match_id)
    const results = (await anyone()('GET', '/soccer/history?limit=100')).json().data.list as SportsMatch[]
    const called = results.find((entry) => entry.match_id === match.match_id)
    if (inPlay) expect(inPlay.status).toBe(MATCH_STATUS.closed)
    else expect([MATCH_STATUS.postponed, MATCH_STATUS.cancelled]).toContain(called?.status)
    expect(await balanceOf(call)).toBe('10')
  })
})

describe('settlement', () => {
  it('pays winners once under two concurrent passes, with a cancelled match at odds 1.00', async () => {
    const { call } = await fundedPlayer(test, '100', operator)
    const [a, b, c] = await openMatches(test)
    if (!a || !b || !c) throw new Error('not enough matches')
    const place = async (body: object) => (await call('POST', '/soccer/bet', body)).json().data as SportsBet
    const home = pickOf(a, 'wl', 'H')
    const draw = pickOf(b, 'wl', 'D')
    const single = await place({ picks: [home], folds: [1], cast_value: '10', multiple: 1 })
    const parlay = await place({
      picks: [home, draw, pickOf(c, 'wl', 'H')],
      folds: [3],
      cast_value: '2',
      multiple: 3,
    })
    const loser = await place({ picks: [pickOf(b, 'wl', 'H')], folds: [1], cast_value: '5', multiple: 1 })
    expect(await balanceOf(call)).toBe('79')

    await finishMatch(test, a.match_id, [2, 0], [1, 0])
    await finishMatch(test, b.match_id, [1, 1], [0, 1])
    await db()
      .updateTable('sports_matches')
      .set({ status: MATCH_STATUS.cancelled })
      .where('id', '=', c.match_id)
      .execute()
    const settled = await Promise.all([
      settleSportsBets(db(), test.clock.now()),
      settleSportsBets(db(), test.clock.now()),
    ])
    const ours = settled
      .flat()
      .filter((entry) => [single, parlay, loser].some((bet) => String(bet.bet_id) === entry.betId))
    expect(ours).toHaveLength(3)

    const cents = (odds: string) => Math.round(Number(odds) * 100)
    const singlePayout = (10 * cents(home.odds)) / 100
    // The cancelled match counts at 1.00: 2 × 3 × home × draw × 1.00.
    const parlayPayout = Math.floor(6 * cents(home.odds) * cents(draw.odds)) / 10_000
    expect(Number(await balanceOf(call))).toBeCloseTo(79 + singlePayout + parlayPayout, 6)

    const mine = (await call('GET', '/soccer/mybet?status=16')).json().data.list as SportsBet[]
    const byId = new Map(mine.map((bet) => [bet.bet_id, bet]))
    expect(byId.get(loser.bet_id)).toMatchObject({ payout: '0', bonus: '-5', legs: [{ r: 'lose' }] })
    expect(byId.get(parlay.bet_id)?.legs.map((leg) => leg.r)).toEqual(['win', 'win', 'void'])
    const detail = (await call('GET', `/soccer/mybet/${single.bet_id}`)).json().data as SportsBetDetail
    expect(Number(detail.result[0]?.bonus)).toBeCloseTo(singlePayout, 6)

    expect(await settleSportsBets(db(), test.clock.now())).toEqual([])
  })

  it('pays a batch once after a crash in the middle of settlement, and the rest on the next pass', async () => {
    const { call } = await fundedPlayer(test, '500', operator)
    const [match] = await openMatches(test)
    if (!match) throw new Error('no match')
    const home = pickOf(match, 'wl', 'H')
    // More bets than one settlement batch (200).
    for (let index = 0; index < 205; index += 1) {
      const placed = await call('POST', '/soccer/bet', {
        picks: [home],
        folds: [1],
        cast_value: '1',
        multiple: 1,
      })
      expect(placed.statusCode).toBe(200)
    }
    await finishMatch(test, match.match_id, [1, 0], [0, 0])
    // The process "dies" when it opens its second settlement transaction.
    let transactions = 0
    const crashing = new Proxy(db(), {
      get(target, property) {
        if (property === 'transaction') {
          transactions += 1
          if (transactions > 1) throw new Error('the process died')
        }
        const value = Reflect.get(target, property, target)
        return typeof value === 'function' ? value.bind(target) : value
      },
    })
    await expect(settleSportsBets(crashing, test.clock.now())).rejects.toThrow('the process died')
    expect((await call('GET', '/soccer/mybet?status=1&limit=1')).json().data.total).toBe(5)
    await settleSportsBets(db(), test.clock.now())
    expect((await call('GET', '/soccer/mybet?status=1&limit=1')).json().data.total).toBe(0)
    const cents = Math.round(Number(home.odds) * 100)
    expect(Number(await balanceOf(call))).toBeCloseTo(500 - 205 + (205 * cents) / 100, 6)
  })

  it('refunds a bet whose every match was cancelled, and the feed ends matches on its own', async () => {
    const { call, session } = await fundedPlayer(test, '20', operator)
    const [match] = await openMatches(test, 'bd')
    if (!match) throw new Error('no bd match')
    const bet = (
      await call('POST', '/bd/bet', {
        picks: [pickOf(match, 'up', 'up_odd')],
        folds: [1],
        cast_value: '4',
        multiple: 1,
      })
    ).json().data as SportsBet
    await db()
      .updateTable('sports_matches')
      .set({ status: MATCH_STATUS.cancelled })
      .where('id', '=', match.match_id)
      .execute()
    const told: BusMessage[] = []
    const unsubscribe = test.bus.subscribe((message) => {
      if (message.topic === 'balance') told.push(message)
    })
    await test.app.sportsWorker.tick()
    unsubscribe()
    // The player hears of it on their private topic, to refresh the balance and my bets at once.
    expect(told).toContainEqual({
      topic: 'balance',
      userId: session.user_id,
      data: { type: 'betSettled', game: 'bd', bet_id: bet.bet_id, payout: '4' },
    })
    expect((await call('GET', '/bd/mybet?status=32')).json().data.list[0]).toMatchObject({
      bet_id: bet.bet_id,
      payout: '4',
    })
    expect(await balanceOf(call)).toBe('20')

    test.clock.advanceBy(4 * 3600_000)
    await test.app.sportsWorker.tick()
    const results = (await anyone()('GET', '/soccer/history?limit=50')).json().data
    expect(results.total).toBeGreaterThan(0)
    const finished = (results.list as SportsMatch[]).filter((entry) => entry.status === MATCH_STATUS.finished)
    expect(finished.length).toBeGreaterThan(0)
    expect(finished[0]?.score).not.toBeNull()
    expect(finished[0]?.half_score).not.toBeNull()
  })
})
