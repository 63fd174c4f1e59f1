import { ADJUSTMENT_REASON_CODES } from '@app/domain'
import { z } from 'zod'
import { ZCodeFilter, ZDecimalString } from './envelope'
import { operatorPaging } from './operator-page'

const ZAmount = ZDecimalString.describe('An amount in USDT as a decimal string, e.g. "150.5"')
const ZTimestamp = z.string().describe('ISO 8601 in UTC')

/** Money-moving POSTs carry a key the client makes once per action; a retry reuses it. */
export const ZIdempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[\w.:-]{8,100}$/, '8 to 100 letters, digits or . _ : -')
    .optional()
    .describe('Required. One per player action; the same key and body replay the first result'),
})

export const PAYMENT_TYPES = ['crypto', 'bank', 'card'] as const
export const ZPaymentType = z.enum(PAYMENT_TYPES)
export type PaymentType = z.infer<typeof ZPaymentType>

export const ZRechargeType = z.object({
  type: ZPaymentType,
  available: z.boolean().describe('Whether any channel of this type takes deposits now'),
})
export type RechargeType = z.infer<typeof ZRechargeType>

/** A payment channel: one way to pay in or out, with its own limits and fees. */
export const ZPayChannel = z.object({
  id: z.number().int(),
  type: ZPaymentType,
  name: z.string().describe('Display name, e.g. "USDT · TRC20"'),
  network: z.string().nullable().describe('Crypto network, e.g. TRC20'),
  min: ZAmount.describe('In /pay/all the deposit minimum; in /withdraw/all the withdrawal minimum'),
  max: ZAmount.describe('In /pay/all the deposit maximum; in /withdraw/all the withdrawal maximum'),
  fee_rate_bp: z.number().int().describe('Withdrawal service fee in basis points (100 = 1%)'),
  network_fee: ZAmount.describe('Fixed fee per withdrawal'),
  deposit_enabled: z.boolean(),
  withdraw_enabled: z.boolean(),
})
export type PayChannel = z.infer<typeof ZPayChannel>

export const ZWithdrawChannels = z.object({
  enabled: z.boolean().describe('Whether withdrawals are allowed at all right now'),
  channels: z.array(ZPayChannel),
})
export type WithdrawChannels = z.infer<typeof ZWithdrawChannels>

export const ZCardDetails = z.object({
  name: z.string().max(64).describe('Name on the card'),
  number: z.string().max(32),
  expiry: z.string().max(7).describe('MM/YY'),
  cvv: z.string().max(4).describe('Checked and passed to the provider; never stored'),
})
export type CardDetails = z.infer<typeof ZCardDetails>

export const ZRechargeRequest = z.object({
  channel_id: z.number().int(),
  amount: ZAmount,
  card: ZCardDetails.optional().describe('Required on card channels'),
})
export type RechargeRequest = z.infer<typeof ZRechargeRequest>

export const ZContinueRecharge = z.object({ order_id: z.string().max(40) })

/** A deposit as the player sees it. Status: pending 0, failed 2, success 3, rejected 4. */
export const ZRecharge = z.object({
  order_id: z.string(),
  type: ZPaymentType,
  channel: z.string(),
  network: z.string().nullable(),
  amount: ZAmount,
  status: z.number().int(),
  address: z.string().nullable().describe('Crypto: the player’s deposit address on the network'),
  pay_url: z.string().nullable().describe('Bank and card: the payment page to complete'),
  tx_hash: z.string().nullable(),
  card_last4: z.string().nullable(),
  created_at: ZTimestamp,
  completed_at: ZTimestamp.nullable(),
})
export type Recharge = z.infer<typeof ZRecharge>

export const ACCOUNT_TYPES = ['crypto', 'bank', 'pix'] as const
export const ZAccountType = z.enum(ACCOUNT_TYPES)
export type AccountType = z.infer<typeof ZAccountType>

