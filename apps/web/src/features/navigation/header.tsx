import { Globe, Menu } from 'lucide-react'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { useDispatch } from 'react-redux'
import { Link } from 'react-router'
import { asLanguage } from '../../i18n/i18n'
import { mobileMenuToggled, modalOpened } from '../../shared/ui-state/ui-slice'
import { useAuth } from '../auth'
import { BRAND_LOOKS, currentBrand } from '../brand'
import { LANGUAGE_LABELS } from '../language'

/** The signed-in player's controls: they show the player's data, so they come with the data layer. */
const AccountControls = lazy(async () => ({ default: (await import('./account-controls')).AccountControls }))

/** The top bar: brand, language, and sign-in and register (signed out) or account controls. */
export function Header({ isWide }: { isWide: boolean }) {
  const { t, i18n } = useTranslation()
  const dispatch = useDispatch()
  const { isAuthorized } = useAuth()
  const brand = BRAND_LOOKS[currentBrand()]
  const language = LANGUAGE_LABELS[asLanguage(i18n.language)]

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
          <Suspense fallback={null}>
            <AccountControls />
          </Suspense>
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
