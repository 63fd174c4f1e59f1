import { FALLBACK_LANGUAGE, isLanguage, type Language } from '@app/domain'
import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { english, loadMessages } from './resources'

const STORAGE_KEY = 'language'

/** An i18next language code as one of ours, English when it is not one. */
export function asLanguage(code: string): Language {
  return isLanguage(code) ? code : FALLBACK_LANGUAGE
}

/** The language chosen before (cached in local storage), else English. */
export function storedLanguage(): Language {
  const stored = globalThis.localStorage?.getItem(STORAGE_KEY) ?? ''
  return asLanguage(stored)
}

/** Starts i18next with English bundled and the stored language loaded. */
export async function initI18n(): Promise<typeof i18next> {
  await i18next.use(initReactI18next).init({
    lng: FALLBACK_LANGUAGE,
    fallbackLng: FALLBACK_LANGUAGE,
    resources: { en: { translation: english } },
    interpolation: { escapeValue: false },
    returnNull: false,
  })
  await changeLanguage(storedLanguage())
  return i18next
}

/** Switches the interface language, loading its bundle first, and remembers the choice. */
export async function changeLanguage(language: Language): Promise<void> {
  if (!i18next.hasResourceBundle(language, 'translation')) {
    i18next.addResourceBundle(language, 'translation', await loadMessages(language))
  }
  await i18next.changeLanguage(language)
  globalThis.localStorage?.setItem(STORAGE_KEY, language)
  document.documentElement.lang = language
}
