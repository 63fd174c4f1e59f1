import { COMMON_PASSWORDS } from './common-passwords'

/** The spec's account limits. */
export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 64
export const PAYMENT_PASSWORD_LENGTH = 6
export const NICKNAME_MIN_LENGTH = 6
export const NICKNAME_MAX_LENGTH = 24
export const MINIMUM_AGE = 18
/** The 5th failed payment-password attempt locks it for 24 hours. */
export const PAYMENT_PASSWORD_MAX_FAILURES = 5
export const PAYMENT_PASSWORD_LOCK_HOURS = 24

export type AccountRuleCode =
  | 'PASSWORD_TOO_SHORT'
  | 'PASSWORD_TOO_COMMON'
  | 'PASSWORD_TOO_LONG'
  | 'PASSWORD_NEEDS_LETTER_AND_NUMBER'
  | 'PASSWORDS_DO_NOT_MATCH'
  | 'PAYMENT_PASSWORD_SIX_DIGITS'
  | 'NICKNAME_TOO_SHORT'
  | 'NICKNAME_TOO_LONG'
  | 'INVALID_EMAIL'
  | 'INVALID_MOBILE'

export type RuleCheck = { ok: true } | { ok: false; reason: AccountRuleCode }

const ok: RuleCheck = { ok: true }
const fail = (reason: AccountRuleCode): RuleCheck => ({ ok: false, reason })

/**
 * A login password: at least 8 characters with at least one letter and one number, and not one
 * of the most common passwords, e.g.
 * `checkPassword('secret12')` is ok and `checkPassword('secretsecret')` is not.
 */
export function checkPassword(password: string): RuleCheck {
  if (password.length < PASSWORD_MIN_LENGTH) return fail('PASSWORD_TOO_SHORT')
  if (password.length > PASSWORD_MAX_LENGTH) return fail('PASSWORD_TOO_LONG')
  if (!/\p{L}/u.test(password) || !/\p{N}/u.test(password)) return fail('PASSWORD_NEEDS_LETTER_AND_NUMBER')
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return fail('PASSWORD_TOO_COMMON')
  return ok
}

/** A password and its confirmation must be the same text. */
export function checkPasswordsMatch(password: string, confirmation: string): RuleCheck {
  return password === confirmation ? ok : fail('PASSWORDS_DO_NOT_MATCH')
}

/** A payment password is exactly six digits, e.g. '204815'. */
export function checkPaymentPassword(password: string): RuleCheck {
  return /^\d{6}$/.test(password) ? ok : fail('PAYMENT_PASSWORD_SIX_DIGITS')
}

/** A nickname has at least 6 characters (and at most 24), counted as the player sees them. */
export function checkNickname(nickname: string): RuleCheck {
  const length = [...nickname.trim()].length
  if (length < NICKNAME_MIN_LENGTH) return fail('NICKNAME_TOO_SHORT')
  if (length > NICKNAME_MAX_LENGTH) return fail('NICKNAME_TOO_LONG')
  return ok
}

/** A plausible email address: one @, a dotted domain, no spaces, at most 254 characters. */
export function checkEmail(email: string): RuleCheck {
  return email.length <= 254 && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email) ? ok : fail('INVALID_EMAIL')
}

/** A mobile number without its country code: 6 to 14 digits. */
export function checkMobile(mobile: string): RuleCheck {
  return /^\d{6,14}$/.test(mobile) ? ok : fail('INVALID_MOBILE')
}

/** Email addresses compare case-insensitively; stored and looked up in lower case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}
