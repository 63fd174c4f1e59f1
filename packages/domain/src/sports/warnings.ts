import { BET_WARNING_CODES, type BetWarningCode } from '../codes/bet-warnings'
import { type ExchangeRate, toDisplayCurrency } from '../money/exchange'
import type { Money } from '../money/money'

/**
 * A sport's bet limits as configured, in USDT (micro-units). Bet limits apply to the unit stake of
 * each combination, multiple limits to the multiple, bonus limits to the estimated payouts. A
 * maximum of 0 means no maximum (the spec takes "the smallest positive of the maxima").
 */
export type SportsBetLimits = {
  readonly minBet: Money
  readonly maxBet: Money
  readonly minMultiple: number
  readonly maxMultiple: number
  readonly minBonus: Money
  readonly maxBonus: Money
}

/** What the slip's warnings are judged on. */
export type SportsSlipState = {
  /** The unit stake typed by the player (castValue), in the display currency; 0 when empty. */
  readonly castValue: Money
  readonly multiple: number
  /** The slip's permutationAmount (slipCombinationCount). */
  readonly combinationCount: bigint
  /** The min and max estimated payouts, in the display currency (estimatePayout on the USDT stake, converted). */
  readonly estimate: { readonly min: Money; readonly max: Money }
  /** The player's balance, in USDT. */
  readonly balance: Money
  /** Display-currency units per USDT. */
  readonly exchangeRate: ExchangeRate
  readonly limits: SportsBetLimits
  /** The player's region (the spec's gameRegion), if known. */
  readonly region?: string
  readonly disabledRegions: readonly string[]
}

/**
 * The spec's sport warnings for a slip, each at most once and in BET_WARNING_CODES order. Limits
 * and balance are USDT and are converted to the display currency before comparison (limits times
 * the exchange rate), e.g. at 7.1 a 1 USDT minimum bet refuses a castValue of 7 and accepts 7.1.
 * - exceedsMaxBet: castValue above maxBet; belowMinBet: castValue above 0 and below minBet.
 * - disabledRegions: the player's region is among the disabled ones.
 * - insufficientAccountBalance: the debit (castValue × multiple × combinations) above the balance.
 * - exceedsMaxMultiple / belowMinMultiple: the multiple outside its limits.
 * - exceedsMaxBonus: the max estimate above maxBonus; belowMinBonus: the min estimate above 0 and
 *   below minBonus (every possible win should lie within the bonus limits).
 */
export function sportsSlipWarnings(state: SportsSlipState): BetWarningCode[] {
  const shown = (usdt: Money) => toDisplayCurrency(usdt, state.exchangeRate)
  const { castValue, multiple, estimate, limits } = state
  const hasMax = (limit: Money | number) => limit > 0
  const found = new Set<BetWarningCode>()
  if (hasMax(limits.maxBet) && castValue > shown(limits.maxBet)) found.add('exceedsMaxBet')
  if (castValue > 0n && castValue < shown(limits.minBet)) found.add('belowMinBet')
  if (state.region !== undefined && state.disabledRegions.includes(state.region)) found.add('disabledRegions')
  const debit = castValue * BigInt(multiple) * state.combinationCount
  if (debit > shown(state.balance)) found.add('insufficientAccountBalance')
  if (hasMax(limits.maxMultiple) && multiple > limits.maxMultiple) found.add('exceedsMaxMultiple')
  if (multiple < limits.minMultiple) found.add('belowMinMultiple')
  if (hasMax(limits.maxBonus) && estimate.max > shown(limits.maxBonus)) found.add('exceedsMaxBonus')
  if (estimate.min > 0n && estimate.min < shown(limits.minBonus)) found.add('belowMinBonus')
  return BET_WARNING_CODES.filter((code) => found.has(code))
}
