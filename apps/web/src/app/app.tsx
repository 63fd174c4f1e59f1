import { Provider } from 'react-redux'
import { BrowserRouter } from 'react-router'
import { AppRoutes, preloadScreen } from './router'
import { createStore } from './store'

const store = createStore()
// The socket opens once the page has what it shows first: its code is not on that path.
void import('./live-updates').then(({ startLiveUpdates }) => startLiveUpdates(store))

/** Starts loading the opened page's screen, before the frame around it renders. */
export const preloadOpenedScreen = () => preloadScreen(window.location, store.dispatch)

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
