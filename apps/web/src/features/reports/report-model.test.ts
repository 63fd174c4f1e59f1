import type { BetStatistics } from '@app/contract'
import { money } from '@app/domain'
import { describe, expect, it } from 'vitest'
import {
  addDays,
  chartLength,
  daysInRange,
  displayCurrencyOf,
  lastDays,
  monthToDate,
  netByDay,
  rangeProblem,
  toDisplayTotals,
  turnoverByGame,
  utcDay,
} from './report-model'

const zero = { turnover: '0', payout: '0', net: '0', bet_count: 0 }
const REPORT: BetStatistics = {
  currency: 'CNY',
  exchange: '7.1',
  start_date: '2026-02-27',
  end_date: '2026-03-01',
  totals: { turnover: '30', payout: '45.5', net: '15.5', bet_count: 3 },
  by_day: [
    { date: '2026-02-27', ...zero },
    { date: '2026-02-28', turnover: '10', payout: '0', net: '-10', bet_count: 1 },
    { date: '2026-03-01', turnover: '20', payout: '45.5', net: '25.5', bet_count: 2 },
  ],
  by_game: [
    { game: 'soccer', game_id: 10, turnover: '10', payout: '0', net: '-10', bet_count: 1 },
    { game: 'cricket', game_id: null, turnover: '20', payout: '45.5', net: '25.5', bet_count: 2 },
  ],
}

describe('report days', () => {
  it('are UTC days, whatever the reader’s time zone', () => {
    expect(utcDay(new Date('2026-03-01T23:30:00-02:00'))).toBe('2026-03-02')
  })

  it('step across month and year ends', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01')
    expect(daysInRange('2026-03-01', '2026-03-01')).toBe(1)
    expect(daysInRange('2024-01-01', '2024-12-31')).toBe(366)
  })

  it('default to the last 7 days with today, as the server does', () => {
    expect(lastDays(new Date('2026-03-03T10:00:00Z'))).toEqual({
      startDate: '2026-02-25',
      endDate: '2026-03-03',
    })
  })

  it('make "this month" the first of the UTC month up to today', () => {
    expect(monthToDate(new Date('2026-03-03T10:00:00Z'))).toEqual({
      startDate: '2026-03-01',
      endDate: '2026-03-03',
    })
  })
})

describe('rangeProblem', () => {
  it.each([
    [{ startDate: '2026-03-01', endDate: '2026-03-01' }, undefined],
    [{ startDate: '2026-03-02', endDate: '2026-03-01' }, 'startAfterEnd'],
    [{ startDate: '2025-03-01', endDate: '2026-03-01' }, undefined],
    [{ startDate: '2025-02-28', endDate: '2026-03-01' }, 'tooLong'],
    [{ startDate: '2026-02-30', endDate: '2026-03-01' }, 'invalidDate'],
    [{ startDate: '', endDate: '2026-03-01' }, 'invalidDate'],
  ])('finds in %o the problem %s (at most 366 days, the first not after the last)', (range, problem) => {
    expect(rangeProblem(range)).toBe(problem)
  })
})

describe('report amounts', () => {
  it('show in the player’s currency, converted exactly from USDT', () => {
    const { rate, currency } = displayCurrencyOf(REPORT)
    expect(currency).toBe('CNY')
    expect(toDisplayTotals(REPORT.totals, rate)).toEqual({
      turnover: money(213_000_000n),
      payout: money(323_050_000n),
      net: money(110_050_000n),
      betCount: 3,
    })
  })

  it('stay in USDT, labelled so, when the rate cannot be read', () => {
    expect(displayCurrencyOf({ currency: 'CNY', exchange: 'abc' }).currency).toBe('USDT')
  })

  it('draw bars in hundredths, truncated like every shown amount', () => {
    expect(chartLength(money(-10_129_000n))).toBe(-10.12)
  })

  it('chart every day of the range, zero days included, and every game with bets', () => {
    expect(netByDay(REPORT).map((point) => [point.date, point.net])).toEqual([
      ['2026-02-27', 0],
      ['2026-02-28', -71],
      ['2026-03-01', 181.05],
    ])
    expect(turnoverByGame(REPORT).map((point) => [point.game, point.turnover])).toEqual([
      ['soccer', 71],
      ['cricket', 142],
    ])
  })
})
