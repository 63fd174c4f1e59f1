import { VERIFY_KIND } from '@app/contract'
import { checkEmail, checkPassword, checkPasswordsMatch, normalizeEmail } from '@app/domain'
import { ArrowLeft } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useDispatch } from 'react-redux'
import { EmailCodeFields, NewPasswordFields } from '../../shared/ui/form-fields'
import { modalOpened, toastShown } from '../../shared/ui-state/ui-slice'
import { useResetPasswordMutation, useSendEmailCodeMutation } from './auth-api'
import { AUTH_TEXTS } from './auth-texts'
import { FormFailure } from './form-failure'
import { useCheckResetCodeMutation } from './reset-code-api'
import { type FieldCheck, useAuthForm, useErrorsGoneWhenValid } from './use-auth-form'

/** A reset code as typed: required, and six digits. */
export function checkResetCode(code: string): FieldCheck {
  const trimmed = code.trim()
  if (trimmed === '') return { ok: false, reason: 'REQUIRED' }
  return /^\d{6}$/.test(trimmed) ? { ok: true } : { ok: false, reason: 'INVALID_CODE' }
}

/** Refusals of the change that are about the code: the player goes back to the code step to fix it. */
const CODE_FAILURES = new Set(['INVALID_CODE', 'CODE_EXPIRED', 'CODE_TRIES_EXHAUSTED'])

/**
 * The forgotten-password modal in the spec's two steps: the email and the code sent to it
 * (checked by the server, not spent), then the change step (isForgotPasswordChangeShow) with the
 * new password and its confirmation under the spec's rules; then back to sign-in.
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation(AUTH_TEXTS)
  const dispatch = useDispatch()
  // A refusal shows in the dialog, where the player is looking.
  const form = useAuthForm({ isInline: true })
  const [isChangeShown, setChangeShown] = useState(false)
  const [email, setEmail] = useState('')
  const [code, setCode] = useState('')
  const [password, setPassword] = useState('')
  const [confirmPassword, setConfirmPassword] = useState('')
  const [sendEmailCode] = useSendEmailCodeMutation()
  const [checkCode] = useCheckResetCodeMutation()
  const [resetPassword] = useResetPasswordMutation()
  const address = normalizeEmail(email)
  const checks = {
    email: checkEmail(address),
    code: checkResetCode(code),
    password: checkPassword(password),
    confirm_password: checkPasswordsMatch(password, confirmPassword),
  }
  useErrorsGoneWhenValid(form, checks)

  async function handleContinue(event: React.FormEvent) {
    event.preventDefault()
    if (!form.checkFields({ email: checks.email, code: checks.code })) return
    const checked = await form.submit(() => checkCode({ email: address, code: code.trim() }).unwrap())
    if (checked !== undefined) setChangeShown(true)
  }

  async function handleChange(event: React.FormEvent) {
    event.preventDefault()
    const isValid = form.checkFields({ password: checks.password, confirm_password: checks.confirm_password })
    if (!isValid) return
    let codeFailure: string | undefined
    const done = await form.submit(async () => {
      try {
        return await resetPassword({
          email: address,
          code: code.trim(),
          password,
          confirm_password: confirmPassword,
        }).unwrap()
      } catch (error) {
        const msg = (error as { msg?: unknown }).msg
        if (typeof msg === 'string' && CODE_FAILURES.has(msg)) codeFailure = msg
        throw error
      }
    })
    // A code that expired or ran out of tries meanwhile: back to the code step, its error shown there.
    if (codeFailure !== undefined) setChangeShown(false)
    if (done !== undefined) {
      dispatch(toastShown({ type: 'successful', message: 'auth.passwordChanged' }))
      dispatch(modalOpened('login'))
    }
  }

  if (isChangeShown) {
    return (
      <form className="auth-form" onSubmit={handleChange} noValidate aria-labelledby="forgot-change-title">
        <h3 id="forgot-change-title" className="auth-step-title">
          {t('auth.changeStepTitle')}
        </h3>
        <p className="muted auth-step-hint">{t('auth.changeStepHint', { email: address })}</p>
        <NewPasswordFields
          label={t('auth.newPassword')}
          confirmLabel={t('auth.confirmPassword')}
          password={password}
          confirmation={confirmPassword}
          onPassword={setPassword}
          onConfirmation={setConfirmPassword}
          error={form.errors.password}
          confirmationError={form.errors.confirm_password}
        />
        <p className="field-hint">{t('auth.passwordRule')}</p>
        <FormFailure form={form} />
        <button type="submit" className="button" disabled={form.isBusy}>
          {t('auth.changePassword')}
        </button>
        <button
          type="button"
          className="button button-ghost"
          onClick={() => {
            form.setErrors({})
            setChangeShown(false)
          }}
        >
          <ArrowLeft aria-hidden size={16} />
          {t('auth.backToCode')}
        </button>
      </form>
    )
  }

  return (
    <form className="auth-form" onSubmit={handleContinue} noValidate>
      <p className="muted auth-step-hint">{t('auth.codeStepHint')}</p>
      <EmailCodeFields
        email={email}
        onEmail={setEmail}
        code={code}
        onCode={setCode}
        emailError={form.errors.email}
        codeError={form.errors.code}
        onSend={(sentTo) =>
          form.sendCode(() => sendEmailCode({ email: sentTo, kind: VERIFY_KIND.forgotPassword }).unwrap())
        }
      />
      <FormFailure form={form} />
      <button type="submit" className="button" disabled={form.isBusy}>
        {t('auth.continue')}
      </button>
    </form>
  )
}
