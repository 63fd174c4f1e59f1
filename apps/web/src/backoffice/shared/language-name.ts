const languageNames = new Map<string, Intl.DisplayNames>()

/** A language's name in the reader's language: `languageName('pt-BR', 'en')` is "Brazilian Portuguese". */
export function languageName(language: string, readerLanguage: string): string {
  let names = languageNames.get(readerLanguage)
  if (!names) {
    names = new Intl.DisplayNames([readerLanguage], { type: 'language' })
    languageNames.set(readerLanguage, names)
  }
  return names.of(language) ?? language
}
