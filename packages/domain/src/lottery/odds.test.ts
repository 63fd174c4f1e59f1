import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { money, moneyOf } from '../money/money'
import { formatOdds, MIN_ODDS, oddsFromThousandths, oddsOf, parseOdds, payoutAt } from './odds'

// Quoted prices: whole hundredths, held as thousandths.
const anyOdds = fc
  .bigInt({ min: 100n, max: 10n ** 7n })
  .map((hundredths) => oddsFromThousandths(hundredths * 10n))
const anyStake = fc.bigInt({ min: 0n, max: 10n ** 15n }).map(money)

describe('parseOdds', () => {
  it.each([
    ['1.96', 1_960n],
    ['47', 47_000n],
    ['42.00', 42_000n],
    ['1.5', 1_500n],
    ['1', 1_000n],
    ['1.00', 1_000n],
    [' 2.7 ', 2_700n],
    ['100.05', 100_050n],
  ])('reads %s exactly as thousandths', (text, thousandths) => {
    expect(parseOdds(text)).toEqual({ ok: true, value: thousandths })
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

describe('oddsOf and oddsFromThousandths', () => {
  it('reads trusted prices and throws on a bad one', () => {
    expect(oddsOf('9.50')).toBe(9_500n)
    expect(() => oddsOf('0.5')).toThrow('Invalid odds')
  })

  it('wraps thousandths from 1.00 up and throws below', () => {
    expect(oddsFromThousandths(1_000n)).toBe(MIN_ODDS)
    expect(() => oddsFromThousandths(999n)).toThrow(RangeError)
  })
})

describe('formatOdds', () => {
  it.each([
    [1_960n, '1.96'],
    [42_000n, '42.00'],
    [1_500n, '1.50'],
    [1_000n, '1.00'],
    [1_050n, '1.05'],
    [100_050n, '100.05'],
    [1_857n, '1.85'],
  ])('writes %d thousandths as %s, always with 2 decimals and never more than it is', (thousandths, text) => {
    expect(formatOdds(oddsFromThousandths(thousandths))).toBe(text)
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
        expect(payoutAt(stake, oddsFromThousandths(1_000n))).toBe(stake)
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
        const exactTimes1000 = stake * odds
        const paid = payoutAt(stake, odds)
        expect(paid * 1000n <= exactTimes1000).toBe(true)
        expect(exactTimes1000 - paid * 1000n < 1000n).toBe(true)
        expect(paid >= stake).toBe(true)
      }),
    )
  })
})
