import { lazy } from 'react'
import { Navigate, Route, Routes } from 'react-router'
import { SignInPage } from '../features/sign-in'
import { BackofficeLayout } from './backoffice-layout'
import { RequireSession } from './require-session'

// Each section loads when first opened, so an operator of one duty never downloads the others.
const SupportDeskPage = lazy(() =>
  import('../features/support-desk').then((module) => ({ default: module.SupportDeskPage })),
)
const ModerationPage = lazy(() =>
  import('../features/chat-moderation').then((module) => ({ default: module.ModerationPage })),
)
const PlayersPage = lazy(() =>
  import('../features/players').then((module) => ({ default: module.PlayersPage })),
)
const PlayerPage = lazy(() =>
  import('../features/players').then((module) => ({ default: module.PlayerPage })),
)
const MoneyPage = lazy(() => import('../features/money').then((module) => ({ default: module.MoneyPage })))

/** The back office's screens under /backoffice: the support desk first, chat moderation beside it. */
export function BackofficeRoutes() {
  return (
    <Routes>
      <Route path="/sign-in" element={<SignInPage />} />
      <Route
        element={
          <RequireSession>
            <BackofficeLayout />
          </RequireSession>
        }
      >
        <Route path="/support" element={<SupportDeskPage />} />
        <Route path="/chat" element={<ModerationPage />} />
        <Route path="/players" element={<PlayersPage />} />
        <Route path="/players/:userId" element={<PlayerPage />} />
        <Route path="/money/*" element={<MoneyPage />} />
        <Route path="*" element={<Navigate to="/support" replace />} />
      </Route>
    </Routes>
  )
}
