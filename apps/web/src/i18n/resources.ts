import { ERROR_TEXTS } from '@app/contract'
import { LANGUAGES, type Language } from '@app/domain'
import en from './locales/en.json'

/**
 * English is the source of every key: the web's own texts plus the server's error texts from the
 * contract. Every other language must carry the same keys (the locale test enforces it).
 */
export const english = { ...en, errors: { ...ERROR_TEXTS, ...en.errors } }
export type Messages = typeof english

const loaders = import.meta.glob<{ default: Messages }>(['./locales/*.json', '!./locales/en.json'])

/** Loads a non-English bundle on demand, so a player downloads only their own language. */
export async function loadMessages(language: Language): Promise<Messages> {
  if (language === 'en') return english
  const load = loaders[`./locales/${language}.json`]
  if (!load) throw new Error(`No messages for ${language}`)
  return (await load()).default
}

export { LANGUAGES }
