import {
  ok,
  ZBankInformation,
  ZBankInformationQuery,
  ZBankType,
  ZBankTypeQuery,
  ZChangeLog,
  ZChangeLogQuery,
  ZContinueRecharge,
  ZEnvelope,
  ZErrorEnvelope,
  ZIdempotencyHeaders,
  ZMemberAccount,
  ZNewBankInformation,
  ZPage,
  ZPayChannel,
  ZRecharge,
  ZRechargeRequest,
  ZRechargeType,
  ZTradeType,
  ZWalletListQuery,
  ZWithdrawal,
  ZWithdrawChannels,
  ZWithdrawRequest,
} from '@app/contract'
import { z } from 'zod'
import type { DepositKeys } from '../../adapters/chain/deposit-key'
import type { PaymentProvider } from '../../adapters/payments/payment-provider'
import type { Clock } from '../../clock/clock'
import type { Db } from '../../db/database'
import type { App } from '../../http/types'
import { type PlayerGuard, playerOf } from '../accounts/player-guard'
import { idempotent } from '../idempotency/idempotent-request'
import {
  addBankAccount,
  applyPaymentCallback,
  changeLog,
  continueRecharge,
  createRecharge,
  deleteBankAccount,
  listBankAccounts,
  listBankTypes,
  listDepositChannels,
  listRecharges,
  listRechargeTypes,
  listTradeTypes,
  listWithdrawals,
  listWithdrawChannels,
  memberAccount,
  requestWithdrawal,
} from './wallet.service'

export type WalletRoutesOptions = {
  db: Db
  clock: Clock
  payments: PaymentProvider
  /** The networks whose deposit addresses are derived from the operator's keys (chain watched). */
  depositKeys?: DepositKeys
  requirePlayer: PlayerGuard
  /** Calls that check the payment password allow a few a minute. */
  strictLimitPerMinute: number
}

const failures = {
  400: ZErrorEnvelope,
  401: ZErrorEnvelope,
  404: ZErrorEnvelope,
  409: ZErrorEnvelope,
  422: ZErrorEnvelope,
  423: ZErrorEnvelope,
}

