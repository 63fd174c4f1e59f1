/**
 * What an amount field keeps of the text typed into it: digits and the first decimal point, e.g.
 * "12.5" stays and "1e9" keeps "19". `isRefused` says something was dropped, so the field can
 * say why rather than change the amount without a word.
 */
export function keepAmountText(typed: string): { text: string; isRefused: boolean } {
  const [whole = '', ...fractions] = typed.replace(/[^\d.]/g, '').split('.')
  const text = fractions.length === 0 ? whole : `${whole}.${fractions.join('')}`
  return { text, isRefused: text !== typed }
}

/** The text an amount field keeps, for fields that take it without a word. */
export const keptAmount = (typed: string): string => keepAmountText(typed).text
