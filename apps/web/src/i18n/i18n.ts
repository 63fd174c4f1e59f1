import { FALLBACK_LANGUAGE, isLanguage, type Language } from '@app/domain'
import { useMemo, useSyncExternalStore } from 'react'
import { setRequestLanguage } from '../shared/api/base-query'
import { readStored, STORAGE_KEYS, writeStored } from '../shared/storage/storage-keys'
import { english, loadMessages, type Messages } from './resources'

/**
 * The interface texts: nested messages per language read by dotted keys, `{{name}}` placeholders,
 * plural forms by `count` (`key_one`, `key_other`, … as Intl.PluralRules names them) and English
 * for any key a language lacks. It is all the product needs of an i18n library, in a few hundred
 * bytes instead of 18 KiB on the home page.
 */
/** Placeholder values, plus `count` to choose a plural form and `defaultValue` for a missing key. */
export type TranslateOptions = Readonly<Record<string, unknown>>
export type Translate = (key: string, options?: TranslateOptions) => string

const catalogue = new Map<Language, Messages>([[FALLBACK_LANGUAGE, english]])
let language: Language = FALLBACK_LANGUAGE
const listeners = new Set<() => void>()

function lookup(messages: Messages | undefined, key: string): string | undefined {
  let node: unknown = messages
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined
    node = (node as Record<string, unknown>)[part]
  }
  return typeof node === 'string' ? node : undefined
}

function textIn(of: Language, key: string, count: number | undefined): string | undefined {
  const messages = catalogue.get(of)
  if (count === undefined) return lookup(messages, key)
  const form = new Intl.PluralRules(of).select(count)
  return lookup(messages, `${key}_${form}`) ?? lookup(messages, `${key}_other`) ?? lookup(messages, key)
}

/** The text of `key` in a language (the current one by default), with its placeholders filled. */
export function translate(key: string, options: TranslateOptions = {}, of: Language = language): string {
  const count = typeof options.count === 'number' ? options.count : undefined
  const fallback = typeof options.defaultValue === 'string' ? options.defaultValue : key
  const text = textIn(of, key, count) ?? textIn(FALLBACK_LANGUAGE, key, count) ?? fallback
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    name in options ? String(options[name]) : placeholder,
  )
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}
const currentLanguage = () => language

/** The current language's `t`, re-rendering the component when the language changes. */
export function useTranslation(): { t: Translate; i18n: { language: Language } } {
  const shown = useSyncExternalStore(subscribe, currentLanguage)
  return useMemo(
    () => ({ t: (key, options) => translate(key, options, shown), i18n: { language: shown } }),
    [shown],
  )
}

/** A language code as one of ours, English when it is not one. */
export function asLanguage(code: string): Language {
  return isLanguage(code) ? code : FALLBACK_LANGUAGE
}

/** The language chosen before (cached in local storage), else English. */
export function storedLanguage(): Language {
  return asLanguage(readStored(STORAGE_KEYS.language) ?? '')
}

/** Starts with English bundled and the stored language loaded. */
export async function initI18n(): Promise<void> {
  await changeLanguage(storedLanguage()).catch(() => changeLanguage(FALLBACK_LANGUAGE))
}

/**
 * Switches the interface language, loading its bundle first, remembers the choice and sends it
 * as Accept-Language from now on. Rejects when the bundle cannot be loaded.
 */
export async function changeLanguage(next: Language): Promise<void> {
  if (!catalogue.has(next)) catalogue.set(next, await loadMessages(next))
  language = next
  writeStored(STORAGE_KEYS.language, next)
  setRequestLanguage(next)
  document.documentElement.lang = next
  for (const listener of listeners) listener()
}