export const ZTradeType = z.object({ type: ZAccountType, countries: z.array(z.string()) })
export type TradeType = z.infer<typeof ZTradeType>

export const ZBankType = z.object({ code: z.string(), name: z.string() })
export type BankType = z.infer<typeof ZBankType>
export const ZBankTypeQuery = z.object({ country: z.string().trim().length(2).toUpperCase() })

/** A saved withdrawal account. */
export const ZBankInformation = z.object({
  id: z.number().int(),
  account_type: ZAccountType,
  country: z.string().nullable(),
  bank_code: z.string().nullable(),
  bank_name: z.string().nullable(),
  account_no: z.string().describe('Account number, PIX key or crypto address'),
  account_name: z.string(),
  network: z.string().nullable(),
  cpf: z.string().nullable(),
  is_default: z.boolean(),
})
export type BankInformation = z.infer<typeof ZBankInformation>

export const ZNewBankInformation = z.object({
  account_type: ZAccountType,
  country: z.string().trim().length(2).toUpperCase().optional(),
  bank_code: z.string().trim().max(20).optional(),
  account_no: z.string().trim().min(1).max(64),
  account_name: z.string().trim().min(1).max(64),
  network: z.string().trim().max(10).optional(),
  cpf: z.string().trim().max(14).optional(),
  is_default: z.boolean().optional(),
})
export type NewBankInformation = z.infer<typeof ZNewBankInformation>
export const ZBankInformationQuery = z.object({ info_id: z.coerce.number().int().positive() })

export const ZWithdrawRequest = z.object({
  info_id: z.number().int().describe('The saved account to pay'),
  amount: ZAmount.describe('A whole number of USDT, at least 2'),
  password: z.string().max(6).describe('The 6-digit payment password'),
})
export type WithdrawRequest = z.infer<typeof ZWithdrawRequest>

/** A withdrawal. Status: canApprove 0, processing 1, failed 2, successTransaction 3, reject 4. */
export const ZWithdrawal = z.object({
  order_id: z.string(),
  amount: ZAmount,
  service_fee: ZAmount,
  network_fee: ZAmount,
  net_amount: ZAmount,
  status: z.number().int(),
  channel: z.string(),
  account_no: z.string().describe('The paid account, masked'),
  remark: z.string().nullable().describe('The reason of a rejection'),
  created_at: ZTimestamp,
  reviewed_at: ZTimestamp.nullable(),
})
export type Withdrawal = z.infer<typeof ZWithdrawal>

const ZListQueryBase = {
  start: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  from: z.iso.date().optional().describe('First day, YYYY-MM-DD (UTC)'),
  to: z.iso.date().optional().describe('Last day, YYYY-MM-DD (UTC)'),
}
export const ZWalletListQuery = z.object({ ...ZListQueryBase, status: ZCodeFilter.optional() })
export type WalletListQuery = z.infer<typeof ZWalletListQuery>
export const ZChangeLogQuery = z.object({ ...ZListQueryBase, kind: ZCodeFilter.optional() })
export type ChangeLogQuery = z.infer<typeof ZChangeLogQuery>

export function ZPage<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), total: z.number().int() })
}
export type Page<T> = { list: T[]; total: number }

export const ZChangeLogEntry = z.object({
  id: z.string(),
  kind: z.number().int(),
  amount: ZAmount.describe('Signed: a credit is positive'),
  balance: ZAmount.describe('The balance after this change'),
  remark: z.string().describe('The order or reference it belongs to'),
  created_at: ZTimestamp,
})
export type ChangeLogEntry = z.infer<typeof ZChangeLogEntry>

export const ZChangeLog = z.object({
  list: z.array(ZChangeLogEntry),
  total: z.number().int(),
  kinds: z.record(z.string(), z.string()).describe('Kind code → kind name, e.g. "34": "recharge"'),
})
export type ChangeLog = z.infer<typeof ZChangeLog>

