import { LANGUAGES } from '@app/domain'
import { describe, expect, it } from 'vitest'
import { english } from './resources'

const bundles = import.meta.glob<{ default: unknown }>('./locales/*.json', { eager: true })

/** Texts that read the same in every language: brand names and codes. */
const SAME_IN_EVERY_LANGUAGE = new Set(['USDT', 'WIN365'])

function flatten(tree: unknown, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>()
  if (typeof tree === 'string') entries.set(prefix, tree)
  else if (tree && typeof tree === 'object') {
    for (const [key, value] of Object.entries(tree)) {
      for (const [path, text] of flatten(value, prefix ? `${prefix}.${key}` : key)) entries.set(path, text)
    }
  }
  return entries
}

const englishTexts = flatten(english)
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*\w+\s*\}\}/g)].map((match) => match[0]).sort()

describe.each(LANGUAGES.filter((language) => language !== 'en'))('the %s messages', (language) => {
  const bundle = bundles[`./locales/${language}.json`]
  const texts = flatten(bundle?.default)

  it('exist', () => {
    expect(bundle).toBeDefined()
  })

  it('carry every English key and no other', () => {
    expect([...texts.keys()].sort()).toEqual([...englishTexts.keys()].sort())
  })

  it('are translated, not English copies', () => {
    const copies = [...texts].filter(
      ([key, text]) => text === englishTexts.get(key) && !SAME_IN_EVERY_LANGUAGE.has(text),
    )
    expect(copies).toEqual([])
  })

  it('keep every interpolation placeholder', () => {
    for (const [key, text] of texts)
      expect(placeholders(text), key).toEqual(placeholders(englishTexts.get(key) ?? ''))
  })
})
