import { describe, expect, it } from 'vitest'
import { moneyOf } from '../money/money'
import { adjustmentNeedsApproval, isAdjustmentReasonCode, mayReviewAdjustment } from './adjustment-approval'

describe('adjustmentNeedsApproval', () => {
  it.each([
    ['a credit below the threshold applies at once', '999.99', '1000', false],
    ['a credit of exactly the threshold applies at once', '1000', '1000', false],
    ['a credit one micro-unit above the threshold waits', '1000.000001', '1000', true],
    ['a debit is measured by its size, so a large one waits', '-1500', '1000', true],
    ['a debit of exactly the threshold applies at once', '-1000', '1000', false],
    ['a threshold of zero sends every adjustment to a second operator', '0.000001', '0', true],
  ])('%s', (_rule, amount, threshold, waits) => {
    expect(adjustmentNeedsApproval(moneyOf(amount), moneyOf(threshold))).toBe(waits)
  })
})

describe('mayReviewAdjustment', () => {
  it.each([
    ['the maker never reviews their own adjustment', 7, 7, false],
    ['another operator may review it', 7, 8, true],
  ])('%s', (_rule, maker, reviewer, may) => {
    expect(mayReviewAdjustment(maker, reviewer)).toBe(may)
  })
})

describe('isAdjustmentReasonCode', () => {
  it.each([
    ['a listed code is a reason code', 'chargeback', true],
    ['codes are lower case', 'BONUS', false],
    ['free text is not a reason code', 'because', false],
  ])('%s', (_rule, text, isCode) => {
    expect(isAdjustmentReasonCode(text)).toBe(isCode)
  })
})
