import { describe, expect, it } from 'vitest'
import { fullPagePaging, nextPageStart } from './paging'

describe('nextPageStart', () => {
  it.each([
    ['the next page starts after the rows loaded', { list: [1, 2], total: 5 }, 0, 2],
    ['the last page ends the list', { list: [1], total: 5 }, 4, undefined],
    ['an empty page ends the list', { list: [], total: 5 }, 2, undefined],
  ])('%s', (_rule, page, start, next) => {
    expect(nextPageStart(page, start)).toBe(next)
  })
})

describe('fullPagePaging', () => {
  it('asks for the next page after a full one and stops after a shorter one', () => {
    const { getNextPageParam } = fullPagePaging(3)
    expect(getNextPageParam([1, 2, 3], [], 6)).toBe(9)
    expect(getNextPageParam([1, 2], [], 9)).toBeUndefined()
    expect(getNextPageParam([], [], 0)).toBeUndefined()
  })
})
