import { generateSecret, generateURI, verify } from 'otplib'

/** Seconds each code lasts (RFC 6238's default, the one every authenticator app assumes). */
const TOTP_PERIOD_S = 30
/**
 * How far a code's time may be from ours: one step either way, so a phone whose clock is up to
 * half a minute off, or a code typed just as it changed, still signs in.
 */
const DRIFT_TOLERANCE_S = TOTP_PERIOD_S

/** A new random authenticator secret in base32: 20 bytes, as RFC 4226 recommends for SHA-1. */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 })
}

/** The otpauth:// address an authenticator app reads from a QR code, e.g. otpauth://totp/WIN365:ana%40example.com?… */
export function totpUri(issuer: string, accountName: string, secret: string): string {
  return generateURI({ issuer, label: accountName, secret, period: TOTP_PERIOD_S })
}

/**
 * Whether a 6-digit code is the secret's code at `time`, or one step before or after it. The same
 * code may be used again within its step: the password is checked first and each failure is
 * throttled, so a replay needs the password as well.
 */
export async function isTotpCorrect(secret: string, code: string, time: Date): Promise<boolean> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(time.getTime() / 1000),
    period: TOTP_PERIOD_S,
    epochTolerance: DRIFT_TOLERANCE_S,
  })
  return result.valid
}
