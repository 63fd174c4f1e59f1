import type { SportsBet, SportsMatch } from '@app/contract'
import { BET_STATUS, MATCH_STATUS } from '@app/domain'
import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAdjustableClock } from '../../../clock/clock'
import { verifyLedger } from '../../../modules/ledger/ledger.service'
import { PLATFORM } from '../../../test/accounts-helpers'
import { startTestApp, type TestApp } from '../../../test/test-app'
import { balanceOf, caller, fundedPlayer, operatorToken } from '../../../test/wallet-helpers'
import type { FeedFixture } from '../sports-feed'
import {
  beijingInstant,
  ENDPOINTS,
  type FakeSporttery,
  NO_RESULTS,
  rowsOf,
  shifted,
  startFakeSporttery,
} from './fake-sporttery.test-support'
import basketballCalculator from './fixtures/basketball-calculator.json'
import basketballResults from './fixtures/basketball-results.json'
import footballCalculator from './fixtures/football-calculator.json'
import footballResults from './fixtures/football-results.json'
import { createSportteryFeed } from './sporttery-feed'

type LogLine = Record<string, unknown> & { level: number; msg: string }
const WARN = 40
const MINUTE = 60_000
const POLL_MS = 30_000

/** A logger whose lines the test reads, as an operator reads the server's. */
function capturingLogger() {
  const lines: LogLine[] = []
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) })
  return { lines, logger }
}

/** The recordings moved so their first kick-off falls `aheadMs` from now, at a whole minute. */
function deltaTo(firstKickOff: number, aheadMs: number) {
  return Math.ceil((Date.now() + aheadMs) / MINUTE) * MINUTE - firstKickOff
}
const footballDelta = deltaTo(beijingInstant('2026-11-28', '20:30:00'), 2 * 3_600_000)
const basketballDelta = deltaTo(beijingInstant('2026-11-29', '08:30:00'), 3 * 3_600_000)

function serveRecordings(fake: FakeSporttery) {
  fake.answers.set(ENDPOINTS.footballCalculator, { json: shifted(footballCalculator, footballDelta) })
  fake.answers.set(ENDPOINTS.basketballCalculator, { json: shifted(basketballCalculator, basketballDelta) })
  fake.answers.set(ENDPOINTS.footballResults, { json: NO_RESULTS })
  fake.answers.set(ENDPOINTS.basketballResults, { json: NO_RESULTS })
}

/** The recorded soccer list with one of its prices changed, as a later poll would find it. */
function withPrice(matchId: number, pool: string, key: string, odds: string) {
  const payload = shifted(footballCalculator, footballDelta)
  const match = rowsOf(payload).find((row) => row.matchId === matchId)
  const prices = match?.[pool] as Record<string, string> | undefined
  if (!prices) throw new Error(`no ${pool} on ${matchId}`)
  prices[key] = odds
  return payload
}

