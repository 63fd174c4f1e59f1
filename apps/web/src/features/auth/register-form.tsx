import {
  checkEmail,
  checkMobile,
  checkNickname,
  checkPassword,
  checkPasswordsMatch,
  normalizeEmail,
  type RuleCheck,
} from '@app/domain'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { readStored, STORAGE_KEYS } from '../../shared/storage/storage-keys'
import {
  CheckField,
  EmailCodeFields,
  FormTabs,
  NewPasswordFields,
  PhoneCodeFields,
  TextField,
} from '../../shared/ui/form-fields'
import {
  useRegisterByEmailMutation,
  useRegisterByPhoneMutation,
  useSendRegistrationEmailCodeMutation,
  useSendRegistrationPhoneCodeMutation,
} from './auth-api'
import { AuthSwitch } from './auth-switch'
import { AUTH_TEXTS } from './auth-texts'
import { FormFailure } from './form-failure'
import { useAuthForm, useErrorsGoneWhenValid } from './use-auth-form'

/** Registration by email or mobile number, each with a verification code. */
export function RegisterForm() {
  const { t } = useTranslation(AUTH_TEXTS)
  // A refusal shows in the dialog, where the player is looking.
  const form = useAuthForm({ isInline: true })
  const [method, setMethod] = useState<'email' | 'phone'>('email')
  const [email, setEmail] = useState('')
  const [areaCode, setAreaCode] = useState(86)
  const [phone, setPhone] = useState('')
  const [code, setCode] = useState('')
  const [nickname, setNickname] = useState('')
  const [password, setPassword] = useState('')
  const [confirmPassword, setConfirmPassword] = useState('')
  const [inviteCode, setInviteCode] = useState(readStored(STORAGE_KEYS.inviteCode) ?? '')
  const [isAdult, setAdult] = useState(false)
  const [agreesTerms, setAgreesTerms] = useState(false)
  const [sendEmailCode] = useSendRegistrationEmailCodeMutation()
  const [sendPhoneCode] = useSendRegistrationPhoneCodeMutation()
  const [registerByEmail] = useRegisterByEmailMutation()
  const [registerByPhone] = useRegisterByPhoneMutation()

  const address: Record<string, RuleCheck> =
    method === 'email' ? { email: checkEmail(normalizeEmail(email)) } : { phone: checkMobile(phone) }
  const checks = {
    ...address,
    nickname: checkNickname(nickname),
    password: checkPassword(password),
    confirm_password: checkPasswordsMatch(password, confirmPassword),
  }
  useErrorsGoneWhenValid(form, checks)

  async function handleSubmit(event: React.FormEvent) {
    event.preventDefault()
    if (!form.checkFields(checks)) return
    if (!isAdult || !agreesTerms) {
      form.setErrors({ consent: t('auth.consentRequired') })
      return
    }
    const details = {
      code,
      nickname,
      password,
      confirm_password: confirmPassword,
      is_adult: true as const,
      agree_terms: true as const,
      ...(inviteCode ? { invite_code: inviteCode } : {}),
    }
    const session = await form.submit(() =>
      method === 'email'
        ? registerByEmail({ email: normalizeEmail(email), ...details }).unwrap()
        : registerByPhone({ area_code: areaCode, phone, ...details }).unwrap(),
    )
    if (session) form.completeSignIn(session)
  }

  return (
    <form className="auth-form" onSubmit={handleSubmit} noValidate>
      <FormTabs
        label={t('auth.registerTitle')}
        value={method}
        onChange={(next) => {
          setMethod(next)
          form.setErrors({})
        }}
        tabs={[
          { value: 'email', label: t('auth.email') },
          { value: 'phone', label: t('auth.mobile') },
        ]}
      />
      {method === 'email' ? (
        <EmailCodeFields
          email={email}
          onEmail={setEmail}
          code={code}
          onCode={setCode}
          emailError={form.errors.email}
          codeError={form.errors.code}
          onSend={(address) => form.sendCode(() => sendEmailCode(address).unwrap())}
        />
      ) : (
        <PhoneCodeFields
          areaCode={areaCode}
          phone={phone}
          onAreaCode={setAreaCode}
          onPhone={setPhone}
          code={code}
          onCode={setCode}
          phoneError={form.errors.phone ?? form.errors.area_code}
          codeError={form.errors.code}
          onSend={() => form.sendCode(() => sendPhoneCode({ area: areaCode, phone }).unwrap())}
        />
      )}
      <TextField
        label={t('auth.nickname')}
        autoComplete="nickname"
        value={nickname}
        onChange={(event) => setNickname(event.target.value)}
        error={form.errors.nickname}
      />
      <NewPasswordFields
        label={t('auth.password')}
        confirmLabel={t('auth.confirmPassword')}
        password={password}
        confirmation={confirmPassword}
        onPassword={setPassword}
        onConfirmation={setConfirmPassword}
        error={form.errors.password}
        confirmationError={form.errors.confirm_password}
      />
      <TextField
        label={t('auth.inviteCode')}
        value={inviteCode}
        onChange={(event) => setInviteCode(event.target.value.trim())}
        error={form.errors.invite_code}
      />
      <CheckField label={t('auth.confirmAge')} checked={isAdult} onChange={setAdult} />
      <CheckField
        label={
          <>
            {t('auth.agreeTerms')} <Link to="/agreement">{t('auth.terms')}</Link>
          </>
        }
        checked={agreesTerms}
        onChange={setAgreesTerms}
      />
      {form.errors.consent && (
        <p className="field-error" role="alert">
          {form.errors.consent}
        </p>
      )}
      <FormFailure form={form} />
      <button type="submit" className="button" disabled={form.isBusy}>
        {t('header.register')}
      </button>
      <AuthSwitch question={t('auth.haveAccount')} action={t('header.signIn')} to="login" />
    </form>
  )
}
