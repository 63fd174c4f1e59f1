import { LANGUAGES } from '@app/domain'
import { describe, expect, it } from 'vitest'
import { CANNED_REPLIES } from '../features/support-desk/canned-replies'
import english from '../locales/en.json'

const files = import.meta.glob<{ default: unknown }>('../locales/*.json', { eager: true })

/** Every text of a tree by its dotted key, e.g. `desk.queue.mine`. */
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

it('has one file for every interface language and no other', () => {
  expect(Object.keys(files).sort()).toEqual(LANGUAGES.map((language) => `../locales/${language}.json`).sort())
})

it('keeps the canned replies the desk offers, 6 to 8 of them', () => {
  expect(Object.keys(english.canned).sort()).toEqual([...CANNED_REPLIES].sort())
  expect(CANNED_REPLIES.length).toBeGreaterThanOrEqual(6)
  expect(CANNED_REPLIES.length).toBeLessThanOrEqual(8)
})

// The back office writes counts as "Unread: 3", so no text has plural forms and every language has
// exactly English's keys.
describe.each(LANGUAGES.filter((language) => language !== 'en'))('the %s texts', (language) => {
  const texts = flatten(files[`../locales/${language}.json`]?.default)

  it('carry every English key and no other', () => {
    expect([...texts.keys()].sort()).toEqual([...englishTexts.keys()].sort())
  })

  it('are translated, not English copies', () => {
    const copies = [...texts].filter(([key, text]) => text === englishTexts.get(key))
    expect(copies).toEqual([])
  })

  it('keep every interpolation placeholder', () => {
    for (const [key, text] of texts)
      expect(placeholders(text), key).toEqual(placeholders(englishTexts.get(key) ?? ''))
  })
})
