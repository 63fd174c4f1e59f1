import { describe, expect, it } from 'vitest'
import { languageOfTag, negotiateLanguage, pickLocalized } from './languages'

describe('languageOfTag', () => {
  it.each([
    ['zh-CN', 'zh'],
    ['zh-TW', 'zh'],
    ['pt', 'pt-BR'],
    ['pt-PT', 'pt-BR'],
    ['pt-br', 'pt-BR'],
    ['es-MX', 'es'],
    ['ja-JP', 'ja'],
    ['en-GB', 'en'],
    ['fr-FR', undefined],
    ['', undefined],
  ])('reads the tag %s as the language %s', (tag, language) => {
    expect(languageOfTag(tag)).toBe(language)
  })
})

describe('negotiateLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['zh-CN,zh;q=0.9,en;q=0.8', 'zh'],
    ['pt', 'pt-BR'],
    ['pt-BR', 'pt-BR'],
    ['fr-FR,ko;q=0.5', 'ko'],
    ['fr', 'en'],
    ['en;q=0.1, ja;q=0.9', 'ja'],
    ['ru;q=0, bn', 'bn'],
  ])('picks from %s the language %s', (header, language) => {
    expect(negotiateLanguage(header)).toBe(language)
  })
})

describe('pickLocalized', () => {
  it('falls back to English when a language has no text', () => {
    expect(pickLocalized({ en: 'Soccer', zh: '足球' }, 'ja')).toBe('Soccer')
    expect(pickLocalized({ en: 'Soccer', zh: '足球' }, 'zh')).toBe('足球')
  })
})
