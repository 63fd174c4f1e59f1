import { lazy } from 'react'

export {
  useChangeCurrencyMutation,
  useMemberAccountQuery,
  useMemberInfoQuery,
  useSendEmailCodeMutation,
  useSendPhoneCodeMutation,
  useSignOutMutation,
} from './auth-api'
export { authSlice, persistSession, sessionExpired, signedIn, signedOut } from './auth-slice'
export { RequireAuth } from './require-auth'
export { SessionExpiry } from './session-expiry'
export { useAuth } from './use-auth'
export { type FieldCheck, useAuthForm } from './use-auth-form'

/** The sign-in, registration and reset modals, loaded the first time one of them opens. */
export const AuthModals = lazy(async () => ({ default: (await import('./auth-modals')).AuthModals }))