export const ZMemberAccount = z.object({
  score: ZAmount.describe('Spendable balance'),
  held: ZAmount.describe('Withdrawals waiting for approval'),
  currency: z.string(),
  total_recharge: ZAmount,
  vip: z.object({
    level: z.number().int().describe('0 below the first level'),
    percent: z.number().int().describe('Way to the next level, 0–100'),
    next_level: z.number().int().nullable(),
    next_recharge: ZAmount.nullable(),
    remaining: ZAmount.nullable(),
  }),
})
export type MemberAccount = z.infer<typeof ZMemberAccount>

export const ZCheckInStatus = z.object({
  today: z.string().describe('The current check-in day, YYYY-MM-DD (UTC)'),
  checked_in_today: z.boolean(),
  streak: z.number().int().describe('Days in the current streak, counting today when claimed'),
  next_day: z.number().int().describe('The streak day (1–7) the next claim will be'),
  rewards: z.array(z.object({ day: z.number().int(), reward: ZAmount })),
})
export type CheckInStatus = z.infer<typeof ZCheckInStatus>

export const ZCheckInClaim = z.object({ streak_day: z.number().int(), reward: ZAmount, score: ZAmount })
export type CheckInClaim = z.infer<typeof ZCheckInClaim>

// Operator calls (the back office): money actions, each logged with who and why.

export const ZPendingWithdrawal = ZWithdrawal.extend({
  id: z.number().int(),
  user_id: z.number().int(),
  real_name: z.string().nullable(),
  account_type: ZAccountType,
  account_name: z.string(),
  full_account_no: z.string(),
  network: z.string().nullable().describe('The crypto network of the account, null for a bank account'),
  reviewed_by: z.number().int().nullable().describe('The operator who approved or rejected it'),
  age_seconds: z.number().int().describe('How long ago the player asked for it, by the server clock'),
})
export type PendingWithdrawal = z.infer<typeof ZPendingWithdrawal>

/** How the back office's withdrawal queue can be ordered. */
export const WITHDRAWAL_QUEUE_SORTS = ['created_at', 'amount'] as const
export type WithdrawalQueueSort = (typeof WITHDRAWAL_QUEUE_SORTS)[number]
export const SORT_ORDERS = ['asc', 'desc'] as const
export type SortOrder = (typeof SORT_ORDERS)[number]

export const ZOperatorWithdrawalQuery = z.object({
  status: ZCodeFilter.default(0).describe('0 waiting, 1 approved (being paid), 2 failed, 3 paid, 4 rejected'),
  user_id: z.coerce.number().int().positive().max(2_147_483_647).optional().describe('One player’s only'),
  sort: z.enum(WITHDRAWAL_QUEUE_SORTS).default('created_at'),
  order: z.enum(SORT_ORDERS).default('asc').describe('asc: oldest (or smallest) first'),
  ...operatorPaging(50),
})
export type OperatorWithdrawalQuery = z.infer<typeof ZOperatorWithdrawalQuery>
export const ZWithdrawalQueue = z.object({
  list: z.array(ZPendingWithdrawal),
  total: z.number().int().describe('Withdrawals matching the filter, over every page'),
})
export type WithdrawalQueue = z.infer<typeof ZWithdrawalQueue>
export const ZWithdrawalIdParams = z.object({ id: z.coerce.number().int().positive() })
export const ZRejectWithdrawal = z.object({ reason: z.string().trim().min(3).max(500) })

export const ZConfirmCryptoDeposit = z.object({
  network: z.string().trim().max(10),
  address: z.string().trim().max(64),
  tx_hash: z.string().trim().min(8).max(100),
  log_index: z
    .number()
    .int()
    .min(0)
    .max(2_147_483_647)
    .optional()
    .describe(
      'The transfer’s position in the transaction’s logs (EVM: the log index). Without it the hash credits at most once, and not at all when the chain watcher has seen it',
    ),
  amount: ZAmount,
})