describe('the server on the sporttery feed', () => {
  let test: TestApp
  let fake: FakeSporttery
  let operator: string
  const log = capturingLogger()
  const anyone = () => caller(test, '')
  const calculatorCalls = () =>
    fake.requests.filter((request) => request.endpoint.endsWith('getMatchCalculatorV1.qry'))

  beforeAll(async () => {
    fake = await startFakeSporttery()
    serveRecordings(fake)
    test = await startTestApp(
      {
        SPORTS_FEED: 'sporttery',
        SPORTTERY_BASE_URL: fake.base,
        SPORTTERY_POLL_INTERVAL_MS: String(POLL_MS),
        SPORTTERY_TIMEOUT_MS: '2000',
      },
      { logger: log.logger },
    )
    operator = await operatorToken(test)
    await test.app.sportsWorker.tick()
  })
  afterAll(async () => {
    expect(await verifyLedger(test.database.db)).toEqual([])
    await test.close()
    await fake.close()
  })

  async function lobby(sport: string): Promise<SportsMatch[]> {
    const response = await anyone()('GET', `/${sport}?limit=40`)
    expect(response.statusCode).toBe(200)
    return response.json().data.list
  }
  const byId = (matches: readonly SportsMatch[], id: string) => {
    const match = matches.find((entry) => entry.match_id === id)
    if (!match) throw new Error(`${id} is not listed`)
    return match
  }
  const pickOf = (match: SportsMatch, kind: string, name: string) => {
    const price = match.odds.find((entry) => entry.kind === kind && entry.name === name)
    if (!price) throw new Error(`${match.match_id} has no ${kind} ${name}`)
    return { match_id: match.match_id, kind, name, handicap_val: price.handicap_val, odds: price.odds }
  }

  it('lists the recorded matches with every pool priced, and skips the malformed one with a warning', async () => {
    const soccer = await lobby('soccer')
    expect(soccer.map((match) => match.match_id).sort()).toEqual([
      'sporttery-soccer-2040801',
      'sporttery-soccer-2040802',
      'sporttery-soccer-2040803',
    ])
    const arsenal = byId(soccer, 'sporttery-soccer-2040801')
    expect(arsenal).toMatchObject({
      league_name: '英超',
      home_name: '阿森纳',
      away_name: '切尔西',
      status: 1,
    })
    expect(Date.parse(arsenal.match_start_time)).toBe(
      beijingInstant('2026-11-28', '20:30:00') + footballDelta,
    )
    for (const match of soccer) {
      expect(match.odds).toHaveLength(54)
      expect(new Set(match.odds.map((entry) => entry.kind))).toEqual(
        new Set(['wl', 'handicap', 'correct_score', 'goals', 'half']),
      )
    }
    expect(arsenal.compare.handicap).toMatchObject({ w: '3.55', d: '3.55', l: '1.80', goal: -1 })
    expect(pickOf(arsenal, 'correct_score', 'home_other').odds).toBe('40.00')
    expect(byId(soccer, 'sporttery-soccer-2040803').compare.handicap?.goal).toBe(1)

    const basketball = await lobby('basketball')
    expect(basketball).toHaveLength(2)
    const lakers = byId(basketball, 'sporttery-basketball-2040901')
    expect(lakers.odds).toHaveLength(18)
    expect(lakers.compare).toMatchObject({
      wl: { w: '1.45', l: '2.30' },
      handicap: { goal: -4.5 },
      bs: { w: '1.75', l: '1.75', goal: 229.5 },
    })
    // BD and cricket are no JC games: the sporttery feed lists none.
    expect(await lobby('bd')).toEqual([])

    // Each pool asked for on its own, as the calculator pages do.
    const pools = calculatorCalls().map((request) => request.query.get('poolCode'))
    expect(pools.sort()).toEqual(['crs', 'had', 'hafu', 'hdc', 'hhad', 'hilo', 'mnl', 'ttg', 'wnm'])
    expect(calculatorCalls().every((request) => request.query.get('channel') === 'c')).toBe(true)

    const skipped = log.lines.filter((line) => line.msg === 'sporttery match skipped: malformed')
    expect(skipped.length).toBeGreaterThan(0)
    expect(skipped[0]).toMatchObject({ level: WARN, feed: 'sporttery', sport: 'soccer', matchId: 2040804 })
    expect(skipped[0]?.matchNumStr).toBe('周六004')
    expect(JSON.stringify(skipped[0]?.problems)).toContain('homeTeamAbbName')
  })

  it('polls at most once an interval, conditionally, and moves a changed price', async () => {
    const before = calculatorCalls().length
    await test.app.sportsWorker.tick()
    expect(calculatorCalls()).toHaveLength(before)

    test.clock.advanceBy(POLL_MS)
    await test.app.sportsWorker.tick()
    const again = calculatorCalls().slice(before)
    expect(again).toHaveLength(9)
    expect(again.every((request) => request.status === 304 && request.headers['if-none-match'])).toBe(true)
    expect(pickOf(byId(await lobby('soccer'), 'sporttery-soccer-2040801'), 'wl', 'H')).toMatchObject({
      odds: '1.78',
    })

    fake.answers.set(ENDPOINTS.footballCalculator, { json: withPrice(2040801, 'had', 'h', '1.83') })
    test.clock.advanceBy(POLL_MS)
    await test.app.sportsWorker.tick()
    const arsenal = byId(await lobby('soccer'), 'sporttery-soccer-2040801')
    expect(arsenal.odds.find((entry) => entry.kind === 'wl' && entry.name === 'H')).toMatchObject({
      odds: '1.83',
      previous_odds: '1.78',
    })
    expect(arsenal.odds.filter((entry) => entry.previous_odds !== null)).toHaveLength(1)
  })

  it('keeps the last good list through a malformed payload and an outage, backing off', async () => {
    const moved = withPrice(2040801, 'had', 'h', '1.83')
    fake.answers.set(ENDPOINTS.footballCalculator, { status: 200, body: '{"success":true,"value":' })
    test.clock.advanceBy(POLL_MS)
    await expect(test.app.sportsWorker.tick()).resolves.toBeUndefined()
    const failed = log.lines.filter((line) => line.msg.startsWith('sporttery poll failed'))
    expect(failed.find((line) => line.resource === 'had selling list')).toMatchObject({
      level: WARN,
      sport: 'soccer',
      reason: 'not a selling list',
      failures: 1,
      retryInMs: 2 * POLL_MS,
    })
    expect(pickOf(byId(await lobby('soccer'), 'sporttery-soccer-2040801'), 'wl', 'H').odds).toBe('1.83')

    // The provider goes down: nothing is asked before the backoff is over, then twice as long again.
    fake.answers.set(ENDPOINTS.footballCalculator, { status: 503, body: '' })
    const footballCalls = () => calculatorCalls().filter((request) => request.endpoint.includes('football'))
    const asked = footballCalls().length
    test.clock.advanceBy(POLL_MS)
    await test.app.sportsWorker.tick()
    expect(footballCalls()).toHaveLength(asked)
    test.clock.advanceBy(POLL_MS)
    await test.app.sportsWorker.tick()
    expect(footballCalls().length).toBe(asked + 5)
    const pollFailures = () => log.lines.filter((line) => line.msg.startsWith('sporttery poll failed'))
    expect(pollFailures().at(-1)).toMatchObject({
      sport: 'soccer',
      resource: 'hafu selling list',
      reason: 'HTTP 503',
      failures: 2,
      retryInMs: 4 * POLL_MS,
    })
    expect(await lobby('soccer')).toHaveLength(3)

    // Back again: answered in full (the last answer held was the broken one, without a validator),
    // then conditionally, at the interval once more.
    fake.answers.set(ENDPOINTS.footballCalculator, { json: moved })
    const failuresSoFar = pollFailures().length
    test.clock.advanceBy(4 * POLL_MS)
    await test.app.sportsWorker.tick()
    expect(footballCalls().at(-1)).toMatchObject({ status: 200 })
    test.clock.advanceBy(POLL_MS)
    await test.app.sportsWorker.tick()
    expect(footballCalls().at(-1)).toMatchObject({ status: 304 })
    expect(footballCalls().length).toBe(asked + 15)
    expect(pollFailures()).toHaveLength(failuresSoFar)
    expect(pickOf(byId(await lobby('soccer'), 'sporttery-soccer-2040801'), 'wl', 'H').odds).toBe('1.83')
  })

  it('follows a kick-off the feed brings forward, and a handicap line that moves at the same odds', async () => {
    const arsenalId = 'sporttery-soccer-2040801'
    const before = byId(await lobby('soccer'), arsenalId)
    const earlier = shifted(footballCalculator, footballDelta - 3_600_000)
    const arsenal = rowsOf(earlier).find((row) => row.matchId === 2040801)
    const handicap = arsenal?.hhad as Record<string, string> | undefined
    if (!handicap) throw new Error('no hhad on 2040801')
    handicap.goalLine = '-2'
    handicap.goalLineValue = '-2'
    fake.answers.set(ENDPOINTS.footballCalculator, { json: earlier })
    test.clock.advanceBy(4 * POLL_MS)
    await test.app.sportsWorker.tick()
    const after = byId(await lobby('soccer'), arsenalId)
    expect(Date.parse(after.match_start_time)).toBe(Date.parse(before.match_start_time) - 3_600_000)
    const lineOf = (match: SportsMatch) => pickOf(match, 'handicap', 'H')
    expect(lineOf(after)).toMatchObject({ odds: lineOf(before).odds })
    expect(lineOf(after).handicap_val).not.toBe(lineOf(before).handicap_val)

    // Back as recorded: the kick-off and the line go back with it.
    serveRecordings(fake)
    test.clock.advanceBy(4 * POLL_MS)
    await test.app.sportsWorker.tick()
    const restored = byId(await lobby('soccer'), arsenalId)
    expect(restored.match_start_time).toBe(before.match_start_time)
    expect(lineOf(restored).handicap_val).toBe(lineOf(before).handicap_val)
  })

  it('settles placed bets on the recorded results: a win, a void leg at 1.00, a loss', async () => {
    const { call, email } = await fundedPlayer(test, '100', operator)
    const soccer = await lobby('soccer')
    const basketball = await lobby('basketball')
    const arsenal = byId(soccer, 'sporttery-soccer-2040801')
    const bayern = byId(soccer, 'sporttery-soccer-2040802')
    const inter = byId(soccer, 'sporttery-soccer-2040803')
    const lakers = byId(basketball, 'sporttery-basketball-2040901')
    const celtics = byId(basketball, 'sporttery-basketball-2040902')
    const place = async (game: string, body: object) => {
      const placed = await call('POST', `/${game}/bet`, body)
      expect(placed.statusCode, placed.body).toBe(200)
      return placed.json().data as SportsBet
    }
    const single = await place('soccer', {
      picks: [pickOf(arsenal, 'wl', 'H')],
      folds: [1],
      cast_value: '10',
      multiple: 1,
    })
    // 2:1 at full time, 1:1 with inter's +1 is a home win on the handicap, bayern is cancelled.
    const parlay = await place('soccer', {
      picks: [
        pickOf(arsenal, 'correct_score', '2:1'),
        pickOf(bayern, 'wl', 'H'),
        pickOf(inter, 'handicap', 'H'),
      ],
      folds: [3],
      cast_value: '2',
      multiple: 1,
    })
    const halfFull = await place('soccer', {
      picks: [pickOf(arsenal, 'half', 'H/H')],
      folds: [1],
      cast_value: '1',
      multiple: 1,
    })
    const cover = await place('basketball', {
      picks: [pickOf(lakers, 'handicap', 'H')],
      folds: [1],
      cast_value: '4',
      multiple: 1,
    })
    const upset = await place('basketball', {
      picks: [pickOf(celtics, 'wl', 'H')],
      folds: [1],
      cast_value: '5',
      multiple: 1,
    })
    expect((await balanceOf(call)).score).toBe('78')

    // Every match kicks off and is played; the results are not out yet.
    test.clock.advanceBy(12 * 3_600_000)
    await test.app.sportsWorker.tick()
    const inPlay = await test.database.db
      .selectFrom('sports_matches')
      .select('status')
      .where('id', 'like', 'sporttery-%')
      .execute()
    expect(inPlay.map((match) => match.status)).toEqual(Array(5).fill(MATCH_STATUS.closed))
    const resultCalls = fake.requests.filter((request) => request.endpoint === ENDPOINTS.footballResults)
    expect(resultCalls.length).toBeGreaterThan(0)
    expect(resultCalls.at(-1)?.query.get('matchEndDate')).toMatch(/^\d{4}-\d{2}-\d{2}$/)

    fake.answers.set(ENDPOINTS.footballResults, { json: shifted(footballResults, footballDelta) })
    fake.answers.set(ENDPOINTS.basketballResults, { json: shifted(basketballResults, basketballDelta) })
    test.clock.advanceBy(POLL_MS)
    await test.app.sportsWorker.tick()

    const history = (await anyone()('GET', '/soccer/history?limit=50')).json().data.list as SportsMatch[]
    expect(byId(history, arsenal.match_id)).toMatchObject({
      status: MATCH_STATUS.finished,
      score: { home: 2, away: 1 },
      half_score: { home: 1, away: 0 },
    })
    expect(byId(history, bayern.match_id).status).toBe(MATCH_STATUS.cancelled)
    const hoops = (await anyone()('GET', '/basketball/history?limit=50')).json().data.list as SportsMatch[]
    expect(byId(hoops, lakers.match_id).score).toEqual({ home: 118, away: 112 })
    const rejected = log.lines.filter((line) => line.msg === 'sporttery result skipped: malformed')
    expect(rejected.at(-1)).toMatchObject({
      level: WARN,
      matchId: 2040804,
      problems: ['HALF_TIME_ABOVE_FINAL'],
    })

    // The player signs in again: the clock has moved hours past their token.
    const signIn = await test.app.inject({
      method: 'POST',
      url: '/sports/api/v1/sign_in/',
      headers: PLATFORM,
      payload: { account: email, password: 'winning42' },
    })
    const again = caller(test, signIn.json().data.token)
    const cents = (odds: string) => Math.round(Number(odds) * 100)
    const expected =
      78 +
      (10 * cents(pickOf(arsenal, 'wl', 'H').odds)) / 100 +
      (2 * cents(pickOf(arsenal, 'correct_score', '2:1').odds) * cents(pickOf(inter, 'handicap', 'H').odds)) /
        10_000 +
      cents(pickOf(arsenal, 'half', 'H/H').odds) / 100 +
      (4 * cents(pickOf(lakers, 'handicap', 'H').odds)) / 100
    expect(Number((await balanceOf(again)).score)).toBeCloseTo(expected, 6)
    const soccerBets = (await again('GET', '/soccer/mybet?status=-1&limit=10')).json().data
      .list as SportsBet[]
    const hoopBets = (await again('GET', '/basketball/mybet?status=-1&limit=10')).json().data
      .list as SportsBet[]
    const settled = new Map([...soccerBets, ...hoopBets].map((bet) => [bet.bet_id, bet]))
    expect(settled.get(single.bet_id)).toMatchObject({ status: BET_STATUS.settled, legs: [{ r: 'win' }] })
    expect(settled.get(parlay.bet_id)?.legs.map((leg) => leg.r)).toEqual(['win', 'void', 'win'])
    expect(settled.get(halfFull.bet_id)?.legs[0]?.r).toBe('win')
    expect(settled.get(cover.bet_id)?.legs[0]?.r).toBe('win')
    expect(settled.get(upset.bet_id)).toMatchObject({ payout: '0', legs: [{ r: 'lose' }] })
  })
})

