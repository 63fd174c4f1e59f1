// Making an Intl formatter costs far more than using one, and a lobby formats thousands of odds,
// lines and times: each language and set of options gets one formatter, made on first use.

const numberFormats = new Map<string, Intl.NumberFormat>()
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>()

/** The number formatter of a language and options, shared by every caller. */
export function numberFormat(language: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${language} ${JSON.stringify(options)}`
  let format = numberFormats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(language, options)
    numberFormats.set(key, format)
  }
  return format
}

/** The date and time formatter of a language and options, shared by every caller. */
export function dateTimeFormat(
  language: string,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat {
  const key = `${language} ${JSON.stringify(options)}`
  let format = dateTimeFormats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(language, options)
    dateTimeFormats.set(key, format)
  }
  return format
}
