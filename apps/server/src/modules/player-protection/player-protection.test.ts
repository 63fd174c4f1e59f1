import type { MemberLimits, PlayerLimit, SportsMatch } from '@app/contract'
import { MATCH_STATUS } from '@app/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PLATFORM } from '../../test/accounts-helpers'
import { startTestApp, type TestApp } from '../../test/test-app'
import { balanceOf, caller, DEMO_OPERATORS, fundedPlayer, operatorToken } from '../../test/wallet-helpers'
import { verifyLedger } from '../ledger/ledger.service'
import { recordMatchOutcome } from '../sports/sports.repository'
import { settleSportsBets } from '../sports/sports-feed.service'

type Call = ReturnType<typeof caller>
type LimitKind = PlayerLimit['kind']
type LimitPeriod = PlayerLimit['period']

const HOUR = 3_600_000
const DAY = 24 * HOUR

let test: TestApp
beforeAll(async () => {
  test = await startTestApp()
  await test.app.sportsWorker.tick()
})
afterAll(async () => {
  expect(await verifyLedger(test.database.db)).toEqual([])
  await test.close()
})

const db = () => test.database.db

/** The back office as the demo admin, signed in now: tests move the clock past a token's life. */
const backOffice = async () => caller(test, await operatorToken(test))

/** The back office as the demo support operator, the duty that may tighten a player's limits. */
async function support(): Promise<Call> {
  return caller(test, await operatorToken(test, DEMO_OPERATORS.support))
}

/** A new player with a balance, signed in now. */
async function newPlayer(balance: string) {
  return fundedPlayer(test, balance, await operatorToken(test))
}

