import { FALLBACK_LANGUAGE, isLanguage, type Language } from '@app/domain'
import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { setRequestLanguage } from '../shared/api/base-query'
import { readStored, STORAGE_KEYS, writeStored } from '../shared/storage/storage-keys'
import { english, loadMessages } from './resources'

/** An i18next language code as one of ours, English when it is not one. */
export function asLanguage(code: string): Language {
  return isLanguage(code) ? code : FALLBACK_LANGUAGE
}

/** The language chosen before (cached in local storage), else English. */
export function storedLanguage(): Language {
  return asLanguage(readStored(STORAGE_KEYS.language) ?? '')
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
  await changeLanguage(storedLanguage()).catch(() => changeLanguage(FALLBACK_LANGUAGE))
  return i18next
}

/**
 * Switches the interface language, loading its bundle first, remembers the choice and sends it
 * as Accept-Language from now on. Rejects when the bundle cannot be loaded.
 */
export async function changeLanguage(language: Language): Promise<void> {
  if (!i18next.hasResourceBundle(language, 'translation')) {
    i18next.addResourceBundle(language, 'translation', await loadMessages(language))
  }
  await i18next.changeLanguage(language)
  writeStored(STORAGE_KEYS.language, language)
  setRequestLanguage(language)
  document.documentElement.lang = language
}
