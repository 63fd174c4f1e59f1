import type { Middleware } from '@reduxjs/toolkit'
import { isRejected } from '@reduxjs/toolkit'
import { handleDrawEvent } from '../features/lottery'
import { api } from '../shared/api/api'
import type { ApiError } from '../shared/api/base-query'
import { connectRealtime } from '../shared/realtime/realtime-client'
import { readStored, STORAGE_KEYS } from '../shared/storage/storage-keys'
import { socketStatusChanged, toastShown } from '../shared/ui-state/ui-slice'

type Dispatch = (action: unknown) => unknown

/**
 * Server events that change what the shell shows: a game switched on or off refreshes the
 * availability at once, without waiting for the 60 s poll; a lottery draw closing or settling
 * refreshes the current draw, the results, my bets and the balance.
 */
export function startLiveUpdates(dispatch: Dispatch): () => void {
  return connectRealtime({
    topics: ['games', 'draws'],
    token: () => readStored(STORAGE_KEYS.token),
    onStatus: (status) => dispatch(socketStatusChanged(status)),
    onEvent: (topic, data) => {
      if (topic === 'games') dispatch(api.util.invalidateTags(['Games']))
      if (topic === 'draws') handleDrawEvent(dispatch, data)
    },
  })
}

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
