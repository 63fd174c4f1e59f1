import { Provider } from 'react-redux'
import { RouterProvider } from 'react-router'
import { createRouter } from './router'
import { createStore } from './store'

const store = createStore()
const router = createRouter()

/** The application: the store and the router, nothing else. */
export function App() {
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  )
}
