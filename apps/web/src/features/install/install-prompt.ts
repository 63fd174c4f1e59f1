/**
 * Chromium's install prompt (`beforeinstallprompt`), held from the page's start until the player
 * asks for it on the home page's download banner. Not in TypeScript's DOM types: the event is
 * Chromium's own.
 */
export type BeforeInstallPromptEvent = Event & {
  prompt(): Promise<void>
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>
}

export type InstallPromptState = {
  /** The browser has offered to install the site and the offer has not been used. */
  readonly canPrompt: boolean
  /** The player installed the site from this page. */
  readonly isInstalled: boolean
}

export type InstallOutcome = 'accepted' | 'dismissed' | 'unavailable'

/**
 * A store of the install prompt for `useSyncExternalStore`. The browser sends the event once, soon
 * after the page loads and often before the home page's content has rendered, so the entry starts
 * listening (`listen`) and the banner reads the store whenever it renders.
 */
export function createInstallPrompt() {
  let deferred: BeforeInstallPromptEvent | undefined
  let state: InstallPromptState = { canPrompt: false, isInstalled: false }
  const listeners = new Set<() => void>()
  const update = (next: InstallPromptState) => {
    state = next
    for (const listener of listeners) listener()
  }

  return {
    listen(page: Window): void {
      page.addEventListener('beforeinstallprompt', (event) => {
        // Held back, the browser shows no install bar of its own: the banner offers it instead.
        event.preventDefault()
        deferred = event as BeforeInstallPromptEvent
        update({ ...state, canPrompt: true })
      })
      page.addEventListener('appinstalled', () => {
        deferred = undefined
        update({ canPrompt: false, isInstalled: true })
      })
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getState: (): InstallPromptState => state,
    /** Shows the browser's install dialog. A prompt shows once, so it is spent whatever the answer. */
    async prompt(): Promise<InstallOutcome> {
      const event = deferred
      if (!event) return 'unavailable'
      deferred = undefined
      update({ ...state, canPrompt: false })
      await event.prompt()
      const { outcome } = await event.userChoice
      if (outcome === 'accepted') update({ canPrompt: false, isInstalled: true })
      return outcome
    },
  }
}

/** The page's one install prompt. */
export const installPrompt = createInstallPrompt()

/** Starts holding the browser's install prompt: called by the entry, before anything renders. */
export function listenForInstallPrompt(page: Window = window): void {
  installPrompt.listen(page)
}
