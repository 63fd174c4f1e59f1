import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router'
import { useToken } from '../shared/operator-session'

/** The signed-in screens: without a session (or once the server refused it) the sign-in page shows. */
export function RequireSession({ children }: { children: ReactNode }) {
  const token = useToken()
  const location = useLocation()
  if (!token) {
    return <Navigate to="/sign-in" replace state={{ from: `${location.pathname}${location.search}` }} />
  }
  return children
}
