import { useSelector } from 'react-redux'
import type { AuthState } from './auth-slice'

/** The session as the shell sees it. */
export function useAuth(): AuthState {
  return useSelector((state: { auth: AuthState }) => state.auth)
}
