import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatForDisplay } from './display'
import { exchangeRateOf, fromDisplayCurrency, parseExchangeRate, toDisplayCurrency } from './exchange'
import {
  formatMoney,
  fromTokenUnits,
  MICRO_PER_UNIT,
  money,
  parseMoney,
  toDecimalString,
  truncate,
} from './money'

const anyMoney = fc.bigInt({ min: -(10n ** 18n), max: 10n ** 18n }).map(money)
const anyDecimals = fc.integer({ min: 0, max: 6 })

describe('parseMoney', () => {
  it.each([
    ['12.5', 12_500_000n],
    ['0.000001', 1n],
    ['100', 100_000_000n],
    ['-3.25', -3_250_000n],
    ['-0', 0n],
    [' 7.10 ', 7_100_000n],
  ])('reads %s exactly', (text, micro) => {
    expect(parseMoney(text)).toEqual({ ok: true, value: micro })
  })

  it.each([['1e3'], ['1,000'], [''], ['.5'], ['1.'], ['abc'], ['NaN']])(
    'refuses %s as not a plain decimal',
    (text) => {
      expect(parseMoney(text)).toEqual({ ok: false, reason: 'NOT_A_DECIMAL' })
    },
  )

  it('refuses a seventh decimal instead of rounding it away', () => {
    expect(parseMoney('0.0000001')).toEqual({ ok: false, reason: 'TOO_MANY_DECIMALS' })
  })

  it('reads back exactly what full-precision formatting writes', () => {
    fc.assert(
      fc.property(anyMoney, (amount) => {
        expect(parseMoney(formatMoney(amount, 6))).toEqual({ ok: true, value: amount })
        expect(parseMoney(toDecimalString(amount))).toEqual({ ok: true, value: amount })
      }),
    )
  })
})

describe('truncate', () => {
  it.each([
    [1_239_000n, 2, 1_230_000n],
    [-1_239_000n, 2, -1_230_000n],
    [999_999n, 0, 0n],
    [1_234_567n, 6, 1_234_567n],
  ])('cuts %d to %d places toward zero', (micro, decimals, expected) => {
    expect(truncate(money(micro), decimals)).toBe(expected)
  })

  it('never shows more than is held and never moves by a whole step or more', () => {
    fc.assert(
      fc.property(anyMoney, anyDecimals, (amount, decimals) => {
        const cut = truncate(amount, decimals)
        const step = 10n ** BigInt(6 - decimals)
        const abs = (value: bigint) => (value < 0n ? -value : value)
        expect(abs(cut) <= abs(amount)).toBe(true)
        expect(abs(amount - cut) < step).toBe(true)
        expect(truncate(cut, decimals)).toBe(cut)
      }),
    )
  })

  it('refuses a number of places it cannot represent', () => {
    expect(() => truncate(money(1n), 7)).toThrow(RangeError)
    expect(() => truncate(money(1n), 1.5)).toThrow(RangeError)
  })
})

describe('formatMoney', () => {
  it.each([
    [1_239_000n, 2, '1.23'],
    [-1_239_000n, 2, '-1.23'],
    [-1_000n, 2, '0.00'],
    [5_000_000n, 0, '5'],
    [1n, 6, '0.000001'],
  ])('writes %d with %d places as %s', (micro, decimals, text) => {
    expect(formatMoney(money(micro), decimals)).toBe(text)
  })

  it('always writes exactly the requested number of places', () => {
    fc.assert(
      fc.property(anyMoney, fc.integer({ min: 1, max: 6 }), (amount, decimals) => {
        const text = formatMoney(amount, decimals)
        expect(text.split('.')[1]).toHaveLength(decimals)
      }),
    )
  })

  it('shows USDT to 6 places and other currencies to 2', () => {
    expect(formatForDisplay(money(1_234_567n), 'USDT')).toBe('1.234567')
    expect(formatForDisplay(money(1_239_999n), 'CNY')).toBe('1.23')
  })
})

describe('exchange', () => {
  it('reads a rate exactly as a fraction', () => {
    expect(parseExchangeRate('7.1')).toEqual({ ok: true, value: { numerator: 71n, denominator: 10n } })
  })

  it.each([['0'], ['-1'], ['abc'], ['1e2']])('refuses %s as a rate', (text) => {
    expect(parseExchangeRate(text)).toEqual({ ok: false, reason: 'NOT_A_RATE' })
  })

  it('converts 1 USDT at 7.1 to exactly 7.1 and back', () => {
    const rate = exchangeRateOf('7.1')
    const shown = toDisplayCurrency(money(MICRO_PER_UNIT), rate)
    expect(shown).toBe(7_100_000n)
    expect(fromDisplayCurrency(shown, rate)).toBe(MICRO_PER_UNIT)
  })

  it('never returns more USDT than went in after a round trip', () => {
    const rates = fc
      .tuple(fc.integer({ min: 1, max: 100_000_000 }), fc.integer({ min: 0, max: 6 }))
      .map(([digits, places]) => exchangeRateOf((digits / 10 ** places).toFixed(places)))
    const positive = fc.bigInt({ min: 0n, max: 10n ** 18n }).map(money)
    fc.assert(
      fc.property(positive, rates, (amount, rate) => {
        const back = fromDisplayCurrency(toDisplayCurrency(amount, rate), rate)
        expect(back <= amount).toBe(true)
      }),
    )
  })

  it('is exact at a rate of 1', () => {
    const rate = exchangeRateOf('1')
    fc.assert(
      fc.property(anyMoney, (amount) => {
        expect(toDisplayCurrency(amount, rate)).toBe(amount)
      }),
    )
  })
})

describe('fromTokenUnits', () => {
  it.each([
    ['a 6-decimal token (TRC-20 and ERC-20 USDT) is already in micro-units', 150_500_000n, 6, 150_500_000n],
    ['an 18-decimal token (BEP-20 USDT) drops 12 places', 1_500_000_000_000_000_000n, 18, 1_500_000n],
    ['dust below one micro-unit is cut, never rounded up', 1_999_999_999_999n, 18, 1n],
    ['an amount below one micro-unit is nothing', 999_999_999_999n, 18, 0n],
    ['a 2-decimal token gains 4 places', 12_345n, 2, 123_450_000n],
  ])('%s', (_rule, units, decimals, micro) => {
    expect(fromTokenUnits(units, decimals)).toBe(micro)
  })

  it('refuses a decimals count no token can have', () => {
    expect(() => fromTokenUnits(1n, -1)).toThrow(RangeError)
    expect(() => fromTokenUnits(1n, 1.5)).toThrow(RangeError)
  })
})
