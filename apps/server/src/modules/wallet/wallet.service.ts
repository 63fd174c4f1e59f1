import { randomBytes } from 'node:crypto'
import type {
  BankInformation,
  BankType,
  CardDetails,
  ChangeLog,
  ChangeLogQuery,
  MemberAccount,
  NewBankInformation,
  OperatorWithdrawalQuery,
  Page,
  PayChannel,
  PendingWithdrawal,
  Recharge,
  RechargeRequest,
  RechargeType,
  TradeType,
  WalletListQuery,
  Withdrawal,
  WithdrawalQueue,
  WithdrawChannels,
  WithdrawRequest,
} from '@app/contract'
import {
  CHANGE_LOG_KINDS,
  type ChannelLimits,
  cardDigits,
  changeLogKindName,
  checkCardExpiry,
  checkCardName,
  checkCardNumber,
  checkCpf,
  checkCryptoAddress,
  checkCvv,
  checkDepositAmount,
  checkWithdrawalAmount,
  isChangeLogKindCode,
  isCryptoNetwork,
  type Money,
  money,
  parseMoney,
  quoteWithdrawal,
  TRANSACTION_STATUS,
  toDecimalString,
  vipProgress,
  WITHDRAWAL_STATUS,
} from '@app/domain'
import type { DepositKey, DepositKeys } from '../../adapters/chain/deposit-key'
import { isEvmAddress, normalizeEvmAddress } from '../../adapters/chain/evm/evm-address'
import type { PaymentProvider } from '../../adapters/payments/payment-provider'
import type { Db } from '../../db/database'
import { AppError } from '../../errors/app-error'
import { verifyPaymentPassword, walletProfile } from '../accounts/security.service'
import { recordOperatorAction } from '../audit/audit.service'
import { plainTransaction, type Transact } from '../idempotency/idempotency.service'
import { playerCash, playerHeld, postEntry } from '../ledger/ledger.service'
import {
  flagDepositBeyondLimits,
  guardDeposit,
  guardDuringBreak,
} from '../player-protection/player-protection.service'
import { listVipThresholds } from '../vip/vip.service'
import {
  insertDerivedAddress,
  lockTransferHash,
  selectDepositsByHash,
  selectDerivedAddress,
  takeDerivationIndex,
} from './chain-deposits.repository'
import {
  clearDefaultAccount,
  ensureDepositAddress,
  finishDeposit,
  insertBankAccount,
  insertDeposit,
  insertWithdrawal,
  type ListFilter,
  lockPlayer,
  moveWithdrawal,
  promoteOldestAccount,
  selectAddressOwner,
  selectBank,
  selectBankAccount,
  selectBankAccounts,
  selectBankCountries,
  selectBanks,
  selectCashChanges,
  selectChannel,
  selectChannels,
  selectDepositByOrder,
  selectDepositByProviderRef,
  selectDeposits,
  selectPendingCryptoOrder,
  selectWithdrawalById,
  selectWithdrawalQueue,
  selectWithdrawals,
  selectWithdrawalsEnabled,
  softDeleteBankAccount,
  sumCreditedDeposits,
} from './wallet.repository'

/** A player may keep this many withdrawal accounts. */
export const MAX_SAVED_ACCOUNTS = 10

type ChannelRow = Awaited<ReturnType<typeof selectChannels>>[number]

const decimal = (value: string | bigint) => toDecimalString(money(BigInt(value)))

function toPayChannel(row: ChannelRow, direction: 'deposit' | 'withdraw'): PayChannel {
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    network: row.network,
    min: decimal(direction === 'deposit' ? row.deposit_min : row.withdraw_min),
    max: decimal(direction === 'deposit' ? row.deposit_max : row.withdraw_max),
    fee_rate_bp: row.fee_rate_bp,
    network_fee: decimal(row.network_fee),
    deposit_enabled: row.deposit_enabled,
    withdraw_enabled: row.withdraw_enabled,
  }
}

const withdrawLimits = (row: ChannelRow): ChannelLimits => ({
  min: money(BigInt(row.withdraw_min)),
  max: money(BigInt(row.withdraw_max)),
  feeRateBp: row.fee_rate_bp,
  networkFee: money(BigInt(row.network_fee)),
})

/** Reads an amount sent as a decimal string, or 400 INVALID_AMOUNT naming the field. */
function amountOf(text: string): Money {
  const parsed = parseMoney(text)
  if (!parsed.ok) throw new AppError('INVALID_AMOUNT', 400, { field: 'amount' })
  return parsed.value
}

