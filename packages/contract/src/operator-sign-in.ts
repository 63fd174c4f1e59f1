import { z } from 'zod'

/**
 * The back office's sign-in: email, password and a time-based code from the operator's
 * authenticator app (RFC 6238, 6 digits every 30 seconds). An operator who has no authenticator
 * yet gets an enrolment ticket instead of a session, and enrols with it before signing in.
 */

const ZTotpCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'six digits')
  .describe('The 6-digit code the authenticator app shows now')

export const ZOperatorSignIn = z.object({
  email: z.string().trim().max(254),
  password: z.string().max(128),
  totp: ZTotpCode.optional().describe(
    'The authenticator code; an enrolled operator without it is answered 401 TOTP_REQUIRED',
  ),
})
export type OperatorSignIn = z.infer<typeof ZOperatorSignIn>

export const ZOperatorSession = z.object({
  token: z.string().describe('The operator token (1 hour, no refresh) for Authorization'),
  operator_id: z.number().int(),
})
export type OperatorSession = z.infer<typeof ZOperatorSession>

export const ZOperatorEnrolmentTicket = z.object({
  enrolment_ticket: z
    .string()
    .describe('Good for the two enrolment calls only, and only until it expires; no other route takes it'),
  expires_in_s: z.number().int(),
})
export type OperatorEnrolmentTicket = z.infer<typeof ZOperatorEnrolmentTicket>

/** A session for an enrolled operator who gave a right code; a ticket for one with no authenticator yet. */
export const ZOperatorSignInAnswer = z.union([ZOperatorSession, ZOperatorEnrolmentTicket])
export type OperatorSignInAnswer = z.infer<typeof ZOperatorSignInAnswer>

export const ZOperatorEnrolmentStart = z.object({ ticket: z.string().max(2000) })
export type OperatorEnrolmentStart = z.infer<typeof ZOperatorEnrolmentStart>

export const ZOperatorEnrolment = z.object({
  secret: z.string().describe('The new authenticator secret in base32, for typing in by hand'),
  otpauth_uri: z
    .string()
    .describe('otpauth://totp/… with the issuer and the operator’s email, for a QR code'),
})
export type OperatorEnrolment = z.infer<typeof ZOperatorEnrolment>

export const ZOperatorEnrolmentConfirm = z.object({ ticket: z.string().max(2000), code: ZTotpCode })
export type OperatorEnrolmentConfirm = z.infer<typeof ZOperatorEnrolmentConfirm>
