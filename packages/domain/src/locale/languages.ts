/** The interface languages, listed here and nowhere else. English is the fallback. */
export const LANGUAGES = ['en', 'zh', 'id', 'ja', 'ko', 'es', 'tr', 'hi', 'pt-BR', 'ru', 'bn'] as const
export type Language = (typeof LANGUAGES)[number]

export const FALLBACK_LANGUAGE: Language = 'en'

/** Whether a text is one of the interface languages, e.g. 'pt-BR'. */
export function isLanguage(text: string): text is Language {
  return (LANGUAGES as readonly string[]).includes(text)
}

/**
 * The interface language for one language tag: the exact tag first, then its primary subtag, so
 * regional variants find their language ('zh-TW' and 'zh-CN' find 'zh', 'pt-PT' finds 'pt-BR',
 * 'es-MX' finds 'es'); undefined when none speaks it. `languageOfTag('ja-JP')` is 'ja'.
 */
export function languageOfTag(tag: string): Language | undefined {
  const wanted = tag.trim().toLowerCase()
  const exact = LANGUAGES.find((language) => language.toLowerCase() === wanted)
  if (exact) return exact
  const primary = wanted.split('-')[0]
  return LANGUAGES.find((language) => language.toLowerCase().split('-')[0] === primary)
}

/**
 * Picks the best interface language for an Accept-Language header, by the header's quality
 * order and `languageOfTag`; English when nothing matches.
 * `negotiateLanguage('ko-KR,ko;q=0.9')` is 'ko'.
 */
export function negotiateLanguage(header: string | undefined): Language {
  if (!header) return FALLBACK_LANGUAGE
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const quality = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean)
      return { tag: tag.trim(), quality: quality ? Number(quality) : 1, index }
    })
    .filter((entry) => entry.tag && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
  for (const { tag } of ranked) {
    const language = languageOfTag(tag)
    if (language) return language
  }
  return FALLBACK_LANGUAGE
}

/** A text in every interface language. */
export type LocalizedText = Readonly<Record<Language, string>>

/** The text for a language, falling back to English when that language has none. */
export function pickLocalized(texts: Partial<Record<string, string>>, language: Language): string {
  return texts[language] || texts[FALLBACK_LANGUAGE] || ''
}
