import { lazy } from 'react'
import { Route, Routes } from 'react-router'
import { SignInPage } from '../features/sign-in'
import { BackofficeLayout } from './backoffice-layout'
import { RequireSession } from './require-session'
import { FirstSection } from './section-access'

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
const DrawsPage = lazy(() => import('../features/draws').then((module) => ({ default: module.DrawsPage })))
const GamesPage = lazy(() => import('../features/games').then((module) => ({ default: module.GamesPage })))
const MatchesPage = lazy(() =>
  import('../features/matches').then((module) => ({ default: module.MatchesPage })),
)
const MatchPage = lazy(() => import('../features/matches').then((module) => ({ default: module.MatchPage })))
const ReportsPage = lazy(() =>
  import('../features/reports').then((module) => ({ default: module.ReportsPage })),
)
const AuditPage = lazy(() => import('../features/audit').then((module) => ({ default: module.AuditPage })))
const ContentPage = lazy(() =>
  import('../features/content').then((module) => ({ default: module.ContentPage })),
)

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
        <Route path="/draws" element={<DrawsPage />} />
        <Route path="/games" element={<GamesPage />} />
        <Route path="/matches" element={<MatchesPage />} />
        <Route path="/matches/:matchId" element={<MatchPage />} />
        <Route path="/reports" element={<ReportsPage />} />
        <Route path="/audit" element={<AuditPage />} />
        <Route path="/content/*" element={<ContentPage />} />
        {/* The index and unknown paths land on the first section the operator's roles open. */}
        <Route path="*" element={<FirstSection />} />
      </Route>
    </Routes>
  )
}
