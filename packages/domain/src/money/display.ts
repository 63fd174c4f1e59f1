import type { Money } from './money'
import { formatMoney } from './money'

export const DEFAULT_CURRENCY = 'USDT'

/** Places shown for an amount: 6 for USDT, 2 for every other currency, e.g. `displayDecimals('CNY')` is 2. */
export function displayDecimals(currency: string): number {
  return currency === DEFAULT_CURRENCY ? 6 : 2
}

/** Formats an amount for display in its currency, truncated as the spec says: 1.2399 CNY shows "1.23". */
export function formatForDisplay(amount: Money, currency: string): string {
  return formatMoney(amount, displayDecimals(currency))
}
