import { VERIFY_KIND } from '@app/contract'
import { checkEmail, checkMobile, normalizeEmail } from '@app/domain'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useDispatch } from 'react-redux'
import { EmailCodeFields, PhoneCodeFields, TextField } from '../../shared/ui/form-fields'
import { toastShown } from '../../shared/ui-state/ui-slice'
import { useAuthForm, useSendEmailCodeMutation, useSendPhoneCodeMutation } from '../auth/forms'
import {
  useBindEmailMutation,
  useBindPhoneMutation,
  useRealNameQuery,
  useSetRealNameMutation,
} from './profile-api'
import { PROFILE_TEXTS } from './profile-texts'

/** The real name: set once (withdrawals need it), then shown. */
export function RealNameForm() {
  const { t } = useTranslation(PROFILE_TEXTS)
  const dispatch = useDispatch()
  const form = useAuthForm()
  const { data } = useRealNameQuery()
  const [realName, setRealNameText] = useState('')
  const [setRealName] = useSetRealNameMutation()
  if (data?.real_name) {
    return (
      <p>
        <span className="muted">{t('profile.realName')}: </span>
        {data.real_name}
      </p>
    )
  }
  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    if ((await form.submit(() => setRealName({ real_name: realName }).unwrap())) !== undefined) {
      dispatch(toastShown({ type: 'successful', message: 'profile.saved' }))
    }
  }
  return (
    <form className="profile-form" onSubmit={handleSubmit} noValidate>
      <TextField
        label={t('profile.realName')}
        autoComplete="name"
        value={realName}
        onChange={(event) => setRealNameText(event.target.value)}
        error={form.errors.real_name}
      />
      <p className="muted">{t('profile.realNameHint')}</p>
      <button type="submit" className="button" disabled={form.isBusy}>
        {t('profile.save')}
      </button>
    </form>
  )
}

/** Binds an email address with the code sent to it, which verifies it. */
export function BindEmailForm() {
  const { t } = useTranslation(PROFILE_TEXTS)
  const dispatch = useDispatch()
  const form = useAuthForm()
  const [email, setEmail] = useState('')
  const [code, setCode] = useState('')
  const [sendEmailCode] = useSendEmailCodeMutation()
  const [bindEmail] = useBindEmailMutation()
  const address = normalizeEmail(email)
  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    if (!form.checkFields({ email: checkEmail(address) })) return
    if ((await form.submit(() => bindEmail({ email: address, code }).unwrap())) !== undefined) {
      dispatch(toastShown({ type: 'successful', message: 'profile.saved' }))
    }
  }
  return (
    <form className="profile-form" onSubmit={handleSubmit} noValidate>
      <EmailCodeFields
        email={email}
        onEmail={setEmail}
        code={code}
        onCode={setCode}
        emailError={form.errors.email}
        codeError={form.errors.code}
        onSend={(address) =>
          form.sendCode(() => sendEmailCode({ email: address, kind: VERIFY_KIND.bind }).unwrap())
        }
      />
      <button type="submit" className="button" disabled={form.isBusy}>
        {t('profile.bindEmail')}
      </button>
    </form>
  )
}

/** Binds a mobile number with the code texted to it, which verifies it. */
export function BindPhoneForm() {
  const { t } = useTranslation(PROFILE_TEXTS)
  const dispatch = useDispatch()
  const form = useAuthForm()
  const [areaCode, setAreaCode] = useState(86)
  const [phone, setPhone] = useState('')
  const [code, setCode] = useState('')
  const [sendPhoneCode] = useSendPhoneCodeMutation()
  const [bindPhone] = useBindPhoneMutation()
  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    if (!form.checkFields({ phone: checkMobile(phone) })) return
    if ((await form.submit(() => bindPhone({ area_code: areaCode, phone, code }).unwrap())) !== undefined) {
      dispatch(toastShown({ type: 'successful', message: 'profile.saved' }))
    }
  }
  return (
    <form className="profile-form" onSubmit={handleSubmit} noValidate>
      <PhoneCodeFields
        areaCode={areaCode}
        phone={phone}
        onAreaCode={setAreaCode}
        onPhone={setPhone}
        code={code}
        onCode={setCode}
        phoneError={form.errors.phone ?? form.errors.area_code}
        codeError={form.errors.code}
        onSend={() =>
          form.sendCode(() => sendPhoneCode({ area: areaCode, phone, kind: VERIFY_KIND.bind }).unwrap())
        }
      />
      <button type="submit" className="button" disabled={form.isBusy}>
        {t('profile.bindMobile')}
      </button>
    </form>
  )
}
