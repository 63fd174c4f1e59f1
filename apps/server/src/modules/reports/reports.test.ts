import { randomUUID } from 'node:crypto'
import type { BetStatistics, CricketMatch } from '@app/contract'
import {
  BET_STATUS,
  GAME_ID,
  MATCH_STATUS,
  type Money,
  money,
  moneyOf,
  toDecimalString,
  ZERO,
} from '@app/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { finishMatch, openMatches, pickOf } from '../../test/sports-helpers'
import { startTestApp, type TestApp } from '../../test/test-app'
import { caller, fundedPlayer, operatorToken } from '../../test/wallet-helpers'
import { verifyLedger } from '../ledger/ledger.service'
import { settleCricketBets } from '../sports/cricket.service'
import { settleSportsBets } from '../sports/sports-feed.service'

let test: TestApp
beforeAll(async () => {
  test = await startTestApp()
  await test.app.sportsWorker.tick()
  await test.app.drawWorker.tick()
})
afterAll(async () => {
  expect(await verifyLedger(test.database.db)).toEqual([])
  await test.close()
})

const db = () => test.database.db
const anyone = () => caller(test, '')
const today = () => test.clock.now().toISOString().slice(0, 10)
const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

async function openCricketMatch(): Promise<CricketMatch> {
  const soon = test.clock.now().getTime() + 5 * 60_000
  const list = (await test.app.inject({ url: '/sports/cricketAPI/matchData/matchList?limit=100' })).json()
    .data.list as CricketMatch[]
  const match = list.find(
    (entry) => entry.status === MATCH_STATUS.open && Date.parse(entry.match_start_time) > soon,
  )
  if (!match) throw new Error('no open cricket match')
  return match
}

/** The galloping Mark Six draw taking bets for at least 30 more seconds of the test's time. */
async function gallopingDraw(): Promise<{ id: number; closes_at: string; draws_at: string }> {
  const current = async () => (await anyone()('GET', '/gallopingmarksix/current')).json().data
  const draw = await current()
  if (Date.parse(draw.closes_at) - test.clock.now().getTime() >= 30_000) return draw
  test.clock.advanceBy(Date.parse(draw.draws_at) - test.clock.now().getTime() + 1000)
  await test.app.drawWorker.tick()
  return current()
}

type Player = Awaited<ReturnType<typeof fundedPlayer>>

/** One player's soccer, basketball, cricket and Mark Six bets, some settled and one left pending. */
async function playSomeBets(player: Player, stake: (base: number) => string) {
  const [soccerWin, soccerLose, soccerPending] = await openMatches(test, 'soccer')
  const [basketball] = await openMatches(test, 'basketball')
  if (!soccerWin || !soccerLose || !soccerPending || !basketball) throw new Error('not enough matches')
  const bet = async (sport: string, picks: object[], castValue: string) => {
    const response = await player.call('POST', `/${sport}/bet`, {
      picks,
      folds: [1],
      cast_value: castValue,
      multiple: 1,
    })
    expect(response.statusCode, response.body).toBe(200)
  }
  await bet('soccer', [pickOf(soccerWin, 'wl', 'H')], stake(10))
  await bet('soccer', [pickOf(soccerLose, 'wl', 'H')], stake(4))
  await bet('soccer', [pickOf(soccerPending, 'wl', 'D')], stake(3))
  await bet('basketball', [pickOf(basketball, 'wl', 'H')], stake(6))

  const cricketMatch = await openCricketMatch()
  const winner = cricketMatch.selections.find(
    (entry) => entry.categoryLabel === 'winner' && entry.slipLabel === 'home',
  )
  if (!winner) throw new Error('no cricket winner selection')
  const cricket = await test.app.inject({
    method: 'POST',
    url: '/sports/betData/create',
    headers: { authorization: player.session.token, 'idempotency-key': randomUUID() },
    payload: {
      matchId: cricketMatch.matchId,
      bets: {
        [winner.id]: { categoryLabel: 'winner', slipLabel: 'home', odd: winner.odd, amount: stake(5) },
      },
    },
  })
  expect(cricket.statusCode, cricket.body).toBe(200)

  const draw = await gallopingDraw()
  const lottery = await player.call('POST', '/lottery/bet', {
    game: 'gallopingmarksix',
    draw_id: draw.id,
    entries: [
      { type: 'specialCode', prop: '7', amount: stake(2) },
      { type: 'specialCodeSide', prop: 'big', amount: stake(5) },
    ],
  })
  expect(lottery.statusCode, lottery.body).toBe(200)
  return { soccerWin, soccerLose, basketball, cricketMatch, draw }
}

