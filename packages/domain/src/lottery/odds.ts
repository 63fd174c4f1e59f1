import { type Money, money } from '../money/money'

/**
 * Decimal odds as an integer count of hundredths, so 1.96 is 196n: the payout per unit staked,
 * stake included. Hundredths because every lottery price is quoted to 2 places; a bigint so that
 * stake × odds stays exact.
 */
export type Odds = bigint & { readonly __brand: 'Odds' }

/** Decimal places held by an Odds value. */
export const ODDS_SCALE = 2
const HUNDREDTHS_PER_UNIT = 100n

/** The lowest odds a price may have: 1.00 returns the stake and nothing more. */
export const MIN_ODDS = 100n as Odds

const ODDS_PATTERN = /^(\d+)(?:\.(\d{1,2}))?$/

export type ParseOddsResult =
  | { readonly ok: true; readonly value: Odds }
  | { readonly ok: false; readonly reason: 'NOT_ODDS' }

/**
 * Reads a plain decimal price with at most 2 places and at least 1.00, e.g. `parseOdds('1.96')`
 * gives 196n. A third decimal is refused rather than rounded, so a configured price is never
 * silently changed; below 1.00 a "win" would pay back less than the stake.
 */
export function parseOdds(text: string): ParseOddsResult {
  const match = ODDS_PATTERN.exec(text.trim())
  if (!match) return { ok: false, reason: 'NOT_ODDS' }
  const [, whole = '0', fraction = ''] = match
  const hundredths = BigInt(whole) * HUNDREDTHS_PER_UNIT + BigInt(fraction.padEnd(ODDS_SCALE, '0'))
  if (hundredths < MIN_ODDS) return { ok: false, reason: 'NOT_ODDS' }
  return { ok: true, value: hundredths as Odds }
}

/** Like parseOdds, for trusted constants and stored prices: `oddsOf('47')` is 4700n. Throws on bad input. */
export function oddsOf(text: string): Odds {
  const parsed = parseOdds(text)
  if (!parsed.ok) throw new Error(`Invalid odds "${text}": ${parsed.reason}`)
  return parsed.value
}

/** Wraps a count of hundredths, e.g. `oddsFromHundredths(196n)` is 1.96. Throws below 1.00. */
export function oddsFromHundredths(hundredths: bigint): Odds {
  if (hundredths < MIN_ODDS) throw new RangeError(`Odds must be at least 1.00, got ${hundredths} hundredths`)
  return hundredths as Odds
}

/** Writes odds with exactly 2 decimals, e.g. 196n is "1.96" and 4200n is "42.00". */
export function formatOdds(odds: Odds): string {
  const whole = odds / HUNDREDTHS_PER_UNIT
  const fraction = (odds % HUNDREDTHS_PER_UNIT).toString().padStart(ODDS_SCALE, '0')
  return `${whole}.${fraction}`
}

/**
 * What a winning stake returns at these odds, stake included: stake × odds / 100, truncated toward
 * zero at the micro-unit so the house never pays a fraction it does not hold, e.g. 10 USDT at 1.96
 * pays 19.6 USDT.
 */
export function payoutAt(stake: Money, odds: Odds): Money {
  // bigint division truncates toward zero.
  return money((stake * odds) / HUNDREDTHS_PER_UNIT)
}