describe('the sporttery feed on its own', () => {
  let fake: FakeSporttery
  beforeAll(async () => {
    fake = await startFakeSporttery()
  })
  afterAll(() => fake.close())

  function feedAt(startsAt: number, timeoutMs = 2000) {
    const clock = createAdjustableClock(() => startsAt - 3_600_000)
    const log = capturingLogger()
    const feed = createSportteryFeed({
      baseUrl: fake.base,
      pollIntervalMs: POLL_MS,
      timeoutMs,
      clock,
      logger: log.logger,
    })
    return { feed, clock, log }
  }

  it('calls a match put off beyond 36 hours postponed, and waits for one put off less', async () => {
    fake.answers.set(ENDPOINTS.footballCalculator, { json: footballCalculator })
    fake.answers.set(ENDPOINTS.footballResults, { json: NO_RESULTS })
    const kickOff = beijingInstant('2026-11-28', '20:30:00')
    const { feed, clock } = feedAt(kickOff)
    const fixtures = await feed.fixtures(
      'soccer',
      new Date(kickOff - 86_400_000),
      new Date(kickOff + 86_400_000),
    )
    const arsenal = fixtures.find((fixture) => fixture.id === 'sporttery-soccer-2040801') as FeedFixture
    const bayern = fixtures.find((fixture) => fixture.id === 'sporttery-soccer-2040802') as FeedFixture
    expect(arsenal.startsAt.getTime()).toBe(kickOff)

    const relisted = structuredClone(footballCalculator)
    const [arsenalRow, bayernRow] = rowsOf(relisted)
    if (!arsenalRow || !bayernRow) throw new Error('the recording has no matches')
    arsenalRow.matchDate = '2026-11-30'
    bayernRow.matchTime = '23:30:00'
    fake.answers.set(ENDPOINTS.footballCalculator, { json: relisted })
    clock.advanceBy(2 * 3_600_000)
    await feed.fixtures('soccer', new Date(kickOff), new Date(kickOff + 3 * 86_400_000))
    expect(await feed.outcome(arsenal, clock.now())).toEqual({ status: 'postponed' })
    expect(await feed.outcome(bayern, clock.now())).toBeUndefined()
  })

  it('warns once about a match still without a result 36 hours after kick-off', async () => {
    fake.answers.set(ENDPOINTS.footballCalculator, { json: footballCalculator })
    fake.answers.set(ENDPOINTS.footballResults, { json: NO_RESULTS })
    const kickOff = beijingInstant('2026-11-28', '20:30:00')
    const { feed, clock, log } = feedAt(kickOff)
    const [fixture] = await feed.fixtures('soccer', new Date(kickOff - 60_000), new Date(kickOff + 60_000))
    if (!fixture) throw new Error('no fixture')
    clock.advanceBy(40 * 3_600_000)
    expect(await feed.outcome(fixture, clock.now())).toBeUndefined()
    expect(await feed.outcome(fixture, clock.now())).toBeUndefined()
    const late = log.lines.filter((line) => line.msg.includes('without a result'))
    expect(late).toHaveLength(1)
    expect(late[0]).toMatchObject({ level: WARN, matchId: fixture.id })
  })

  it('asks no further pool of a provider that does not answer, and backs them all off', async () => {
    fake.answers.set(ENDPOINTS.footballCalculator, { status: 200, body: '{}', delayMs: 1500 })
    const { feed, log, clock } = feedAt(Date.now(), 200)
    const window = [new Date(0), new Date(8.64e15)] as const
    const asked = () =>
      fake.requests.filter((request) => request.endpoint === ENDPOINTS.footballCalculator).length
    const before = asked()
    const startedAt = performance.now()
    expect(await feed.fixtures('soccer', ...window)).toEqual([])
    expect(performance.now() - startedAt).toBeLessThan(1200)
    expect(asked() - before).toBe(1)
    const failed = log.lines.filter((line) => line.msg.startsWith('sporttery poll failed'))
    expect(failed.map((line) => [line.resource, line.reason])).toEqual([
      ['had selling list', 'timeout'],
      ['hhad selling list', 'not asked: timeout'],
      ['crs selling list', 'not asked: timeout'],
      ['ttg selling list', 'not asked: timeout'],
      ['hafu selling list', 'not asked: timeout'],
    ])
    expect(failed.every((line) => line.retryInMs === 2 * POLL_MS)).toBe(true)
    clock.advanceBy(POLL_MS)
    await feed.fixtures('soccer', ...window)
    expect(asked() - before).toBe(1)
  })

  it('answers nothing for BD and cricket, which are no JC games', async () => {
    const { feed } = feedAt(Date.now())
    expect(await feed.fixtures('bd', new Date(0), new Date(8.64e15))).toEqual([])
    expect(await feed.fixtures('cricket', new Date(0), new Date(8.64e15))).toEqual([])
  })
})
