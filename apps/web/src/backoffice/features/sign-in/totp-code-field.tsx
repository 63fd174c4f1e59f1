import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { TextField } from '../../../shared/ui/form-fields'

/** Digits in an authenticator code (RFC 6238's usual length, the one the server takes). */
export const TOTP_CODE_LENGTH = 6

/**
 * The authenticator code field: six digits, the phone's number pad, and the browser's offer to
 * fill in a one-time code. It takes the focus when it appears, as it is the one thing to do next.
 */
export function TotpCodeField({ code, onCode }: { code: string; onCode: (code: string) => void }) {
  const { t } = useTranslation()
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => input.current?.focus(), [])
  return (
    <TextField
      ref={input}
      label={t('signIn.code')}
      hint={t('signIn.codeHint')}
      name="totp"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]{6}"
      maxLength={TOTP_CODE_LENGTH}
      required
      value={code}
      onChange={(event) => onCode(event.target.value.replace(/\D/g, '').slice(0, TOTP_CODE_LENGTH))}
    />
  )
}
