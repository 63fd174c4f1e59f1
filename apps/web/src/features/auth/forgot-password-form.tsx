import { VERIFY_KIND } from '@app/contract'
import { checkEmail, checkPassword, checkPasswordsMatch, normalizeEmail } from '@app/domain'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useDispatch } from 'react-redux'
import { EmailCodeFields, NewPasswordFields } from '../../shared/ui/form-fields'
import { modalOpened, toastShown } from '../../shared/ui-state/ui-slice'
import { useResetPasswordMutation, useSendEmailCodeMutation } from './auth-api'
import { AUTH_TEXTS } from './auth-texts'
import { useAuthForm } from './use-auth-form'

/** A new password with the code emailed for it; then back to sign-in. */
export function ForgotPasswordForm() {
  const { t } = useTranslation(AUTH_TEXTS)
  const dispatch = useDispatch()
  const form = useAuthForm()
  const [email, setEmail] = useState('')
  const [code, setCode] = useState('')
  const [password, setPassword] = useState('')
  const [confirmPassword, setConfirmPassword] = useState('')
  const [sendEmailCode] = useSendEmailCodeMutation()
  const [resetPassword] = useResetPasswordMutation()

  async function handleSubmit(event: React.FormEvent) {
    event.preventDefault()
    const isValid = form.checkFields({
      email: checkEmail(normalizeEmail(email)),
      password: checkPassword(password),
      confirm_password: checkPasswordsMatch(password, confirmPassword),
    })
    if (!isValid) return
    const done = await form.submit(() =>
      resetPassword({
        email: normalizeEmail(email),
        code,
        password,
        confirm_password: confirmPassword,
      }).unwrap(),
    )
    if (done !== undefined) {
      dispatch(toastShown({ type: 'successful', message: 'auth.passwordChanged' }))
      dispatch(modalOpened('login'))
    }
  }

  return (
    <form className="auth-form" onSubmit={handleSubmit} noValidate>
      <EmailCodeFields
        email={email}
        onEmail={setEmail}
        code={code}
        onCode={setCode}
        emailError={form.errors.email}
        codeError={form.errors.code}
        onSend={(address) =>
          form.sendCode(() => sendEmailCode({ email: address, kind: VERIFY_KIND.forgotPassword }).unwrap())
        }
      />
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
      <button type="submit" className="button" disabled={form.isBusy}>
        {t('auth.changePassword')}
      </button>
    </form>
  )
}