/** A new order number: a letter for its kind, the UTC date, and 10 random characters. */
export function newOrderId(prefix: 'D' | 'W', now: Date) {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '')
  return `${prefix}${day}${randomBytes(5).toString('hex').toUpperCase()}`
}

function dayRange(query: { from?: string | undefined; to?: string | undefined }) {
  return {
    ...(query.from ? { from: new Date(`${query.from}T00:00:00Z`) } : {}),
    ...(query.to ? { to: new Date(Date.parse(`${query.to}T00:00:00Z`) + 86_400_000) } : {}),
  }
}

function listFilter(query: WalletListQuery): ListFilter {
  return {
    start: query.start,
    limit: query.limit,
    ...(query.status === undefined ? {} : { status: query.status }),
    ...dayRange(query),
  }
}

/** Shows enough of an account number to recognise it: the last 4 characters (6 and 4 of an address). */
export function maskAccount(accountNo: string): string {
  if (accountNo.length <= 4) return accountNo
  if (accountNo.length > 20) return `${accountNo.slice(0, 6)}…${accountNo.slice(-4)}`
  return `****${accountNo.slice(-4)}`
}

// Channels

export async function listRechargeTypes(db: Db): Promise<RechargeType[]> {
  const channels = await selectChannels(db)
  return (['crypto', 'bank', 'card'] as const).map((type) => ({
    type,
    available: channels.some((channel) => channel.type === type && channel.deposit_enabled),
  }))
}

export async function listDepositChannels(db: Db): Promise<PayChannel[]> {
  return (await selectChannels(db))
    .filter((channel) => channel.deposit_enabled)
    .map((channel) => toPayChannel(channel, 'deposit'))
}

export async function listWithdrawChannels(db: Db): Promise<WithdrawChannels> {
  const [enabled, channels] = await Promise.all([selectWithdrawalsEnabled(db), selectChannels(db)])
  return {
    enabled,
    channels: channels
      .filter((channel) => channel.type !== 'card')
      .map((channel) => toPayChannel(channel, 'withdraw')),
  }
}

// Deposits

type DepositRow = NonNullable<Awaited<ReturnType<typeof selectDepositByOrder>>>

function toRecharge(row: DepositRow, payUrl: string | null): Recharge {
  return {
    order_id: row.order_id,
    type: row.type,
    channel: row.channel,
    network: row.network,
    amount: decimal(row.amount),
    status: row.status,
    address: row.address,
    pay_url: row.status === TRANSACTION_STATUS.pending ? payUrl : null,
    tx_hash: row.tx_hash,
    card_last4: row.card_last4,
    created_at: row.created_at.toISOString(),
    completed_at: row.completed_at?.toISOString() ?? null,
  }
}

function checkCard(card: CardDetails | undefined, now: Date): CardDetails {
  if (!card) throw new AppError('CARD_DETAILS_REQUIRED', 400, { field: 'card' })
  const checks = {
    'card.name': checkCardName(card.name),
    'card.number': checkCardNumber(card.number),
    'card.expiry': checkCardExpiry(card.expiry, now),
    'card.cvv': checkCvv(card.cvv),
  }
  for (const [field, check] of Object.entries(checks)) {
    if (!check.ok) throw new AppError(check.reason, 400, { field })
  }
  return card
}

/**
 * The player's address derived from the operator's key: the one given out before, or the key's
 * next index, taken for good (a concurrent first request that loses keeps the other's address,
 * and its index stays unused rather than ever going to someone else).
 */
async function derivedDepositAddress(trx: Db, userId: number, key: DepositKey, now: Date) {
  const given = await selectDerivedAddress(trx, userId, key.network, key.keyId)
  if (given) return given
  const index = await takeDerivationIndex(trx, key.keyId)
  await insertDerivedAddress(trx, {
    user_id: String(userId),
    network: key.network,
    address: key.addressAt(index),
    key_id: key.keyId,
    derivation_index: index,
    created_at: now,
  })
  const address = await selectDerivedAddress(trx, userId, key.network, key.keyId)
  if (!address) throw new Error(`No ${key.network} address for player ${userId}`)
  return address
}

/**
 * Starts a deposit. Crypto: an order waiting at the player's stable address on the channel's
 * network, derived from the operator's key when the network has one in `depositKeys`, else the
 * provider's. Bank and card: an order with the provider's hosted page. Card details are checked,
 * passed to the provider and never stored (only the last 4 digits are kept).
 */
