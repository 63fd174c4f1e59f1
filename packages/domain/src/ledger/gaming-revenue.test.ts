import { describe, expect, it } from 'vitest'
import { money } from '../money/money'
import { formatBasisPoints, gamingRevenue, isGamingEntryKind } from './gaming-revenue'

const usdt = (units: number) => money(BigInt(Math.round(units * 1_000_000)))
const flows = (stakes: number, payouts: number, refunds = 0) => ({
  stakes: usdt(stakes),
  payouts: usdt(payouts),
  refunds: usdt(refunds),
})

describe('gamingRevenue', () => {
  it.each([
    [
      'GGR is stakes less payouts, NGR takes the bonus cost off, hold is GGR over turnover',
      flows(100, 80),
      5,
      {
        turnover: 100,
        ggr: 20,
        ngr: 15,
        hold: 2000n,
      },
    ],
    ['a refunded stake is no turnover', flows(100, 80, 20), 0, { turnover: 80, ggr: 0, ngr: 0, hold: 0n }],
    [
      'a player win makes GGR and hold negative',
      flows(10, 25),
      0,
      { turnover: 10, ggr: -15, ngr: -15, hold: -15000n },
    ],
    ['without turnover there is no hold', flows(0, 0), 3, { turnover: 0, ggr: 0, ngr: -3, hold: null }],
    [
      'hold rounds half away from zero: 1/3 is 33.33 %',
      flows(3, 2),
      0,
      { turnover: 3, ggr: 1, ngr: 1, hold: 3333n },
    ],
    [
      'hold rounds to hundredths of a percent: 1/1600 is 0.0625 %, shown 0.06',
      flows(1600, 1599),
      0,
      {
        turnover: 1600,
        ggr: 1,
        ngr: 1,
        hold: 6n,
      },
    ],
    [
      'half a hundredth rounds away from zero, up for a house win',
      flows(20000, 19999),
      0,
      {
        turnover: 20000,
        ggr: 1,
        ngr: 1,
        hold: 1n,
      },
    ],
    [
      'half a hundredth rounds away from zero, down for a player win',
      flows(20000, 20001),
      0,
      {
        turnover: 20000,
        ggr: -1,
        ngr: -1,
        hold: -1n,
      },
    ],
  ] as const)('%s', (_rule, period, bonus, expected) => {
    const figures = gamingRevenue(period, usdt(bonus))
    expect(figures).toMatchObject({
      turnover: usdt(expected.turnover),
      grossGamingRevenue: usdt(expected.ggr),
      netGamingRevenue: usdt(expected.ngr),
      bonusCost: usdt(bonus),
      holdBasisPoints: expected.hold,
    })
  })
})

describe('formatBasisPoints', () => {
  it.each([
    [2000n, '20.00'],
    [1234n, '12.34'],
    [5n, '0.05'],
    [-5n, '-0.05'],
    [-15000n, '-150.00'],
  ])('writes %s hundredths of a percent as %s', (basisPoints, text) => {
    expect(formatBasisPoints(basisPoints)).toBe(text)
  })
})

describe('isGamingEntryKind', () => {
  it('knows the bet kinds and nothing else', () => {
    expect(isGamingEntryKind('lotteryBet')).toBe(true)
    expect(isGamingEntryKind('recharge')).toBe(false)
    expect(isGamingEntryKind('toString')).toBe(false)
  })
})
