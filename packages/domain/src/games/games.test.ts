import { describe, expect, it } from 'vitest'
import { GAME_STATUS, isPlayableStatus, isVisibleStatus } from './game-status'
import { GAME_ID, GAME_KEYS, GAME_ORDER, gameCategory, gameKeyOf, isGameKey, sortByGameOrder } from './games'

describe('game catalogue', () => {
  it.each([
    [10, 'sports'],
    [12, 'sports'],
    [13, 'lottery'],
    [20, 'lottery'],
    [22, 'games'],
    [28, 'games'],
  ])('id %d belongs to %s by the spec ranges', (id, category) => {
    expect(gameCategory(id)).toBe(category)
  })

  it.each([[0], [29], [-3], [12.5]])('id %d has no category', (id) => {
    expect(gameCategory(id)).toBeUndefined()
  })

  it('lists every known game exactly once in the fixed order', () => {
    expect([...GAME_ORDER].sort()).toEqual(GAME_KEYS.map((key) => GAME_ID[key]).sort())
  })

  it('maps ids and keys both ways', () => {
    for (const key of GAME_KEYS) expect(gameKeyOf(GAME_ID[key])).toBe(key)
    expect(gameKeyOf(16)).toBe('pk10')
    expect(gameKeyOf(21)).toBeUndefined()
    expect(isGameKey('noah')).toBe(true)
    expect(isGameKey('toString')).toBe(false)
  })

  it('sorts by the fixed order with unknown ids last', () => {
    const sorted = sortByGameOrder([{ game_id: 99 }, { game_id: 22 }, { game_id: 20 }, { game_id: 10 }])
    expect(sorted.map((game) => game.game_id)).toEqual([10, 20, 22, 99])
  })
})

describe('game status', () => {
  it('a disabled game stays visible but cannot be played', () => {
    expect(isVisibleStatus(GAME_STATUS.disable)).toBe(true)
    expect(isPlayableStatus(GAME_STATUS.disable)).toBe(false)
  })

  it('a hidden game is dropped from the visible list', () => {
    expect(isVisibleStatus(GAME_STATUS.hidden)).toBe(false)
  })
})
