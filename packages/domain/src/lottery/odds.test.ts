import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { money, moneyOf } from '../money/money'
import { formatOdds, MIN_ODDS, oddsFromHundredths, oddsOf, parseOdds, payoutAt } from './odds'

const anyOdds = fc.bigInt({ min: 100n, max: 10n ** 7n }).map(oddsFromHundredths)
const anyStake = fc.bigInt({ min: 0n, max: 10n ** 15n }).map(money)

describe('parseOdds', () => {
  it.each([
    ['1.96', 196n],
    ['47', 4_700n],
    ['42.00', 4_200n],
    ['1.5', 150n],
    ['1', 100n],
    ['1.00', 100n],
    [' 2.7 ', 270n],
    ['100.05', 10_005n],
  ])('reads %s exactly as hundredths', (text, hundredths) => {
    expect(parseOdds(text)).toEqual({ ok: true, value: hundredths })
  })

  it.each([
    ['a price below 1.00 would pay back less than the stake', '0.99'],
    ['zero is no price', '0'],
    ['a third decimal is refused, not rounded', '1.955'],
    ['exponents are refused', '1e2'],
    ['a sign is refused', '-1.5'],
    ['a bare fraction is refused', '.5'],
    ['a trailing point is refused', '1.'],
    ['a decimal comma is refused', '1,5'],
    ['an empty text is refused', ''],
    ['words are refused', 'evens'],
  ])('%s: %s', (_rule, text) => {
    expect(parseOdds(text)).toEqual({ ok: false, reason: 'NOT_ODDS' })
  })

  it('reads back exactly what formatOdds writes', () => {
    fc.assert(
      fc.property(anyOdds, (odds) => {
        expect(parseOdds(formatOdds(odds))).toEqual({ ok: true, value: odds })
      }),
    )
  })
})

describe('oddsOf and oddsFromHundredths', () => {
  it('reads trusted prices and throws on a bad one', () => {
    expect(oddsOf('9.50')).toBe(950n)
    expect(() => oddsOf('0.5')).toThrow('Invalid odds')
  })

  it('wraps hundredths from 1.00 up and throws below', () => {
    expect(oddsFromHundredths(100n)).toBe(MIN_ODDS)
    expect(() => oddsFromHundredths(99n)).toThrow(RangeError)
  })
})

describe('formatOdds', () => {
  it.each([
    [196n, '1.96'],
    [4_200n, '42.00'],
    [150n, '1.50'],
    [100n, '1.00'],
    [105n, '1.05'],
    [10_005n, '100.05'],
  ])('writes %d hundredths as %s, always with 2 decimals', (hundredths, text) => {
    expect(formatOdds(oddsFromHundredths(hundredths))).toBe(text)
  })
})

describe('payoutAt', () => {
  it.each([
    ['10 at 1.96 returns 19.6, stake included', '10', '1.96', '19.6'],
    ['1 at 47.00 returns 47', '1', '47', '47'],
    ['0.000001 at 1.96 truncates 0.00000196 to 0.000001', '0.000001', '1.96', '0.000001'],
    ['0.000001 at 1.50 truncates 0.0000015 to 0.000001', '0.000001', '1.50', '0.000001'],
    ['1.234567 at 2.70 truncates 3.3333309 to 3.33333', '1.234567', '2.70', '3.33333'],
  ])('%s', (_rule, stake, odds, payout) => {
    expect(payoutAt(moneyOf(stake), oddsOf(odds))).toBe(moneyOf(payout))
  })

  it('at 1.00 returns exactly the stake', () => {
    fc.assert(
      fc.property(anyStake, (stake) => {
        expect(payoutAt(stake, oddsFromHundredths(100n))).toBe(stake)
      }),
    )
  })

  it('never pays less at higher odds', () => {
    fc.assert(
      fc.property(anyStake, anyOdds, anyOdds, (stake, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a]
        expect(payoutAt(stake, low) <= payoutAt(stake, high)).toBe(true)
      }),
    )
  })

  it('never pays more than the exact product and never a whole micro-unit less', () => {
    fc.assert(
      fc.property(anyStake, anyOdds, (stake, odds) => {
        const exactTimes100 = stake * odds
        const paid = payoutAt(stake, odds)
        expect(paid * 100n <= exactTimes100).toBe(true)
        expect(exactTimes100 - paid * 100n < 100n).toBe(true)
        expect(paid >= stake).toBe(true)
      }),
    )
  })
})
