import { type ReactNode, useEffect } from 'react'
import { useDispatch } from 'react-redux'
import { Navigate } from 'react-router'
import { modalOpened } from '../../shared/ui-state/ui-slice'
import { useAuth } from './use-auth'

/** A login-guarded route: a signed-out visitor goes to / with the sign-in modal open. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isAuthorized } = useAuth()
  const dispatch = useDispatch()
  useEffect(() => {
    if (!isAuthorized) dispatch(modalOpened('login'))
  }, [isAuthorized, dispatch])
  return isAuthorized ? children : <Navigate to="/" replace />
}
