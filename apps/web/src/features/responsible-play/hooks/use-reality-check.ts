import { useEffect } from 'react'
import { useRealityCheckQuery } from '../api/protection-api'

/** The reality check is read again every minute, so the session's figures stay current. */
export const REALITY_CHECK_POLL_MS = 60_000

/**
 * The signed-in player's reality check: the interval and the session's figures, read again every
 * 60 s and whenever the window regains focus (a tab left in the background for an hour comes back
 * with the right time and result at once).
 */
export function useRealityCheck() {
  const query = useRealityCheckQuery(undefined, { pollingInterval: REALITY_CHECK_POLL_MS })
  const { refetch } = query
  useEffect(() => {
    const handleFocus = () => {
      void refetch()
    }
    window.addEventListener('focus', handleFocus)
    return () => window.removeEventListener('focus', handleFocus)
  }, [refetch])
  return query
}