export async function createRecharge(
  db: Db,
  provider: PaymentProvider,
  userId: number,
  body: RechargeRequest,
  now: Date,
  transact: Transact = plainTransaction(db),
  depositKeys: DepositKeys = {},
): Promise<Recharge> {
  const channel = await selectChannel(db, body.channel_id)
  if (!channel?.deposit_enabled) throw new AppError('PAYMENT_UNAVAILABLE', 422, { field: 'channel_id' })
  const amount = amountOf(body.amount)
  const rule = checkDepositAmount(amount, {
    min: money(BigInt(channel.deposit_min)),
    max: money(BigInt(channel.deposit_max)),
  })
  if (!rule.ok) throw amountError(rule)
  // Asked before the provider opens a checkout; asked again, under the player's lock, with the order.
  await guardDeposit(db, userId, amount, now)
  const orderId = newOrderId('D', now)
  const base = {
    order_id: orderId,
    user_id: String(userId),
    channel_id: channel.id,
    type: channel.type,
    network: channel.network,
    amount,
    status: TRANSACTION_STATUS.pending,
    tx_hash: null,
    created_at: now,
  }
  if (channel.type === 'crypto') {
    if (!channel.network || !isCryptoNetwork(channel.network))
      throw new Error(`Channel ${channel.id} has no network`)
    const network = channel.network
    const key = depositKeys[network]
    return transact(async (trx) => {
      await guardDeposit(trx, userId, amount, now)
      const address = key
        ? await derivedDepositAddress(trx, userId, key, now)
        : await ensureDepositAddress(trx, userId, network, provider.depositAddress(userId, network), now)
      await insertDeposit(trx, { ...base, address, provider_ref: null, card_last4: null })
      return toRecharge(await depositOrThrow(trx, userId, orderId), null)
    })
  }
  const card = channel.type === 'card' ? checkCard(body.card, now) : undefined
  const checkout = await provider.createCheckout({
    orderId,
    amount,
    type: channel.type,
    ...(card ? { card } : {}),
  })
  return transact(async (trx) => {
    await guardDeposit(trx, userId, amount, now)
    await insertDeposit(trx, {
      ...base,
      address: null,
      provider_ref: checkout.providerRef,
      card_last4: card ? cardDigits(card.number).slice(-4) : null,
    })
    return toRecharge(await depositOrThrow(trx, userId, orderId), checkout.payUrl)
  })
}

async function depositOrThrow(db: Db, userId: number, orderId: string) {
  const row = await selectDepositByOrder(db, userId, orderId)
  if (!row) throw new AppError('UNKNOWN_ORDER', 404, { field: 'order_id' })
  return row
}

function amountError(rule: { reason: string; limit?: Money }) {
  const data = {
    field: 'amount',
    ...(rule.limit === undefined ? {} : { limit: toDecimalString(rule.limit) }),
  }
  const status = rule.reason === 'INSUFFICIENT_BALANCE' ? 422 : 400
  return new AppError(rule.reason as 'INVALID_AMOUNT', status, data)
}

/** A pending bank or card deposit's payment page again, so the player can finish paying. */
export async function continueRecharge(
  db: Db,
  provider: PaymentProvider,
  userId: number,
  orderId: string,
  now: Date,
  transact: Transact = plainTransaction(db),
): Promise<Recharge> {
  const row = await depositOrThrow(db, userId, orderId)
  if (row.status !== TRANSACTION_STATUS.pending)
    throw new AppError('ORDER_NOT_PENDING', 422, { field: 'order_id' })
  // The order already holds its room in the limits; a break taken since closes it all the same.
  await guardDuringBreak(db, userId, now)
  const payUrl = row.provider_ref ? provider.checkoutUrl(row.provider_ref) : null
  return transact(async () => toRecharge(row, payUrl))
}

/** A pending bank or card deposit by the provider's reference, for the hosted page. */
export async function findCheckout(db: Db, providerRef: string) {
  const row = await selectDepositByProviderRef(db, providerRef)
  return (
    row && {
      orderId: row.order_id,
      amount: decimal(row.amount),
      status: row.status,
      type: row.type,
      channel: row.channel,
    }
  )
}

/**
 * Credits a deposit. One beyond the player's deposit limit or during a break (a limit lowered
 * after the order, a transfer on chain without an order) is credited all the same, since the
 * money has already moved, and flagged for the operators. Every credit of a deposit comes here:
 * the provider's callback, the operator's confirmation and the chain watcher.
 */
export async function creditDeposit(trx: Db, userId: number, amount: bigint, orderId: string, now: Date) {
  await flagDepositBeyondLimits(trx, userId, orderId, now)
  await postEntry(
    trx,
    {
      kind: 'recharge',
      reference: orderId,
      postings: [
        { account: { kind: 'player_cash', userId }, amount: money(amount) },
        { account: { kind: 'payment_clearing' }, amount: money(-amount) },
      ],
    },
    now,
  )
}