type Settled = { game: string; day: string; stake: Money; payout: Money }

/** The player's settled bets as the player's own bet lists show them, whatever the product. */
async function settledBetsOf(player: Player): Promise<Settled[]> {
  const settled: Settled[] = []
  const add = (game: string, settledAt: string | null, stake: string, payout: string | null) => {
    if (!settledAt) throw new Error('a settled bet without its settlement time')
    settled.push({ game, day: settledAt.slice(0, 10), stake: moneyOf(stake), payout: moneyOf(payout ?? '0') })
  }
  for (const sport of ['soccer', 'basketball', 'bd']) {
    const list = (await player.call('GET', `/${sport}/mybet?limit=100&status=${BET_STATUS.settled}`)).json()
      .data.list
    for (const entry of list) add(sport, entry.settled_at, entry.total_price, entry.payout)
  }
  const cricket = await test.app.inject({
    url: `/sports/betData/list?limit=100&status=${BET_STATUS.settled}`,
    headers: { authorization: player.session.token },
  })
  for (const entry of cricket.json().data.list) add('cricket', entry.settled_at, entry.amount, entry.payout)
  const lottery = (await player.call('GET', '/lottery/mybet?game=gallopingmarksix&limit=100')).json().data
    .list
  for (const entry of lottery)
    if (entry.status === BET_STATUS.settled) add(entry.game, entry.settled_at, entry.cost, entry.payout)
  return settled
}

function totalsOf(bets: readonly Settled[]) {
  const turnover = bets.reduce((sum, bet) => money(sum + bet.stake), ZERO)
  const payout = bets.reduce((sum, bet) => money(sum + bet.payout), ZERO)
  return {
    turnover: toDecimalString(turnover),
    payout: toDecimalString(payout),
    net: toDecimalString(money(payout - turnover)),
    bet_count: bets.length,
  }
}

async function statistics(player: Player, query: string) {
  const response = await player.call('GET', `/member/bet/statistics?${query}`)
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data as BetStatistics
}

