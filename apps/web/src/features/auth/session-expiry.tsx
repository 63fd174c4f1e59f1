import { useEffect } from 'react'
import { useDispatch } from 'react-redux'
import { useNavigate } from 'react-router'
import { expiryHandled } from './auth-slice'
import { useAuth } from './use-auth'

/** How long the unauthorised message shows before the sign-in screen. */
export const LOGIN_REDIRECT_MS = 5000

/** After a 401 that no refresh cured: the message shows, then /login after 5 s. */
export function SessionExpiry() {
  const { expiredAt } = useAuth()
  const dispatch = useDispatch()
  const navigate = useNavigate()
  useEffect(() => {
    if (expiredAt === null) return
    const timer = setTimeout(() => {
      dispatch(expiryHandled())
      navigate('/login')
    }, LOGIN_REDIRECT_MS)
    return () => clearTimeout(timer)
  }, [expiredAt, dispatch, navigate])
  return null
}
