import { formatForDisplay, type Money } from '@app/domain'
import { formatDecimal } from '../../../shared/format/format'

/**
 * An amount in a currency, truncated as the spec says (2 places, 6 for USDT) and without the
 * trailing zeros beyond 2, in the reader's digit grouping: 10 USDT is "10.00", 1.5 CNY "1.50".
 */
export function formatAmount(amount: Money, currency: string, language: string): string {
  const [whole = '0', fraction = ''] = formatForDisplay(amount, currency).split('.')
  const kept = fraction.replace(/0+$/, '').padEnd(2, '0')
  return formatDecimal(`${whole}.${kept}`, language)
}

/** A commitment or seed shortened for display: its first and last 8 characters. */
export function shortHash(hash: string): string {
  return hash.length > 20 ? `${hash.slice(0, 8)}…${hash.slice(-8)}` : hash
}
