import { lazy } from 'react'

export { authSlice, persistSession, sessionExpired, signedIn, signedOut } from './auth-slice'
// The frame's public face. The player's data is in './data' and the forms' hooks in './forms':
// only screens and the frame's lazy parts import them, so RTK Query stays out of the first paint.
export { RequireAuth } from './require-auth'
export { SessionExpiry } from './session-expiry'
export { useAuth } from './use-auth'

/** The sign-in, registration and reset modals, loaded the first time one of them opens. */
export const AuthModals = lazy(async () => ({ default: (await import('./auth-modals')).AuthModals }))