/** The token of a new sign-in, as after the clock moved past the last token's life. */
async function signInToken(email: string): Promise<string> {
  const response = await test.app.inject({
    method: 'POST',
    url: '/sports/api/v1/sign_in/',
    headers: PLATFORM,
    payload: { account: email, password: 'winning42' },
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data.token as string
}

const signIn = async (email: string): Promise<Call> => caller(test, await signInToken(email))

async function limitsOf(call: Call): Promise<MemberLimits> {
  const response = await call('GET', '/member/limits')
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data as MemberLimits
}

function limitIn(view: MemberLimits, kind: LimitKind, period: LimitPeriod): PlayerLimit {
  const limit = view.limits.find((entry) => entry.kind === kind && entry.period === period)
  if (!limit) throw new Error(`no ${kind} limit over a ${period}`)
  return limit
}

const setLimit = (call: Call, kind: LimitKind, period: LimitPeriod, amount: string | null) =>
  call('PUT', '/member/limits', { limits: [{ kind, period, amount }] })

async function openMatch(): Promise<SportsMatch> {
  await test.app.sportsWorker.tick()
  const soon = test.clock.now().getTime() + 5 * 60_000
  const list = (await caller(test, '')('GET', '/soccer?limit=40')).json().data.list as SportsMatch[]
  const match = list.find(
    (entry) => entry.status === MATCH_STATUS.open && Date.parse(entry.match_start_time) > soon,
  )
  if (!match) throw new Error('no open soccer match')
  return match
}

function homeWin(match: SportsMatch) {
  const price = match.odds.find((entry) => entry.kind === 'wl' && entry.name === 'H')
  if (!price) throw new Error(`${match.match_id} has no home win price`)
  return {
    match_id: match.match_id,
    kind: 'wl',
    name: 'H',
    handicap_val: price.handicap_val,
    odds: price.odds,
  }
}

/** A single on the home win at the shown price. */
const homeSingle = (match: SportsMatch, stake: string) => ({
  picks: [homeWin(match)],
  folds: [1],
  cast_value: stake,
  multiple: 1,
})

const depositsOf = (userId: number) =>
  db()
    .selectFrom('deposits')
    .select(['order_id', 'amount', 'status', 'over_limit'])
    .where('user_id', '=', String(userId))
    .orderBy('id')
    .execute()

const protectionRowOf = (userId: number) =>
  db().selectFrom('player_protections').selectAll().where('user_id', '=', String(userId)).executeTakeFirst()

const eventsOf = (userId: number) =>
  db()
    .selectFrom('protection_events')
    .select(['action', 'operator_id'])
    .where('user_id', '=', String(userId))
    .orderBy('id')
    .execute()

/** Pays or cancels a bank or card deposit on the sandbox's hosted page, as the player would. */
async function finishOnPage(payUrl: string, outcome: 'paid' | 'cancelled') {
  const response = await test.app.inject({
    method: 'POST',
    url: payUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `outcome=${outcome}`,
  })
  expect(response.statusCode).toBe(303)
}

describe('the limits screen', () => {
  it('shows a new player every kind over every period, none limited, and no break', async () => {
    const { call } = await newPlayer('0')
    const view = await limitsOf(call)
    expect(view.block).toBeNull()
    expect(view.limits.map((limit) => `${limit.kind}.${limit.period}`)).toEqual([
      'deposit.day',
      'deposit.week',
      'deposit.month',
      'loss.day',
      'loss.week',
      'loss.month',
      'wager.day',
      'wager.week',
      'wager.month',
    ])
    for (const limit of view.limits) {
      expect(limit).toMatchObject({ amount: null, used: '0', remaining: null, pending: null })
    }
  })

  it('applies a first or lower limit at once, and a raise or a removal only 24 hours later, cancellable meanwhile', async () => {
    const { email, call: player } = await newPlayer('0')
    let call = player
    const wagerWeek = async () => limitIn(await limitsOf(call), 'wager', 'week')

    expect(
      limitIn((await setLimit(call, 'wager', 'week', '300')).json().data, 'wager', 'week'),
    ).toMatchObject({
      amount: '300',
      remaining: '300',
      pending: null,
    })
    expect(
      limitIn((await setLimit(call, 'wager', 'week', '200')).json().data, 'wager', 'week'),
    ).toMatchObject({
      amount: '200',
      pending: null,
    })

    const asked = test.clock.now().getTime()
    const raised = limitIn((await setLimit(call, 'wager', 'week', '500')).json().data, 'wager', 'week')
    expect(raised).toMatchObject({ amount: '200', remaining: '200', pending: { amount: '500' } })
    const effectiveAt = Date.parse(raised.pending?.effective_at ?? '')
    expect(effectiveAt - asked).toBeGreaterThanOrEqual(DAY)
    expect(effectiveAt - asked).toBeLessThan(DAY + 60_000)

    // Until the cooling-off ends the lower limit stays in force.
    test.clock.advanceBy(23 * HOUR)
    call = await signIn(email)
    expect(await wagerWeek()).toMatchObject({ amount: '200', pending: { amount: '500' } })

    // Asking again for the amount in force cancels the raise: it never applies.
    expect(
      limitIn((await setLimit(call, 'wager', 'week', '200')).json().data, 'wager', 'week'),
    ).toMatchObject({
      amount: '200',
      pending: null,
    })
    test.clock.advanceBy(2 * HOUR)
    call = await signIn(email)
    expect(await wagerWeek()).toMatchObject({ amount: '200', pending: null })

    // A raise left alone applies once 24 hours have passed.
    await setLimit(call, 'wager', 'week', '500')
    test.clock.advanceBy(DAY + 1000)
    call = await signIn(email)
    expect(await wagerWeek()).toMatchObject({ amount: '500', remaining: '500', pending: null })

    // So does a removal.
    expect(limitIn((await setLimit(call, 'wager', 'week', null)).json().data, 'wager', 'week')).toMatchObject(
      {
        amount: '500',
        pending: { amount: null },
      },
    )
    test.clock.advanceBy(DAY + 1000)
    call = await signIn(email)
    expect(await wagerWeek()).toMatchObject({ amount: null, remaining: null, pending: null })
    expect((await limitsOf(call)).limits.filter((limit) => limit.amount !== null)).toEqual([])
  })

  it('applies a limit named twice in one request in turn, as two requests would', async () => {
    const { call } = await newPlayer('0')
    await setLimit(call, 'wager', 'week', '100')
    const twice = await call('PUT', '/member/limits', {
      limits: [
        { kind: 'wager', period: 'week', amount: '50' },
        { kind: 'wager', period: 'week', amount: '300' },
      ],
    })
    expect(limitIn(twice.json().data, 'wager', 'week')).toMatchObject({
      amount: '50',
      pending: { amount: '300' },
    })
    // The player lowers and cancels the raise in one request: the lower limit stays, nothing waits.
    const back = await call('PUT', '/member/limits', {
      limits: [
        { kind: 'wager', period: 'week', amount: '300' },
        { kind: 'wager', period: 'week', amount: '40' },
      ],
    })
    expect(limitIn(back.json().data, 'wager', 'week')).toMatchObject({ amount: '40', pending: null })
  })
})

describe('the deposit limit', () => {
  it('refuses a deposit beyond the lowest limit with what is still allowed, and writes nothing', async () => {
    const { session, call } = await newPlayer('0')
    await call('PUT', '/member/limits', {
      limits: [
        { kind: 'deposit', period: 'day', amount: '300' },
        { kind: 'deposit', period: 'week', amount: '250' },
      ],
    })
    const first = await call('POST', '/recharge', { channel_id: 4, amount: '150' })
    expect(first.statusCode, first.body).toBe(200)

    // An order waiting for payment holds its room: 250 a week less 150 leaves 100.
    const beyond = await call('POST', '/recharge', { channel_id: 4, amount: '100.01' })
    expect(beyond.statusCode).toBe(422)
    expect(beyond.json()).toMatchObject({
      code: 422,
      msg: 'DEPOSIT_LIMIT_REACHED',
      data: { limit: '100' },
    })
    expect(await depositsOf(session.user_id)).toHaveLength(1)
    expect(limitIn(await limitsOf(call), 'deposit', 'week')).toMatchObject({ used: '150', remaining: '100' })

    // A cancelled order gives its room back.
    await finishOnPage(first.json().data.pay_url, 'cancelled')
    expect(limitIn(await limitsOf(call), 'deposit', 'week')).toMatchObject({ used: '0', remaining: '250' })

    // A raise waiting for its cooling-off does not count yet.
    await setLimit(call, 'deposit', 'week', '1000')
    const beforeRaise = await call('POST', '/recharge', { channel_id: 4, amount: '260' })
    expect(beforeRaise.json()).toMatchObject({
      code: 422,
      msg: 'DEPOSIT_LIMIT_REACHED',
      data: { limit: '250' },
    })
    const crypto = await call('POST', '/recharge', { channel_id: 1, amount: '251' })
    expect(crypto.json()).toMatchObject({
      code: 422,
      msg: 'DEPOSIT_LIMIT_REACHED',
      data: { limit: '250' },
    })
    expect(await depositsOf(session.user_id)).toHaveLength(1)
    expect(await balanceOf(call)).toMatchObject({ score: '0', total_recharge: '0' })

    const allowed = await call('POST', '/recharge', { channel_id: 4, amount: '250' })
    expect(allowed.statusCode, allowed.body).toBe(200)
    await finishOnPage(allowed.json().data.pay_url, 'paid')
    expect(await balanceOf(call)).toMatchObject({ score: '250', total_recharge: '250' })
    const view = await limitsOf(call)
    expect(limitIn(view, 'deposit', 'day')).toMatchObject({ amount: '300', used: '250', remaining: '50' })
    expect(limitIn(view, 'deposit', 'week')).toMatchObject({ amount: '250', used: '250', remaining: '0' })
    expect((await depositsOf(session.user_id)).map((row) => row.over_limit)).toEqual([false, false])
  })

  it('credits a crypto transfer beyond the limit or during a break, flagged for the operators', async () => {
    const { session, call } = await newPlayer('0')
    await setLimit(call, 'deposit', 'day', '200')
    const order = (await call('POST', '/recharge', { channel_id: 1, amount: '150' })).json().data
    const confirm = async (txHash: string, amount: string) => {
      const response = await (await backOffice())('POST', '/operator/deposits/confirm', {
        network: 'TRC20',
        address: order.address,
        tx_hash: txHash,
        amount,
      })
      expect(response.statusCode, response.body).toBe(200)
      return response.json().data as { order_id: string; status: number }
    }
    expect(await confirm(`0xlimit${session.user_id}a`, '150')).toMatchObject({
      order_id: order.order_id,
      status: 3,
    })
    // The chain cannot refuse a transfer: money beyond the limit is the player's all the same.
    const beyond = await confirm(`0xlimit${session.user_id}b`, '75.5')
    expect(await balanceOf(call)).toMatchObject({ score: '225.5', total_recharge: '225.5' })
    expect((await depositsOf(session.user_id)).map((row) => [row.order_id, row.over_limit])).toEqual([
      [order.order_id, false],
      [beyond.order_id, true],
    ])

    // A player on a break, without any limit, whose order was made before the break.
    const resting = await newPlayer('0')
    const waiting = (await resting.call('POST', '/recharge', { channel_id: 1, amount: '100' })).json().data
    expect((await resting.call('POST', '/member/time_out', { duration: '24h' })).statusCode).toBe(200)
    const during = await (await backOffice())('POST', '/operator/deposits/confirm', {
      network: 'TRC20',
      address: waiting.address,
      tx_hash: `0xbreak${resting.session.user_id}`,
      amount: '100',
    })
    expect(during.json().data).toMatchObject({ order_id: waiting.order_id, status: 3 })
    expect((await balanceOf(resting.call)).score).toBe('100')

    const flagged = (await (await support())('GET', '/operator/deposits/over_limit?limit=100')).json()
      .data as {
      order_id: string
      user_id: number
      amount: string
    }[]
    expect(flagged.filter((row) => [session.user_id, resting.session.user_id].includes(row.user_id))).toEqual(
      [
        expect.objectContaining({
          order_id: waiting.order_id,
          user_id: resting.session.user_id,
          amount: '100',
        }),
        expect.objectContaining({ order_id: beyond.order_id, user_id: session.user_id, amount: '75.5' }),
      ],
    )
  })
})

describe('the loss and wager limits', () => {
  it('counts an open stake as lost until it settles, and refuses a stake beyond what the loss limit allows', async () => {
    const { call } = await newPlayer('100')
    await setLimit(call, 'loss', 'day', '30')
    const match = await openMatch()
    expect((await call('POST', '/soccer/bet', homeSingle(match, '20'))).statusCode).toBe(200)
    expect(limitIn(await limitsOf(call), 'loss', 'day')).toMatchObject({ used: '20', remaining: '10' })

    const beyond = await call('POST', '/soccer/bet', homeSingle(match, '10.5'))
    expect(beyond.statusCode).toBe(422)
    expect(beyond.json()).toMatchObject({ msg: 'LOSS_LIMIT_REACHED', data: { limit: '10' } })
    expect((await balanceOf(call)).score).toBe('80')
    expect((await call('POST', '/soccer/bet', homeSingle(match, '10'))).statusCode).toBe(200)
    expect((await balanceOf(call)).score).toBe('70')
    expect(limitIn(await limitsOf(call), 'loss', 'day')).toMatchObject({ used: '30', remaining: '0' })

    // The home win is paid: it is the net loss that is limited, so the win widens what is allowed.
    await db()
      .updateTable('sports_matches')
      .set({ status: MATCH_STATUS.closed })
      .where('id', '=', match.match_id)
      .execute()
    await recordMatchOutcome(db(), match.match_id, {
      status: MATCH_STATUS.finished,
      home_score: 2,
      away_score: 0,
      half_home_score: 1,
      half_away_score: 0,
      finished_at: test.clock.now(),
    })
    await settleSportsBets(db(), test.clock.now())
    const payout = (30 * Math.round(Number(homeWin(match).odds) * 100)) / 100
    const view = await limitsOf(call)
    const loss = limitIn(view, 'loss', 'day')
    expect(loss).toMatchObject({ amount: '30', used: '0' })
    expect(Number(loss.remaining)).toBeCloseTo(payout, 6)
    expect(limitIn(view, 'wager', 'day')).toMatchObject({ amount: null, used: '30' })
    const stillBeyond = await call(
      'POST',
      '/soccer/bet',
      homeSingle(await openMatch(), String(Math.ceil(payout) + 1)),
    )
    expect(stillBeyond.json()).toMatchObject({
      msg: 'LOSS_LIMIT_REACHED',
      data: { limit: loss.remaining },
    })
  })

  it('refuses a stake beyond the wager limit, wins or not, and takes one within it', async () => {
    const { call } = await newPlayer('100')
    await setLimit(call, 'wager', 'day', '25')
    const match = await openMatch()
    expect((await call('POST', '/soccer/bet', homeSingle(match, '20'))).statusCode).toBe(200)
    const beyond = await call('POST', '/soccer/bet', homeSingle(match, '10'))
    expect(beyond.json()).toMatchObject({ code: 422, msg: 'WAGER_LIMIT_REACHED', data: { limit: '5' } })
    expect((await balanceOf(call)).score).toBe('80')
    expect((await call('POST', '/soccer/bet', homeSingle(match, '5'))).statusCode).toBe(200)
    expect(limitIn(await limitsOf(call), 'wager', 'day')).toMatchObject({ used: '25', remaining: '0' })
    expect((await call('POST', '/soccer/bet', homeSingle(match, '1'))).json()).toMatchObject({
      msg: 'WAGER_LIMIT_REACHED',
      data: { limit: '0' },
    })
    expect((await balanceOf(call)).score).toBe('75')
  })
})

describe('breaks', () => {
  it('lengthens a break but never shortens it: a time-out, a longer one, a self-exclusion, then for good', async () => {
    const { session, call } = await newPlayer('0')
    const breakOf = async () => (await limitsOf(call)).block
    const take = (path: 'time_out' | 'self_exclusion', duration: string) =>
      call('POST', `/member/${path}`, { duration })

    const week = (await take('time_out', '7d')).json().data.block
    expect(week.kind).toBe('time_out')
    expect(Date.parse(week.until) - Date.parse(week.started_at)).toBe(7 * DAY)
    const shorter = await take('time_out', '24h')
    expect(shorter.statusCode).toBe(422)
    expect(shorter.json()).toMatchObject({ msg: 'BREAK_CANNOT_SHORTEN', data: { field: 'duration' } })
    expect(await breakOf()).toEqual(week)

    // A longer break keeps the first one's start.
    const sixWeeks = (await take('time_out', '6w')).json().data.block
    expect(sixWeeks).toMatchObject({ kind: 'time_out', started_at: week.started_at })
    expect(Date.parse(sixWeeks.until) - Date.parse(week.until)).toBeGreaterThanOrEqual(35 * DAY)

    const sixMonths = (await take('self_exclusion', '6m')).json().data.block
    expect(sixMonths).toMatchObject({ kind: 'self_exclusion', started_at: week.started_at })
    expect(Date.parse(sixMonths.until) - Date.parse(week.started_at)).toBeGreaterThan(180 * DAY)
    expect((await take('time_out', '6w')).json().msg).toBe('BREAK_CANNOT_SHORTEN')

    const forGood = (await take('self_exclusion', 'permanent')).json().data.block
    expect(forGood).toEqual({ kind: 'self_exclusion', started_at: week.started_at, until: null })
    for (const duration of ['5y', '6m']) {
      expect((await take('self_exclusion', duration)).json().msg).toBe('BREAK_CANNOT_SHORTEN')
    }
    expect((await take('time_out', '24h')).json().msg).toBe('BREAK_CANNOT_SHORTEN')
    expect(await breakOf()).toEqual(forGood)

    expect((await call('POST', '/recharge', { channel_id: 4, amount: '100' })).json()).toMatchObject({
      code: 422,
      msg: 'SELF_EXCLUDED',
      data: { until: null },
    })
    // Only the breaks taken are logged, none of the refused ones.
    expect((await eventsOf(session.user_id)).map((event) => event.action)).toEqual([
      'time_out_taken',
      'time_out_taken',
      'self_exclusion_taken',
      'self_exclusion_taken',
    ])
  })

  it('closes deposits and promotions during a time-out and opens them again when it ends', async () => {
    const { email, session, call } = await newPlayer('0')
    const block = (await call('POST', '/member/time_out', { duration: '24h' })).json().data.block
    expect((await call('POST', '/recharge', { channel_id: 4, amount: '100' })).json()).toMatchObject({
      code: 422,
      msg: 'TIME_OUT_ACTIVE',
      data: { until: block.until },
    })
    const checkIn = (token: string) => caller(test, token, '/activities')('POST', '/benefit/check_in')
    expect((await checkIn(session.token)).json()).toMatchObject({ code: 422, msg: 'TIME_OUT_ACTIVE' })
    expect(await depositsOf(session.user_id)).toEqual([])
    expect((await balanceOf(call)).score).toBe('0')

    test.clock.advanceBy(DAY + 1000)
    const token = await signInToken(email)
    const again = caller(test, token)
    expect((await limitsOf(again)).block).toBeNull()
    expect((await again('POST', '/recharge', { channel_id: 4, amount: '100' })).statusCode).toBe(200)
    expect((await checkIn(token)).json().data).toMatchObject({ streak_day: 1, reward: '0.5' })
  })
})

describe('the reality check', () => {
  it('keeps the interval and reports this sign-in’s start, stakes and net result', async () => {
    const { email, call } = await newPlayer('50')
    const first = (await call('GET', '/member/reality_check')).json().data
    expect(first).toMatchObject({ interval_minutes: null, wagered: '0', net_result: '0' })
    expect(Date.parse(first.session_started_at)).toBeLessThanOrEqual(Date.parse(first.now))

    const set = await call('PUT', '/member/reality_check', { interval_minutes: 30 })
    expect(set.json().data).toMatchObject({
      interval_minutes: 30,
      session_started_at: first.session_started_at,
    })
    expect((await call('POST', '/soccer/bet', homeSingle(await openMatch(), '10'))).statusCode).toBe(200)
    test.clock.advanceBy(5 * 60_000)

    const later = (await call('GET', '/member/reality_check')).json().data
    expect(later).toMatchObject({
      interval_minutes: 30,
      session_started_at: first.session_started_at,
      wagered: '10',
      net_result: '-10',
    })
    expect(Date.parse(later.now) - Date.parse(first.now)).toBeGreaterThanOrEqual(5 * 60_000)

    // A new sign-in is a new session: its figures start from nothing, the interval stays.
    const fresh = await signIn(email)
    const next = (await fresh('GET', '/member/reality_check')).json().data
    expect(next).toMatchObject({ interval_minutes: 30, wagered: '0', net_result: '0' })
    expect(Date.parse(next.session_started_at)).toBeGreaterThan(Date.parse(first.session_started_at))
    expect(
      (await fresh('PUT', '/member/reality_check', { interval_minutes: null })).json().data,
    ).toMatchObject({
      interval_minutes: null,
    })
  })
})

describe('an operator', () => {
  it('tightens a limit at once with a reason, never loosens one, and leaves the change in the audit log', async () => {
    const { session, call } = await newPlayer('0')
    await setLimit(call, 'wager', 'week', '100')
    await setLimit(call, 'wager', 'week', '300')
    expect(limitIn(await limitsOf(call), 'wager', 'week').pending).toMatchObject({ amount: '300' })
    const asSupport = await support()
    const url = `/operator/players/${session.user_id}/limits`
    const reason = 'Affordability review after a complaint'

    const tightened = await asSupport('PUT', url, {
      limits: [
        { kind: 'wager', period: 'week', amount: '80' },
        { kind: 'deposit', period: 'day', amount: '500' },
      ],
      reason,
    })
    expect(tightened.statusCode, tightened.body).toBe(200)
    const view = tightened.json().data as MemberLimits
    // The operator's limit applies at once and drops the player's pending raise.
    expect(limitIn(view, 'wager', 'week')).toMatchObject({ amount: '80', pending: null })
    expect(limitIn(view, 'deposit', 'day')).toMatchObject({ amount: '500', pending: null })

    const looser = [
      [{ kind: 'wager', period: 'week', amount: '90' }, 'wager.week'],
      [{ kind: 'deposit', period: 'day', amount: null }, 'deposit.day'],
    ] as const
    for (const [change, field] of looser) {
      // A valid tightening in the same request is refused with it.
      const refused = await asSupport('PUT', url, {
        limits: [{ kind: 'loss', period: 'month', amount: '10' }, change],
        reason,
      })
      expect(refused.statusCode).toBe(422)
      expect(refused.json()).toMatchObject({ msg: 'LIMIT_NOT_TIGHTER', data: { field } })
    }
    expect((await asSupport('GET', url)).json().data).toEqual(view)
    expect(await limitsOf(call)).toEqual(view)

    const actions = (await (await backOffice())('GET', '/operator/actions?limit=100')).json().data.list as {
      operator_id: number
      action: string
      target: string
      reason: string | null
    }[]
    const ours = actions.filter((action) => action.target === String(session.user_id))
    expect(ours.map((action) => [action.action, action.reason])).toEqual([
      ['tighten_player_limit', reason],
      ['tighten_player_limit', reason],
    ])
    const events = await eventsOf(session.user_id)
    expect(events.map((event) => [event.action, event.operator_id === null])).toEqual([
      ['limit_changed', true],
      ['limit_changed', true],
      ['limit_changed', false],
      ['limit_changed', false],
    ])
  })

  it('needs the support duty, a reason and a player', async () => {
    const { session, call } = await newPlayer('0')
    const url = `/operator/players/${session.user_id}/limits`
    const body = { limits: [{ kind: 'loss', period: 'day', amount: '5' }], reason: 'A reason' }
    expect((await call('PUT', url, body)).statusCode).toBe(401)
    expect((await caller(test, '')('GET', url)).statusCode).toBe(401)
    const asSupport = await support()
    expect((await asSupport('PUT', url, { ...body, reason: '' })).json()).toMatchObject({
      code: 400,
      msg: 'VALIDATION_FAILED',
    })
    expect((await asSupport('PUT', '/operator/players/999999999/limits', body)).json()).toMatchObject({
      code: 404,
      msg: 'UNKNOWN_PLAYER',
    })
    expect(await protectionRowOf(session.user_id)).toBeUndefined()
  })
})

describe('a malformed request', () => {
  const change = (overrides: object) => ({ kind: 'wager', period: 'day', amount: '10', ...overrides })
  const cases: { name: string; method: 'PUT' | 'POST'; url: string; body: object }[] = [
    { name: 'no change at all', method: 'PUT', url: '/member/limits', body: { limits: [] } },
    {
      name: 'more changes than there are limits',
      method: 'PUT',
      url: '/member/limits',
      body: { limits: Array.from({ length: 10 }, () => change({})) },
    },
    {
      name: 'an unknown kind',
      method: 'PUT',
      url: '/member/limits',
      body: { limits: [change({ kind: 'bonus' })] },
    },
    {
      name: 'an unknown period',
      method: 'PUT',
      url: '/member/limits',
      body: { limits: [change({ period: 'year' })] },
    },
    {
      name: 'an amount as a number',
      method: 'PUT',
      url: '/member/limits',
      body: { limits: [change({ amount: 10 })] },
    },
    {
      name: 'an amount in exponent notation',
      method: 'PUT',
      url: '/member/limits',
      body: { limits: [change({ amount: '1e3' })] },
    },
    {
      name: 'a negative amount after a valid change',
      method: 'PUT',
      url: '/member/limits',
      body: { limits: [change({}), change({ kind: 'loss', amount: '-5' })] },
    },
    {
      name: 'an amount finer than a micro-USDT after a valid change',
      method: 'PUT',
      url: '/member/limits',
      body: { limits: [change({}), change({ kind: 'deposit', amount: '0.0000001' })] },
    },
    { name: 'a time-out of an hour', method: 'POST', url: '/member/time_out', body: { duration: '1h' } },
    {
      name: 'a self-exclusion of 3 months',
      method: 'POST',
      url: '/member/self_exclusion',
      body: { duration: '3m' },
    },
    {
      name: 'a time-out of a self-exclusion’s length',
      method: 'POST',
      url: '/member/time_out',
      body: { duration: '6m' },
    },
    {
      name: 'a reminder every 20 minutes',
      method: 'PUT',
      url: '/member/reality_check',
      body: { interval_minutes: 20 },
    },
  ]

  it.each(cases)('is refused with 400 and changes nothing: $name', async ({ method, url, body }) => {
    const { session, call } = await newPlayer('0')
    const response = await call(method, url, body)
    expect(response.statusCode, response.body).toBe(400)
    const view = await limitsOf(call)
    expect(view.block).toBeNull()
    expect(view.limits.filter((limit) => limit.amount !== null || limit.pending !== null)).toEqual([])
    expect((await call('GET', '/member/reality_check')).json().data.interval_minutes).toBeNull()
    // No protection row either: the player keeps the fast, unguarded path for stakes.
    expect(await protectionRowOf(session.user_id)).toBeUndefined()
    expect(await eventsOf(session.user_id)).toEqual([])
  })
})
