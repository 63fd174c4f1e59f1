import { describe, expect, it } from 'vitest'
import {
  CHANGE_LOG_KINDS,
  type ChangeLogKindCode,
  changeLogKindName,
  isChangeLogKindCode,
} from './entry-kinds'

const names = Object.keys(CHANGE_LOG_KINDS) as (keyof typeof CHANGE_LOG_KINDS)[]

describe('change-log kinds', () => {
  it.each([
    [34, 'recharge'],
    [50, 'withdraw'],
  ])("keeps the spec's code %i for %s", (code, name) => {
    expect(isChangeLogKindCode(code)).toBe(true)
    expect(changeLogKindName(code as ChangeLogKindCode)).toBe(name)
  })

  it.each(names)('reads the code of %s back to its name', (name) => {
    const code = CHANGE_LOG_KINDS[name]
    expect(isChangeLogKindCode(code)).toBe(true)
    expect(changeLogKindName(code)).toBe(name)
  })

  it('gives every kind its own code', () => {
    expect(new Set(Object.values(CHANGE_LOG_KINDS)).size).toBe(names.length)
  })

  it.each([[0], [33], [35], [-34], [34.5]])('does not know the code %s', (code) => {
    expect(isChangeLogKindCode(code)).toBe(false)
  })

  it('has no name for a code that is not a kind', () => {
    expect(() => changeLogKindName(35 as ChangeLogKindCode)).toThrow()
  })
})
