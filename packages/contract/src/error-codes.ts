/**
 * Every error key the server can answer with, and its English text. The web app translates
 * `errors.<KEY>`; these English texts are the source of those translations and the fallback.
 */
export const ERROR_TEXTS = {
  VALIDATION_FAILED: 'Some of the information sent is not valid.',
  MALFORMED_BODY: 'The request body could not be read.',
  BAD_REQUEST: 'The request could not be processed.',
  PAYLOAD_TOO_LARGE: 'The request is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'This type of content is not accepted.',
  NOT_FOUND: 'Nothing was found at this address.',
  UNKNOWN_GAME_KIND: 'This game is not known.',
  UNAUTHORIZED: 'Unauthorized, please login again.',
  FORBIDDEN: 'You are not allowed to do this.',
  RATE_LIMITED: 'Too many requests. Please wait a moment and try again.',
  SERVICE_UNAVAILABLE: 'The service is not ready. Please try again shortly.',
  SERVER_ERROR: 'Server error.',
  PASSWORD_TOO_SHORT: 'The password needs at least 8 characters.',
  PASSWORD_TOO_LONG: 'The password is too long.',
  PASSWORD_NEEDS_LETTER_AND_NUMBER: 'The password needs at least one letter and one number.',
  PASSWORD_TOO_COMMON: 'This password is too common. Please choose another.',
  PASSWORDS_DO_NOT_MATCH: 'The passwords do not match.',
  PAYMENT_PASSWORD_SIX_DIGITS: 'The payment password is exactly 6 digits.',
  NICKNAME_TOO_SHORT: 'The nickname needs at least 6 characters.',
  NICKNAME_TOO_LONG: 'The nickname is too long.',
  INVALID_EMAIL: 'Please enter a valid email address.',
  INVALID_MOBILE: 'Please enter a valid mobile number.',
  UNSUPPORTED_COUNTRY_CODE: 'This country code is not supported.',
  EMAIL_TAKEN: 'This email address is already registered.',
  PHONE_TAKEN: 'This mobile number is already registered.',
  UNKNOWN_INVITE_CODE: 'This invite code does not exist.',
  UNKNOWN_VERIFY_KIND: 'This kind of verification is not known.',
  INVALID_CODE: 'The verification code is not correct.',
  CODE_EXPIRED: 'The verification code has expired. Please request a new one.',
  CODE_TRIES_EXHAUSTED: 'Too many wrong codes. Please request a new one.',
  CODE_RESEND_TOO_SOON: 'A code was just sent. Please wait a minute before asking again.',
  INVALID_CREDENTIALS: 'The account or password is not correct.',
  TOO_MANY_SIGN_IN_FAILURES: 'Too many failed sign-ins. Please wait and try again, or sign in with a code.',
  SESSION_ENDED: 'Your session has ended. Please sign in again.',
  WRONG_PASSWORD: 'The current password is not correct.',
  EMAIL_NOT_VERIFIED: 'Please verify your email address before changing the password.',
  PAYMENT_PASSWORD_REQUIRED: 'Please enter your current payment password.',
  PAYMENT_PASSWORD_WRONG: 'The payment password is not correct.',
  PAYMENT_PASSWORD_LOCKED: 'The payment password is locked for 24 hours after 5 wrong attempts.',
  REAL_NAME_REQUIRED: 'Please enter your real name.',
  REAL_NAME_ALREADY_SET: 'Your real name is already set. Please contact support to change it.',
  ALREADY_VERIFIED: 'This is already verified on your account.',
  UNKNOWN_CURRENCY: 'This currency is not available.',
} as const

export type ErrorKey = keyof typeof ERROR_TEXTS

export const ERROR_KEYS = Object.keys(ERROR_TEXTS) as readonly ErrorKey[]
