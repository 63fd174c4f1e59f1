import { lazy } from 'react'

export { authSlice, persistSession, sessionExpired, signedIn, signedOut } from './auth-slice'
// The frame's public face: the forms' hooks are in './forms', which only screens import, so they
// stay out of the first paint.
export {
  useChangeCurrencyMutation,
  useMemberAccountQuery,
  useMemberInfoQuery,
  useSignOutMutation,
} from './member-api'
export { RequireAuth } from './require-auth'
export { SessionExpiry } from './session-expiry'
export { useAuth } from './use-auth'

/** The sign-in, registration and reset modals, loaded the first time one of them opens. */
export const AuthModals = lazy(async () => ({ default: (await import('./auth-modals')).AuthModals }))
