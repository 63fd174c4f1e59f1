import type {
  AdjustmentList,
  AdjustmentStatus,
  BalanceAdjustmentRecord,
  FlaggedChainTransfer,
  FlaggedDeposit,
  PendingWithdrawal,
  Recharge,
  SortOrder,
  WithdrawalQueue,
  WithdrawalQueueSort,
} from '@app/contract'
import type { AdjustmentReasonCode, CryptoNetwork } from '@app/domain'
import { operatorRequest } from '../../shared/operator-client'

/** The longest reason the server keeps in the audit log with a money action. */
export const MONEY_REASON_MAX_LENGTH = 500
/** The shortest reason the server takes: a word, not a shrug. */
export const MONEY_REASON_MIN_LENGTH = 3

export type WithdrawalQueueQuery = {
  status: number
  userId?: number | undefined
  sort: WithdrawalQueueSort
  order: SortOrder
  start: number
  limit: number
}

export type AdjustmentRequest = {
  user_id: number
  amount: string
  reason_code: AdjustmentReasonCode
  reason: string
}

export type AdjustmentResult = {
  action_id: number
  adjustment_id: number
  status: AdjustmentStatus
  score: string
}

export type CryptoDepositConfirmation = {
  network: CryptoNetwork
  address: string
  tx_hash: string
  log_index?: number
  amount: string
}

const query = (values: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(values)) if (value !== undefined) search.set(name, String(value))
  return search.toString()
}

/**
 * The back office's money calls (finance role). Every call that moves money carries the
 * Idempotency-Key its caller made for the action, so a retry after a lost answer replays it.
 */
export const moneyApi = {
  withdrawals: ({ status, userId, sort, order, start, limit }: WithdrawalQueueQuery) =>
    operatorRequest<WithdrawalQueue>(
      `/withdrawals?${query({ status, user_id: userId, sort, order, start, limit })}`,
    ),
  approveWithdrawal: (id: number, key: string) =>
    operatorRequest<PendingWithdrawal>(`/withdrawals/${id}/approve`, { method: 'POST', idempotencyKey: key }),
  rejectWithdrawal: (id: number, reason: string, key: string) =>
    operatorRequest<PendingWithdrawal>(`/withdrawals/${id}/reject`, {
      method: 'POST',
      body: { reason },
      idempotencyKey: key,
    }),
  confirmDeposit: (confirmation: CryptoDepositConfirmation, key: string) =>
    operatorRequest<Recharge>('/deposits/confirm', {
      method: 'POST',
      body: confirmation,
      idempotencyKey: key,
    }),
  adjustments: (status: AdjustmentStatus | undefined, start: number, limit: number) =>
    operatorRequest<AdjustmentList>(`/adjustments?${query({ status, start, limit })}`),
  adjust: (adjustment: AdjustmentRequest, key: string) =>
    operatorRequest<AdjustmentResult>('/adjustments', {
      method: 'POST',
      body: adjustment,
      idempotencyKey: key,
    }),
  approveAdjustment: (id: number, key: string) =>
    operatorRequest<BalanceAdjustmentRecord>(`/adjustments/${id}/approve`, {
      method: 'POST',
      idempotencyKey: key,
    }),
  rejectAdjustment: (id: number, reason: string, key: string) =>
    operatorRequest<BalanceAdjustmentRecord>(`/adjustments/${id}/reject`, {
      method: 'POST',
      body: { reason },
      idempotencyKey: key,
    }),
  overLimitDeposits: (start: number, limit: number) =>
    operatorRequest<FlaggedDeposit[]>(`/deposits/over_limit?${query({ start, limit })}`),
  flaggedTransfers: (start: number, limit: number) =>
    operatorRequest<FlaggedChainTransfer[]>(`/deposits/flagged_transfers?${query({ start, limit })}`),
}
