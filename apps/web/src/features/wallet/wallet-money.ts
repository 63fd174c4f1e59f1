import type { PayChannel } from '@app/contract'
import {
  type ChannelLimits,
  DEFAULT_CURRENCY,
  formatForDisplay,
  type Money,
  parseMoney,
  ZERO,
} from '@app/domain'
import { formatDecimal } from '../../shared/format/format'

/** An amount as the API sends it, e.g. "150.5"; a malformed one counts as zero rather than failing a screen. */
export function toMoney(decimal: string): Money {
  const parsed = parseMoney(decimal)
  return parsed.ok ? parsed.value : ZERO
}

/** What the player typed as an amount, or undefined when it is not a plain decimal. */
export function parseAmount(text: string): Money | undefined {
  const parsed = parseMoney(text)
  return parsed.ok ? parsed.value : undefined
}

/** A channel's limits and fees in the domain's terms, for its deposit and withdrawal rules. */
export function channelLimits(channel: PayChannel): ChannelLimits {
  return {
    min: toMoney(channel.min),
    max: toMoney(channel.max),
    feeRateBp: channel.fee_rate_bp,
    networkFee: toMoney(channel.network_fee),
  }
}

/**
 * A USDT amount for display: truncated to the spec's 6 places for USDT, written with at least 2
 * and without trailing zeros beyond them, in the reader's digit grouping: 1500 is "1,500.00" and
 * 0.015 is "0.015".
 */
export function formatUsdt(amount: Money | string, language: string): string {
  const value = typeof amount === 'string' ? toMoney(amount) : amount
  const [whole = '0', fraction = ''] = formatForDisplay(value, DEFAULT_CURRENCY).split('.')
  const kept = fraction.replace(/0+$/, '').padEnd(2, '0')
  return formatDecimal(`${whole}.${kept}`, language)
}

/** A signed amount for the change log: "+10.00" for a credit, "-5.00" for a debit. */
export function formatSignedUsdt(amount: Money | string, language: string): string {
  const value = typeof amount === 'string' ? toMoney(amount) : amount
  const text = formatUsdt(value, language)
  return value > 0n ? `+${text}` : text
}