/**
 * Applies the provider's signed callback: a paid checkout credits the player once (a repeated
 * callback changes nothing), a cancelled one closes the order. A bad signature is refused.
 */
export async function applyPaymentCallback(
  db: Db,
  provider: PaymentProvider,
  rawBody: string,
  signature: string | undefined,
  now: Date,
): Promise<{ order_id: string; status: number }> {
  const event = provider.readCallback(rawBody, signature)
  if (!event) throw new AppError('INVALID_SIGNATURE', 401)
  const row = await selectDepositByProviderRef(db, event.providerRef)
  if (!row || row.order_id !== event.orderId) throw new AppError('UNKNOWN_ORDER', 404)
  if (event.outcome === 'paid' && amountOf(event.amount) !== BigInt(row.amount)) {
    throw new AppError('INVALID_AMOUNT', 400, { field: 'amount' })
  }
  const status = event.outcome === 'paid' ? TRANSACTION_STATUS.success : TRANSACTION_STATUS.failed
  await db.transaction().execute(async (trx) => {
    if (!(await finishDeposit(trx, row.id, status, now))) return
    if (status === TRANSACTION_STATUS.success) {
      await creditDeposit(trx, Number(row.user_id), BigInt(row.amount), row.order_id, now)
    }
  })
  const final = await selectDepositByProviderRef(db, event.providerRef)
  return { order_id: row.order_id, status: final?.status ?? status }
}

/** A 32-byte hash as the chain watcher records it: lower case, so case never makes two hashes of one. */
const canonicalHash = (hash: string) => (/^(0x)?[0-9a-fA-F]{64}$/.test(hash) ? hash.toLowerCase() : hash)

/** The player who was given the address on the network; a 0x address may be typed in any case. */
async function addressOwner(db: Db, network: string, address: string) {
  const owner = await selectAddressOwner(db, network, address)
  if (owner !== undefined) return { userId: owner, address }
  if (!isEvmAddress(address)) return undefined
  const checksummed = normalizeEvmAddress(address)
  const derivedOwner = await selectAddressOwner(db, network, checksummed)
  return derivedOwner === undefined ? undefined : { userId: derivedOwner, address: checksummed }
}

/**
 * Credits a crypto transfer seen on chain: matched to the player by the address, to their
 * pending order of that amount when there is one (otherwise a new order is recorded). The
 * operator confirms these in the sandbox, and when the chain watcher is on it stays a fallback: a
 * transfer is its hash and log index, and credits once, whoever reports it. Without a log index
 * the hash credits once, and not at all when anything, the watcher included, has recorded it.
 */
