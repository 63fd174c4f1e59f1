import { configureStore } from '@reduxjs/toolkit'
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { Provider } from 'react-redux'
import { MemoryRouter } from 'react-router'
import { vi } from 'vitest'
import { api } from '../../shared/api/api'
import { uiSlice } from '../../shared/ui-state/ui-slice'
import { authSlice } from '../auth'

/** jsdom has no ResizeObserver: one that observes nothing, for components that measure themselves. */
export function stubResizeObserver() {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  )
}

/** A recorded call to the fake API: method, path, query, headers and JSON body. */
export type RecordedCall = {
  method: string
  path: string
  query: URLSearchParams
  headers: Headers
  body: unknown
}

type Answer = { status?: number; data?: unknown; msg?: string; errorData?: unknown }
type Route = (call: RecordedCall) => Answer

/**
 * A fake API behind `fetch`: routes keyed "METHOD /group/path" answer in the envelope; every call
 * is recorded. Unknown routes answer 404 NOT_FOUND.
 */
export function fakeApi(routes: Record<string, Route | Answer>) {
  const calls: RecordedCall[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url)
      const text = await request.clone().text()
      const call: RecordedCall = {
        method: request.method,
        path: url.pathname,
        query: url.searchParams,
        headers: request.headers,
        body: text ? JSON.parse(text) : undefined,
      }
      calls.push(call)
      const route = routes[`${call.method} ${call.path}`]
      const answer: Answer =
        typeof route === 'function' ? route(call) : (route ?? { status: 404, msg: 'NOT_FOUND' })
      const status = answer.status ?? 200
      const body =
        status < 400
          ? { code: 0, msg: '', data: answer.data ?? null }
          : { code: status, msg: answer.msg ?? 'BAD_REQUEST', data: answer.errorData ?? null }
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
    }),
  )
  return calls
}

/** A store with the API cache, session and UI state, like the app's. */
export function createTestStore() {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer, auth: authSlice.reducer, ui: uiSlice.reducer },
    middleware: (defaults) => defaults().concat(api.middleware),
  })
}

/** Renders a screen inside the store and a router at `path`. */
export function renderWithStore(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const store = createTestStore()
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </Provider>,
  )
  return { store, ...view }
}
