import { describe, expect, it } from 'vitest'
import { changedFields } from './changed-fields'

describe('changedFields', () => {
  it('lists only the fields an edit changed', () => {
    expect(
      changedFields(
        { status: 0, reviewed_by: null, remark: 'x' },
        { status: 4, reviewed_by: 5, remark: 'x' },
      ),
    ).toEqual([
      { field: 'status', before: 0, after: 4, kind: 'changed' },
      { field: 'reviewed_by', before: null, after: 5, kind: 'changed' },
    ])
  })

  it('adds every field of a creation and removes every field of a removal', () => {
    expect(changedFields(null, { body: 'Called twice.' })).toEqual([
      { field: 'body', before: undefined, after: 'Called twice.', kind: 'added' },
    ])
    expect(changedFields({ body: 'Gone' }, null)).toEqual([
      { field: 'body', before: 'Gone', after: undefined, kind: 'removed' },
    ])
  })

  it('opens nested texts by language and keeps lists whole', () => {
    expect(
      changedFields(
        { title: { en: 'Hi', zh: '你好' }, roles: ['support'] },
        { title: { en: 'Hello', zh: '你好' }, roles: ['support', 'finance'] },
      ),
    ).toEqual([
      { field: 'title.en', before: 'Hi', after: 'Hello', kind: 'changed' },
      { field: 'roles', before: ['support'], after: ['support', 'finance'], kind: 'changed' },
    ])
  })

  it('tells a field that appeared or vanished in an edit', () => {
    expect(changedFields({ a: 1 }, { b: 2 })).toEqual([
      { field: 'a', before: 1, after: undefined, kind: 'removed' },
      { field: 'b', before: undefined, after: 2, kind: 'added' },
    ])
    expect(changedFields({ a: 1 }, { a: 1 })).toEqual([])
  })
})
