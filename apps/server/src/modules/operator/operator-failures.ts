import { ZErrorEnvelope } from '@app/contract'

/**
 * The failures a back-office call answers with, as the error envelope: 400 input not valid, 401
 * not signed in, 403 not of the call's duty, 404 no such target, 409 a conflict (the target's
 * state, or an Idempotency-Key reused with another body), 422 a business rule, 429 rate limited.
 * Spread it into a route's responses beside its 200.
 */
export const operatorFailures = {
  400: ZErrorEnvelope,
  401: ZErrorEnvelope,
  403: ZErrorEnvelope,
  404: ZErrorEnvelope,
  409: ZErrorEnvelope,
  422: ZErrorEnvelope,
  429: ZErrorEnvelope,
}
