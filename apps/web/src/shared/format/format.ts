import { DEFAULT_CURRENCY, formatForDisplay, type Money, parseMoney, ZERO } from '@app/domain'
import { dateTimeFormat, numberFormat } from './intl-formats'

/**
 * Writes an exact decimal amount (as the API sends it) with the reader's digit grouping and
 * decimal sign, without ever passing through a float: `formatDecimal('16250.5', 'en')` is
 * "16,250.5", and in German "16.250,5".
 */
export function formatDecimal(amount: string, language: string): string {
  const negative = amount.startsWith('-')
  const [whole = '0', fraction] = (negative ? amount.slice(1) : amount).split('.')
  const format = numberFormat(language)
  const grouped = format.format(BigInt(whole))
  const decimalSign = format.formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.'
  const text = fraction ? `${grouped}${decimalSign}${fraction}` : grouped
  return negative ? `-${text}` : text
}

/**
 * Writes an ISO timestamp in the reader's local time and language, e.g.
 * `formatDateTime('2026-03-01T12:30:00Z', 'en')` is "Mar 1, 2026, 1:30 PM" in Berlin.
 */
export function formatDateTime(iso: string, language: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date)
}

/**
 * A chat message's time: the time alone on the day it was sent, the date with it before, e.g.
 * "1:30 PM" today and "Mar 1, 1:30 PM" earlier, in the reader's local time and language.
 */
export function formatMessageTime(iso: string, language: string, now: Date = new Date()): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  const isToday = date.toDateString() === now.toDateString()
  const options: Intl.DateTimeFormatOptions = isToday
    ? { timeStyle: 'short' }
    : { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }
  return dateTimeFormat(language, options).format(date)
}

/** An amount as the API sends it ("150.5") as money; a missing or malformed one is `fallback` (zero) rather than failing a screen. */
export function toMoney(decimal: string | null | undefined, fallback: Money = ZERO): Money {
  const parsed = decimal === null || decimal === undefined ? undefined : parseMoney(decimal)
  return parsed?.ok ? parsed.value : fallback
}

/**
 * An amount in a currency, truncated as the spec says (2 places, 6 for USDT) and without the
 * trailing zeros beyond 2, in the reader's digit grouping: 10 USDT is "10.00", 1.5 CNY "1.50",
 * 0.015 USDT "0.015".
 */
export function formatAmount(amount: Money, currency: string, language: string): string {
  const [whole = '0', fraction = ''] = formatForDisplay(amount, currency).split('.')
  const kept = fraction.replace(/0+$/, '').padEnd(2, '0')
  return formatDecimal(`${whole}.${kept}`, language)
}

/** A USDT amount, as money or as the API sends it ("12.5"), for display: "12.50"; a malformed text shows as sent. */
export function formatUsdt(amount: Money | string, language: string): string {
  if (typeof amount !== 'string') return formatAmount(amount, DEFAULT_CURRENCY, language)
  const parsed = parseMoney(amount)
  return parsed.ok ? formatAmount(parsed.value, DEFAULT_CURRENCY, language) : amount
}
