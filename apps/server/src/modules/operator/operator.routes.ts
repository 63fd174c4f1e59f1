import {
  ok,
  ZAdjustmentIdParams,
  ZAdjustmentList,
  ZAdjustmentQuery,
  ZAdjustmentResult,
  ZBalanceAdjustment,
  ZBalanceAdjustmentRecord,
  ZConfirmCryptoDeposit,
  ZEnvelope,
  ZFlaggedChainTransfer,
  ZIdempotencyHeaders,
  ZOperatorActionPage,
  ZOperatorActionQuery,
  ZOperatorEnrolment,
  ZOperatorEnrolmentConfirm,
  ZOperatorEnrolmentStart,
  ZOperatorPageQuery,
  ZOperatorProfile,
  ZOperatorSession,
  ZOperatorSignIn,
  ZOperatorSignInAnswer,
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
import { type Clock, systemClock } from '../../clock/clock'
import type { Db } from '../../db/database'
import { requestLanguage } from '../../http/request-language'
import type { App } from '../../http/types'
import { type AccountSettings, signInOperator } from '../accounts/accounts.service'
import { confirmOperatorTotpEnrolment, startOperatorTotpEnrolment } from '../accounts/operator-totp.service'
import {
  adjustBalance,
  approveAdjustment,
  listAdjustments,
  rejectAdjustment,
} from '../adjustments/adjustments.service'
import { listOperatorActions } from '../audit/audit.service'
import { listFlaggedTransfers } from '../wallet/chain-deposits.service'
import {
  approveWithdrawal,
  confirmCryptoDeposit,
  listWithdrawalsForReview,
  rejectWithdrawal,
} from '../wallet/wallet.service'
import { operatorProfile } from './operator.service'
import { operatorFailures } from './operator-failures'
import {
  createOperatorGuard,
  createOperatorRoleGuard,
  decorateOperatorRequests,
  operatorOf,
} from './operator-guard'
import { createOperatorOnce } from './operator-once'

export type OperatorRoutesOptions = {
  db: Db
  clock: Clock
  settings: AccountSettings
  payments: PaymentProvider
  strictLimitPerMinute: number
  /** Adjustments larger than this (micro-USDT, credit or debit) wait for a second operator. */
  adjustmentApprovalAbove: Money
  /** The name an authenticator app lists the back-office account under: the brand. */
  totpIssuer: string
}

/**
 * The back office's money calls, for operators with the finance (or admin) role: review
 * withdrawals, confirm sandbox crypto deposits, adjust a balance (maker-checker above the
 * approval threshold). Each action is logged with the operator and the reason.
 */
export async function operatorRoutes(
  app: App,
  {
    db,
    clock,
    settings,
    payments,
    strictLimitPerMinute,
    adjustmentApprovalAbove,
    totpIssuer,
  }: OperatorRoutesOptions,
) {
  const tags = ['operator']
  decorateOperatorRequests(app)
  const guarded = { onRequest: createOperatorGuard(db, settings, clock) }
  const finance = { onRequest: createOperatorRoleGuard(db, settings, clock, 'finance') }
  const once = createOperatorOnce(db, clock)

  const signInLimit = { rateLimit: { max: strictLimitPerMinute, timeWindow: '1 minute' } }
  // Authenticator codes follow real time; the server clock may have been moved forward by demo tools.
  const signInContext = (request: FastifyRequest) => ({
    ip: request.ip,
    language: requestLanguage(request),
    now: clock.now(),
    wallTime: systemClock.now(),
  })
  app.post(
    '/api/v1/operator/sign_in',
    {
      config: signInLimit,
      schema: {
        summary:
          'Sign an operator in with email, password and authenticator code (401 TOTP_REQUIRED asks for it); the token (1 hour) goes in Authorization. An operator with no authenticator yet gets an enrolment ticket instead',
        tags,
        body: ZOperatorSignIn,
        response: { 200: ZEnvelope(ZOperatorSignInAnswer), ...operatorFailures },
      },
    },
    async (request) => ok(await signInOperator(db, settings, request.body, signInContext(request))),
  )
  app.post(
    '/api/v1/operator/totp/enrolment',
    {
      config: signInLimit,
      schema: {
        summary:
          'With an enrolment ticket: a new authenticator secret, as base32 text and as the otpauth:// address for a QR code',
        tags,
        body: ZOperatorEnrolmentStart,
        response: { 200: ZEnvelope(ZOperatorEnrolment), ...operatorFailures },
      },
    },
    async (request) =>
      ok(await startOperatorTotpEnrolment(db, settings, totpIssuer, request.body.ticket, clock.now())),
  )
  app.post(
    '/api/v1/operator/totp/enrolment/confirm',
    {
      config: signInLimit,
      schema: {
        summary:
          'With an enrolment ticket and a code from the new authenticator: enrols it and signs the operator in (the usual session)',
        tags,
        body: ZOperatorEnrolmentConfirm,
        response: { 200: ZEnvelope(ZOperatorSession), ...operatorFailures },
      },
    },
    async (request) =>
      ok(await confirmOperatorTotpEnrolment(db, settings, request.body, signInContext(request))),
  )
  app.get(
    '/api/v1/operator/me',
    {
      ...guarded,
      schema: {
        summary:
          'The signed-in operator (any duty): id, nickname, email and roles; the back office shows only the sections the roles allow',
        tags,
        response: { 200: ZEnvelope(ZOperatorProfile), ...operatorFailures },
      },
    },
    async (request) => ok(await operatorProfile(db, operatorOf(request))),
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
        response: { 200: ZEnvelope(ZWithdrawalQueue), ...operatorFailures },
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
        response: { 200: ZEnvelope(ZPendingWithdrawal), ...operatorFailures },
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
        response: { 200: ZEnvelope(ZPendingWithdrawal), ...operatorFailures },
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
        response: { 200: ZEnvelope(ZRecharge), ...operatorFailures },
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
        querystring: ZOperatorPageQuery,
        response: { 200: ZEnvelope(z.array(ZFlaggedChainTransfer)), ...operatorFailures },
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
        response: { 200: ZEnvelope(ZAdjustmentResult), ...operatorFailures },
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
        response: { 200: ZEnvelope(ZAdjustmentList), ...operatorFailures },
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
        response: { 200: ZEnvelope(ZBalanceAdjustmentRecord), ...operatorFailures },
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
        response: { 200: ZEnvelope(ZBalanceAdjustmentRecord), ...operatorFailures },
      },
    },
    async (request) =>
      ok(
        await once(request, (operatorId, now, transact) =>
          rejectAdjustment(db, operatorId, request.params.id, request.body.reason, now, transact),
        ),
      ),
  )
  app.get(
    '/api/v1/operator/actions',
    {
      onRequest: createOperatorRoleGuard(db, settings, clock, 'admin'),
      schema: {
        summary:
          'The audit log (admin): operators’ actions matching a search, newest first, each with the operator’s roles, the client address and the target before and after',
        tags,
        querystring: ZOperatorActionQuery,
        response: { 200: ZEnvelope(ZOperatorActionPage), ...operatorFailures },
      },
    },
    async (request) => ok(await listOperatorActions(db, request.query)),
  )
}
