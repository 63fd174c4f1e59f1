import type { Money } from './money'
import { money } from './money'

/**
 * How many units of a display currency one USDT buys, held exactly as a fraction so that a rate
 * such as 7.123456 converts without binary floating-point error.
 */
export type ExchangeRate = { readonly numerator: bigint; readonly denominator: bigint }

const RATE_PATTERN = /^(\d+)(?:\.(\d+))?$/

export type ParseRateResult =
  | { readonly ok: true; readonly value: ExchangeRate }
  | { readonly ok: false; readonly reason: 'NOT_A_RATE' }

/** Reads a positive decimal rate exactly, e.g. `parseExchangeRate('7.1')` is 71/10. */
export function parseExchangeRate(text: string): ParseRateResult {
  const match = RATE_PATTERN.exec(text.trim())
  if (!match) return { ok: false, reason: 'NOT_A_RATE' }
  const [, whole = '0', fraction = ''] = match
  const denominator = 10n ** BigInt(fraction.length)
  const numerator = BigInt(whole) * denominator + BigInt(fraction || '0')
  if (numerator === 0n) return { ok: false, reason: 'NOT_A_RATE' }
  return { ok: true, value: { numerator, denominator } }
}

/** Like parseExchangeRate, for trusted values read from the database. Throws on a bad rate. */
export function exchangeRateOf(text: string): ExchangeRate {
  const parsed = parseExchangeRate(text)
  if (!parsed.ok) throw new Error(`Invalid exchange rate "${text}"`)
  return parsed.value
}

/**
 * Converts USDT into a display currency, truncating toward zero at the micro-unit: 1 USDT at
 * 7.1 is 7.1 CNY. Used at display time only; stored amounts stay in USDT.
 */
export function toDisplayCurrency(usdt: Money, rate: ExchangeRate): Money {
  return money((usdt * rate.numerator) / rate.denominator)
}

/**
 * Converts a display-currency amount back to USDT, truncating toward zero, e.g. 7.1 CNY at 7.1 is
 * 1 USDT. Truncation means a converted stake never debits more than the player typed.
 */
export function fromDisplayCurrency(amount: Money, rate: ExchangeRate): Money {
  return money((amount * rate.denominator) / rate.numerator)
}
