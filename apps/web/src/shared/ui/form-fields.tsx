import { checkEmail, checkMobile, normalizeEmail, PHONE_COUNTRY_CODES } from '@app/domain'
import { type ComponentProps, type ReactNode, useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

/** What a labelled field says around its control. */
type FieldTexts = {
  label: string
  error?: string | undefined
  /** A short note under the field, such as the allowed range, read with it by screen readers. */
  hint?: string | undefined
}

/** The label above a field's control, and its hint and error text under it, tied to it by `id`. */
function FieldFrame({ id, label, hint, error, children }: FieldTexts & { id: string; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  )
}

/** A control's id, and its hint and error as what describes it to screen readers. */
function describedControl(id: string, hint: string | undefined, error: string | undefined) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described || undefined }
}

/** A labelled input with its hint and error text tied to it for screen readers; `ref` is a plain prop since React 19. */
export function TextField({ label, error, hint, ...input }: FieldTexts & ComponentProps<'input'>) {
  const id = useId()
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <input {...describedControl(id, hint, error)} {...input} />
    </FieldFrame>
  )
}

/** A labelled text area, the multi-line `TextField`. */
export function TextAreaField({ label, error, hint, ...textarea }: FieldTexts & ComponentProps<'textarea'>) {
  const id = useId()
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <textarea {...describedControl(id, hint, error)} {...textarea} />
    </FieldFrame>
  )
}

/** A labelled select, the `TextField` of a choice. */
export function SelectField({ label, error, hint, ...select }: FieldTexts & ComponentProps<'select'>) {
  const id = useId()
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <select {...describedControl(id, hint, error)} {...select} />
    </FieldFrame>
  )
}

/** The spec's phone country codes, each with its country's flag. */
export function CountryCodeSelect({
  label,
  areaCode,
  onAreaCode,
}: {
  label: string
  areaCode: number
  onAreaCode: (code: number) => void
}) {
  const country = PHONE_COUNTRY_CODES.find((entry) => entry.code === areaCode)?.country
  return (
    <span className="country-code">
      {country && <img src={`/art/flags/${country}.svg`} alt="" width={24} height={18} />}
      <select
        aria-label={label}
        value={areaCode}
        onChange={(event) => onAreaCode(Number(event.target.value))}
      >
        {PHONE_COUNTRY_CODES.map((entry) => (
          <option key={entry.code} value={entry.code}>
            +{entry.code} {entry.name}
          </option>
        ))}
      </select>
    </span>
  )
}

/** A country code picker and a mobile number, side by side. */
export function PhoneField({
  label,
  areaCode,
  phone,
  onAreaCode,
  onPhone,
  error,
}: {
  label: string
  areaCode: number
  phone: string
  onAreaCode: (code: number) => void
  onPhone: (phone: string) => void
  error?: string | undefined
}) {
  const { t } = useTranslation('auth')
  const id = useId()
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="phone-row">
        <CountryCodeSelect label={t('auth.countryCode')} areaCode={areaCode} onAreaCode={onAreaCode} />
        <input
          id={id}
          inputMode="numeric"
          autoComplete="tel-national"
          value={phone}
          onChange={(event) => onPhone(event.target.value.replace(/\D/g, ''))}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  )
}

/** A checkbox with its label; required ones say why they are needed through their label. */
export function CheckField({
  label,
  checked,
  onChange,
}: {
  label: ReactNode
  checked: boolean
  onChange: (checked: boolean) => void
}) {
  return (
    <label className="check-field">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>{label}</span>
    </label>
  )
}

