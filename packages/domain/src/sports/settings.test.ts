import { describe, expect, it } from 'vitest'
import { moneyOf } from '../money/money'
import { bonusCapFor, SPEC_BONUS_CAPS, SPORTS_SETTINGS } from './settings'

describe('bonusCapFor', () => {
  it.each([
    ['a single is capped at 10,200', 1, '10200'],
    ['2 legs are capped at 4,500', 2, '4500'],
    ['3 legs are capped at 4,500', 3, '4500'],
    ['4 legs are capped at 6,100', 4, '6100'],
    ['5 legs are capped at 6,100', 5, '6100'],
    ['6 legs are capped at 10,000', 6, '10000'],
    ['15 legs are capped at 10,000', 15, '10000'],
  ])('%s', (_rule, legs, cap) => {
    expect(bonusCapFor(legs, SPEC_BONUS_CAPS)).toBe(moneyOf(cap))
  })

  it('has no cap without tiers, or below the first tier', () => {
    expect(bonusCapFor(3, [])).toBeUndefined()
    expect(bonusCapFor(1, [{ fromLegs: 2, cap: moneyOf('5') }])).toBeUndefined()
  })
})

describe('SPORTS_SETTINGS', () => {
  it('scales BD payouts by 0.65 and JC payouts by 1', () => {
    expect(SPORTS_SETTINGS.bd.payoutFactor).toEqual({ numerator: 65n, denominator: 100n })
    expect(SPORTS_SETTINGS.soccer.payoutFactor).toEqual({ numerator: 1n, denominator: 1n })
    expect(SPORTS_SETTINGS.basketball.payoutFactor).toEqual({ numerator: 1n, denominator: 1n })
  })

  it('taxes wins over 20,000 at 20%', () => {
    expect(SPORTS_SETTINGS.soccer.winTax).toEqual({ threshold: moneyOf('20000'), rateBp: 2_000 })
  })
})
