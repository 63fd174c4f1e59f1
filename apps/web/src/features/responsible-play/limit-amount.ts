import { type Money, parseMoney } from '@app/domain'

/** Why a typed limit is refused: nothing typed, or not an amount the API takes. */
export type LimitAmountProblem = 'amountRequired' | 'amountInvalid'

/** The API's amounts have at most 12 whole digits (see the contract's decimal strings). */
const MAX_WHOLE_DIGITS = 12

/**
 * Reads the limit a player typed, e.g. "150.5" is 150.5 USDT; zero is a limit too (nothing at
 * all). An empty field, more than 6 decimals or more than 12 whole digits is refused, never rounded.
 */
export function readLimitAmount(
  text: string,
): { ok: true; value: Money } | { ok: false; reason: LimitAmountProblem } {
  const typed = text.trim()
  if (typed === '') return { ok: false, reason: 'amountRequired' }
  const parsed = parseMoney(typed)
  const whole = typed.split('.')[0] ?? ''
  if (!parsed.ok || parsed.value < 0n || whole.replace(/^0+(?=\d)/, '').length > MAX_WHOLE_DIGITS) {
    return { ok: false, reason: 'amountInvalid' }
  }
  return { ok: true, value: parsed.value }
}
