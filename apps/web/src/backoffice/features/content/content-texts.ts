import { LANGUAGES, type Language, pickLocalized } from '@app/domain'

/** A text in every language as the editor holds it: empty where the operator wrote nothing. */
export type Texts = Record<Language, string>

/** A text by language as the server sends it: only the languages that have text. */
export type StoredTexts = Partial<Record<string, string>>

/**
 * A stored text by language (only the languages that have text) as the editor holds it; a new
 * row's (no text yet) has every language empty.
 */
export function textsOf(stored: StoredTexts | undefined): Texts {
  return Object.fromEntries(LANGUAGES.map((language) => [language, stored?.[language] ?? ''])) as Texts
}

/**
 * The text as the server takes it: English, and each other language that has text; an empty one
 * is left out, so players of that language read the English text, e.g.
 * `localizedInput({ en: 'Hi', zh: '', … })` is `{ en: 'Hi' }`.
 */
export function localizedInput(texts: Texts): { en: string } & Partial<Record<Language, string>> {
  const filled = Object.fromEntries(
    LANGUAGES.filter((language) => language !== 'en' && texts[language].trim() !== '').map((language) => [
      language,
      texts[language].trim(),
    ]),
  )
  return { ...filled, en: texts.en.trim() }
}

/** What a player of `language` reads: their language's text, or the English one when it has none. */
export function shownText(texts: StoredTexts, language: Language): string {
  return pickLocalized(texts, language)
}

/** How many languages have their own text, English included. */
export function filledLanguages(texts: StoredTexts): number {
  return LANGUAGES.filter((language) => (texts[language] ?? '').trim() !== '').length
}
