import { FALLBACK_LANGUAGE, isLanguage, LANGUAGES, type Language, languageOfTag } from '@app/domain'
import { createInstance, type i18n } from 'i18next'
import resourcesToBackend from 'i18next-resources-to-backend'
import { englishErrors } from '../../i18n/english-errors'
import ownEnglish from '../locales/en.json'
import { setRequestLanguage } from '../shared/operator-client'

/**
 * The back office's texts in one language: each top-level key is a namespace (`desk`, `canned` …).
 * Error texts are the product's own, the same the player app shows: the server's English from the
 * contract, and each language's translations of them.
 */
export type BackofficeTexts = typeof ownEnglish & { errors: Record<string, string> }
const english: BackofficeTexts = { ...ownEnglish, errors: englishErrors }
export const BACKOFFICE_NAMESPACES = Object.keys(english) as (keyof BackofficeTexts)[]

/** The operator's own choice of interface language on this device. */
const LANGUAGE_KEY = 'backoffice_language'

// English is bundled; every other language is its own chunk, loaded when the operator reads it or
// a conversation in it needs its canned replies.
const otherLanguages = import.meta.glob<{ default: typeof ownEnglish }>([
  '../locales/*.json',
  '!../locales/en.json',
])
const otherErrors = import.meta.glob<{ default: Record<string, string> }>([
  '../../i18n/locales/*/errors.json',
  '!../../i18n/locales/en/errors.json',
])

/** A language's texts; English for a language without a file. */
export async function loadBackofficeTexts(language: Language): Promise<BackofficeTexts> {
  const load = otherLanguages[`../locales/${language}.json`]
  const loadErrors = otherErrors[`../../i18n/locales/${language}/errors.json`]
  if (!load || !loadErrors) return english
  const [own, errors] = await Promise.all([load(), loadErrors()])
  return { ...own.default, errors: errors.default }
}

/** The operator's language: the one chosen before on this device, else the browser's first we speak, else English. */
export function preferredLanguage(): Language {
  let chosen: string | null | undefined
  try {
    chosen = globalThis.localStorage?.getItem(LANGUAGE_KEY)
  } catch {
    chosen = undefined
  }
  if (chosen && isLanguage(chosen)) return chosen
  for (const tag of globalThis.navigator?.languages ?? []) {
    const language = languageOfTag(tag)
    if (language) return language
  }
  return FALLBACK_LANGUAGE
}

/** Remembers the operator's choice of language on this device. */
export function rememberLanguage(language: Language): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_KEY, language)
  } catch {
    // Storage can be disabled; the choice then lasts as long as the page.
  }
}

/**
 * The back office's own i18next instance, apart from the player app's: English bundled and the
 * fallback of a missing key, the operator's language loaded before the first render. Keys keep
 * their namespace as the first part (`t('desk.resolve')`), as in the player app, so the shared UI
 * parts (`common.close`, `errors.<msg>`) read their texts here too.
 */
export async function createBackofficeI18n(language: Language = preferredLanguage()): Promise<i18n> {
  const instance = createInstance()
  instance.on('languageChanged', (current) => {
    setRequestLanguage(current)
    if (globalThis.document) document.documentElement.lang = current
  })
  await instance
    .use(
      // The backend unwraps a module's `default`; passing the texts as one keeps them whole.
      resourcesToBackend(async (lng: string, namespace: string) => {
        const texts = await loadBackofficeTexts(isLanguage(lng) ? lng : FALLBACK_LANGUAGE)
        return { default: texts[namespace as keyof BackofficeTexts] }
      }),
    )
    .init({
      lng: language,
      resources: { [FALLBACK_LANGUAGE]: english },
      partialBundledLanguages: true,
      ns: BACKOFFICE_NAMESPACES,
      defaultNS: 'common',
      nsSeparator: '.',
      supportedLngs: LANGUAGES,
      fallbackLng: FALLBACK_LANGUAGE,
      load: 'currentOnly',
      // React escapes what it renders.
      interpolation: { escapeValue: false },
    })
  return instance
}
