import { describe, expect, it, vi } from 'vitest'
import { type BeforeInstallPromptEvent, createInstallPrompt } from './install-prompt'

/** A page and a browser that offers to install it, answering the dialog with `outcome`. */
function offeringPage(outcome: 'accepted' | 'dismissed') {
  const page = new EventTarget() as unknown as Window
  const prompt = vi.fn(() => Promise.resolve())
  const offer = () => {
    const event = new Event('beforeinstallprompt', { cancelable: true }) as BeforeInstallPromptEvent
    Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome, platform: 'web' }) })
    page.dispatchEvent(event)
    return event
  }
  return { page, prompt, offer }
}

describe('the install prompt', () => {
  it('holds the browser’s offer back (no install bar of its own) until it is asked for', () => {
    const store = createInstallPrompt()
    const { page, offer } = offeringPage('accepted')
    store.listen(page)
    expect(store.getState()).toEqual({ canPrompt: false, isInstalled: false })
    const event = offer()
    expect(event.defaultPrevented).toBe(true)
    expect(store.getState()).toEqual({ canPrompt: true, isInstalled: false })
  })

  it('shows the dialog once; an accepted install counts as installed', async () => {
    const store = createInstallPrompt()
    const { page, prompt, offer } = offeringPage('accepted')
    store.listen(page)
    offer()
    await expect(store.prompt()).resolves.toBe('accepted')
    expect(prompt).toHaveBeenCalledTimes(1)
    expect(store.getState()).toEqual({ canPrompt: false, isInstalled: true })
    await expect(store.prompt()).resolves.toBe('unavailable')
  })

  it('spends a dismissed offer: the browser may offer again later', async () => {
    const store = createInstallPrompt()
    const { page, offer } = offeringPage('dismissed')
    store.listen(page)
    offer()
    await expect(store.prompt()).resolves.toBe('dismissed')
    expect(store.getState()).toEqual({ canPrompt: false, isInstalled: false })
    offer()
    expect(store.getState().canPrompt).toBe(true)
  })

  it('is unavailable before the browser has offered anything', async () => {
    await expect(createInstallPrompt().prompt()).resolves.toBe('unavailable')
  })

  it('counts an install made from the browser’s own menu, and tells its subscribers', () => {
    const store = createInstallPrompt()
    const { page } = offeringPage('accepted')
    store.listen(page)
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)
    page.dispatchEvent(new Event('appinstalled'))
    expect(store.getState().isInstalled).toBe(true)
    expect(listener).toHaveBeenCalledTimes(1)
    unsubscribe()
    page.dispatchEvent(new Event('appinstalled'))
    expect(listener).toHaveBeenCalledTimes(1)
  })
})
