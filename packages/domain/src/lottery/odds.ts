import { type Money, money } from '../money/money'

/**
 * Decimal odds as an integer count of thousandths, so 1.96 is 1960n: the payout per unit staked,
 * stake included. Thousandths leave room below the 2 quoted places (the house's prices are quoted
 * to 2) for computed odds; a bigint so that stake × odds stays exact.
 */
export type Odds = bigint & { readonly __brand: 'Odds' }

/** Decimal places held by an Odds value, and the places a price is quoted with. */
export const ODDS_SCALE = 3
export const QUOTED_ODDS_DECIMALS = 2
const THOUSANDTHS_PER_UNIT = 1000n

/** The lowest odds a price may have: 1.00 returns the stake and nothing more. */
export const MIN_ODDS = 1000n as Odds

const ODDS_PATTERN = /^(\d+)(?:\.(\d{1,2}))?$/

export type ParseOddsResult =
  | { readonly ok: true; readonly value: Odds }
  | { readonly ok: false; readonly reason: 'NOT_ODDS' }

/**
 * Reads a plain decimal price with at most 2 places and at least 1.00, e.g. `parseOdds('1.96')`
 * gives 1960n. A third decimal is refused rather than rounded, so a configured price is never
 * silently changed; below 1.00 a "win" would pay back less than the stake.
 */
export function parseOdds(text: string): ParseOddsResult {
  const match = ODDS_PATTERN.exec(text.trim())
  if (!match) return { ok: false, reason: 'NOT_ODDS' }
  const [, whole = '0', fraction = ''] = match
  const thousandths = BigInt(whole) * THOUSANDTHS_PER_UNIT + BigInt(fraction.padEnd(ODDS_SCALE, '0'))
  if (thousandths < MIN_ODDS) return { ok: false, reason: 'NOT_ODDS' }
  return { ok: true, value: thousandths as Odds }
}

/** Like parseOdds, for trusted constants and stored prices: `oddsOf('47')` is 47000n. Throws on bad input. */
export function oddsOf(text: string): Odds {
  const parsed = parseOdds(text)
  if (!parsed.ok) throw new Error(`Invalid odds "${text}": ${parsed.reason}`)
  return parsed.value
}

/** Wraps a count of thousandths, e.g. `oddsFromThousandths(1960n)` is 1.96. Throws below 1.00. */
export function oddsFromThousandths(thousandths: bigint): Odds {
  if (thousandths < MIN_ODDS)
    throw new RangeError(`Odds must be at least 1.00, got ${thousandths} thousandths`)
  return thousandths as Odds
}

/**
 * Writes odds as they are quoted, with exactly 2 decimals, e.g. 1960n is "1.96" and 42000n is
 * "42.00". A third decimal (only computed odds have one) is cut off, so a quote never overstates.
 */
export function formatOdds(odds: Odds): string {
  const whole = odds / THOUSANDTHS_PER_UNIT
  const fraction = (odds % THOUSANDTHS_PER_UNIT)
    .toString()
    .padStart(ODDS_SCALE, '0')
    .slice(0, QUOTED_ODDS_DECIMALS)
  return `${whole}.${fraction}`
}

/**
 * What a winning stake returns at these odds, stake included: stake × odds / 1000, truncated toward
 * zero at the micro-unit so the house never pays a fraction it does not hold, e.g. 10 USDT at 1.96
 * pays 19.6 USDT.
 */
export function payoutAt(stake: Money, odds: Odds): Money {
  // bigint division truncates toward zero.
  return money((stake * odds) / THOUSANDTHS_PER_UNIT)
}
