import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MICRO_PER_UNIT, money, moneyOf } from '../money/money'
import { type VipThreshold, vipProgress } from './vip-progress'

const LADDER: readonly VipThreshold[] = [
  { level: 1, recharge: moneyOf('1000') },
  { level: 2, recharge: moneyOf('5000') },
  { level: 3, recharge: moneyOf('20000') },
]

describe('vipProgress', () => {
  it.each([
    ['nothing deposited is level 0, at the start of the way to level 1', '0', 0, 1, '1000', 0],
    ['below the first threshold is level 0', '500', 0, 1, '500', 50],
    [
      'exactly at a threshold reaches that level, at the start of the way to the next',
      '1000',
      1,
      2,
      '4000',
      0,
    ],
    ['between thresholds counts from the reached one: 500 of 4,000 is 12%', '1500', 1, 2, '3500', 12],
    [
      'the percent is rounded down, never showing a level as reached early',
      '4999.999999',
      1,
      2,
      '0.000001',
      99,
    ],
    ['one micro-unit past a threshold is still 0%', '5000.000001', 2, 3, '14999.999999', 0],
  ])('%s', (_rule, total, level, nextLevel, remaining, percent) => {
    const threshold = LADDER.find((step) => step.level === nextLevel)
    expect(vipProgress(LADDER, moneyOf(total))).toEqual({
      level,
      next: { level: nextLevel, recharge: threshold?.recharge, remaining: moneyOf(remaining) },
      percent,
    })
  })

  it.each([['20000'], ['1000000']])(
    'at or above the top threshold (%s) there is no next level and 100%%',
    (total) => {
      expect(vipProgress(LADDER, moneyOf(total))).toEqual({ level: 3, next: null, percent: 100 })
    },
  )

  it('reads thresholds given in any order', () => {
    const shuffled: readonly VipThreshold[] = [
      { level: 3, recharge: moneyOf('20000') },
      { level: 1, recharge: moneyOf('1000') },
      { level: 2, recharge: moneyOf('5000') },
    ]
    for (const total of ['0', '999', '1000', '1500', '5000', '19999', '20000']) {
      expect(vipProgress(shuffled, moneyOf(total))).toEqual(vipProgress(LADDER, moneyOf(total)))
    }
    expect(vipProgress(shuffled, moneyOf('1500'))).toMatchObject({
      level: 1,
      next: { level: 2 },
      percent: 12,
    })
  })

  it('keeps the percent within 0..100 and the remaining amount equal to the next threshold less the total', () => {
    const ladders = fc
      .uniqueArray(fc.bigInt({ min: 1n, max: 10n ** 6n * MICRO_PER_UNIT }), { minLength: 1, maxLength: 8 })
      .map((amounts) => amounts.map((recharge, index) => ({ level: index + 1, recharge: money(recharge) })))
    const totals = fc.bigInt({ min: 0n, max: 2n * 10n ** 6n * MICRO_PER_UNIT }).map(money)
    fc.assert(
      fc.property(ladders, totals, (levels, total) => {
        const progress = vipProgress(levels, total)
        expect(Number.isInteger(progress.percent)).toBe(true)
        expect(progress.percent).toBeGreaterThanOrEqual(0)
        expect(progress.percent).toBeLessThanOrEqual(100)
        const reached = levels.filter((step) => total >= step.recharge)
        const highest = reached.reduce((best, step) => (step.recharge > best.recharge ? step : best), {
          level: 0,
          recharge: money(0n),
        })
        expect(progress.level).toBe(highest.level)
        if (progress.next === null) {
          expect(reached).toHaveLength(levels.length)
          expect(progress.percent).toBe(100)
        } else {
          expect(progress.next.remaining).toBe(progress.next.recharge - total)
          expect(progress.next.remaining > 0n).toBe(true)
          expect(progress.percent).toBeLessThan(100)
        }
      }),
    )
  })
})