describe('GET /member/bet/statistics', () => {
  it("sums exactly the player's settled bets across sports, cricket and Mark Six, in total, by day and by game", async () => {
    const operator = await operatorToken(test)
    const ana = await fundedPlayer(test, '300', operator)
    const ben = await fundedPlayer(test, '300', operator)
    const first = today()
    const anaBets = await playSomeBets(ana, (base) => String(base))
    // Ben bets on the same fixtures with other stakes: none of it may reach Ana's report.
    await playSomeBets(ben, (base) => `${base}.5`)

    await finishMatch(test, anaBets.soccerWin.match_id, [2, 0], [0, 0])
    await finishMatch(test, anaBets.soccerLose.match_id, [0, 1], [0, 0])
    await finishMatch(test, anaBets.basketball.match_id, [101, 99], [0, 0])
    await finishMatch(test, anaBets.cricketMatch.matchId, [250, 240], null, 'home')
    await settleSportsBets(db(), test.clock.now())
    await settleCricketBets(db(), test.clock.now())
    test.clock.advanceBy(Math.max(0, Date.parse(anaBets.draw.draws_at) - test.clock.now().getTime()) + 1000)
    await test.app.drawWorker.tick()

    const settled = await settledBetsOf(ana)
    // 3 sports bets, 1 cricket bet and 2 Mark Six bets settled; one soccer bet is still pending.
    expect(settled.map((bet) => bet.game).sort()).toEqual(
      ['basketball', 'cricket', 'gallopingmarksix', 'gallopingmarksix', 'soccer', 'soccer'].sort(),
    )
    const last = dayAfter(today(), 1)
    const report = await statistics(ana, `game_id=&start_date=${dayAfter(first, -1)}&end_date=${last}`)
    expect(report.totals).toEqual(totalsOf(settled))
    expect(report).toMatchObject({
      currency: 'USDT',
      exchange: '1',
      start_date: dayAfter(first, -1),
      end_date: last,
    })

    const days = [...new Set(settled.map((bet) => bet.day))]
    expect(report.by_day.map((entry) => entry.date)).toEqual(
      Array.from({ length: report.by_day.length }, (_, index) => dayAfter(dayAfter(first, -1), index)),
    )
    for (const entry of report.by_day) {
      const ofDay = settled.filter((bet) => bet.day === entry.date)
      expect(entry, entry.date).toEqual({ date: entry.date, ...totalsOf(ofDay) })
    }
    expect(days.length).toBeGreaterThanOrEqual(1)

    expect(report.by_game.map((entry) => entry.game)).toEqual([
      'soccer',
      'basketball',
      'cricket',
      'gallopingmarksix',
    ])
    for (const entry of report.by_game) {
      const { game, game_id, ...totals } = entry
      expect(totals, game).toEqual(totalsOf(settled.filter((bet) => bet.game === game)))
      expect(game_id).toBe(game === 'cricket' ? null : GAME_ID[game as keyof typeof GAME_ID])
    }

    // Filtered to one game, by its id or by its key.
    const soccerOnly = await statistics(ana, `game_id=${GAME_ID.soccer}&start_date=${first}&end_date=${last}`)
    expect(soccerOnly.totals).toEqual(totalsOf(settled.filter((bet) => bet.game === 'soccer')))
    const cricketOnly = await statistics(ana, `game_id=cricket&start_date=${first}&end_date=${last}`)
    expect(cricketOnly.totals).toEqual(totalsOf(settled.filter((bet) => bet.game === 'cricket')))
    const lotteryOnly = await statistics(
      ana,
      `game_id=${GAME_ID.gallopingmarksix}&start_date=${first}&end_date=${last}`,
    )
    expect(lotteryOnly.by_game.map((entry) => entry.game)).toEqual(['gallopingmarksix'])
    const noBets = await statistics(ana, `game_id=${GAME_ID.pgGames}&start_date=${first}&end_date=${last}`)
    expect(noBets.totals).toEqual({ turnover: '0', payout: '0', net: '0', bet_count: 0 })

    // Days before the bets were settled hold nothing.
    const before = await statistics(ana, `start_date=${dayAfter(first, -10)}&end_date=${dayAfter(first, -2)}`)
    expect(before.totals.bet_count).toBe(0)
    expect(before.by_day).toHaveLength(9)
    expect(before.by_game).toEqual([])
  })

  it('shows amounts with the currency the player chose and its rate', async () => {
    const player = await fundedPlayer(test, '0', await operatorToken(test))
    const changed = await player.call('PUT', '/member/currency?unit=CNY')
    expect(changed.statusCode, changed.body).toBe(200)
    const report = await statistics(player, '')
    const rate = (await anyone()('GET', '/config/exchange'))
      .json()
      .data.find((entry: { currency: string }) => entry.currency === 'CNY').exchange
    expect(report).toMatchObject({
      currency: 'CNY',
      exchange: rate,
      end_date: today(),
      start_date: dayAfter(today(), -6),
    })
    expect(report.by_day).toHaveLength(7)
  })

  it('refuses bad input with the spec’s errors', async () => {
    const player = await fundedPlayer(test, '0', await operatorToken(test))
    const cases: [string, string, number, string, string][] = [
      [
        'a start after the end',
        'start_date=2026-03-02&end_date=2026-03-01',
        400,
        'VALIDATION_FAILED',
        'start_date',
      ],
      [
        'more than 366 days',
        'start_date=2024-01-01&end_date=2026-01-01',
        400,
        'VALIDATION_FAILED',
        'start_date',
      ],
      ['a date that is no date', 'start_date=2026-02-30', 400, 'VALIDATION_FAILED', 'start_date'],
      ['a game id that is no game', 'game_id=99', 400, 'VALIDATION_FAILED', 'game_id'],
      ['a game key that is no game', 'game_id=darts', 400, 'VALIDATION_FAILED', 'game_id'],
    ]
    for (const [rule, query, status, msg, field] of cases) {
      const response = await player.call('GET', `/member/bet/statistics?${query}`)
      expect(response.statusCode, rule).toBe(status)
      expect(response.json(), rule).toMatchObject({ code: status, msg, data: { field } })
    }
    expect((await anyone()('GET', '/member/bet/statistics')).json()).toMatchObject({
      code: 401,
      msg: 'UNAUTHORIZED',
    })
  })
})
