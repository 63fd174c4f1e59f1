import { configureStore, type Middleware } from '@reduxjs/toolkit'
import { authSlice, persistSession, sessionExpired } from '../features/auth/auth-slice'
import { setSessionExpiredHandler } from '../shared/api/request-context'
import { lateMiddleware } from '../shared/store/late-middleware'
import { rootReducer } from '../shared/store/root-reducer'
import { toastShown } from '../shared/ui-state/ui-slice'
import { transportFailureToasts } from './transport-failure-toasts'

const sessionStorage: Middleware = () => (next) => (action) => {
  const result = next(action)
  persistSession(action as { type: string; payload?: unknown })
  return result
}

/**
 * Builds the store: the session and the global UI state, the API cache once the data layer has
 * loaded, and each feature's slice once its code loads (the sports slip).
 */
export function createStore() {
  const store = configureStore({
    reducer: rootReducer.inject(authSlice),
    middleware: (defaults) =>
      // The late middleware comes first: the data layer's own sees every thunk before it runs.
      defaults().prepend(lateMiddleware.middleware).concat(sessionStorage, transportFailureToasts),
  })
  setSessionExpiredHandler(() => {
    store.dispatch(sessionExpired(Date.now()))
    store.dispatch(toastShown({ type: 'error', message: 'auth.unauthorized' }))
  })
  return store
}

export type AppStore = ReturnType<typeof createStore>
export type RootState = ReturnType<AppStore['getState']>
export type AppDispatch = AppStore['dispatch']
