import { describe, expect, it } from 'vitest'
import { nestsDeeperThan } from './json-body'

describe('nestsDeeperThan', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(nestsDeeperThan('{"a":[{"b":[]}]}', 4)).toBe(false)
    expect(nestsDeeperThan('{"a":[{"b":[[]]}]}', 4)).toBe(true)
    expect(nestsDeeperThan(JSON.stringify({ text: '[[[[[[[[{{{{{{' }), 1)).toBe(false)
    expect(nestsDeeperThan(JSON.stringify({ text: 'a quote \\" then [[[[' }), 1)).toBe(false)
  })

  it('finds 20,000 levels without recursion', () => {
    expect(nestsDeeperThan('['.repeat(20_000) + ']'.repeat(20_000), 32)).toBe(true)
  })
})
