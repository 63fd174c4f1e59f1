/**
 * Money is an integer count of micro-units (1 unit = 1,000,000 micro-units) in a bigint, so that
 * sums and comparisons are exact. Stored amounts are micro-USDT; display amounts in another
 * currency use the same scale.
 */
export type Money = bigint & { readonly __brand: 'Money' }

export const MICRO_PER_UNIT = 1_000_000n
/** Decimal places held by a Money value. */
export const MONEY_SCALE = 6

/** Wraps an integer count of micro-units, e.g. `money(1_500_000n)` is 1.5 units. */
export function money(micro: bigint): Money {
  return micro as Money
}

export const ZERO = money(0n)

const DECIMAL_PATTERN = /^(-)?(\d+)(?:\.(\d+))?$/

export type ParseMoneyResult =
  | { readonly ok: true; readonly value: Money }
  | { readonly ok: false; readonly reason: 'NOT_A_DECIMAL' | 'TOO_MANY_DECIMALS' }

/**
 * Reads a plain decimal string exactly, e.g. `parseMoney('12.5')` gives 12,500,000 micro-units.
 * Exponents, grouping separators and more than 6 decimals are refused rather than rounded, so an
 * amount typed by a player is never silently changed.
 */
export function parseMoney(text: string): ParseMoneyResult {
  const match = DECIMAL_PATTERN.exec(text.trim())
  if (!match) return { ok: false, reason: 'NOT_A_DECIMAL' }
  const [, sign, whole = '0', fraction = ''] = match
  if (fraction.length > MONEY_SCALE) return { ok: false, reason: 'TOO_MANY_DECIMALS' }
  const micro = BigInt(whole) * MICRO_PER_UNIT + BigInt(fraction.padEnd(MONEY_SCALE, '0'))
  return { ok: true, value: money(sign && micro !== 0n ? -micro : micro) }
}

/** Like parseMoney, for trusted constants and seeds: `moneyOf('0.01')`. Throws on a bad literal. */
export function moneyOf(text: string): Money {
  const parsed = parseMoney(text)
  if (!parsed.ok) throw new Error(`Invalid money literal "${text}": ${parsed.reason}`)
  return parsed.value
}

/**
 * Cuts an amount to `decimals` places toward zero, e.g. 1.239 to 2 places is 1.23 and -1.239 is
 * -1.23. Truncation, not rounding: a shown balance or payout is never more than what is held.
 */
export function truncate(amount: Money, decimals: number): Money {
  assertDecimals(decimals)
  const step = 10n ** BigInt(MONEY_SCALE - decimals)
  // bigint division already truncates toward zero for both signs.
  return money((amount / step) * step)
}

/**
 * Writes an amount with exactly `decimals` places after truncating, e.g. `formatMoney(1_239_000n, 2)`
 * is "1.23"; negative amounts carry a leading minus sign.
 */
export function formatMoney(amount: Money, decimals: number): string {
  const cut = truncate(amount, decimals)
  const negative = cut < 0n
  const magnitude = negative ? -cut : cut
  const whole = magnitude / MICRO_PER_UNIT
  const fraction = (magnitude % MICRO_PER_UNIT).toString().padStart(MONEY_SCALE, '0').slice(0, decimals)
  const sign = negative ? '-' : ''
  return decimals === 0 ? `${sign}${whole}` : `${sign}${whole}.${fraction}`
}

/** Writes an amount at full precision with no trailing zeros, for the API: 1.5 USDT is "1.5". */
export function toDecimalString(amount: Money): string {
  const full = formatMoney(amount, MONEY_SCALE)
  return full.includes('.') ? full.replace(/\.?0+$/, '') : full
}

/**
 * Converts a token's on-chain amount in its base units to micro-units, cutting toward zero, e.g.
 * 1.5 USDT on BNB Smart Chain (18 decimals, `1_500_000_000_000_000_000n`) is 1,500,000 micro-units.
 * Truncation, not rounding: a deposit is never credited above what arrived; dust below one
 * micro-unit stays where it landed.
 */
export function fromTokenUnits(units: bigint, tokenDecimals: number): Money {
  if (!Number.isInteger(tokenDecimals) || tokenDecimals < 0 || tokenDecimals > 77) {
    throw new RangeError(`tokenDecimals must be an integer from 0 to 77, got ${tokenDecimals}`)
  }
  const shift = tokenDecimals - MONEY_SCALE
  return money(shift >= 0 ? units / 10n ** BigInt(shift) : units * 10n ** BigInt(-shift))
}

function assertDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > MONEY_SCALE) {
    throw new RangeError(`decimals must be an integer from 0 to ${MONEY_SCALE}, got ${decimals}`)
  }
}
