import { configureStore, type Middleware } from '@reduxjs/toolkit'
import { setupListeners } from '@reduxjs/toolkit/query'
import { authSlice, persistSession, sessionExpired } from '../features/auth/auth-slice'
import { api } from '../shared/api/api'
import { setSessionExpiredHandler } from '../shared/api/base-query'
import { rootReducer } from '../shared/store/root-reducer'
import { toastShown } from '../shared/ui-state/ui-slice'
import { transportFailureToasts } from './transport-failure-toasts'

const sessionStorage: Middleware = () => (next) => (action) => {
  const result = next(action)
  persistSession(action as { type: string; payload?: unknown })
  return result
}

/**
 * Builds the store: the API cache, the session and the global UI state, and each feature's slice
 * once its code loads (the sports slip).
 */
export function createStore() {
  const store = configureStore({
    reducer: rootReducer.inject(authSlice),
    middleware: (defaults) => defaults().concat(api.middleware, sessionStorage, transportFailureToasts),
  })
  setupListeners(store.dispatch)
  setSessionExpiredHandler(() => {
    store.dispatch(sessionExpired(Date.now()))
    store.dispatch(toastShown({ type: 'error', message: 'auth.unauthorized' }))
  })
  return store
}

export type AppStore = ReturnType<typeof createStore>
export type RootState = ReturnType<AppStore['getState']>
export type AppDispatch = AppStore['dispatch']
