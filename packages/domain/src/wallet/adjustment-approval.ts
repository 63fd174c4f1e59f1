import type { Money } from '../money/money'

/** Why an operator adjusts a player's balance; every adjustment names one. */
export const ADJUSTMENT_REASON_CODES = ['goodwill', 'correction', 'bonus', 'chargeback', 'other'] as const
export type AdjustmentReasonCode = (typeof ADJUSTMENT_REASON_CODES)[number]

/** Whether a text is one of the adjustment reason codes, e.g. `isAdjustmentReasonCode('bonus')` is true. */
export function isAdjustmentReasonCode(text: string): text is AdjustmentReasonCode {
  return (ADJUSTMENT_REASON_CODES as readonly string[]).includes(text)
}

/**
 * Whether an adjustment waits for a second operator (maker-checker): its size, credit or debit
 * alike, is above the approval threshold, e.g. -1000.01 above 1000 waits and 1000 applies at once.
 */
export function adjustmentNeedsApproval(amount: Money, approvalAbove: Money): boolean {
  const size = amount < 0n ? -amount : amount
  return size > approvalAbove
}

/**
 * Whether an operator may approve or reject a pending adjustment: anyone but the operator who
 * asked for it, e.g. `mayReviewAdjustment(7, 7)` is false.
 */
export function mayReviewAdjustment(makerId: number, reviewerId: number): boolean {
  return makerId !== reviewerId
}
