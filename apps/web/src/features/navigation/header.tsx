import { Globe, LogOut, Menu, UserRound } from 'lucide-react'
import { Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useDispatch } from 'react-redux'
import { Link, useNavigate } from 'react-router'
import { asLanguage } from '../../i18n/i18n'
import { api } from '../../shared/api/api'
import { ConfirmDialog } from '../../shared/ui/confirm-dialog'
import { mobileMenuToggled, modalOpened } from '../../shared/ui-state/ui-slice'
import { signedOut, useAuth, useMemberInfoQuery, useSignOutMutation } from '../auth'
import { BRAND_LOOKS, currentBrand } from '../brand'
import { LANGUAGE_LABELS } from '../language'
import { UnreadIndicator } from '../messages'
import { Balance } from './balance'
import { CurrencyPicker } from './currency-picker'

/** The top bar: brand, language, and sign-in and register (signed out) or account controls. */
export function Header({ isWide }: { isWide: boolean }) {
  const { t, i18n } = useTranslation()
  const dispatch = useDispatch()
  const { isAuthorized } = useAuth()
  const brand = BRAND_LOOKS[currentBrand()]
  const language = LANGUAGE_LABELS[asLanguage(i18n.language)]
  const [isConfirmingLogout, setConfirmingLogout] = useState(false)
  const { data: member } = useMemberInfoQuery(undefined, { skip: !isAuthorized })
  const [signOut] = useSignOutMutation()
  const navigate = useNavigate()

  return (
    <header className="site-header">
      {!isWide && (
        <button
          type="button"
          className="icon-button"
          aria-label={t('header.openMenu')}
          onClick={() => dispatch(mobileMenuToggled(true))}
        >
          <Menu aria-hidden size={22} />
        </button>
      )}
      <Link to="/" className="brand">
        <img src={brand.logo} alt={brand.name} width={200} height={48} />
      </Link>
      <div className="header-actions">
        <button
          type="button"
          className="button button-ghost"
          onClick={() => dispatch(modalOpened('language'))}
          aria-label={`${t('common.changeLanguage')}: ${language.name}`}
        >
          <Globe aria-hidden size={18} />
          {isWide && <span>{language.name}</span>}
        </button>
        {isAuthorized ? (
          <>
            {member && (
              <span className="member-name" data-testid="member-name">
                {member.nickname}
              </span>
            )}
            <Balance />
            <CurrencyPicker />
            <Suspense fallback={null}>
              <UnreadIndicator />
            </Suspense>
            <Link to="/profile" className="button button-ghost" aria-label={t('header.profile')}>
              <UserRound aria-hidden size={18} />
            </Link>
            <button
              type="button"
              className="button button-ghost"
              aria-label={t('header.logout')}
              onClick={() => setConfirmingLogout(true)}
            >
              <LogOut aria-hidden size={18} />
            </button>
            <ConfirmDialog
              title={t('header.logout')}
              message={t('header.logoutConfirm')}
              isOpen={isConfirmingLogout}
              onCancel={() => setConfirmingLogout(false)}
              onConfirm={async () => {
                setConfirmingLogout(false)
                // The session ends on the server first; the device forgets it whatever the answer.
                await signOut().catch(() => undefined)
                dispatch(signedOut())
                dispatch(api.util.resetApiState())
                navigate('/')
              }}
            />
          </>
        ) : (
          <>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => dispatch(modalOpened('login'))}
            >
              {t('header.signIn')}
            </button>
            <button type="button" className="button" onClick={() => dispatch(modalOpened('register'))}>
              {t('header.register')}
            </button>
          </>
        )}
      </div>
    </header>
  )
}
