import { isLanguage, LANGUAGES } from '@app/domain'
import { Banknote, Headset, LogOut, MessagesSquare, Users } from 'lucide-react'
import { Suspense, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { NavLink, Outlet } from 'react-router'
import { isApiError } from '../../shared/api/api-error'
import { SkeletonRows } from '../../shared/ui/load-states'
import { AgentProvider, AgentStatus, useAgent } from '../features/support-desk'
import { rememberLanguage } from '../i18n/backoffice-i18n'
import { languageName } from '../shared/language-name'
import { endSession } from '../shared/operator-session'
import { RealtimeProvider, useRealtime } from '../shared/realtime'

/** The frame of the signed-in screens: the sections, the desk status, the language and sign-out. */
export function BackofficeLayout() {
  return (
    <RealtimeProvider>
      <AgentProvider>
        <Frame />
      </AgentProvider>
    </RealtimeProvider>
  )
}

function Frame() {
  const { t } = useTranslation()
  const { me, error, setAvailable } = useAgent()
  // The live connection is the desk's: an operator without the support role (finance) has none.
  const isDeskAgent = !(isApiError(error) && error.status === 403)

  // An agent who signs out while available would get new chats until the server stops counting
  // them (60 s without a heartbeat): they step away first.
  async function handleSignOut() {
    if (me?.available) await setAvailable(false).catch(() => undefined)
    endSession()
  }

  return (
    <div className="bo-frame">
      <a className="skip-link" href="#bo-main">
        {t('common.skipToContent')}
      </a>
      <header className="bo-header">
        <span className="bo-brand">{t('common.backOffice')}</span>
        <nav className="bo-nav" aria-label={t('common.sections')}>
          <NavLink to="/support" className="bo-nav-link">
            <Headset aria-hidden size={18} />
            {t('common.nav.support')}
          </NavLink>
          <NavLink to="/chat" className="bo-nav-link">
            <MessagesSquare aria-hidden size={18} />
            {t('common.nav.chat')}
          </NavLink>
          <NavLink to="/players" className="bo-nav-link">
            <Users aria-hidden size={18} />
            {t('common.nav.players')}
          </NavLink>
          <NavLink to="/money" className="bo-nav-link">
            <Banknote aria-hidden size={18} />
            {t('common.nav.money')}
          </NavLink>
        </nav>
        {isDeskAgent && <ConnectionStatus />}
        <AgentStatus />
        <LanguagePicker />
        <button type="button" className="button button-ghost" onClick={handleSignOut}>
          <LogOut aria-hidden size={18} />
          {t('common.signOut')}
        </button>
      </header>
      <main id="bo-main" className="bo-main">
        <Suspense fallback={<SkeletonRows rows={6} label={t('common.loadingSection')} />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  )
}

/** Whether the desk's live updates arrive: lists go stale while the socket is down. */
function ConnectionStatus() {
  const { t } = useTranslation()
  const { status } = useRealtime()
  return (
    <span className={`bo-connection bo-connection-${status}`} role="status">
      <span className="bo-dot" aria-hidden />
      {t(`common.connection.${status}`)}
    </span>
  )
}

function LanguagePicker() {
  const { t, i18n } = useTranslation()
  const id = useId()
  return (
    <span className="bo-language-picker">
      <label htmlFor={id} className="visually-hidden">
        {t('common.language')}
      </label>
      <select
        id={id}
        value={i18n.language}
        onChange={(event) => {
          const language = event.target.value
          if (!isLanguage(language)) return
          rememberLanguage(language)
          void i18n.changeLanguage(language)
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {languageName(language, language)}
          </option>
        ))}
      </select>
    </span>
  )
}
