/** The spec's phone country codes, each with its country's ISO code for the flag. */
export const PHONE_COUNTRY_CODES = [
  { code: 55, country: 'br', name: 'Brazil' },
  { code: 91, country: 'in', name: 'India' },
  { code: 62, country: 'id', name: 'Indonesia' },
  { code: 84, country: 'vn', name: 'Vietnam' },
  { code: 52, country: 'mx', name: 'Mexico' },
  { code: 90, country: 'tr', name: 'Turkey' },
  { code: 63, country: 'ph', name: 'Philippines' },
  { code: 66, country: 'th', name: 'Thailand' },
  { code: 86, country: 'cn', name: 'China' },
  { code: 92, country: 'pk', name: 'Pakistan' },
  { code: 880, country: 'bd', name: 'Bangladesh' },
  { code: 855, country: 'kh', name: 'Cambodia' },
  { code: 971, country: 'ae', name: 'United Arab Emirates' },
] as const

export type PhoneCountryCode = (typeof PHONE_COUNTRY_CODES)[number]['code']

/** Whether a number is one of the supported country codes, e.g. `isPhoneCountryCode(880)`. */
export function isPhoneCountryCode(code: number): code is PhoneCountryCode {
  return PHONE_COUNTRY_CODES.some((entry) => entry.code === code)
}

/**
 * A player's region: the ISO country of their mobile number's country code, e.g. `regionOfAreaCode(55)`
 * is 'br'; undefined without a number or for a code outside the list. Bets check it against a
 * game's disabled regions.
 */
export function regionOfAreaCode(areaCode: number | null | undefined): string | undefined {
  return PHONE_COUNTRY_CODES.find((entry) => entry.code === areaCode)?.country
}
