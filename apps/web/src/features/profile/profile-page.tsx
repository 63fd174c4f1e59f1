import type { MemberInfo } from '@app/contract'
import { checkNickname, checkPassword, checkPasswordsMatch, checkPaymentPassword } from '@app/domain'
import { BadgeCheck, UserPlus } from 'lucide-react'
import { type FormEvent, type ReactNode, Suspense, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useDispatch } from 'react-redux'
import { useNavigate, useSearchParams } from 'react-router'
import { NewPasswordFields, TextField } from '../../shared/ui/form-fields'
import { LoadError, SkeletonRows } from '../../shared/ui/load-states'
import {
  modalOpened,
  PROFILE_MENUS,
  type ProfileMenu,
  profileMenuSelected,
  toastShown,
} from '../../shared/ui-state/ui-slice'
import { useUi } from '../../shared/ui-state/use-ui'
import { useMemberInfoQuery } from '../auth/data'
import { useAuthForm } from '../auth/forms'
import { ResponsiblePlay } from '../responsible-play'
import { AccountHistory, DailyCheckIn, TransactionHistory } from '../wallet'
import { AccountsSummary } from './accounts-summary'
import { BindEmailForm, BindPhoneForm, RealNameForm } from './identity-forms'
import {
  useChangeNicknameMutation,
  useChangePasswordMutation,
  useSetPaymentPasswordMutation,
} from './profile-api'
import { ProfileMenuNav } from './profile-menu'
import { PROFILE_TEXTS } from './profile-texts'
import { SettingsForm } from './settings-form'
import { VipClub } from './vip-club'

function VerifiedFlag({ isVerified }: { isVerified: boolean }) {
  const { t } = useTranslation(PROFILE_TEXTS)
  return (
    <span className={isVerified ? 'flag-verified' : 'flag-unverified'}>
      {isVerified && <BadgeCheck aria-hidden size={14} />}
      {t(isVerified ? 'profile.verified' : 'profile.notVerified')}
    </span>
  )
}

function NicknameForm({ member }: { member: MemberInfo }) {
  const { t } = useTranslation(PROFILE_TEXTS)
  const dispatch = useDispatch()
  const form = useAuthForm()
  const [nickname, setNickname] = useState(member.nickname)
  const [changeNickname] = useChangeNicknameMutation()
  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    if (!form.checkFields({ nickname: checkNickname(nickname) })) return
    if ((await form.submit(() => changeNickname({ nickname }).unwrap())) !== undefined) {
      dispatch(toastShown({ type: 'successful', message: 'profile.saved' }))
    }
  }
  return (
    <form className="profile-form" onSubmit={handleSubmit} noValidate>
      <TextField
        label={t('auth.nickname')}
        value={nickname}
        onChange={(event) => setNickname(event.target.value)}
        error={form.errors.nickname}
      />
      <button type="submit" className="button" disabled={form.isBusy}>
        {t('profile.save')}
      </button>
    </form>
  )
}

function PaymentPasswordForm({ member }: { member: MemberInfo }) {
  const { t } = useTranslation(PROFILE_TEXTS)
  const dispatch = useDispatch()
  const form = useAuthForm()
  const [current, setCurrent] = useState('')
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [setPaymentPassword] = useSetPaymentPasswordMutation()
  const digits = (text: string) => text.replace(/\D/g, '').slice(0, 6)
  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    if (
      !form.checkFields({
        password: checkPaymentPassword(password),
        confirm_password: checkPasswordsMatch(password, confirmation),
      })
    )
      return
    const body = {
      password,
      confirm_password: confirmation,
      ...(member.has_payment_password ? { old_password: current } : {}),
    }
    if ((await form.submit(() => setPaymentPassword(body).unwrap())) !== undefined) {
      setCurrent('')
      setPassword('')
      setConfirmation('')
      dispatch(toastShown({ type: 'successful', message: 'profile.saved' }))
    }
  }
  const pin = { type: 'password', inputMode: 'numeric', autoComplete: 'off', maxLength: 6 } as const
  return (
    <form className="profile-form" onSubmit={handleSubmit} noValidate>
      <p className="muted">{t('profile.paymentPasswordHint')}</p>
      {member.has_payment_password && (
        <TextField
          label={t('profile.currentPaymentPassword')}
          {...pin}
          value={current}
          onChange={(event) => setCurrent(digits(event.target.value))}
          error={form.errors.old_password}
        />
      )}
      <TextField
        label={t('profile.newPaymentPassword')}
        {...pin}
        value={password}
        onChange={(event) => setPassword(digits(event.target.value))}
        error={form.errors.password}
      />
      <TextField
        label={t('profile.confirmPaymentPassword')}
        {...pin}
        value={confirmation}
        onChange={(event) => setConfirmation(digits(event.target.value))}
        error={form.errors.confirm_password}
      />
      <button type="submit" className="button" disabled={form.isBusy}>
        {t(member.has_payment_password ? 'profile.changePaymentPassword' : 'profile.setPaymentPassword')}
      </button>
    </form>
  )
}

