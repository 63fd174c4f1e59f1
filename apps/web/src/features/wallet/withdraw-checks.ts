import type { BankInformation, NewBankInformation, PayChannel } from '@app/contract'
import {
  checkCpf,
  checkCryptoAddress,
  checkPaymentPassword,
  checkWithdrawalAmount,
  type Money,
  quoteWithdrawal,
  type WithdrawalQuote,
  withdrawalMinimum,
} from '@app/domain'
import type { FieldCheck } from '../auth/forms'
import { channelLimits, parseAmount } from './wallet-money'

/**
 * The channel that pays a saved account: a crypto account by the channel of its network, a bank
 * or PIX account by the bank channel. Only channels open for withdrawals count.
 */
export function channelForAccount(
  account: Pick<BankInformation, 'account_type' | 'network'>,
  channels: readonly PayChannel[],
): PayChannel | undefined {
  const open = channels.filter((channel) => channel.withdraw_enabled)
  if (account.account_type === 'crypto') {
    return open.find((channel) => channel.type === 'crypto' && channel.network === account.network)
  }
  return open.find((channel) => channel.type === 'bank')
}

/** The smallest and largest withdrawal of a channel, as the form shows them. */
export function withdrawalRange(channel: PayChannel): { min: Money; max: Money } {
  const limits = channelLimits(channel)
  return { min: withdrawalMinimum(limits), max: limits.max }
}

/** The fees and net amount of what the player typed, or undefined until it is an amount above zero. */
export function withdrawalQuoteFor(amountText: string, channel: PayChannel): WithdrawalQuote | undefined {
  const amount = parseAmount(amountText)
  if (amount === undefined || amount <= 0n) return undefined
  return quoteWithdrawal(amount, channelLimits(channel))
}

/** The service fee rate of a channel as a percentage, e.g. 150 basis points is "1.5". */
export function feePercent(channel: PayChannel): string {
  const whole = Math.trunc(channel.fee_rate_bp / 100)
  const rest = (channel.fee_rate_bp % 100).toString().padStart(2, '0').replace(/0+$/, '')
  return rest ? `${whole}.${rest}` : String(whole)
}

/**
 * The withdrawal form's rules, with the domain's checks the server applies too: a whole amount
 * within the channel's limits and the balance, leaving a net amount above zero, and a 6-digit
 * payment password.
 */
export function checkWithdrawForm(
  values: { amount: string; password: string },
  available: Money,
  channel: PayChannel,
): Record<string, FieldCheck> {
  const amount = parseAmount(values.amount)
  return {
    amount:
      amount === undefined
        ? { ok: false, reason: 'INVALID_AMOUNT' }
        : checkWithdrawalAmount(amount, available, channelLimits(channel)),
    password: checkPaymentPassword(values.password),
  }
}

const REQUIRED: FieldCheck = { ok: false, reason: 'REQUIRED' }
const OK: FieldCheck = { ok: true }
const filled = (text: string | undefined): FieldCheck => (text?.trim() ? OK : REQUIRED)

/**
 * The rules of a new withdrawal account: a crypto address of its network's shape, a bank from
 * the list, a valid CPF for PIX and for any Brazilian account, and the account number and
 * holder's name.
 */
export function checkNewAccount(account: NewBankInformation): Record<string, FieldCheck> {
  const checks: Record<string, FieldCheck> = { account_name: filled(account.account_name) }
  if (account.account_type === 'crypto') {
    checks.account_no = checkCryptoAddress(account.network ?? '', account.account_no)
    return checks
  }
  checks.account_no = filled(account.account_no)
  if (account.account_type === 'bank' && !account.bank_code)
    checks.bank_code = { ok: false, reason: 'UNKNOWN_BANK' }
  if (account.account_type === 'pix' || account.country === 'BR') checks.cpf = checkCpf(account.cpf ?? '')
  return checks
}
