import { describe, expect, it } from 'vitest'
import {
  CATALOGUE_PROVIDERS,
  GAME_SECTION_ROWS,
  gameCardsPerRow,
  isCatalogueProvider,
  normalizeGameType,
} from './game-types'
import { isGameKey } from './games'

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

describe('CATALOGUE_PROVIDERS', () => {
  it('names games of the catalogue whose lobby type survives normalisation', () => {
    for (const [key, type] of Object.entries(CATALOGUE_PROVIDERS)) {
      expect(isGameKey(key)).toBe(true)
      expect(normalizeGameType(type)).toBe(type)
      expect(isCatalogueProvider(key)).toBe(true)
    }
    expect(isCatalogueProvider('soccer')).toBe(false)
    expect(isCatalogueProvider('toString')).toBe(false)
  })
})
