import {
  ok,
  ZAdjustmentIdParams,
  ZAdjustmentList,
  ZAdjustmentQuery,
  ZAdjustmentResult,
  ZBalanceAdjustment,
  ZBalanceAdjustmentRecord,
  ZConfirmCryptoDeposit,
  ZDraw,
  ZDrawIdParams,
  ZEnvelope,
  ZErrorEnvelope,
  ZFlaggedChainTransfer,
  ZIdempotencyHeaders,
  ZOfficialResult,
  ZOperatorAction,
  ZOperatorSession,
  ZOperatorSignIn,
  ZOperatorWithdrawalQuery,
  ZPendingWithdrawal,
  ZRecharge,
  ZRejectAdjustment,
  ZRejectWithdrawal,
  ZWithdrawalIdParams,
  ZWithdrawalQueue,
} from '@app/contract'
import type { Money } from '@app/domain'
import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { PaymentProvider } from '../../adapters/payments/payment-provider'
import type { Clock } from '../../clock/clock'
import type { Db } from '../../db/database'
import { requestLanguage } from '../../http/request-language'
import type { App } from '../../http/types'
import { type AccountSettings, signInOperator } from '../accounts/accounts.service'
import {
  adjustBalance,
  approveAdjustment,
  listAdjustments,
  rejectAdjustment,
} from '../adjustments/adjustments.service'
import { listOperatorActions } from '../audit/audit.service'
import type { Transact } from '../idempotency/idempotency.service'
import { idempotent } from '../idempotency/idempotent-request'
import { importOfficialResult } from '../lottery/lottery.service'
import { listFlaggedTransfers } from '../wallet/chain-deposits.service'
import {
  approveWithdrawal,
  confirmCryptoDeposit,
  listWithdrawalsForReview,
  rejectWithdrawal,
} from '../wallet/wallet.service'
import { createOperatorGuard, createOperatorRoleGuard, operatorOf } from './operator-guard'

export type OperatorRoutesOptions = {
  db: Db
  clock: Clock
  settings: AccountSettings
  payments: PaymentProvider
  strictLimitPerMinute: number
  /** Adjustments larger than this (micro-USDT, credit or debit) wait for a second operator. */
  adjustmentApprovalAbove: Money
}

const ZPageQuery = z.object({
  start: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
})

const failures = {
  400: ZErrorEnvelope,
  401: ZErrorEnvelope,
  403: ZErrorEnvelope,
  404: ZErrorEnvelope,
  409: ZErrorEnvelope,
  422: ZErrorEnvelope,
  429: ZErrorEnvelope,
}

/**
 * The back office's money calls, for operators with the finance (or admin) role: review
 * withdrawals, confirm sandbox crypto deposits, adjust a balance (maker-checker above the
 * approval threshold). Each action is logged with the operator and the reason.
 */
