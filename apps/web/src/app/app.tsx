import { Provider } from 'react-redux'
import { RouterProvider } from 'react-router'
import { startLiveUpdates } from './live-updates'
import { createRouter } from './router'
import { createStore } from './store'

const store = createStore()
const router = createRouter()
startLiveUpdates(store)

/** The application: the store and the router, nothing else. */
export function App() {
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  )
}
