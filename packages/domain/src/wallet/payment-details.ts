/** Rules for what a player types into the wallet: card details, CPF and crypto addresses. */

export type PaymentDetailCode =
  | 'CARD_NAME_REQUIRED'
  | 'INVALID_CARD_NUMBER'
  | 'INVALID_EXPIRY'
  | 'CARD_EXPIRED'
  | 'INVALID_CVV'
  | 'INVALID_CPF'
  | 'INVALID_ADDRESS'

export type DetailCheck = { ok: true } | { ok: false; reason: PaymentDetailCode }

const ok: DetailCheck = { ok: true }
const fail = (reason: PaymentDetailCode): DetailCheck => ({ ok: false, reason })

/** The digits of a card number as typed, spaces and dashes removed. */
export function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, '')
}

/** Whether digits pass the Luhn checksum every card number carries. */
export function passesLuhn(digits: string): boolean {
  let sum = 0
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

/** A card number: 12 to 19 digits with a valid checksum, e.g. '4111 1111 1111 1111'. */
export function checkCardNumber(number: string): DetailCheck {
  const digits = cardDigits(number)
  return /^\d{12,19}$/.test(digits) && passesLuhn(digits) ? ok : fail('INVALID_CARD_NUMBER')
}

/** The name on a card: letters, spaces and the usual punctuation, 2 to 64 characters. */
export function checkCardName(name: string): DetailCheck {
  const trimmed = name.trim()
  return trimmed.length >= 2 && trimmed.length <= 64 && /^[\p{L} .'-]+$/u.test(trimmed)
    ? ok
    : fail('CARD_NAME_REQUIRED')
}

/** An expiry as MM/YY; the card is valid through the last day of that month (UTC). */
export function checkCardExpiry(expiry: string, now: Date): DetailCheck {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim())
  if (!match) return fail('INVALID_EXPIRY')
  const month = Number(match[1])
  const year = 2000 + Number(match[2])
  if (month < 1 || month > 12) return fail('INVALID_EXPIRY')
  const firstDayAfter = Date.UTC(year, month, 1)
  return now.getTime() < firstDayAfter ? ok : fail('CARD_EXPIRED')
}

/** A card's security code: 3 or 4 digits. It is checked, passed on, and never stored. */
export function checkCvv(cvv: string): DetailCheck {
  return /^\d{3,4}$/.test(cvv) ? ok : fail('INVALID_CVV')
}

/** A Brazilian CPF, with or without its dots and dash, whose two check digits are right. */
export function checkCpf(cpf: string): DetailCheck {
  const digits = cpf.replace(/[.\-\s]/g, '')
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return fail('INVALID_CPF')
  const checkDigit = (length: number) => {
    let sum = 0
    for (let index = 0; index < length; index += 1) sum += Number(digits[index]) * (length + 1 - index)
    const rest = (sum * 10) % 11
    return rest === 10 ? 0 : rest
  }
  return checkDigit(9) === Number(digits[9]) && checkDigit(10) === Number(digits[10])
    ? ok
    : fail('INVALID_CPF')
}

/** The USDT networks the wallet offers. */
export const CRYPTO_NETWORKS = ['TRC20', 'ERC20', 'BEP20'] as const
export type CryptoNetwork = (typeof CRYPTO_NETWORKS)[number]

const ADDRESS_PATTERNS: Record<CryptoNetwork, RegExp> = {
  TRC20: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
  ERC20: /^0x[0-9a-fA-F]{40}$/,
  BEP20: /^0x[0-9a-fA-F]{40}$/,
}

export function isCryptoNetwork(network: string): network is CryptoNetwork {
  return (CRYPTO_NETWORKS as readonly string[]).includes(network)
}

/** A payment address of its network's shape: T… (34 characters) on TRC20, 0x… (42) on ERC20 and BEP20. */
export function checkCryptoAddress(network: string, address: string): DetailCheck {
  return isCryptoNetwork(network) && ADDRESS_PATTERNS[network].test(address.trim())
    ? ok
    : fail('INVALID_ADDRESS')
}
