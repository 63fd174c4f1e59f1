import { lazy } from 'react'
import { withTexts } from '../../i18n/i18n'
import { AUTH_TEXTS } from './auth-texts'

export { authSlice, persistSession, sessionExpired, signedIn, signedOut } from './auth-slice'
// The frame's public face. The player's data is in './data' and the forms' hooks in './forms':
// only screens and the frame's lazy parts import them, so RTK Query stays out of the first paint.
export { RequireAuth } from './require-auth'
export { SessionExpiry } from './session-expiry'
export { useAuth } from './use-auth'

let loading: Promise<typeof import('./auth-modals')> | undefined
/**
 * Starts loading the sign-in, registration and reset modals with their texts. The router calls it
 * as the app starts on /login or /registration (an invite link), so the form does not wait for
 * the home page under it to render before its own code and texts are asked for.
 */
export const preloadAuthModals = () => {
  loading ??= withTexts(() => import('./auth-modals'), AUTH_TEXTS)
  return loading
}

/** The sign-in, registration and reset modals, loaded the first time one of them opens. */
export const AuthModals = lazy(async () => ({ default: (await preloadAuthModals()).AuthModals }))
