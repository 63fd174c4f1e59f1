import { LANGUAGES } from '@app/domain'
import { describe, expect, it } from 'vitest'
import { englishErrors } from './english-errors'
import { englishSettlement } from './english-settlement'
import { NAMESPACES } from './resources'

const files = import.meta.glob<{ default: unknown }>('./locales/*/*.json', { eager: true })

/** A language's namespaces as one tree, the namespace as the first part of every key. */
function textsOf(language: string): Record<string, unknown> {
  const prefix = `./locales/${language}/`
  return Object.fromEntries(
    Object.entries(files)
      .filter(([path]) => path.startsWith(prefix))
      .map(([path, file]) => [path.slice(prefix.length, -'.json'.length), file.default]),
  )
}

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

const englishTexts = flatten({ ...textsOf('en'), errors: englishErrors, settlement: englishSettlement })
const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const
const otherForm = (key: string) => key.replace(/_(zero|one|two|few|many)$/, '_other')

/** Keys English writes in plural forms (`key_one`, `key_other`): each language has its own set. */
const pluralKeys = [...englishTexts.keys()]
  .filter((key) => key.endsWith('_one') && englishTexts.has(otherForm(key)))
  .map((key) => key.replace(/_one$/, ''))
const pluralForms = (categories: readonly string[]) =>
  pluralKeys.flatMap((plural) => categories.map((category) => `${plural}_${category}`))
const allPluralForms = new Set(pluralForms(PLURAL_CATEGORIES))

/** English's keys with each plural in the forms the language's plural rules name, as i18next reads them. */
function keysFor(language: string): string[] {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories
  const singular = [...englishTexts.keys()].filter((key) => !allPluralForms.has(key))
  return [...singular, ...pluralForms(categories)].sort()
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*\w+\s*\}\}/g)].map((match) => match[0]).sort()

it('English has a file for every namespace the app loads, and no other', () => {
  expect(Object.keys(textsOf('en')).sort()).toEqual([...NAMESPACES].sort())
})

describe.each(LANGUAGES.filter((language) => language !== 'en'))('the %s messages', (language) => {
  const texts = flatten(textsOf(language))

  it('carry every English key and no other, with every plural form of the language', () => {
    expect([...texts.keys()].sort()).toEqual(keysFor(language))
  })

  it('are translated, not English copies', () => {
    const copies = [...texts].filter(
      ([key, text]) => text === englishTexts.get(key) && !SAME_IN_EVERY_LANGUAGE.has(text),
    )
    expect(copies).toEqual([])
  })

  it('keep every interpolation placeholder', () => {
    for (const [key, text] of texts)
      expect(placeholders(text), key).toEqual(
        placeholders(englishTexts.get(key) ?? englishTexts.get(otherForm(key)) ?? ''),
      )
  })
})
