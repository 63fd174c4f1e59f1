import { VERIFY_KIND } from '@app/contract'
import { normalizeEmail } from '@app/domain'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useDispatch } from 'react-redux'
import {
  CountryCodeSelect,
  EmailCodeFields,
  FormTabs,
  PhoneCodeFields,
  TextField,
} from '../../shared/ui/form-fields'
import { modalOpened } from '../../shared/ui-state/ui-slice'
import {
  useSendEmailCodeMutation,
  useSendPhoneCodeMutation,
  useSignInWithEmailCodeMutation,
  useSignInWithPasswordMutation,
  useSignInWithPhoneCodeMutation,
} from './auth-api'
import { AuthSwitch } from './auth-switch'
import { AUTH_TEXTS } from './auth-texts'
import { FormFailure } from './form-failure'
import { useAuthForm } from './use-auth-form'

type Method = 'password' | 'email' | 'phone'

/** Sign-in by password (email or mobile), by emailed code, or by texted code. */
export function SignInForm() {
  const { t } = useTranslation(AUTH_TEXTS)
  const dispatch = useDispatch()
  // A refusal shows in the dialog, where the player is looking.
  const form = useAuthForm({ isInline: true })
  const [method, setMethod] = useState<Method>('password')
  const [account, setAccount] = useState('')
  const [password, setPassword] = useState('')
  const [areaCode, setAreaCode] = useState(86)
  const [phone, setPhone] = useState('')
  const [email, setEmail] = useState('')
  const [code, setCode] = useState('')
  const [signInWithPassword] = useSignInWithPasswordMutation()
  const [signInWithEmailCode] = useSignInWithEmailCodeMutation()
  const [signInWithPhoneCode] = useSignInWithPhoneCodeMutation()
  const [sendEmailCode] = useSendEmailCodeMutation()
  const [sendPhoneCode] = useSendPhoneCodeMutation()
  const isMobileAccount = /^\d+$/.test(account)

  async function handleSubmit(event: React.FormEvent) {
    event.preventDefault()
    const session = await form.submit(async () => {
      if (method === 'password') {
        return signInWithPassword({
          account,
          password,
          ...(isMobileAccount ? { area_code: areaCode } : {}),
        }).unwrap()
      }
      if (method === 'email') return signInWithEmailCode({ email: normalizeEmail(email), code }).unwrap()
      return signInWithPhoneCode({ area_code: areaCode, phone, code }).unwrap()
    })
    if (session) form.completeSignIn(session)
  }

  return (
    <form className="auth-form" onSubmit={handleSubmit} noValidate>
      <FormTabs
        label={t('auth.signInTitle')}
        value={method}
        onChange={(next) => {
          setMethod(next)
          form.setErrors({})
        }}
        tabs={[
          { value: 'password', label: t('auth.byPassword') },
          { value: 'email', label: t('auth.byEmailCode') },
          { value: 'phone', label: t('auth.byPhoneCode') },
        ]}
      />
      {method === 'password' && (
        <>
          <TextField
            label={t('auth.account')}
            autoComplete="username"
            value={account}
            onChange={(event) => setAccount(event.target.value.trim())}
            error={form.errors.account}
          />
          {isMobileAccount && (
            <CountryCodeSelect label={t('auth.countryCode')} areaCode={areaCode} onAreaCode={setAreaCode} />
          )}
          <TextField
            label={t('auth.password')}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={form.errors.password}
          />
          <button
            type="button"
            className="link-button"
            onClick={() => dispatch(modalOpened('forgotPassword'))}
          >
            {t('auth.forgotPassword')}
          </button>
        </>
      )}
      {method === 'email' && (
        <EmailCodeFields
          email={email}
          onEmail={setEmail}
          code={code}
          onCode={setCode}
          emailError={form.errors.email}
          codeError={form.errors.code}
          onSend={(address) =>
            form.sendCode(() => sendEmailCode({ email: address, kind: VERIFY_KIND.login }).unwrap())
          }
        />
      )}
      {method === 'phone' && (
        <PhoneCodeFields
          areaCode={areaCode}
          phone={phone}
          onAreaCode={setAreaCode}
          onPhone={setPhone}
          code={code}
          onCode={setCode}
          phoneError={form.errors.phone}
          codeError={form.errors.code}
          onSend={() =>
            form.sendCode(() => sendPhoneCode({ area: areaCode, phone, kind: VERIFY_KIND.login }).unwrap())
          }
        />
      )}
      <FormFailure form={form} />
      <button type="submit" className="button" disabled={form.isBusy}>
        {t('header.signIn')}
      </button>
      <AuthSwitch question={t('auth.noAccount')} action={t('header.register')} to="register" />
    </form>
  )
}