export async function confirmCryptoDeposit(
  db: Db,
  operatorId: number,
  body: { network: string; address: string; tx_hash: string; log_index?: number | undefined; amount: string },
  now: Date,
  transact: Transact = plainTransaction(db),
): Promise<Recharge> {
  const amount = amountOf(body.amount)
  if (amount <= 0n) throw new AppError('AMOUNT_NOT_POSITIVE', 400, { field: 'amount' })
  const owner = await addressOwner(db, body.network, body.address)
  if (owner === undefined) throw new AppError('UNKNOWN_DEPOSIT_ADDRESS', 404, { field: 'address' })
  const { userId, address } = owner
  const txHash = canonicalHash(body.tx_hash)
  const logIndex = body.log_index ?? null
  const channel = (await selectChannels(db)).find(
    (row) => row.type === 'crypto' && row.network === body.network,
  )
  if (!channel) throw new AppError('PAYMENT_UNAVAILABLE', 422, { field: 'network' })
  try {
    return await transact(async (trx) => {
      await lockTransferHash(trx, body.network, txHash)
      const recorded = await selectDepositsByHash(trx, body.network, txHash)
      if (recorded.some((row) => logIndex === null || row.log_index === null || row.log_index === logIndex)) {
        throw new AppError('DEPOSIT_ALREADY_CREDITED', 409, { field: 'tx_hash' })
      }
      const pending = await selectPendingCryptoOrder(trx, address, amount)
      let order = pending
      if (!order) {
        const orderId = newOrderId('D', now)
        const id = await insertDeposit(trx, {
          order_id: orderId,
          user_id: String(userId),
          channel_id: channel.id,
          type: 'crypto',
          network: body.network,
          amount,
          status: TRANSACTION_STATUS.pending,
          address,
          tx_hash: null,
          provider_ref: null,
          card_last4: null,
          created_at: now,
        })
        order = { id, order_id: orderId }
      }
      await finishDeposit(trx, order.id, TRANSACTION_STATUS.success, now, txHash, logIndex)
      await creditDeposit(trx, userId, amount, order.order_id, now)
      await recordOperatorAction(
        trx,
        {
          operatorId,
          action: 'confirm_crypto_deposit',
          target: order.order_id,
          reason: null,
          details: {
            user_id: userId,
            network: body.network,
            tx_hash: txHash,
            log_index: logIndex,
            amount: body.amount,
          },
          // A transfer without a pending order of its amount makes the order it completes.
          before: pending ? { status: TRANSACTION_STATUS.pending, tx_hash: null } : null,
          after: { status: TRANSACTION_STATUS.success, tx_hash: txHash, amount: body.amount },
        },
        now,
      )
      return toRecharge(await depositOrThrow(trx, userId, order.order_id), null)
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('DEPOSIT_ALREADY_CREDITED', 409, { field: 'tx_hash' })
    throw error
  }
}

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '23505'

export async function listRecharges(
  db: Db,
  provider: PaymentProvider,
  userId: number,
  query: WalletListQuery,
): Promise<Page<Recharge>> {
  const { list, total } = await selectDeposits(db, userId, listFilter(query))
  return {
    list: list.map((row) =>
      toRecharge(row, row.provider_ref ? provider.checkoutUrl(row.provider_ref) : null),
    ),
    total,
  }
}

// Saved withdrawal accounts

type AccountRow = Awaited<ReturnType<typeof selectBankAccounts>>[number]

const toBankInformation = (row: AccountRow): BankInformation => ({ ...row, id: Number(row.id) })

export async function listBankAccounts(db: Db, userId: number): Promise<BankInformation[]> {
  return (await selectBankAccounts(db, userId)).map(toBankInformation)
}

/** Account types and the countries each serves: crypto anywhere, bank where banks are listed, PIX in Brazil. */
export async function listTradeTypes(db: Db): Promise<TradeType[]> {
  const bankCountries = await selectBankCountries(db)
  return [
    { type: 'crypto', countries: [] },
    { type: 'bank', countries: bankCountries },
    { type: 'pix', countries: ['BR'] },
  ]
}

export async function listBankTypes(db: Db, country: string): Promise<BankType[]> {
  return selectBanks(db, country)
}

/**
 * Saves a withdrawal account after checking it: a crypto address of its network's shape, a bank
 * from the country's list, a valid CPF in Brazil. The first account becomes the default.
 */
export async function addBankAccount(
  db: Db,
  userId: number,
  body: NewBankInformation,
  now: Date,
): Promise<BankInformation> {
  const details = await checkedAccountDetails(db, body)
  return db.transaction().execute(async (trx) => {
    await lockPlayer(trx, userId)
    const existing = await selectBankAccounts(trx, userId)
    if (existing.length >= MAX_SAVED_ACCOUNTS) throw new AppError('TOO_MANY_ACCOUNTS', 422)
    const isDefault = existing.length === 0 || body.is_default === true
    if (isDefault) await clearDefaultAccount(trx, userId)
    const row = await insertBankAccount(trx, {
      user_id: String(userId),
      account_type: body.account_type,
      account_no: body.account_no,
      account_name: body.account_name,
      ...details,
      is_default: isDefault,
      created_at: now,
    })
    return toBankInformation(row)
  })
}

async function checkedAccountDetails(db: Db, body: NewBankInformation) {
  const none = { country: null, bank_code: null, bank_name: null, network: null, cpf: null }
  if (body.account_type === 'crypto') {
    const network = body.network ?? ''
    if (!isCryptoNetwork(network)) throw new AppError('INVALID_ADDRESS', 400, { field: 'network' })
    const check = checkCryptoAddress(network, body.account_no)
    if (!check.ok) throw new AppError(check.reason, 400, { field: 'account_no' })
    return { ...none, network }
  }
  if (body.account_type === 'pix') {
    if (body.country !== 'BR') throw new AppError('UNKNOWN_ACCOUNT_TYPE', 400, { field: 'country' })
    const check = checkCpf(body.cpf ?? '')
    if (!check.ok) throw new AppError(check.reason, 400, { field: 'cpf' })
    return { ...none, country: 'BR', cpf: (body.cpf ?? '').replace(/\D/g, '') }
  }
  if (!body.country) throw new AppError('UNKNOWN_ACCOUNT_TYPE', 400, { field: 'country' })
  const bank = await selectBank(db, body.country, body.bank_code ?? '')
  if (!bank) throw new AppError('UNKNOWN_BANK', 400, { field: 'bank_code' })
  let cpf: string | null = null
  if (body.country === 'BR') {
    const check = checkCpf(body.cpf ?? '')
    if (!check.ok) throw new AppError(check.reason, 400, { field: 'cpf' })
    cpf = (body.cpf ?? '').replace(/\D/g, '')
  }
  return { ...none, country: body.country, bank_code: bank.code, bank_name: bank.name, cpf }
}

export async function deleteBankAccount(db: Db, userId: number, accountId: number, now: Date) {
  await db.transaction().execute(async (trx) => {
    await lockPlayer(trx, userId)
    if (!(await softDeleteBankAccount(trx, userId, accountId, now))) {
      throw new AppError('UNKNOWN_ACCOUNT', 404, { field: 'info_id' })
    }
    await promoteOldestAccount(trx, userId)
  })
}

// Withdrawals

type WithdrawalRow = NonNullable<Awaited<ReturnType<typeof selectWithdrawalById>>>
type PlayerWithdrawalRow = Awaited<ReturnType<typeof selectWithdrawals>>['list'][number]

function toWithdrawal(row: PlayerWithdrawalRow): Withdrawal {
  return {
    order_id: row.order_id,
    amount: decimal(row.amount),
    service_fee: decimal(row.service_fee),
    network_fee: decimal(row.network_fee),
    net_amount: decimal(row.net_amount),
    status: row.status,
    channel: row.channel,
    account_no: maskAccount(row.account_no),
    remark: row.remark,
    created_at: row.created_at.toISOString(),
    reviewed_at: row.reviewed_at?.toISOString() ?? null,
  }
}

/**
 * Requests a withdrawal to a saved account: allowed globally and on the account's channel, a
 * real name and a payment password set, a whole amount within the channel's limits, at most the
 * balance and leaving a net above zero, then the payment password. The amount moves from cash
 * to held in the same transaction as the request; the player cannot cancel it afterwards.
 */
export async function requestWithdrawal(
  db: Db,
  userId: number,
  body: WithdrawRequest,
  now: Date,
  transact: Transact = plainTransaction(db),
): Promise<Withdrawal> {
  const amount = amountOf(body.amount)
  if (!(await selectWithdrawalsEnabled(db))) throw new AppError('WITHDRAWAL_NOT_ALLOWED', 422)
  const account = await selectBankAccount(db, userId, body.info_id)
  if (!account) throw new AppError('UNKNOWN_ACCOUNT', 404, { field: 'info_id' })
  const channels = await selectChannels(db)
  const channel = channels.find((row) =>
    account.account_type === 'crypto'
      ? row.type === 'crypto' && row.network === account.network
      : row.type === 'bank',
  )
  if (!channel?.withdraw_enabled)
    throw new AppError('WITHDRAWAL_CHANNEL_NOT_ALLOWED', 422, { field: 'info_id' })
  const readiness = await walletProfile(db, userId)
  if (!readiness.realName) throw new AppError('REAL_NAME_MISSING', 422)
  if (!readiness.hasPaymentPassword) throw new AppError('PAYMENT_PASSWORD_MISSING', 422)
  const limits = withdrawLimits(channel)
  const rule = checkWithdrawalAmount(amount, await playerCash(db, userId), limits)
  if (!rule.ok) throw amountError(rule)
  await verifyPaymentPassword(db, userId, body.password, now, 'password')
  const quote = quoteWithdrawal(amount, limits)
  const orderId = newOrderId('W', now)
  return transact(async (trx) => {
    const id = await insertWithdrawal(trx, {
      order_id: orderId,
      user_id: String(userId),
      channel_id: channel.id,
      bank_account_id: account.id,
      amount,
      service_fee: quote.serviceFee,
      network_fee: quote.networkFee,
      net_amount: quote.net,
      status: WITHDRAWAL_STATUS.canApprove,
      created_at: now,
    })
    await postEntry(
      trx,
      {
        kind: 'withdraw',
        reference: orderId,
        postings: [
          { account: { kind: 'player_cash', userId }, amount: money(-amount) },
          { account: { kind: 'player_held', userId }, amount },
        ],
      },
      now,
    )
    const row = await selectWithdrawalById(trx, Number(id))
    if (!row) throw new Error(`Withdrawal ${orderId} vanished inside its own transaction`)
    return toWithdrawal(row)
  })
}

export async function listWithdrawals(
  db: Db,
  userId: number,
  query: WalletListQuery,
): Promise<Page<Withdrawal>> {
  const { list, total } = await selectWithdrawals(db, userId, listFilter(query))
  return { list: list.map(toWithdrawal), total }
}

function toPendingWithdrawal(row: WithdrawalRow, now: Date): PendingWithdrawal {
  return {
    ...toWithdrawal(row),
    id: Number(row.id),
    user_id: Number(row.user_id),
    real_name: row.real_name,
    account_type: row.account_type,
    account_name: row.account_name,
    full_account_no: row.account_no,
    network: row.network,
    reviewed_by: row.reviewed_by === null ? null : Number(row.reviewed_by),
    age_seconds: Math.max(0, Math.floor((now.getTime() - row.created_at.getTime()) / 1000)),
  }
}

/**
 * The back office's withdrawal queue: one status (0 waiting by default), optionally one player's,
 * a page at a time, oldest first or by amount, each with its age by the server clock.
 */
export async function listWithdrawalsForReview(
  db: Db,
  query: Pick<OperatorWithdrawalQuery, 'status' | 'start' | 'limit'> & Partial<OperatorWithdrawalQuery>,
  now: Date,
): Promise<WithdrawalQueue> {
  const { list, total } = await selectWithdrawalQueue(db, {
    status: query.status,
    userId: query.user_id,
    sort: query.sort ?? 'created_at',
    order: query.order ?? 'asc',
    start: query.start,
    limit: query.limit,
  })
  return { list: list.map((row) => toPendingWithdrawal(row, now)), total }
}

async function withdrawalOrThrow(db: Db, withdrawalId: number) {
  const row = await selectWithdrawalById(db, withdrawalId)
  if (!row) throw new AppError('UNKNOWN_ORDER', 404, { field: 'id' })
  return row
}

/**
 * Approves a withdrawal and pays it through the provider. The request is first marked processing
 * (so two operators cannot both pay it); a paid payout releases the hold to the provider's
 * clearing account and the fees to the house, a failed one returns the money to the player.
 */
export async function approveWithdrawal(
  db: Db,
  provider: PaymentProvider,
  operatorId: number,
  withdrawalId: number,
  now: Date,
  transact: Transact = plainTransaction(db),
): Promise<PendingWithdrawal> {
  const row = await withdrawalOrThrow(db, withdrawalId)
  const isClaimed = await db.transaction().execute(async (trx) => {
    const moved = await moveWithdrawal(trx, withdrawalId, WITHDRAWAL_STATUS.canApprove, {
      status: WITHDRAWAL_STATUS.processing,
      reviewed_by: String(operatorId),
      reviewed_at: now,
    })
    if (moved) {
      await recordOperatorAction(
        trx,
        {
          operatorId,
          action: 'approve_withdrawal',
          target: row.order_id,
          reason: null,
          details: { amount: row.amount },
          before: { status: WITHDRAWAL_STATUS.canApprove, reviewed_by: null },
          after: { status: WITHDRAWAL_STATUS.processing, reviewed_by: operatorId },
        },
        now,
      )
    }
    return moved
  })
  if (!isClaimed) throw new AppError('WITHDRAWAL_NOT_PENDING', 409)
  const payout = await provider.payout({
    orderId: row.order_id,
    netAmount: BigInt(row.net_amount),
    accountType: row.account_type,
    accountNo: row.account_no,
    accountName: row.account_name,
    network: row.network,
  })
  const userId = Number(row.user_id)
  const amount = BigInt(row.amount)
  const net = BigInt(row.net_amount)
  return transact(async (trx) => {
    if (payout.ok) {
      await moveWithdrawal(trx, withdrawalId, WITHDRAWAL_STATUS.processing, {
        status: WITHDRAWAL_STATUS.successTransaction,
        provider_ref: payout.providerRef,
      })
      const fees = amount - net
      await postEntry(
        trx,
        {
          kind: 'withdrawPaid',
          reference: row.order_id,
          postings: [
            { account: { kind: 'player_held', userId }, amount: money(-amount) },
            { account: { kind: 'payment_clearing' }, amount: money(net) },
            ...(fees > 0n ? [{ account: { kind: 'house_cash' } as const, amount: money(fees) }] : []),
          ],
        },
        now,
      )
    } else {
      await moveWithdrawal(trx, withdrawalId, WITHDRAWAL_STATUS.processing, {
        status: WITHDRAWAL_STATUS.failed,
        remark: payout.reason,
      })
      await releaseHold(trx, userId, amount, row.order_id, now)
    }
    return toPendingWithdrawal(await withdrawalOrThrow(trx, withdrawalId), now)
  })
}

async function releaseHold(trx: Db, userId: number, amount: bigint, orderId: string, now: Date) {
  await postEntry(
    trx,
    {
      kind: 'withdrawRefund',
      reference: orderId,
      postings: [
        { account: { kind: 'player_held', userId }, amount: money(-amount) },
        { account: { kind: 'player_cash', userId }, amount: money(amount) },
      ],
    },
    now,
  )
}

/** Rejects a withdrawal with a reason; the held amount goes back to the player's balance. */
export async function rejectWithdrawal(
  db: Db,
  operatorId: number,
  withdrawalId: number,
  reason: string,
  now: Date,
  transact: Transact = plainTransaction(db),
): Promise<PendingWithdrawal> {
  const row = await withdrawalOrThrow(db, withdrawalId)
  return transact(async (trx) => {
    const moved = await moveWithdrawal(trx, withdrawalId, WITHDRAWAL_STATUS.canApprove, {
      status: WITHDRAWAL_STATUS.reject,
      remark: reason,
      reviewed_by: String(operatorId),
      reviewed_at: now,
    })
    if (!moved) throw new AppError('WITHDRAWAL_NOT_PENDING', 409)
    await releaseHold(trx, Number(row.user_id), BigInt(row.amount), row.order_id, now)
    await recordOperatorAction(
      trx,
      {
        operatorId,
        action: 'reject_withdrawal',
        target: row.order_id,
        reason,
        details: { amount: row.amount },
        before: { status: WITHDRAWAL_STATUS.canApprove, reviewed_by: null, remark: row.remark },
        after: { status: WITHDRAWAL_STATUS.reject, reviewed_by: operatorId, remark: reason },
      },
      now,
    )
    return toPendingWithdrawal(await withdrawalOrThrow(trx, withdrawalId), now)
  })
}

// History, account and VIP

/** Kinds whose reference is an order number the player has seen (deposits and withdrawals). */
const ORDER_KINDS: ReadonlySet<string> = new Set(['recharge', 'withdraw', 'withdrawRefund'])
/** Kinds whose reference ends in the number of a bet or slip. */
const BET_KINDS: ReadonlySet<string> = new Set([
  'sportsBet',
  'sportsPayout',
  'lotteryBet',
  'lotteryPayout',
  'lotteryRefund',
])

/** Kinds whose reference starts with the number of a bet: a re-settlement's is "<bet id>:<action id>". */
const LEADING_BET_KINDS: ReadonlySet<string> = new Set(['sportsResettlement'])

/**
 * What a change's reference means to the player: a deposit's or withdrawal's order number, a
 * bet's number ("#42"), or nothing where the kind and the date say it all (a check-in reward's
 * reference is the player and the day, an adjustment's the operator's action).
 */
export function playerRemark(kind: string, reference: string): string {
  if (ORDER_KINDS.has(kind)) return reference
  const betNumber = BET_KINDS.has(kind)
    ? /(\d+)$/.exec(reference)?.[1]
    : LEADING_BET_KINDS.has(kind)
      ? /^(\d+)/.exec(reference)?.[1]
      : undefined
  return betNumber ? `#${betNumber}` : ''
}

/** The player's balance changes with the balance each left, and the names of the kinds. */
export async function changeLog(db: Db, userId: number, query: ChangeLogQuery): Promise<ChangeLog> {
  const kinds =
    query.kind === undefined
      ? undefined
      : isChangeLogKindCode(query.kind)
        ? [changeLogKindName(query.kind)]
        : []
  const { list, total } = await selectCashChanges(db, userId, {
    start: query.start,
    limit: query.limit,
    ...(kinds ? { kinds } : {}),
    ...dayRange(query),
  })
  const codes: Record<string, number> = CHANGE_LOG_KINDS
  return {
    list: list.map((row) => ({
      id: row.id,
      kind: codes[row.kind] ?? 0,
      amount: decimal(row.amount),
      balance: decimal(row.balance_after ?? '0'),
      remark: playerRemark(row.kind, row.reference),
      created_at: row.created_at.toISOString(),
    })),
    total,
    kinds: Object.fromEntries(Object.entries(CHANGE_LOG_KINDS).map(([name, code]) => [String(code), name])),
  }
}

/** The player's money at a glance: spendable, held for withdrawals, total deposits and VIP standing. */
export async function memberAccount(db: Db, userId: number): Promise<MemberAccount> {
  const [profile, score, held, totalRecharge, thresholds] = await Promise.all([
    walletProfile(db, userId),
    playerCash(db, userId),
    playerHeld(db, userId),
    sumCreditedDeposits(db, userId),
    listVipThresholds(db),
  ])
  const progress = vipProgress(thresholds, money(totalRecharge))
  return {
    score: toDecimalString(score),
    held: toDecimalString(held),
    currency: profile.currency,
    total_recharge: decimal(totalRecharge),
    vip: {
      level: progress.level,
      percent: progress.percent,
      next_level: progress.next?.level ?? null,
      next_recharge: progress.next ? toDecimalString(progress.next.recharge) : null,
      remaining: progress.next ? toDecimalString(progress.next.remaining) : null,
    },
  }
}
