import { describe, expect, it } from 'vitest'
import { GAME_SECTION_ROWS, gameCardsPerRow, normalizeGameType } from './game-types'

describe('normalizeGameType', () => {
  it.each([
    ['tada', 'tada'],
    ['pg', 'pg'],
    ['noah', 'noah'],
    ['NoAh', 'noah'],
    ['PG', 'tada'],
    ['casino', 'tada'],
    ['', 'tada'],
    [undefined, 'tada'],
  ])('reads %j as %s: tada and pg stay, noah in any case, the rest becomes tada', (text, type) => {
    expect(normalizeGameType(text)).toBe(type)
  })
})

describe('gameCardsPerRow', () => {
  it.each([
    [20, 3],
    [47.9, 3],
    [48, 6],
    [100, 6],
    [101, 9],
    [200, 9],
  ])('shows at %d rem %d cards per row', (width, cards) => {
    expect(gameCardsPerRow(width)).toBe(cards)
  })

  it('shows two rows before linking to the full list', () => {
    expect(GAME_SECTION_ROWS).toBe(2)
  })
})