function LoginPasswordForm() {
  const { t } = useTranslation(PROFILE_TEXTS)
  const dispatch = useDispatch()
  const form = useAuthForm()
  const [current, setCurrent] = useState('')
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [changePassword] = useChangePasswordMutation()
  async function handleSubmit(event: FormEvent) {
    event.preventDefault()
    if (
      !form.checkFields({
        new_password: checkPassword(password),
        confirm_password: checkPasswordsMatch(password, confirmation),
      })
    )
      return
    const body = { old_password: current, new_password: password, confirm_password: confirmation }
    if ((await form.submit(() => changePassword(body).unwrap())) !== undefined) {
      setCurrent('')
      setPassword('')
      setConfirmation('')
      dispatch(toastShown({ type: 'successful', message: 'profile.saved' }))
    }
  }
  return (
    <form className="profile-form" onSubmit={handleSubmit} noValidate>
      <TextField
        label={t('profile.currentPassword')}
        type="password"
        autoComplete="current-password"
        value={current}
        onChange={(event) => setCurrent(event.target.value)}
        error={form.errors.old_password}
      />
      <NewPasswordFields
        label={t('auth.newPassword')}
        confirmLabel={t('auth.confirmPassword')}
        password={password}
        confirmation={confirmation}
        onPassword={setPassword}
        onConfirmation={setConfirmation}
        error={form.errors.new_password}
        confirmationError={form.errors.confirm_password}
      />
      <button type="submit" className="button" disabled={form.isBusy}>
        {t('auth.changePassword')}
      </button>
    </form>
  )
}

/** The account settings: who the player is, their invite, settings and passwords. */
function ProfileSections() {
  const { t } = useTranslation(PROFILE_TEXTS)
  const dispatch = useDispatch()
  const member = useMemberInfoQuery()
  if (member.isLoading) return <SkeletonRows rows={4} label={t('common.loading')} />
  if (member.error || !member.data) return <LoadError error={member.error} onRetry={member.refetch} />
  const info = member.data
  return (
    <>
      <section className="panel profile-card" aria-labelledby="profile-account">
        <h2 id="profile-account">{t('profile.account')}</h2>
        <dl className="profile-facts">
          <dt>{t('auth.nickname')}</dt>
          <dd>{info.nickname}</dd>
          <dt>{t('auth.email')}</dt>
          <dd>
            {info.email ?? '—'} {info.email && <VerifiedFlag isVerified={info.email_verified} />}
          </dd>
          <dt>{t('auth.mobile')}</dt>
          <dd>
            {info.phone ? `+${info.area_code} ${info.phone}` : '—'}{' '}
            {info.phone && <VerifiedFlag isVerified={info.phone_verified} />}
          </dd>
          <dt>{t('invite.code')}</dt>
          <dd className="numeric">{info.invite_code}</dd>
        </dl>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => dispatch(modalOpened('invite'))}
        >
          <UserPlus aria-hidden size={18} />
          {t('invite.title')}
        </button>
        <NicknameForm member={info} />
        <RealNameForm />
        {!(info.email && info.email_verified) && <BindEmailForm />}
        {!(info.phone && info.phone_verified) && <BindPhoneForm />}
      </section>
      <section className="panel profile-card" aria-labelledby="profile-settings">
        <h2 id="profile-settings">{t('profile.settings')}</h2>
        <SettingsForm />
      </section>
      <section className="panel profile-card" aria-labelledby="profile-payment">
        <h2 id="profile-payment">{t('profile.paymentPassword')}</h2>
        <PaymentPasswordForm member={info} />
      </section>
      <section className="panel profile-card" aria-labelledby="profile-login">
        <h2 id="profile-login">{t('profile.loginPassword')}</h2>
        <LoginPasswordForm />
      </section>
    </>
  )
}

