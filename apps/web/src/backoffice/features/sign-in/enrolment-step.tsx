import type { OperatorEnrolment } from '@app/contract'
import { QRCodeSVG } from 'qrcode.react'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TotpCodeField } from './totp-code-field'

/** The QR code's side in CSS pixels: large enough for a phone camera at arm's length. */
const QR_SIZE = 192

/** The secret in groups of four, as authenticator apps show and accept it when typed in by hand. */
const groupedSecret = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret

/**
 * Setting up the authenticator on first sign-in: the QR code of the otpauth:// address, the
 * secret for typing in by hand, and the code the app then shows, which confirms it and signs in.
 */
export function EnrolmentStep({
  enrolment,
  isSubmitting,
  error,
  onConfirm,
  onRestart,
}: {
  enrolment: OperatorEnrolment
  isSubmitting: boolean
  /** The reason the last confirmation failed, already translated. */
  error: string | undefined
  onConfirm: (code: string) => void
  onRestart: () => void
}) {
  const { t } = useTranslation()
  const [code, setCode] = useState('')

  function handleSubmit(event: FormEvent) {
    event.preventDefault()
    onConfirm(code)
  }

  return (
    <form className="panel bo-sign-in-form" onSubmit={handleSubmit} aria-labelledby="bo-enrol-title">
      <h1 id="bo-enrol-title">{t('signIn.enrolTitle')}</h1>
      <p className="muted">{t('signIn.enrolIntro')}</p>
      <div className="bo-totp-qr">
        <QRCodeSVG
          className="bo-totp-qr-code"
          value={enrolment.otpauth_uri}
          size={QR_SIZE}
          level="M"
          marginSize={2}
          title={t('signIn.qrTitle')}
        />
      </div>
      <div className="bo-totp-secret">
        <span className="muted">{t('signIn.manualKey')}</span>
        <code data-testid="totp-secret">{groupedSecret(enrolment.secret)}</code>
      </div>
      <TotpCodeField code={code} onCode={setCode} />
      {error !== undefined && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button" disabled={isSubmitting}>
        {isSubmitting ? t('signIn.confirming') : t('signIn.confirm')}
      </button>
      <button type="button" className="button button-secondary" onClick={onRestart}>
        {t('signIn.startOver')}
      </button>
    </form>
  )
}
