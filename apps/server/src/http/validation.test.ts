import { describe, expect, it } from 'vitest'
import { controlCharacterPointer } from './validation'

describe('controlCharacterPointer', () => {
  it('points at the first text holding a control character, keys included', () => {
    expect(controlCharacterPointer({ name: 'Ana', reason: 'a\u0000b' })).toBe('/reason')
    expect(controlCharacterPointer({ picks: [{ kind: 'wl' }, { kind: 'w\u0007l' }] })).toBe('/picks/1/kind')
    expect(controlCharacterPointer({ 'bad\u0001key': 1 })).toBe('/bad\u0001key')
    expect(controlCharacterPointer({ 'a/b': '\u001f' })).toBe('/a~1b')
    expect(controlCharacterPointer('\u007f')).toBe('')
  })

  it('lets tabs, line breaks and every printable character through', () => {
    expect(controlCharacterPointer({ message: 'line one\r\nline two\tend', name: '李雷 🎰' })).toBeUndefined()
    expect(controlCharacterPointer([1, null, true, { n: 2 }])).toBeUndefined()
  })
})