/** Why the chain watcher set a transfer aside for an operator instead of crediting it. */
export const CHAIN_TRANSFER_FLAGS = [
  'OTHER_TOKEN',
  'UNKNOWN_ADDRESS',
  'HASH_CONFIRMED_BY_OPERATOR',
  'NO_CHANNEL',
] as const
export type ChainTransferFlag = (typeof CHAIN_TRANSFER_FLAGS)[number]

/** A confirmed on-chain transfer to one of our addresses that was not credited, for an operator to handle. */
export const ZFlaggedChainTransfer = z.object({
  id: z.number().int(),
  network: z.string(),
  tx_hash: z.string(),
  log_index: z.number().int(),
  block_number: z.number().int(),
  token_contract: z.string().describe('The token contract that emitted the transfer'),
  from: z.string(),
  to: z.string().describe('One of our deposit addresses'),
  value: z.string().describe('The amount in the token’s base units, as the chain reports it'),
  user_id: z
    .number()
    .int()
    .nullable()
    .describe('The player the address was given to (on any network), when it was given to one'),
  flag: z.enum(CHAIN_TRANSFER_FLAGS),
  seen_at: ZTimestamp,
})
export type FlaggedChainTransfer = z.infer<typeof ZFlaggedChainTransfer>

export const ZAdjustmentReasonCode = z.enum(ADJUSTMENT_REASON_CODES)

export const ZBalanceAdjustment = z.object({
  user_id: z.number().int().positive(),
  amount: ZDecimalString.describe('Signed: positive credits the player, negative debits'),
  reason: z.string().trim().min(3).max(500),
  reason_code: ZAdjustmentReasonCode.describe('goodwill, correction, bonus, chargeback or other'),
})
export type BalanceAdjustmentRequest = z.infer<typeof ZBalanceAdjustment>

/** An adjustment at or below the approval threshold is applied; above it, pending a second operator. */
export const ADJUSTMENT_STATUSES = ['pending', 'applied', 'rejected'] as const
export type AdjustmentStatus = (typeof ADJUSTMENT_STATUSES)[number]

export const ZAdjustmentResult = z.object({
  action_id: z.number().int(),
  adjustment_id: z.number().int(),
  status: z.enum(ADJUSTMENT_STATUSES).describe('applied at once, or pending a second operator'),
  score: ZAmount.describe('The player’s balance now; a pending adjustment has not moved it'),
})

export const ZBalanceAdjustmentRecord = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  nickname: z.string().nullable(),
  amount: ZAmount.describe('Signed: positive credits the player'),
  reason_code: ZAdjustmentReasonCode,
  reason: z.string(),
  status: z.enum(ADJUSTMENT_STATUSES),
  needs_approval: z.boolean().describe('Whether it was above the threshold and waited for a second operator'),
  maker_id: z.number().int().describe('The operator who asked for it'),
  checker_id: z.number().int().nullable().describe('The second operator who approved or rejected it'),
  review_reason: z.string().nullable().describe('Why it was rejected'),
  created_at: ZTimestamp,
  reviewed_at: ZTimestamp.nullable(),
})
export type BalanceAdjustmentRecord = z.infer<typeof ZBalanceAdjustmentRecord>

export const ZAdjustmentQuery = z.object({
  status: z.enum(ADJUSTMENT_STATUSES).optional(),
  ...operatorPaging(),
})
export const ZAdjustmentList = z.object({
  list: z.array(ZBalanceAdjustmentRecord),
  total: z.number().int(),
  approval_above: ZAmount.describe(
    'Adjustments larger than this, credit or debit, wait for a second operator',
  ),
})
export type AdjustmentList = z.infer<typeof ZAdjustmentList>
export const ZAdjustmentIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) })
export const ZRejectAdjustment = z.object({ reason: z.string().trim().min(3).max(500) })
