import { Navigate, Route, Routes } from 'react-router'
import { ModerationPage } from '../features/chat-moderation'
import { SignInPage } from '../features/sign-in'
import { SupportDeskPage } from '../features/support-desk'
import { BackofficeLayout } from './backoffice-layout'
import { RequireSession } from './require-session'

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
        <Route path="*" element={<Navigate to="/support" replace />} />
      </Route>
    </Routes>
  )
}
