/** Status of a withdrawal request. */
export const WITHDRAWAL_STATUS = {
  canApprove: 0,
  processing: 1,
  failed: 2,
  successTransaction: 3,
  reject: 4,
} as const
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUS)[keyof typeof WITHDRAWAL_STATUS]

/** Status of a deposit or other wallet transaction. */
export const TRANSACTION_STATUS = {
  pending: 0,
  audited: 1,
  failed: 2,
  success: 3,
  rejected: 4,
  processing: 5,
} as const
export type TransactionStatus = (typeof TRANSACTION_STATUS)[keyof typeof TRANSACTION_STATUS]
