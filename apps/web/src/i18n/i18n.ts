import { FALLBACK_LANGUAGE, isLanguage, LANGUAGES, type Language, languageOfTag } from '@app/domain'
import i18next from 'i18next'
import LanguageDetector from 'i18next-browser-languagedetector'
import resourcesToBackend from 'i18next-resources-to-backend'
import { initReactI18next } from 'react-i18next'
import { setRequestLanguage } from '../shared/api/request-context'
import { STORAGE_KEYS, writeStored } from '../shared/storage/storage-keys'
import { englishShell, loadTexts, preloadLanguageIndex, SHELL_NAMESPACES } from './resources'

/** A language code as one of ours, English when it is not one. */
export function asLanguage(code: string): Language {
  return isLanguage(code) ? code : FALLBACK_LANGUAGE
}

/** Every call and `<html lang>` follow the interface language. */
function followLanguage(language: string): void {
  setRequestLanguage(language)
  document.documentElement.lang = language
}

let markStarted: () => void = () => undefined
/** Settles once i18next knows the language: a screen's texts load in that language, never before. */
const started = new Promise<void>((resolve) => {
  markStarted = resolve
})

/**
 * Starts i18next: the language chosen before (local storage) first, then the browser's languages
 * in their order ('zh-TW' reads as zh, 'pt-PT' as pt-BR), then English. English's shell texts are
 * bundled; another language's load before the first render. A feature's namespace loads when a
 * component asks for it with `useTranslation('<namespace>')`. Keys keep their namespace as the
 * first part (`t('wallet.deposit')`), which i18next reads as namespace `wallet`, key `deposit`.
 */
export async function initI18n(): Promise<void> {
  i18next.on('languageChanged', followLanguage)
  await i18next
    .use(LanguageDetector)
    .use(
      // The backend unwraps a module's `default`; passing the texts as one keeps a namespace's own
      // `default` key (the wallet has one) a text.
      resourcesToBackend(async (language: string, namespace: string) => ({
        default: await loadTexts(asLanguage(language), namespace),
      })),
    )
    .use(initReactI18next)
    .init({
      resources: { [FALLBACK_LANGUAGE]: englishShell },
      partialBundledLanguages: true,
      ns: [...SHELL_NAMESPACES],
      defaultNS: 'common',
      nsSeparator: '.',
      supportedLngs: LANGUAGES,
      fallbackLng: FALLBACK_LANGUAGE,
      load: 'currentOnly',
      detection: {
        order: ['localStorage', 'navigator'],
        lookupLocalStorage: STORAGE_KEYS.language,
        // Only a choice the player made is remembered; the browser's language is asked afresh.
        caches: [],
        convertDetectedLanguage: (tag) => languageOfTag(tag) ?? tag,
      },
      // React escapes what it renders.
      interpolation: { escapeValue: false },
    })
  // A language whose chunk could not be loaded shows in English, and says so on <html lang>.
  if (!hasEveryNamespace(i18next.language)) await i18next.changeLanguage(FALLBACK_LANGUAGE)
  // Every namespace loads in English too, the fallback of a missing key: both indexes are asked
  // for now, so a screen's texts are one round trip away in either.
  for (const language of new Set([asLanguage(i18next.language), FALLBACK_LANGUAGE])) {
    preloadLanguageIndex(language)
  }
  markStarted()
}

/** Whether every namespace asked for so far is loaded in a language. */
function hasEveryNamespace(language: string): boolean {
  const namespaces = i18next.options.ns ?? []
  return [namespaces].flat().every((namespace) => i18next.hasResourceBundle(language, namespace))
}

/**
 * Switches the interface language, loading every namespace shown so far in it first, and
 * remembers the choice. Every later call sends it as Accept-Language. Rejects, leaving the
 * language as it was, when its texts cannot be loaded.
 */
export async function changeLanguage(next: Language): Promise<void> {
  await i18next.loadLanguages(next)
  if (!hasEveryNamespace(next)) throw new Error(`The ${next} texts could not be loaded`)
  await i18next.changeLanguage(next)
  writeStored(STORAGE_KEYS.language, next)
}

/** Settles once i18next knows the language, so a call made then asks in it. */
export const languageKnown = (): Promise<void> => started

/**
 * Loads a screen's code and its texts side by side. A screen whose texts load only when it first
 * renders waits for them after its code, and only then starts its own requests: on a slow phone
 * network that is a round trip or two before the first match or draw shows. The opened page's
 * screen starts loading before i18next has started; its texts follow as soon as it has.
 */
export async function withTexts<Loaded>(
  load: () => Promise<Loaded>,
  namespaces: readonly string[],
): Promise<Loaded> {
  const texts = started.then(() => i18next.loadNamespaces([...namespaces]))
  const [loaded] = await Promise.all([load(), texts])
  return loaded
}
