import type { CashflowReport, DailyReport, GamesReport, SportsMatch } from '@app/contract'
import { MATCH_STATUS, type Money, moneyOf, toDecimalString } from '@app/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../test/test-app'
import {
  caller,
  DEMO_OPERATORS,
  fundedPlayer,
  operatorToken,
  PAYMENT_PASSWORD,
  savedCryptoAccount,
} from '../../test/wallet-helpers'
import { applySeamlessRound } from '../casino/seamless-wallet.service'
import { verifyLedger } from '../ledger/ledger.service'
import { recordMatchOutcome } from '../sports/sports.repository'
import { settleSportsBets } from '../sports/sports-feed.service'

let test: TestApp
let finance: string
beforeAll(async () => {
  test = await startTestApp()
  finance = await operatorToken(test, DEMO_OPERATORS.finance)
  await test.app.sportsWorker.tick()
  await test.app.drawWorker.tick()
})
afterAll(async () => {
  expect(await verifyLedger(test.database.db)).toEqual([])
  await test.close()
})

const asFinance = () => caller(test, finance)
const today = () => test.clock.now().toISOString().slice(0, 10)
const usdt = (amount: string) => moneyOf(amount)
const decimal = (amount: bigint) => toDecimalString(amount as Money)

async function report<T>(path: string): Promise<T> {
  const response = await asFinance()('GET', path)
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data as T
}

/** A soccer match still taking bets, then ended with an away win, as the feed would report it. */
async function soccerMatch(): Promise<SportsMatch> {
  const soon = test.clock.now().getTime() + 5 * 60_000
  const lobby = (await caller(test, '')('GET', '/soccer?limit=40')).json().data.list as SportsMatch[]
  const match = lobby.find(
    (each) => each.status === MATCH_STATUS.open && Date.parse(each.match_start_time) > soon,
  )
  if (!match) throw new Error('no open soccer match')
  return match
}

async function awayWin(matchId: string) {
  await test.database.db
    .updateTable('sports_matches')
    .set({ status: MATCH_STATUS.closed })
    .where('id', '=', matchId)
    .execute()
  await recordMatchOutcome(test.database.db, matchId, {
    status: MATCH_STATUS.finished,
    home_score: 0,
    away_score: 1,
    half_home_score: 0,
    half_away_score: 0,
    finished_at: test.clock.now(),
  })
  await settleSportsBets(test.database.db, test.clock.now())
}

/** The galloping Mark Six draw taking bets for at least 30 s more (one closing sooner is played first). */
async function gallopingDraw(): Promise<{ id: number; closes_at: string; draws_at: string }> {
  const current = async () => (await caller(test, '')('GET', '/gallopingmarksix/current')).json().data
  const draw = await current()
  if (Date.parse(draw.closes_at) - test.clock.now().getTime() >= 30_000) return draw
  test.clock.advanceBy(Date.parse(draw.draws_at) - test.clock.now().getTime() + 1000)
  await test.app.drawWorker.tick()
  return current()
}

