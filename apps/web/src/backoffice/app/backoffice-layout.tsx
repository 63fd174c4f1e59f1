import { isLanguage, LANGUAGES, operatorMay } from '@app/domain'
import { LogOut } from 'lucide-react'
import { Suspense, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { NavLink, Outlet, useLocation } from 'react-router'
import { SkeletonRows } from '../../shared/ui/load-states'
import { AgentProvider, AgentStatus, useAgent } from '../features/support-desk'
import { rememberLanguage } from '../i18n/backoffice-i18n'
import { languageName } from '../shared/language-name'
import { OperatorProvider, useOperator } from '../shared/operator'
import { endSession } from '../shared/operator-session'
import { RealtimeProvider, useRealtime } from '../shared/realtime'
import { NoAccess, sectionOf, useAllowedSections } from './section-access'

/**
 * The frame of the signed-in screens: the sections the operator's roles open, the desk status,
 * the language and sign-out. It waits for the operator (GET /me) before showing anything.
 */
export function BackofficeLayout() {
  return (
    <OperatorProvider>
      <RoleFrame />
    </OperatorProvider>
  )
}

/**
 * The desk's live connection and the agent's presence are the support duty's: another
 * operator's browser (finance only) opens no socket the server would only refuse.
 */
function RoleFrame() {
  const { roles } = useOperator()
  if (!operatorMay(roles, 'support')) return <Frame isDeskAgent={false} />
  return (
    <RealtimeProvider>
      <AgentProvider>
        <Frame isDeskAgent />
      </AgentProvider>
    </RealtimeProvider>
  )
}

function Frame({ isDeskAgent }: { isDeskAgent: boolean }) {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const sections = useAllowedSections()
  const section = sectionOf(pathname)
  // An address typed or bookmarked for a section the roles do not open says so; the nav never links there.
  const isAllowed = section === undefined || sections.includes(section)

  return (
    <div className="bo-frame">
      <a className="skip-link" href="#bo-main">
        {t('common.skipToContent')}
      </a>
      <header className="bo-header">
        <span className="bo-brand">{t('common.backOffice')}</span>
        <nav className="bo-nav" aria-label={t('common.sections')}>
          {sections.map(({ path, icon: Icon, labelKey }) => (
            <NavLink key={path} to={path} className="bo-nav-link">
              <Icon aria-hidden size={18} />
              {t(`common.nav.${labelKey}`)}
            </NavLink>
          ))}
        </nav>
        {isDeskAgent && <ConnectionStatus />}
        {isDeskAgent && <AgentStatus />}
        <LanguagePicker />
        {isDeskAgent ? <DeskSignOutButton /> : <SignOutButton />}
      </header>
      <main id="bo-main" className="bo-main">
        {isAllowed ? (
          <Suspense fallback={<SkeletonRows rows={6} label={t('common.loadingSection')} />}>
            <Outlet />
          </Suspense>
        ) : (
          <NoAccess />
        )}
      </main>
    </div>
  )
}

/**
 * An agent who signs out while available would get new chats until the server stops counting
 * them (60 s without a heartbeat): they step away first.
 */
function DeskSignOutButton() {
  const { me, setAvailable } = useAgent()
  return (
    <SignOutButton
      onBeforeSignOut={me?.available ? () => setAvailable(false).catch(() => undefined) : undefined}
    />
  )
}

function SignOutButton({ onBeforeSignOut }: { onBeforeSignOut?: () => Promise<void> }) {
  const { t } = useTranslation()
  async function handleSignOut() {
    await onBeforeSignOut?.()
    endSession()
  }
  return (
    <button type="button" className="button button-ghost" onClick={handleSignOut}>
      <LogOut aria-hidden size={18} />
      {t('common.signOut')}
    </button>
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