/** The wallet: channels, deposits, saved accounts, withdrawals, history and the account summary. */
export async function walletRoutes(
  app: App,
  { db, clock, payments, depositKeys = {}, requirePlayer, strictLimitPerMinute }: WalletRoutesOptions,
) {
  const tags = ['wallet']
  const guarded = { preHandler: requirePlayer }

  app.get(
    '/api/v1/recharge/type',
    {
      schema: {
        summary: 'Deposit types and whether each is available',
        tags,
        response: { 200: ZEnvelope(z.array(ZRechargeType)) },
      },
    },
    async () => ok(await listRechargeTypes(db)),
  )
  app.get(
    '/api/v1/pay/all',
    {
      schema: {
        summary: 'Deposit channels with their minimum and maximum',
        tags,
        response: { 200: ZEnvelope(z.array(ZPayChannel)) },
      },
    },
    async () => ok(await listDepositChannels(db)),
  )
  app.get(
    '/api/v1/withdraw/all',
    {
      schema: {
        summary: 'Withdrawal channels with limits and fees, and whether withdrawals are allowed',
        tags,
        response: { 200: ZEnvelope(ZWithdrawChannels) },
      },
    },
    async () => ok(await listWithdrawChannels(db)),
  )
  app.get(
    '/api/v1/withdraw/trade_type',
    {
      schema: {
        summary: 'Withdrawal account types and the countries each serves',
        tags,
        response: { 200: ZEnvelope(z.array(ZTradeType)) },
      },
    },
    async () => ok(await listTradeTypes(db)),
  )
  app.get(
    '/api/v1/withdraw/bank_type',
    {
      schema: {
        summary: 'Banks of a country (ISO 3166 code)',
        tags,
        querystring: ZBankTypeQuery,
        response: { 200: ZEnvelope(z.array(ZBankType)), 400: ZErrorEnvelope },
      },
    },
    async (request) => ok(await listBankTypes(db, request.query.country)),
  )

  app.post(
    '/api/v1/recharge',
    {
      ...guarded,
      schema: {
        summary: 'Start a deposit: crypto answers the address, bank and card the payment page',
        tags,
        headers: ZIdempotencyHeaders,
        body: ZRechargeRequest,
        response: { 200: ZEnvelope(ZRecharge), ...failures },
      },
    },
    async (request) => {
      const now = clock.now()
      const { userId } = playerOf(request)
      return ok(
        await idempotent(db, request, now, (transact) =>
          createRecharge(db, payments, userId, request.body, now, transact, depositKeys),
        ),
      )
    },
  )
  app.post(
    '/api/v1/continueRecharge',
    {
      ...guarded,
      schema: {
        summary: 'The payment page of a pending bank or card deposit again',
        tags,
        headers: ZIdempotencyHeaders,
        body: ZContinueRecharge,
        response: { 200: ZEnvelope(ZRecharge), ...failures },
      },
    },
    async (request) => {
      const { userId } = playerOf(request)
      return ok(
        await idempotent(db, request, clock.now(), (transact) =>
          continueRecharge(db, payments, userId, request.body.order_id, clock.now(), transact),
        ),
      )
    },
  )
  app.get(
    '/api/v1/recharge',
    {
      ...guarded,
      schema: {
        summary: 'The player’s deposits, newest first',
        tags,
        querystring: ZWalletListQuery,
        response: { 200: ZEnvelope(ZPage(ZRecharge)), 400: ZErrorEnvelope, 401: ZErrorEnvelope },
      },
    },
    async (request) => ok(await listRecharges(db, payments, playerOf(request).userId, request.query)),
  )
  app.post(
    '/api/v1/pay/callback',
    {
      schema: {
        summary: 'The payment provider’s signed callback (x-payment-signature: HMAC-SHA256 of the body)',
        tags,
        body: z.object({}).passthrough(),
        response: {
          200: ZEnvelope(z.object({ order_id: z.string(), status: z.number().int() })),
          ...failures,
        },
      },
    },
    async (request) => {
      const signature = request.headers['x-payment-signature']
      return ok(
        await applyPaymentCallback(
          db,
          payments,
          JSON.stringify(request.body),
          typeof signature === 'string' ? signature : undefined,
          clock.now(),
        ),
      )
    },
  )

  app.get(
    '/api/v1/bank_information',
    {
      ...guarded,
      schema: {
        summary: 'The player’s saved withdrawal accounts, the default first',
        tags,
        response: { 200: ZEnvelope(z.array(ZBankInformation)), 401: ZErrorEnvelope },
      },
    },
    async (request) => ok(await listBankAccounts(db, playerOf(request).userId)),
  )
  app.post(
    '/api/v1/bank_information',
    {
      ...guarded,
      schema: {
        summary: 'Save a withdrawal account (crypto address, bank account or PIX with CPF)',
        tags,
        body: ZNewBankInformation,
        response: { 200: ZEnvelope(ZBankInformation), ...failures },
      },
    },
    async (request) => ok(await addBankAccount(db, playerOf(request).userId, request.body, clock.now())),
  )
  app.delete(
    '/api/v1/bank_information',
    {
      ...guarded,
      schema: {
        summary: 'Delete a saved withdrawal account',
        tags,
        querystring: ZBankInformationQuery,
        response: { 200: ZEnvelope(z.null()), ...failures },
      },
    },
    async (request) => {
      await deleteBankAccount(db, playerOf(request).userId, request.query.info_id, clock.now())
      return ok(null)
    },
  )

  app.post(
    '/api/v1/withdraw',
    {
      ...guarded,
      config: { rateLimit: { max: strictLimitPerMinute, timeWindow: '1 minute' } },
      schema: {
        summary: 'Request a withdrawal to a saved account with the payment password; held until reviewed',
        tags,
        headers: ZIdempotencyHeaders,
        body: ZWithdrawRequest,
        response: { 200: ZEnvelope(ZWithdrawal), ...failures },
      },
    },
    async (request) => {
      const now = clock.now()
      const { userId } = playerOf(request)
      return ok(
        await idempotent(db, request, now, (transact) =>
          requestWithdrawal(db, userId, request.body, now, transact),
        ),
      )
    },
  )
  app.get(
    '/api/v1/withdraw',
    {
      ...guarded,
      schema: {
        summary: 'The player’s withdrawals, newest first',
        tags,
        querystring: ZWalletListQuery,
        response: { 200: ZEnvelope(ZPage(ZWithdrawal)), 400: ZErrorEnvelope, 401: ZErrorEnvelope },
      },
    },
    async (request) => ok(await listWithdrawals(db, playerOf(request).userId, request.query)),
  )

  app.get(
    '/api/v1/member/change_log',
    {
      ...guarded,
      schema: {
        summary:
          'Balance changes with the balance after each, plus the kind names (34 recharge, 50 withdraw)',
        tags,
        querystring: ZChangeLogQuery,
        response: { 200: ZEnvelope(ZChangeLog), 400: ZErrorEnvelope, 401: ZErrorEnvelope },
      },
    },
    async (request) => ok(await changeLog(db, playerOf(request).userId, request.query)),
  )
  app.get(
    '/api/v1/member/account',
    {
      ...guarded,
      schema: {
        summary: 'Balance, held withdrawals, total deposits and VIP progress',
        tags,
        response: { 200: ZEnvelope(ZMemberAccount), 401: ZErrorEnvelope },
      },
    },
    async (request) => ok(await memberAccount(db, playerOf(request).userId)),
  )
}
