import type { Middleware } from '@reduxjs/toolkit'
import { isRejected } from '@reduxjs/toolkit'
import type { ApiError } from '../shared/api/api-error'
import { toastShown } from '../shared/ui-state/ui-slice'

const TRANSPORT_FAILURES = new Set<ApiError['status']>(['FETCH_ERROR', 'TIMEOUT_ERROR', 'PARSING_ERROR'])

/**
 * The error catalogue's transport failures (network, timeout, unreadable answer) are told in a
 * toast wherever they happen; other failures are shown where the call was made.
 */
export const transportFailureToasts: Middleware = (store) => (next) => (action) => {
  const result = next(action)
  if (
    isRejected(action) &&
    action.meta &&
    'rejectedWithValue' in action.meta &&
    action.meta.rejectedWithValue
  ) {
    const error = action.payload as ApiError | undefined
    if (error && TRANSPORT_FAILURES.has(error.status)) {
      store.dispatch(toastShown({ type: 'error', message: `errors.${error.status}` }))
    }
  }
  return result
}
