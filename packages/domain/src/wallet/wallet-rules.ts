import { MICRO_PER_UNIT, type Money, money } from '../money/money'

/** The spec's wallet limits: deposits from 100 USDT, withdrawals from 2 USDT. */
export const MIN_DEPOSIT = money(100n * MICRO_PER_UNIT)
export const MIN_WITHDRAWAL = money(2n * MICRO_PER_UNIT)

/** A channel's own limits and fees, as the wallet configures them per channel. */
export type ChannelLimits = {
  readonly min: Money
  readonly max: Money
  /** Service fee in basis points of the amount (100 = 1%). */
  readonly feeRateBp: number
  /** A fixed network fee per withdrawal. */
  readonly networkFee: Money
}

export type WalletRuleCode =
  | 'AMOUNT_NOT_POSITIVE'
  | 'BELOW_MIN_DEPOSIT'
  | 'ABOVE_MAX_DEPOSIT'
  | 'WITHDRAWAL_NOT_WHOLE_NUMBER'
  | 'BELOW_MIN_WITHDRAWAL'
  | 'ABOVE_MAX_WITHDRAWAL'
  | 'INSUFFICIENT_BALANCE'
  | 'NET_AMOUNT_NOT_POSITIVE'

export type AmountCheck = { ok: true } | { ok: false; reason: WalletRuleCode; limit?: Money }

const fail = (reason: WalletRuleCode, limit?: Money): AmountCheck =>
  limit === undefined ? { ok: false, reason } : { ok: false, reason, limit }

const larger = (a: Money, b: Money) => (a > b ? a : b)

/** The lowest deposit a channel takes: its own minimum, never below the spec's 100. */
export function depositMinimum(limits: Pick<ChannelLimits, 'min'>): Money {
  return larger(limits.min, MIN_DEPOSIT)
}

/** The lowest withdrawal a channel takes: its own minimum, never below the spec's 2 USDT. */
export function withdrawalMinimum(limits: Pick<ChannelLimits, 'min'>): Money {
  return larger(limits.min, MIN_WITHDRAWAL)
}

/** A deposit amount within the channel's limits, e.g. 150 on a 100–50,000 channel. */
export function checkDepositAmount(amount: Money, limits: Pick<ChannelLimits, 'min' | 'max'>): AmountCheck {
  if (amount <= 0n) return fail('AMOUNT_NOT_POSITIVE')
  const minimum = depositMinimum(limits)
  if (amount < minimum) return fail('BELOW_MIN_DEPOSIT', minimum)
  if (amount > limits.max) return fail('ABOVE_MAX_DEPOSIT', limits.max)
  return { ok: true }
}

export type WithdrawalQuote = { readonly serviceFee: Money; readonly networkFee: Money; readonly net: Money }

/**
 * The fees of a withdrawal and what reaches the player. The service fee is rounded up to the
 * micro-unit, so the house never pays a fraction of it: 3 USDT at 0.5% is 0.015 fee.
 */
export function quoteWithdrawal(
  amount: Money,
  limits: Pick<ChannelLimits, 'feeRateBp' | 'networkFee'>,
): WithdrawalQuote {
  const rate = BigInt(limits.feeRateBp)
  const serviceFee = money((amount * rate + 9_999n) / 10_000n)
  return { serviceFee, networkFee: limits.networkFee, net: money(amount - serviceFee - limits.networkFee) }
}

/**
 * A withdrawal amount: a whole number of USDT, within the channel's limits, at most what the
 * player holds, and leaving a net amount above zero after fees.
 */
export function checkWithdrawalAmount(amount: Money, available: Money, limits: ChannelLimits): AmountCheck {
  if (amount <= 0n) return fail('AMOUNT_NOT_POSITIVE')
  if (amount % MICRO_PER_UNIT !== 0n) return fail('WITHDRAWAL_NOT_WHOLE_NUMBER')
  const minimum = withdrawalMinimum(limits)
  if (amount < minimum) return fail('BELOW_MIN_WITHDRAWAL', minimum)
  if (amount > limits.max) return fail('ABOVE_MAX_WITHDRAWAL', limits.max)
  if (amount > available) return fail('INSUFFICIENT_BALANCE')
  if (quoteWithdrawal(amount, limits).net <= 0n) return fail('NET_AMOUNT_NOT_POSITIVE')
  return { ok: true }
}
