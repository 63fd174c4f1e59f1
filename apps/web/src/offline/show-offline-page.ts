/**
 * The offline page: what a navigation shows when the network fails, served by the service worker
 * from its precache. It is its own entry of the build and imports nothing of the app, so it never
 * shares (and loads) the app's chunks.
 */

/** The app's stored language choice (STORAGE_KEYS.language), read here without importing the app. */
export const LANGUAGE_STORAGE_KEY = 'language'

export type OfflineTexts = { title: string; message: string; retry: string; reloads: string }
type TextKey = keyof OfflineTexts

const FALLBACK_LANGUAGE = 'en'

/**
 * The language to show: the player's stored choice, else the browser's first language we have
 * (exactly, else by its primary subtag, as the app's `languageOfTag` reads it: 'zh-TW' reads as zh,
 * 'pt-PT' as pt-BR), else English. `offlineLanguage(null, ['pt-PT'], ['en', 'pt-BR'])` is 'pt-BR'.
 */
export function offlineLanguage(
  stored: string | null,
  browserLanguages: readonly string[],
  available: readonly string[],
): string {
  const ofTag = (tag: string) => {
    const wanted = tag.trim().toLowerCase()
    const primary = wanted.split('-')[0]
    return (
      available.find((language) => language.toLowerCase() === wanted) ??
      available.find((language) => language.toLowerCase().split('-')[0] === primary)
    )
  }
  if (stored && available.includes(stored)) return stored
  for (const tag of browserLanguages) {
    const language = ofTag(tag)
    if (language) return language
  }
  return FALLBACK_LANGUAGE
}

function storedLanguage(page: Window): string | null {
  try {
    return page.localStorage.getItem(LANGUAGE_STORAGE_KEY)
  } catch {
    // Storage can be disabled (private mode); the browser's languages decide then.
    return null
  }
}

const isTextKey = (key: string | undefined, texts: OfflineTexts): key is TextKey =>
  key !== undefined && Object.hasOwn(texts, key)

/** The server's liveness check: cheap, never cached, and the same answer on every page. */
const PROBE_URL = '/healthz'
const FIRST_RETRY_MS = 1_000
const LONGEST_RETRY_MS = 15_000

type Reconnection = {
  /** Loads the page the player asked for again. */
  reload: () => void
  /** Whether the site answers now. */
  isReachable: () => Promise<boolean>
}

/**
 * Reloads the page once the site answers again. The browser's `online` event says the device has
 * a network, not that it reaches the site (Wi-Fi still joining, a captive portal, the server
 * restarting): the site is asked first, and again after 1, 2, 4 … up to 15 s while the device
 * stays online. Offline, the next `online` event starts over.
 */
function reloadWhenReachable(
  page: Window,
  { reload, isReachable }: Reconnection,
  stopped: AbortSignal,
): void {
  let retry: ReturnType<typeof setTimeout> | undefined
  let delay = FIRST_RETRY_MS
  const tryNow = async () => {
    retry = undefined
    if (!page.navigator.onLine || stopped.aborted) return
    if (await isReachable()) {
      if (!stopped.aborted) reload()
      return
    }
    if (stopped.aborted) return
    retry = setTimeout(tryNow, delay)
    delay = Math.min(delay * 2, LONGEST_RETRY_MS)
  }
  page.addEventListener(
    'online',
    () => {
      delay = FIRST_RETRY_MS
      clearTimeout(retry)
      void tryNow()
    },
    { signal: stopped },
  )
  stopped.addEventListener('abort', () => clearTimeout(retry))
  // Shown while the device has a network: the site itself did not answer, so it is asked again.
  if (page.navigator.onLine) retry = setTimeout(tryNow, delay)
}

const siteAnswers = (page: Window) => () =>
  page
    .fetch(PROBE_URL, { cache: 'no-store' })
    .then((response) => response.ok)
    .catch(() => false)

/**
 * Shows the page in the player's language (its English texts are in the HTML until then), offers
 * a retry, and reloads by itself once the site answers again: the address is still the page the
 * player asked for, so a reload shows it. Returns what stops the page from watching for the site.
 */
export function showOfflinePage(
  page: Window,
  textsByLanguage: ReadonlyMap<string, OfflineTexts>,
  { reload = () => page.location.reload(), isReachable = siteAnswers(page) }: Partial<Reconnection> = {},
): () => void {
  const { document } = page
  const language = offlineLanguage(storedLanguage(page), page.navigator.languages, [
    ...textsByLanguage.keys(),
  ])
  const texts = textsByLanguage.get(language)
  if (texts) {
    document.documentElement.lang = language
    for (const element of document.querySelectorAll<HTMLElement>('[data-text]')) {
      const key = element.dataset.text
      if (isTextKey(key, texts)) element.textContent = texts[key]
    }
    // The server names the brand in the title; the tab reads "You're offline · WIN365".
    const brand = document.documentElement.dataset.brand ?? document.title
    document.title = `${texts.title} · ${brand}`
  }
  const watching = new AbortController()
  document.querySelector('.offline-retry')?.addEventListener('click', reload, { signal: watching.signal })
  reloadWhenReachable(page, { reload, isReachable }, watching.signal)
  return () => watching.abort()
}
