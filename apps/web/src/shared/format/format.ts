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
