import type { PayChannel } from '@app/contract'
import { type ChannelLimits, type Money, parseMoney } from '@app/domain'
import { formatUsdt, toMoney } from '../../shared/format/format'

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

/** A signed amount for the change log: "+10.00" for a credit, "-5.00" for a debit. */
export function formatSignedUsdt(amount: Money | string, language: string): string {
  const value = typeof amount === 'string' ? toMoney(amount) : amount
  const text = formatUsdt(value, language)
  return value > 0n ? `+${text}` : text
}
