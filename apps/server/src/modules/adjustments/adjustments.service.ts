import type {
  AdjustmentList,
  AdjustmentStatus,
  BalanceAdjustmentRecord,
  BalanceAdjustmentRequest,
} from '@app/contract'
import {
  type AdjustmentReasonCode,
  adjustmentNeedsApproval,
  isAdjustmentReasonCode,
  type Money,
  mayReviewAdjustment,
  money,
  parseMoney,
  toDecimalString,
} from '@app/domain'
import type { Db } from '../../db/database'
import { AppError } from '../../errors/app-error'
import { walletProfile } from '../accounts/security.service'
import { recordOperatorAction } from '../audit/audit.service'
import { plainTransaction, type Transact } from '../idempotency/idempotency.service'
import { playerCash, postEntry } from '../ledger/ledger.service'
import {
  closeAdjustment,
  insertAdjustment,
  lockAdjustment,
  selectAdjustment,
  selectAdjustments,
} from './adjustments.repository'

export type AdjustmentResult = {
  action_id: number
  adjustment_id: number
  status: AdjustmentStatus
  score: string
}

const decimal = (micro: string | bigint) => toDecimalString(money(BigInt(micro)))

type AdjustmentRow = NonNullable<Awaited<ReturnType<typeof selectAdjustment>>>

function toRecord(row: AdjustmentRow): BalanceAdjustmentRecord {
  return {
    id: Number(row.id),
    user_id: Number(row.user_id),
    nickname: row.nickname,
    amount: decimal(row.amount),
    // The table's check constraint admits only the listed codes.
    reason_code: isAdjustmentReasonCode(row.reason_code) ? row.reason_code : 'other',
    reason: row.reason,
    status: row.status,
    needs_approval: row.needs_approval,
    maker_id: Number(row.maker_id),
    checker_id: row.checker_id === null ? null : Number(row.checker_id),
    review_reason: row.review_reason,
    created_at: row.created_at.toISOString(),
    reviewed_at: row.reviewed_at?.toISOString() ?? null,
  }
}

/** The adjustment as it stands, read in the transaction that changed it. */
async function recordOf(db: Db, adjustmentId: number): Promise<BalanceAdjustmentRecord> {
  const row = await selectAdjustment(db, adjustmentId)
  if (!row) throw new Error(`Adjustment ${adjustmentId} vanished inside its own transaction`)
  return toRecord(row)
}

/** Moves an adjustment's amount between the player's cash and the house's, as the action's entry. */
function postAdjustment(trx: Db, userId: number, amount: Money, actionId: number, now: Date) {
  return postEntry(
    trx,
    {
      kind: 'adjustment',
      reference: String(actionId),
      postings: [
        { account: { kind: 'player_cash', userId }, amount },
        { account: { kind: 'house_cash' }, amount: money(-amount) },
      ],
    },
    now,
  )
}

/**
 * Adjusts a player's balance by a signed amount, with a reason code and a reason, against the
 * house's cash (maker-checker). At or below `approvalAbove` (credit or debit) it applies at once;
 * above it, it is recorded as pending and moves nothing until a second operator approves it. A
 * debit never takes the player below zero, neither now nor when it is approved.
 */
export async function adjustBalance(
  db: Db,
  operatorId: number,
  body: BalanceAdjustmentRequest,
  approvalAbove: Money,
  now: Date,
  transact: Transact = plainTransaction(db),
): Promise<AdjustmentResult> {
  const parsed = parseMoney(body.amount)
  if (!parsed.ok) throw new AppError('INVALID_AMOUNT', 400, { field: 'amount' })
  const amount = parsed.value
  if (amount === 0n) throw new AppError('AMOUNT_NOT_POSITIVE', 400, { field: 'amount' })
  const readiness = await walletProfile(db, body.user_id).catch(() => undefined)
  if (!readiness) throw new AppError('UNKNOWN_PLAYER', 404, { field: 'user_id' })
  const reasonCode: AdjustmentReasonCode = body.reason_code
  const details = { user_id: body.user_id, amount: body.amount, reason_code: reasonCode }

  if (!adjustmentNeedsApproval(amount, approvalAbove)) {
    return transact(async (trx) => {
      const balance = await playerCash(trx, body.user_id)
      const actionId = await recordOperatorAction(
        trx,
        {
          operatorId,
          action: 'adjust_balance',
          target: `user:${body.user_id}`,
          reason: body.reason,
          details,
          before: { balance: toDecimalString(balance) },
          after: { balance: toDecimalString(money(balance + amount)) },
        },
        now,
      )
      await postAdjustment(trx, body.user_id, amount, actionId, now)
      const adjustmentId = await insertAdjustment(trx, {
        user_id: String(body.user_id),
        amount,
        reason_code: reasonCode,
        reason: body.reason,
        status: 'applied',
        needs_approval: false,
        maker_id: String(operatorId),
        applied_action_id: String(actionId),
        created_at: now,
        reviewed_at: now,
      })
      return {
        action_id: actionId,
        adjustment_id: adjustmentId,
        status: 'applied',
        score: toDecimalString(await playerCash(trx, body.user_id)),
      }
    })
  }

  // A debit the balance cannot cover is refused now rather than left for the checker to find.
  const cash = await playerCash(db, body.user_id)
  if (cash + amount < 0n) throw new AppError('INSUFFICIENT_BALANCE', 422)
  return transact(async (trx) => {
    const adjustmentId = await insertAdjustment(trx, {
      user_id: String(body.user_id),
      amount,
      reason_code: reasonCode,
      reason: body.reason,
      status: 'pending',
      needs_approval: true,
      maker_id: String(operatorId),
      applied_action_id: null,
      created_at: now,
      reviewed_at: null,
    })
    const actionId = await recordOperatorAction(
      trx,
      {
        operatorId,
        action: 'request_adjustment',
        target: `adjustment:${adjustmentId}`,
        reason: body.reason,
        details,
        before: null,
        after: { status: 'pending', amount: body.amount, reason_code: reasonCode },
      },
      now,
    )
    return {
      action_id: actionId,
      adjustment_id: adjustmentId,
      status: 'pending',
      score: toDecimalString(await playerCash(trx, body.user_id)),
    }
  })
}

