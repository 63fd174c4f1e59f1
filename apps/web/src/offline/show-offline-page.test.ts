import { LANGUAGES, languageOfTag } from '@app/domain'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import offlinePage from '../../offline.html?raw'
import english from '../i18n/locales/en/offline.json'
import { STORAGE_KEYS } from '../shared/storage/storage-keys'
import {
  LANGUAGE_STORAGE_KEY,
  type OfflineTexts,
  offlineLanguage,
  showOfflinePage,
} from './show-offline-page'

const files = import.meta.glob<OfflineTexts>('../i18n/locales/*/offline.json', {
  import: 'default',
  eager: true,
})
const textsByLanguage = new Map(
  Object.entries(files).map(([path, texts]) => [path.split('/').at(-2) ?? '', texts]),
)

/** The offline page's body as the build writes it, on this test's document, for the brand GX. */
function openOfflinePage() {
  document.body.innerHTML = new DOMParser().parseFromString(offlinePage, 'text/html').body.innerHTML
  document.documentElement.dataset.brand = 'GX'
  document.title = 'GX'
}
const textOf = (key: keyof OfflineTexts) => document.querySelector(`[data-text="${key}"]`)?.textContent

/** Stops each page the test showed from watching for the site, so none outlives its test. */
const shown: (() => void)[] = []
const show = (...args: Parameters<typeof showOfflinePage>) => shown.push(showOfflinePage(...args))

beforeEach(openOfflinePage)
afterEach(() => {
  for (const stop of shown.splice(0)) stop()
  localStorage.clear()
  vi.restoreAllMocks()
})

describe('offlineLanguage', () => {
  const available = [...LANGUAGES]

  it('takes the language the player chose in the app', () => {
    expect(offlineLanguage('ja', ['ko-KR'], available)).toBe('ja')
  })

  it.each(['zh-TW', 'pt-PT', 'en-GB', 'ko-KR', 'es-419', 'fr-FR'])(
    'reads the browser language %s as the app does',
    (tag) => {
      expect(offlineLanguage(null, [tag], available)).toBe(languageOfTag(tag) ?? 'en')
    },
  )

  it('takes the first browser language it has, and English when it has none', () => {
    expect(offlineLanguage(null, ['fr-FR', 'ru-RU'], available)).toBe('ru')
    expect(offlineLanguage(null, ['fr-FR'], available)).toBe('en')
    expect(offlineLanguage('xx', [], available)).toBe('en')
  })

  it('reads the key the app stores the language under', () => {
    expect(LANGUAGE_STORAGE_KEY).toBe(STORAGE_KEYS.language)
  })
})

describe('the offline page', () => {
  it('carries its English texts in its HTML, for a browser that runs no script', () => {
    for (const key of Object.keys(english) as (keyof OfflineTexts)[]) expect(textOf(key)).toBe(english[key])
  })

  it('shows itself in the language the player chose, with the brand in the tab', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'zh')
    show(window, textsByLanguage, { reload: () => undefined, isReachable: async () => false })
    expect(document.documentElement.lang).toBe('zh')
    expect(textOf('title')).toBe(textsByLanguage.get('zh')?.title)
    expect(textOf('retry')).toBe(textsByLanguage.get('zh')?.retry)
    expect(document.title).toBe(`${textsByLanguage.get('zh')?.title} · GX`)
  })

  it('has every language’s texts', () => {
    expect([...textsByLanguage.keys()].sort()).toEqual([...LANGUAGES].sort())
  })

  it('reloads the page asked for on "Try again"', () => {
    const reload = vi.fn()
    show(window, textsByLanguage, { reload, isReachable: async () => false })
    document.querySelector<HTMLButtonElement>('.offline-retry')?.click()
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('stops watching for the site when told to', async () => {
    const reload = vi.fn()
    const stop = showOfflinePage(window, textsByLanguage, { reload, isReachable: async () => true })
    stop()
    window.dispatchEvent(new Event('online'))
    document.querySelector<HTMLButtonElement>('.offline-retry')?.click()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(reload).not.toHaveBeenCalled()
  })
})

describe('the offline page back online', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  /** A device whose network comes and goes, and a site that answers when `answers` says so. */
  function reconnecting(isOnline: boolean) {
    let online = isOnline
    vi.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => online)
    const site = { answers: false }
    const isReachable = vi.fn(async () => site.answers)
    const reload = vi.fn()
    show(window, textsByLanguage, { reload, isReachable })
    const goOnline = () => {
      online = true
      window.dispatchEvent(new Event('online'))
    }
    return { site, isReachable, reload, goOnline }
  }

  it('reloads by itself as soon as the network is back and the site answers', async () => {
    const { site, reload, goOnline } = reconnecting(false)
    site.answers = true
    goOnline()
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1))
  })

  it('asks the site again, ever less often, while the network is up but the site does not answer', async () => {
    const { site, isReachable, reload, goOnline } = reconnecting(false)
    goOnline()
    await vi.advanceTimersByTimeAsync(0)
    expect(isReachable).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(isReachable).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(1_999)
    expect(isReachable).toHaveBeenCalledTimes(2)
    site.answers = true
    await vi.advanceTimersByTimeAsync(1)
    expect(isReachable).toHaveBeenCalledTimes(3)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('asks the site again when shown on a device that has a network: the site itself was down', async () => {
    const { site, reload } = reconnecting(true)
    site.answers = true
    await vi.advanceTimersByTimeAsync(1_000)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('asks nothing while the device is offline', async () => {
    const { isReachable } = reconnecting(false)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(isReachable).not.toHaveBeenCalled()
  })
})