describe('operator reports', () => {
  it('computes turnover, payouts, GGR, bonus cost, NGR, hold and cash flow exactly from the ledger', async () => {
    const before = {
      daily: await report<DailyReport>(`/operator/reports/daily?from=${today()}&to=${today()}`),
      cashflow: await report<CashflowReport>(`/operator/reports/cashflow?from=${today()}&to=${today()}`),
    }
    const { call, session } = await fundedPlayer(test, '200', finance)

    // A losing soccer single of 10.
    const match = await soccerMatch()
    const home = match.odds.find((price) => price.kind === 'wl' && price.name === 'H')
    if (!home) throw new Error('no home price')
    const sportsBet = await call('POST', '/soccer/bet', {
      picks: [
        { match_id: match.match_id, kind: 'wl', name: 'H', handicap_val: home.handicap_val, odds: home.odds },
      ],
      folds: [1],
      cast_value: '10',
      multiple: 1,
    })
    expect(sportsBet.statusCode, sportsBet.body).toBe(200)
    await awayWin(match.match_id)

    // A Mark Six slip of 2 on the special number 7, drawn and settled (won or lost, its payout is read back).
    const draw = await gallopingDraw()
    const slip = await call('POST', '/lottery/bet', {
      game: 'gallopingmarksix',
      draw_id: draw.id,
      entries: [{ type: 'specialCode', prop: '7', amount: '2' }],
    })
    expect(slip.statusCode, slip.body).toBe(200)
    test.clock.advanceBy(Date.parse(draw.draws_at) - test.clock.now().getTime() + 1000)
    await test.app.drawWorker.tick()
    const [lotteryBet] = (await call('GET', '/lottery/mybet?game=gallopingmarksix')).json().data.list as {
      status: number
      payout: string
    }[]
    expect(lotteryBet?.status).toBe(16)
    const lotteryPayout = usdt(lotteryBet?.payout ?? 'missing')

    // A casino round: 5 staked, 12 won.
    const round = await applySeamlessRound(
      test.database.db,
      {
        provider: 'tada',
        transactionId: `report-${session.user_id}`,
        userId: session.user_id,
        roundId: `round-${session.user_id}`,
        gameCode: 'report-slot',
        stake: usdt('5'),
        win: usdt('12'),
      },
      test.clock.now(),
    )
    expect(round.status).toBe('ok')

    // A check-in reward, a bonus adjustment of 3, a deposit of 150 and a paid withdrawal of 30.
    const checkIn = await caller(test, session.token, '/activities')('POST', '/benefit/check_in')
    expect(checkIn.statusCode, checkIn.body).toBe(200)
    const reward = usdt(checkIn.json().data.reward)
    const bonus = await asFinance()('POST', '/operator/adjustments', {
      user_id: session.user_id,
      amount: '3',
      reason: 'Welcome bonus',
      reason_code: 'bonus',
    })
    expect(bonus.statusCode, bonus.body).toBe(200)
    const order = (await call('POST', '/recharge', { channel_id: 1, amount: '150' })).json().data
    const deposit = await asFinance()('POST', '/operator/deposits/confirm', {
      network: 'TRC20',
      address: order.address,
      tx_hash: `0xreport${session.user_id}`,
      amount: '150',
    })
    expect(deposit.statusCode, deposit.body).toBe(200)
    const account = await savedCryptoAccount(call)
    const withdrawal = (
      await call('POST', '/withdraw', { info_id: account, amount: '30', password: PAYMENT_PASSWORD })
    ).json().data
    const [queued] = (
      await asFinance()('GET', `/operator/withdrawals?status=0&user_id=${session.user_id}`)
    ).json().data.list as { id: number; order_id: string }[]
    expect(queued?.order_id).toBe(withdrawal.order_id)
    expect((await asFinance()('POST', `/operator/withdrawals/${queued?.id}/approve`)).statusCode).toBe(200)

    const day = today()
    const games = await report<GamesReport>(`/operator/reports/games?from=${day}&to=${day}`)
    const lotteryGgr = usdt('2') - lotteryPayout
    const bonusCost = reward + usdt('3')
    expect(games).toMatchObject({ from: day, to: day, time_zone: 'UTC' })
    expect(games.games).toEqual([
      {
        game: 'soccer',
        turnover: '10',
        payouts: '0',
        ggr: '10',
        bonus_cost: '0',
        ngr: '10',
        hold_percent: '100.00',
      },
      {
        game: 'gallopingmarksix',
        turnover: '2',
        payouts: decimal(lotteryPayout),
        ggr: decimal(lotteryGgr),
        bonus_cost: '0',
        ngr: decimal(lotteryGgr),
        // Lost: the whole stake is held; won at 47: (2 − 94) / 2.
        hold_percent: lotteryPayout === 0n ? '100.00' : '-4600.00',
      },
      {
        game: 'tadaGames',
        turnover: '5',
        payouts: '12',
        ggr: '-7',
        bonus_cost: '0',
        ngr: '-7',
        hold_percent: '-140.00',
      },
      // The seed's demo grants may share the day: the bonus row is checked against the day's own totals below.
      expect.objectContaining({ game: null, turnover: '0', payouts: '0', ggr: '0', hold_percent: null }),
    ])
    const ggr = usdt('10') + lotteryGgr - usdt('7')
    const bonusBefore = usdt(before.daily.totals.bonus_cost)
    expect(games.totals).toEqual({
      turnover: '17',
      payouts: decimal(lotteryPayout + usdt('12')),
      ggr: decimal(ggr),
      bonus_cost: decimal(bonusBefore + bonusCost),
      ngr: decimal(ggr - bonusBefore - bonusCost),
      hold_percent: expect.any(String),
    })

    const daily = await report<DailyReport>(`/operator/reports/daily?from=${day}&to=${day}`)
    expect(daily.days).toEqual([{ day, ...games.totals }])
    expect(daily.totals).toEqual(games.totals)
    const casinoOnly = await report<DailyReport>(
      `/operator/reports/daily?from=${day}&to=${day}&game=tadaGames`,
    )
    expect(casinoOnly.game).toBe('tadaGames')
    expect(casinoOnly.totals).toEqual({
      turnover: '5',
      payouts: '12',
      ggr: '-7',
      bonus_cost: '0',
      ngr: '-7',
      hold_percent: '-140.00',
    })

    const cashflow = await report<CashflowReport>(`/operator/reports/cashflow?from=${day}&to=${day}`)
    const grew = (after: string, earlier: string) => decimal(usdt(after) - usdt(earlier))
    expect(grew(cashflow.totals.deposits, before.cashflow.totals.deposits)).toBe('150')
    expect(cashflow.totals.deposit_count - before.cashflow.totals.deposit_count).toBe(1)
    expect(grew(cashflow.totals.withdrawals, before.cashflow.totals.withdrawals)).toBe('30')
    expect(cashflow.totals.withdrawal_count - before.cashflow.totals.withdrawal_count).toBe(1)
    expect(cashflow.days).toEqual([{ day, ...cashflow.totals }])
    expect(cashflow.totals.net).toBe(grew(cashflow.totals.deposits, cashflow.totals.withdrawals))
  })

  it('answers each report as CSV too, with the JSON’s figures and a total row', async () => {
    const day = today()
    const query = `from=${day}&to=${day}`
    const lines = async (path: string) => {
      const response = await asFinance()('GET', path)
      expect(response.statusCode, response.body).toBe(200)
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
      return {
        disposition: response.headers['content-disposition'],
        rows: response.body.trimEnd().split('\r\n'),
      }
    }
    const games = await report<GamesReport>(`/operator/reports/games?${query}`)
    const gamesCsv = await lines(`/operator/reports/games.csv?${query}`)
    expect(gamesCsv.disposition).toBe(`attachment; filename="game-revenue-${day}-to-${day}.csv"`)
    const revenue = (row: GamesReport['totals']) =>
      [row.turnover, row.payouts, row.ggr, row.bonus_cost, row.ngr, row.hold_percent ?? ''].join(',')
    expect(gamesCsv.rows).toEqual([
      'game,turnover,payouts,ggr,bonus_cost,ngr,hold_percent',
      ...games.games.map((row) => `${row.game ?? ''},${revenue(row)}`),
      `total,${revenue(games.totals)}`,
    ])

    const daily = await report<DailyReport>(`/operator/reports/daily?${query}`)
    const dailyCsv = await lines(`/operator/reports/daily.csv?${query}`)
    expect(dailyCsv.disposition).toBe(`attachment; filename="daily-revenue-${day}-to-${day}.csv"`)
    expect(dailyCsv.rows).toEqual([
      'day,turnover,payouts,ggr,bonus_cost,ngr,hold_percent',
      ...daily.days.map((row) => `${row.day},${revenue(row)}`),
      `total,${revenue(daily.totals)}`,
    ])

    const cashflow = await report<CashflowReport>(`/operator/reports/cashflow?${query}`)
    const cashflowCsv = await lines(`/operator/reports/cashflow.csv?${query}`)
    const cash = (row: CashflowReport['totals']) =>
      [row.deposit_count, row.deposits, row.withdrawal_count, row.withdrawals, row.net].join(',')
    expect(cashflowCsv.rows).toEqual([
      'day,deposit_count,deposits,withdrawal_count,withdrawals,net',
      ...cashflow.days.map((row) => `${row.day},${cash(row)}`),
      `total,${cash(cashflow.totals)}`,
    ])
  })

  it('covers every day of a range up to 366 days, and refuses a longer or reversed one', async () => {
    const year = await report<CashflowReport>('/operator/reports/cashflow?from=2025-01-01&to=2026-01-01')
    expect(year.days).toHaveLength(366)
    expect(year.days[0]?.day).toBe('2025-01-01')
    expect(year.days.at(-1)?.day).toBe('2026-01-01')
    const week = await report<DailyReport>('/operator/reports/daily')
    expect(week).toMatchObject({ to: today(), game: null })
    expect(week.days).toHaveLength(7)

    for (const path of ['daily', 'games', 'cashflow', 'daily.csv', 'games.csv', 'cashflow.csv']) {
      const tooLong = await asFinance()('GET', `/operator/reports/${path}?from=2025-01-01&to=2026-01-02`)
      expect(tooLong.statusCode, path).toBe(422)
      expect(tooLong.json()).toMatchObject({ msg: 'REPORT_RANGE_TOO_LONG', data: { limit: '366' } })
      const reversed = await asFinance()('GET', `/operator/reports/${path}?from=2026-01-02&to=2026-01-01`)
      expect(reversed.json()).toMatchObject({ code: 400, msg: 'VALIDATION_FAILED', data: { field: 'from' } })
    }
    const notADay = await asFinance()('GET', '/operator/reports/daily?from=2026-02-30')
    expect(notADay.json()).toMatchObject({ code: 400, data: { field: 'from' } })
    const unknownGame = await asFinance()('GET', '/operator/reports/daily?game=darts')
    expect(unknownGame.json()).toMatchObject({ code: 400, data: { field: 'game' } })
  })

  it('is for finance and admin: support 403, a player token and no token 401', async () => {
    const admin = caller(test, await operatorToken(test))
    const support = caller(test, await operatorToken(test, DEMO_OPERATORS.support))
    const { session } = await fundedPlayer(test, '0', finance)
    const player = caller(test, session.token)
    for (const path of ['daily', 'games', 'cashflow', 'daily.csv', 'games.csv', 'cashflow.csv']) {
      const url = `/operator/reports/${path}`
      expect((await asFinance()('GET', url)).statusCode, url).toBe(200)
      expect((await admin('GET', url)).statusCode, url).toBe(200)
      expect((await support('GET', url)).json(), url).toMatchObject({ code: 403, msg: 'FORBIDDEN' })
      expect((await player('GET', url)).statusCode, url).toBe(401)
      expect((await caller(test, '')('GET', url)).statusCode, url).toBe(401)
    }
  })
})
