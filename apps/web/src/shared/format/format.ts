/**
 * Writes an exact decimal amount (as the API sends it) with the reader's digit grouping and
 * decimal sign, without ever passing through a float: `formatDecimal('16250.5', 'en')` is
 * "16,250.5", and in German "16.250,5".
 */
export function formatDecimal(amount: string, language: string): string {
  const negative = amount.startsWith('-')
  const [whole = '0', fraction] = (negative ? amount.slice(1) : amount).split('.')
  const format = new Intl.NumberFormat(language)
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
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date)
}
