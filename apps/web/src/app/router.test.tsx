import { afterEach, describe, expect, it, vi } from 'vitest'
import { preloadScreen } from './router'
import { createStore } from './store'

afterEach(() => {
  vi.unstubAllGlobals()
})

function serveEmptyPages() {
  const fetch = vi.fn(
    async (_request: Request) =>
      new Response(JSON.stringify({ code: 0, msg: '', data: { list: [], total: 0 } }), {
        headers: { 'content-type': 'application/json' },
      }),
  )
  vi.stubGlobal('fetch', fetch)
  return fetch
}

const pathsOf = (fetch: ReturnType<typeof serveEmptyPages>) =>
  fetch.mock.calls.map(([request]) => new URL(request.url).pathname)

describe('preloadScreen', () => {
  it('starts the opened page’s screen and its first call before anything renders', async () => {
    const fetch = serveEmptyPages()
    preloadScreen({ pathname: '/sport/basketball' }, createStore().dispatch)
    await vi.waitFor(() => expect(pathsOf(fetch)).toContain('/sports/api/v1/basketball'))
  })

  // The test setup has started i18next, so the language is known already.
  it('starts the home page’s calls before the frame renders', async () => {
    const fetch = serveEmptyPages()
    preloadScreen({ pathname: '/' }, createStore().dispatch)
    await vi.waitFor(() =>
      expect(pathsOf(fetch)).toEqual(
        expect.arrayContaining([
          '/sports/api/v1/notice',
          '/sports/api/v1/slideshow',
          '/sports/api/v1/ad',
          '/sports/api/v1/available_games',
        ]),
      ),
    )
  })
})
