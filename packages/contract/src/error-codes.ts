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
} as const

export type ErrorKey = keyof typeof ERROR_TEXTS

export const ERROR_KEYS = Object.keys(ERROR_TEXTS) as readonly ErrorKey[]