/** One menu entry's content in a titled panel. */
function ProfilePanel({ menu, title, children }: { menu: ProfileMenu; title: string; children: ReactNode }) {
  const { t } = useTranslation(PROFILE_TEXTS)
  const id = `profile-${menu}`
  return (
    <section className="panel profile-card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <Suspense fallback={<SkeletonRows rows={3} label={t('common.loading')} />}>{children}</Suspense>
    </section>
  )
}

function ProfileContent({ menu }: { menu: ProfileMenu }) {
  const { t } = useTranslation(PROFILE_TEXTS)
  switch (menu) {
    case 'rewards':
      return (
        <ProfilePanel menu={menu} title={t('profile.dailyCheckIn')}>
          <DailyCheckIn />
        </ProfilePanel>
      )
    case 'profile':
      return <ProfileSections />
    case 'accounts':
      return (
        <ProfilePanel menu={menu} title={t('profile.menu.accounts')}>
          <AccountsSummary />
        </ProfilePanel>
      )
    case 'transactions':
      return (
        <ProfilePanel menu={menu} title={t('profile.menu.transactions')}>
          <TransactionHistory />
        </ProfilePanel>
      )
    case 'accountHistory':
      return (
        <ProfilePanel menu={menu} title={t('profile.menu.accountHistory')}>
          <AccountHistory />
        </ProfilePanel>
      )
    case 'vipClub':
      return (
        <ProfilePanel menu={menu} title={t('profile.vipClub')}>
          <VipClub />
        </ProfilePanel>
      )
    case 'responsiblePlay':
      return (
        <ProfilePanel menu={menu} title={t('profile.menu.responsiblePlay')}>
          <ResponsiblePlay />
        </ProfilePanel>
      )
  }
}

const isProfileMenu = (value: string | null): value is ProfileMenu =>
  (PROFILE_MENUS as readonly (string | null)[]).includes(value)

/**
 * `/profile?section=<entry>` opens the profile on that menu entry, e.g.
 * `/profile?section=responsiblePlay` from the self-exclusion page. The query goes once it has
 * acted, so the menu is the player's again and a reload keeps their choice rather than the link's.
 */
function useSectionFromAddress() {
  const dispatch = useDispatch()
  const navigate = useNavigate()
  const [search] = useSearchParams()
  const section = search.get('section')
  useEffect(() => {
    if (section === null) return
    if (isProfileMenu(section)) dispatch(profileMenuSelected(section))
    const rest = new URLSearchParams(search)
    rest.delete('section')
    const query = rest.toString()
    navigate({ search: query ? `?${query}` : '' }, { replace: true })
  }, [section, search, dispatch, navigate])
}

/** The player's profile: a menu (rewards first, as the spec says) beside the chosen entry's content. */
export function ProfilePage() {
  const { t } = useTranslation(PROFILE_TEXTS)
  const selected = useUi((ui) => ui.selectedProfileMenu)
  useSectionFromAddress()
  return (
    <div className="profile">
      <h1>{t('profile.title')}</h1>
      <div className="profile-layout">
        <ProfileMenuNav selected={selected} />
        <div className="profile-content">
          <ProfileContent menu={selected} />
        </div>
      </div>
    </div>
  )
}
