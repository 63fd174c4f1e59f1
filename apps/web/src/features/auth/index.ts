export {
  useChangeCurrencyMutation,
  useMemberInfoQuery,
  useSendEmailCodeMutation,
  useSendPhoneCodeMutation,
  useSignOutMutation,
} from './auth-api'
export { AuthModals } from './auth-modals'
export { authSlice, persistSession, sessionExpired, signedIn, signedOut } from './auth-slice'
export { RequireAuth } from './require-auth'
export { SessionExpiry } from './session-expiry'
export { useAuth } from './use-auth'
export { useAuthForm } from './use-auth-form'
