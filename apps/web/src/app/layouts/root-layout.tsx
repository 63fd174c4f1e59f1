import { Suspense, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useDispatch } from 'react-redux'
import { Outlet, useLocation } from 'react-router'
import { AuthModals, SessionExpiry, useAuth } from '../../features/auth'
import { ChatPanel } from '../../features/chat'
import { InviteWindow } from '../../features/invite'
import { LanguageModal } from '../../features/language'
import { BottomNav, Footer, Header, LeftNav, MobileMenu } from '../../features/navigation'
import { ErrorFallbackPage } from '../../features/pages'
import { type PanelContents, SidePanel } from '../../features/panels'
import { RealityCheckReminder } from '../../features/responsible-play'
import { SportsBetSlipPanel, SportsMyBetsPanel } from '../../features/sports'
import { SupportPanel } from '../../features/support'
import { PaymentReturn, WalletModal } from '../../features/wallet'
import { useIsFullMenu, useIsWide } from '../../shared/hooks/use-media-query'
import { ErrorBoundary } from '../../shared/ui/error-boundary'
import { SkeletonRows } from '../../shared/ui/load-states'
import { ToastHost } from '../../shared/ui/toast-host'
import { iconMenuToggled, mobileMenuToggled } from '../../shared/ui-state/ui-slice'
import { useUi } from '../../shared/ui-state/use-ui'
import { QueryFlags } from './query-flags'

/** The side panels' contents: the sports feature's bet slip and my bets, the public chat and live support. */
const PANEL_CONTENTS: PanelContents = {
  betSlip: <SportsBetSlipPanel />,
  myBet: <SportsMyBetsPanel />,
  chat: <ChatPanel />,
  support: <SupportPanel />,
}

/**
 * The frame of every page: header, left navigation (desktop, icons only below 1200 px), the
 * page, the side panel, footer, bottom navigation (mobile), modals and toasts.
 */
export function RootLayout() {
  const { t, i18n } = useTranslation()
  const dispatch = useDispatch()
  const { pathname } = useLocation()
  const isWide = useIsWide()
  const openedModal = useUi((ui) => ui.openedModal)
  const openedOffCanvas = useUi((ui) => ui.openedOffCanvas)
  const isAuthModalOpen =
    openedModal === 'login' || openedModal === 'register' || openedModal === 'forgotPassword'
  const isFullMenu = useIsFullMenu()
  const { isAuthorized } = useAuth()

  // The page scrolls to the top and the menu closes on a route or language change (not on the
  // first render, where ?menu=true may just have opened it).
  const shown = useRef({ pathname, language: i18n.language })
  useEffect(() => {
    if (shown.current.pathname === pathname && shown.current.language === i18n.language) return
    shown.current = { pathname, language: i18n.language }
    window.scrollTo(0, 0)
    dispatch(mobileMenuToggled(false))
  }, [pathname, i18n.language, dispatch])

  useEffect(() => {
    dispatch(iconMenuToggled(!isFullMenu))
  }, [isFullMenu, dispatch])

  return (
    <div className={isWide ? 'layout layout-wide' : 'layout layout-narrow'}>
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <Header isWide={isWide} />
      <div className="layout-body">
        {isWide && <LeftNav isIconOnly={!isFullMenu} />}
        <main id="main" tabIndex={-1}>
          {/* A failed screen shows the error page inside the frame until the next route. */}
          <ErrorBoundary
            key={pathname}
            fallback={
              <Suspense fallback={null}>
                <ErrorFallbackPage />
              </Suspense>
            }
          >
            <Suspense fallback={<SkeletonRows rows={6} label={t('common.loading')} />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </main>
        {openedOffCanvas && (
          <Suspense fallback={null}>
            <SidePanel isWide={isWide} contents={PANEL_CONTENTS} />
          </Suspense>
        )}
      </div>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      {!isWide && <BottomNav />}
      <MobileMenu />
      <Suspense fallback={null}>
        {isAuthModalOpen && <AuthModals />}
        {openedModal === 'invite' && <InviteWindow />}
        {openedModal === 'wallet' && isAuthorized && <WalletModal />}
        {openedModal === 'language' && <LanguageModal />}
      </Suspense>
      <ToastHost />
      <QueryFlags isWide={isWide} />
      {isAuthorized && (
        <Suspense fallback={null}>
          <PaymentReturn />
        </Suspense>
      )}
      {isAuthorized && (
        <Suspense fallback={null}>
          <RealityCheckReminder />
        </Suspense>
      )}
      <SessionExpiry />
    </div>
  )
}
