import { Provider } from 'react-redux'
import { BrowserRouter } from 'react-router'
import { startLiveUpdates } from './live-updates'
import { AppRoutes } from './router'
import { createStore } from './store'

const store = createStore()
startLiveUpdates(store)

/** The application: the store and the router, nothing else. */
export function App() {
  return (
    <Provider store={store}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Provider>
  )
}
