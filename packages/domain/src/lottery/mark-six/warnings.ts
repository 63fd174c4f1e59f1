import { BET_WARNING_CODES, type BetWarningCode } from '../../codes/bet-warnings'
import { type ExchangeRate, toDisplayCurrency } from '../../money/exchange'
import { type Money, money, ZERO } from '../../money/money'

/**
 * One entry of a lottery slip. `amount` is what the player typed, in the display currency, and is
 * the stake of each combination; `min` and `max` are the entry's limits and apply to that amount.
 * `combinations` (default 1) is how many combinations the entry bets on (see combinationCount),
 * so the entry debits amount × combinations.
 */
export type LotterySlipEntry = {
  readonly amount: Money
  readonly min: Money
  readonly max: Money
  readonly combinations?: number
}

export type LotterySlip = {
  readonly entries: readonly LotterySlipEntry[]
  /** The player's balance in USDT. */
  readonly balance: Money
  /** Display-currency units per USDT. */
  readonly exchangeRate: ExchangeRate
}

/**
 * The spec's lottery warnings for a slip, each at most once and in BET_WARNING_CODES order:
 * insufficientAccountBalance (the slip's total is above the balance), belowLotteryGameMinBet (an
 * entry above 0 but below its minimum) and exceedsLotteryGameMaxBet (an entry above its maximum).
 * Limits and balance are in USDT and are converted to the display currency before comparison, as
 * the spec says, e.g. at 7.1 CNY per USDT a minimum of 1 rejects 7 CNY and accepts 7.1 CNY.
 * Entries at 0 are not placed and are never below the minimum.
 */
export function lotterySlipWarnings(slip: LotterySlip): BetWarningCode[] {
  const shown = (usdt: Money) => toDisplayCurrency(usdt, slip.exchangeRate)
  const found = new Set<BetWarningCode>()
  let total = ZERO
  for (const entry of slip.entries) {
    total = money(total + entry.amount * BigInt(entry.combinations ?? 1))
    if (entry.amount > 0n && entry.amount < shown(entry.min)) found.add('belowLotteryGameMinBet')
    if (entry.amount > shown(entry.max)) found.add('exceedsLotteryGameMaxBet')
  }
  if (total > shown(slip.balance)) found.add('insufficientAccountBalance')
  return BET_WARNING_CODES.filter((code) => found.has(code))
}
