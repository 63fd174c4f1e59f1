import { describe, expect, it } from 'vitest'
import { negotiateLanguage, pickLocalized } from './languages'

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
