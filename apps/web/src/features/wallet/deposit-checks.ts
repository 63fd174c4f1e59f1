import type { CardDetails, PayChannel } from '@app/contract'
import {
  checkCardExpiry,
  checkCardName,
  checkCardNumber,
  checkCvv,
  checkDepositAmount,
  depositMinimum,
  MICRO_PER_UNIT,
  type Money,
  money,
} from '@app/domain'
import type { FieldCheck } from '../auth/forms'
import { channelLimits, parseAmount } from './wallet-money'

/** Amounts offered as one-tap choices, shown when the channel takes them. */
const QUICK_AMOUNTS = [100, 200, 500, 1000, 2000, 5000]

/** The quick amounts a channel accepts, e.g. 100 to 5,000 on a 100–5,000 channel. */
export function quickAmounts(channel: PayChannel): Money[] {
  const limits = channelLimits(channel)
  return QUICK_AMOUNTS.map((amount) => money(BigInt(amount) * MICRO_PER_UNIT)).filter(
    (amount) => checkDepositAmount(amount, limits).ok,
  )
}

/** The smallest and largest deposit of a channel, as the form shows them. */
export function depositRange(channel: PayChannel): { min: Money; max: Money } {
  const limits = channelLimits(channel)
  return { min: depositMinimum(limits), max: limits.max }
}

export type DepositFormValues = { amount: string; card: CardDetails }

/**
 * Every rule of a deposit form, field by field, with the domain's checks the server applies too:
 * the amount within the channel's limits, and on card channels the name, number, expiry and CVV.
 */
export function checkDepositForm(
  values: DepositFormValues,
  channel: PayChannel,
  now: Date,
): Record<string, FieldCheck> {
  const amount = parseAmount(values.amount)
  const checks: Record<string, FieldCheck> = {
    amount:
      amount === undefined
        ? { ok: false, reason: 'INVALID_AMOUNT' }
        : checkDepositAmount(amount, channelLimits(channel)),
  }
  if (channel.type === 'card') {
    checks['card.name'] = checkCardName(values.card.name)
    checks['card.number'] = checkCardNumber(values.card.number)
    checks['card.expiry'] = checkCardExpiry(values.card.expiry, now)
    checks['card.cvv'] = checkCvv(values.card.cvv)
  }
  return checks
}

/** Groups card digits in fours as they are typed, e.g. "41111111" becomes "4111 1111". */
export function formatCardNumber(text: string): string {
  return text
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ')
}

/** Writes an expiry as MM/YY while it is typed, e.g. "0528" becomes "05/28". */
export function formatExpiry(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 4)
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits
}