export async function operatorRoutes(
  app: App,
  { db, clock, settings, payments, strictLimitPerMinute, adjustmentApprovalAbove }: OperatorRoutesOptions,
) {
  const tags = ['operator']
  app.decorateRequest('operatorId', null)
  if (!app.hasRequestDecorator('operatorRoles')) app.decorateRequest('operatorRoles', null)
  const guarded = { preHandler: createOperatorGuard(db, settings, clock) }
  const finance = { preHandler: createOperatorRoleGuard(db, settings, clock, 'finance') }
  /** Runs a money-moving back-office call once per the operator's Idempotency-Key. */
  const once = <T>(
    request: FastifyRequest,
    work: (operatorId: number, now: Date, transact: Transact) => Promise<T>,
  ) => {
    const now = clock.now()
    const operatorId = operatorOf(request)
    return idempotent(db, request, now, (transact) => work(operatorId, now, transact), operatorId)
  }

  app.post(
    '/api/v1/operator/sign_in',
    {
      config: { rateLimit: { max: strictLimitPerMinute, timeWindow: '1 minute' } },
      schema: {
        summary: 'Sign an operator in; the token (1 hour) goes in Authorization',
        tags,
        body: ZOperatorSignIn,
        response: { 200: ZEnvelope(ZOperatorSession), ...failures },
      },
    },
    async (request) =>
      ok(
        await signInOperator(db, settings, request.body, {
          ip: request.ip,
          language: requestLanguage(request),
          now: clock.now(),
        }),
      ),
  )
  app.get(
    '/api/v1/operator/withdrawals',
    {
      ...finance,
      schema: {
        summary:
          'Withdrawals of one status (0 waiting for approval), a page at a time, oldest first unless sorted otherwise, each with its age',
        tags,
        querystring: ZOperatorWithdrawalQuery,
        response: { 200: ZEnvelope(ZWithdrawalQueue), ...failures },
      },
    },
    async (request) => ok(await listWithdrawalsForReview(db, request.query, clock.now())),
  )
  app.post(
    '/api/v1/operator/withdrawals/:id/approve',
    {
      ...finance,
      schema: {
        summary: 'Approve a withdrawal and pay it through the payment provider',
        tags,
        headers: ZIdempotencyHeaders,
        params: ZWithdrawalIdParams,
        response: { 200: ZEnvelope(ZPendingWithdrawal), ...failures },
      },
    },
    async (request) =>
      ok(
        await once(request, (operatorId, now, transact) =>
          approveWithdrawal(db, payments, operatorId, request.params.id, now, transact),
        ),
      ),
  )
  app.post(
    '/api/v1/operator/withdrawals/:id/reject',
    {
      ...finance,
      schema: {
        summary: 'Reject a withdrawal with a reason; the held amount returns to the player',
        tags,
        headers: ZIdempotencyHeaders,
        params: ZWithdrawalIdParams,
        body: ZRejectWithdrawal,
        response: { 200: ZEnvelope(ZPendingWithdrawal), ...failures },
      },
    },
    async (request) =>
      ok(
        await once(request, (operatorId, now, transact) =>
          rejectWithdrawal(db, operatorId, request.params.id, request.body.reason, now, transact),
        ),
      ),
  )
  app.post(
    '/api/v1/operator/deposits/confirm',
    {
      ...finance,
      schema: {
        summary:
          'Confirm a crypto transfer to a player’s deposit address (the sandbox, or a fallback to the chain watcher); one transfer credits once',
        tags,
        headers: ZIdempotencyHeaders,
        body: ZConfirmCryptoDeposit,
        response: { 200: ZEnvelope(ZRecharge), ...failures },
      },
    },
    async (request) =>
      ok(
        await once(request, (operatorId, now, transact) =>
          confirmCryptoDeposit(db, operatorId, request.body, now, transact),
        ),
      ),
  )
  app.get(
    '/api/v1/operator/deposits/flagged_transfers',
    {
      ...finance,
      schema: {
        summary:
          'On-chain transfers to our addresses that were not credited: another token, or an address not given out on that network; newest first',
        tags,
        querystring: ZPageQuery,
        response: { 200: ZEnvelope(z.array(ZFlaggedChainTransfer)), ...failures },
      },
    },
    async (request) => ok(await listFlaggedTransfers(db, request.query.start, request.query.limit)),
  )
  app.post(
    '/api/v1/operator/adjustments',
    {
      ...finance,
      schema: {
        summary:
          'Credit (positive) or debit (negative) a player’s balance with a reason code and a reason; above the approval threshold it waits (pending) for a second operator',
        tags,
        headers: ZIdempotencyHeaders,
        body: ZBalanceAdjustment,
        response: { 200: ZEnvelope(ZAdjustmentResult), ...failures },
      },
    },
    async (request) =>
      ok(
        await once(request, (operatorId, now, transact) =>
          adjustBalance(db, operatorId, request.body, adjustmentApprovalAbove, now, transact),
        ),
      ),
  )
  app.get(
    '/api/v1/operator/adjustments',
    {
      ...finance,
      schema: {
        summary: 'Balance adjustments, newest first (status=pending: those waiting for a second operator)',
        tags,
        querystring: ZAdjustmentQuery,
        response: { 200: ZEnvelope(ZAdjustmentList), ...failures },
      },
    },
    async (request) => ok(await listAdjustments(db, request.query, adjustmentApprovalAbove)),
  )
  app.post(
    '/api/v1/operator/adjustments/:id/approve',
    {
      ...finance,
      schema: {
        summary:
          'Approve a pending adjustment: the balance moves now. The operator who asked for it cannot (403 ADJUSTMENT_NEEDS_SECOND_OPERATOR)',
        tags,
        headers: ZIdempotencyHeaders,
        params: ZAdjustmentIdParams,
        response: { 200: ZEnvelope(ZBalanceAdjustmentRecord), ...failures },
      },
    },
    async (request) =>
      ok(
        await once(request, (operatorId, now, transact) =>
          approveAdjustment(db, operatorId, request.params.id, now, transact),
        ),
      ),
  )
  app.post(
    '/api/v1/operator/adjustments/:id/reject',
    {
      ...finance,
      schema: {
        summary:
          'Reject a pending adjustment with a reason; nothing moves. The operator who asked for it cannot (403 ADJUSTMENT_NEEDS_SECOND_OPERATOR)',
        tags,
        headers: ZIdempotencyHeaders,
        params: ZAdjustmentIdParams,
        body: ZRejectAdjustment,
        response: { 200: ZEnvelope(ZBalanceAdjustmentRecord), ...failures },
      },
    },
    async (request) =>
      ok(
        await once(request, (operatorId, now, transact) =>
          rejectAdjustment(db, operatorId, request.params.id, request.body.reason, now, transact),
        ),
      ),
  )
  app.post(
    '/api/v1/operator/draws/:id/result',
    {
      ...guarded,
      schema: {
        summary: 'Enter the official result of a closed draw that follows an outside lottery',
        tags,
        params: ZDrawIdParams,
        body: ZOfficialResult,
        response: { 200: ZEnvelope(ZDraw), ...failures },
      },
    },
    async (request) =>
      ok(await importOfficialResult(db, operatorOf(request), request.params.id, request.body, clock.now())),
  )
  app.get(
    '/api/v1/operator/actions',
    {
      ...guarded,
      schema: {
        summary: 'The operators’ actions, newest first',
        tags,
        querystring: z.object({
          start: z.coerce.number().int().min(0).default(0),
          limit: z.coerce.number().int().min(1).max(100).default(50),
        }),
        response: { 200: ZEnvelope(z.array(ZOperatorAction)), ...failures },
      },
    },
    async (request) => ok(await listOperatorActions(db, request.query.start, request.query.limit)),
  )
}