/** The code input with its send button, which counts down before another code can be asked for. */
export function CodeField({
  code,
  onCode,
  onSend,
  canSend,
  error,
}: {
  code: string
  onCode: (code: string) => void
  /** Sends the code; resolves to the seconds before the next one may be asked for. */
  onSend: () => Promise<number | undefined>
  canSend: boolean
  error?: string | undefined
}) {
  const { t } = useTranslation('auth')
  const id = useId()
  const [waitSeconds, setWaitSeconds] = useState(0)
  useEffect(() => {
    if (waitSeconds <= 0) return
    const timer = setTimeout(() => setWaitSeconds((seconds) => seconds - 1), 1000)
    return () => clearTimeout(timer)
  }, [waitSeconds])
  return (
    <div className="field">
      <label htmlFor={id}>{t('auth.code')}</label>
      <div className="code-row">
        <input
          id={id}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(event) => onCode(event.target.value.replace(/\D/g, ''))}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button
          type="button"
          className="button button-secondary"
          disabled={!canSend || waitSeconds > 0}
          onClick={async () => {
            const wait = await onSend()
            if (wait) setWaitSeconds(wait)
          }}
        >
          {waitSeconds > 0 ? t('auth.resendIn', { seconds: waitSeconds }) : t('auth.sendCode')}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  )
}

/** Tabs that switch between forms. */
export function FormTabs<T extends string>({
  tabs,
  value,
  onChange,
  label,
}: {
  tabs: readonly { value: T; label: string }[]
  value: T
  onChange: (value: T) => void
  label: string
}) {
  return (
    <div className="form-tabs" role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab.value}
          type="button"
          role="tab"
          aria-selected={tab.value === value}
          onClick={() => onChange(tab.value)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  )
}

/** A new password and its confirmation, the pair every password form asks for. */
export function NewPasswordFields({
  label,
  confirmLabel,
  password,
  confirmation,
  onPassword,
  onConfirmation,
  error,
  confirmationError,
}: {
  label: string
  confirmLabel: string
  password: string
  confirmation: string
  onPassword: (password: string) => void
  onConfirmation: (confirmation: string) => void
  error?: string | undefined
  confirmationError?: string | undefined
}) {
  return (
    <>
      <TextField
        label={label}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => onPassword(event.target.value)}
        error={error}
      />
      <TextField
        label={confirmLabel}
        type="password"
        autoComplete="new-password"
        value={confirmation}
        onChange={(event) => onConfirmation(event.target.value)}
        error={confirmationError}
      />
    </>
  )
}

/** An email address and the code sent to it; `onSend` receives the normalised address. */
export function EmailCodeFields({
  email,
  onEmail,
  code,
  onCode,
  onSend,
  emailError,
  codeError,
}: {
  email: string
  onEmail: (email: string) => void
  code: string
  onCode: (code: string) => void
  onSend: (email: string) => Promise<number | undefined>
  emailError?: string | undefined
  codeError?: string | undefined
}) {
  const { t } = useTranslation('auth')
  const address = normalizeEmail(email)
  return (
    <>
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => onEmail(event.target.value)}
        error={emailError}
      />
      <CodeField
        code={code}
        onCode={onCode}
        canSend={checkEmail(address).ok}
        error={codeError}
        onSend={() => onSend(address)}
      />
    </>
  )
}

/** A mobile number with its country code and the code texted to it. */
export function PhoneCodeFields({
  areaCode,
  phone,
  onAreaCode,
  onPhone,
  code,
  onCode,
  onSend,
  phoneError,
  codeError,
}: {
  areaCode: number
  phone: string
  onAreaCode: (code: number) => void
  onPhone: (phone: string) => void
  code: string
  onCode: (code: string) => void
  onSend: () => Promise<number | undefined>
  phoneError?: string | undefined
  codeError?: string | undefined
}) {
  const { t } = useTranslation('auth')
  return (
    <>
      <PhoneField
        label={t('auth.mobile')}
        areaCode={areaCode}
        phone={phone}
        onAreaCode={onAreaCode}
        onPhone={onPhone}
        error={phoneError}
      />
      <CodeField
        code={code}
        onCode={onCode}
        canSend={checkMobile(phone).ok}
        error={codeError}
        onSend={onSend}
      />
    </>
  )
}
