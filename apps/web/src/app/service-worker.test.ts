import { describe, expect, it, vi } from 'vitest'
import { registerServiceWorker, SERVICE_WORKER_URL } from './service-worker'

/** A page in a given loading state whose browser may or may not have service workers. */
function fakePage(readyState: DocumentReadyState, hasServiceWorkers = true) {
  const register = vi.fn(() => Promise.resolve())
  const events = new EventTarget()
  const page = {
    navigator: hasServiceWorkers ? { serviceWorker: { register } } : {},
    document: { readyState },
    addEventListener: events.addEventListener.bind(events),
  }
  return { page: page as unknown as Window, register, load: () => events.dispatchEvent(new Event('load')) }
}

describe('registerServiceWorker', () => {
  it('waits for the page to load before registering, so the first paint goes first', () => {
    const { page, register, load } = fakePage('interactive')
    registerServiceWorker(page, true)
    expect(register).not.toHaveBeenCalled()
    load()
    expect(register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: '/' })
  })

  it('registers at once on a page that has already loaded', () => {
    const { page, register } = fakePage('complete')
    registerServiceWorker(page, true)
    expect(register).toHaveBeenCalledTimes(1)
  })

  it('registers nothing outside a build: the dev server writes no worker', () => {
    const { page, register, load } = fakePage('complete')
    registerServiceWorker(page, false)
    load()
    expect(register).not.toHaveBeenCalled()
  })

  it('leaves a browser without service workers alone', () => {
    const { page, load } = fakePage('loading', false)
    expect(() => {
      registerServiceWorker(page, true)
      load()
    }).not.toThrow()
  })

  it('swallows a failed registration: the site works on without its offline page', async () => {
    const { page, register } = fakePage('complete')
    register.mockImplementation(() => Promise.reject(new Error('blocked')))
    registerServiceWorker(page, true)
    // Left unhandled, the rejection would fail the run.
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(register).toHaveBeenCalledTimes(1)
  })
})