/** The pending adjustment under a row lock, reviewable by this operator, or the refusal. */
async function reviewable(trx: Db, adjustmentId: number, operatorId: number) {
  const row = await lockAdjustment(trx, adjustmentId)
  if (!row) throw new AppError('UNKNOWN_ADJUSTMENT', 404, { field: 'id' })
  if (row.status !== 'pending') throw new AppError('ADJUSTMENT_NOT_PENDING', 409)
  if (!mayReviewAdjustment(Number(row.maker_id), operatorId)) {
    throw new AppError('ADJUSTMENT_NEEDS_SECOND_OPERATOR', 403)
  }
  return row
}

/**
 * A second operator approves a pending adjustment: its ledger entry is posted in the approval's
 * transaction, so the balance moves exactly once. The maker can never approve their own (403
 * ADJUSTMENT_NEEDS_SECOND_OPERATOR); a debit the balance no longer covers is refused and stays
 * pending.
 */
export async function approveAdjustment(
  db: Db,
  operatorId: number,
  adjustmentId: number,
  now: Date,
  transact: Transact = plainTransaction(db),
): Promise<BalanceAdjustmentRecord> {
  return transact(async (trx) => {
    const row = await reviewable(trx, adjustmentId, operatorId)
    const userId = Number(row.user_id)
    const amount = money(BigInt(row.amount))
    const balance = await playerCash(trx, userId)
    const actionId = await recordOperatorAction(
      trx,
      {
        operatorId,
        action: 'approve_adjustment',
        target: `adjustment:${adjustmentId}`,
        reason: row.reason,
        details: {
          user_id: userId,
          amount: decimal(row.amount),
          reason_code: row.reason_code,
          maker_id: Number(row.maker_id),
        },
        before: { status: 'pending', checker_id: null, player_balance: toDecimalString(balance) },
        after: {
          status: 'applied',
          checker_id: operatorId,
          player_balance: toDecimalString(money(balance + amount)),
        },
      },
      now,
    )
    await postAdjustment(trx, userId, amount, actionId, now)
    await closeAdjustment(trx, adjustmentId, {
      status: 'applied',
      checker_id: String(operatorId),
      review_reason: null,
      applied_action_id: String(actionId),
      reviewed_at: now,
    })
    return recordOf(trx, adjustmentId)
  })
}

/** A second operator rejects a pending adjustment with a reason; no money moves. */
export async function rejectAdjustment(
  db: Db,
  operatorId: number,
  adjustmentId: number,
  reason: string,
  now: Date,
  transact: Transact = plainTransaction(db),
): Promise<BalanceAdjustmentRecord> {
  return transact(async (trx) => {
    const row = await reviewable(trx, adjustmentId, operatorId)
    await recordOperatorAction(
      trx,
      {
        operatorId,
        action: 'reject_adjustment',
        target: `adjustment:${adjustmentId}`,
        reason,
        details: {
          user_id: Number(row.user_id),
          amount: decimal(row.amount),
          reason_code: row.reason_code,
          maker_id: Number(row.maker_id),
        },
        before: { status: 'pending', checker_id: null, review_reason: null },
        after: { status: 'rejected', checker_id: operatorId, review_reason: reason },
      },
      now,
    )
    await closeAdjustment(trx, adjustmentId, {
      status: 'rejected',
      checker_id: String(operatorId),
      review_reason: reason,
      applied_action_id: null,
      reviewed_at: now,
    })
    return recordOf(trx, adjustmentId)
  })
}

/** Adjustments, newest first, with the threshold above which one waits for a second operator. */
export async function listAdjustments(
  db: Db,
  query: { status?: AdjustmentStatus | undefined; start: number; limit: number },
  approvalAbove: Money,
): Promise<AdjustmentList> {
  const { list, total } = await selectAdjustments(db, query)
  return { list: list.map(toRecord), total, approval_above: toDecimalString(approvalAbove) }
}
