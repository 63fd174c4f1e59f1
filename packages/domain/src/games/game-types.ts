/** Third-party game lobbies reachable at /game/{type}. */
export const GAME_TYPES = ['tada', 'pg', 'noah'] as const
export type GameType = (typeof GAME_TYPES)[number]

/**
 * The spec's rule for the game-type route parameter: 'tada' and 'pg' stay, 'noah' in any case is
 * noah, anything else becomes tada. `normalizeGameType('NOAH')` is 'noah'.
 */
export function normalizeGameType(text: string | undefined): GameType {
  if (text === 'tada' || text === 'pg') return text
  if (text?.toLowerCase() === 'noah') return 'noah'
  return 'tada'
}

/**
 * The providers whose catalogue of games the product lists (home sections, lobbies), by game
 * key, with the game type of their lobby and game routes: pgGames is /game/pg.
 */
export const CATALOGUE_PROVIDERS = {
  pgGames: 'pg',
  tadaGames: 'tada',
  noah: 'noah',
} as const satisfies Record<string, GameType>
export type CatalogueProvider = keyof typeof CATALOGUE_PROVIDERS

export function isCatalogueProvider(key: string): key is CatalogueProvider {
  return Object.hasOwn(CATALOGUE_PROVIDERS, key)
}

/** Game cards shown per row on the home page and lobbies. */
export type CardsPerRow = 3 | 6 | 9

/**
 * Cards per row by the available width in rem: 48 or more gives 6, 101 or more gives 9, else 3.
 * `gameCardsPerRow(80)` is 6.
 */
export function gameCardsPerRow(widthRem: number): CardsPerRow {
  if (widthRem >= 101) return 9
  if (widthRem >= 48) return 6
  return 3
}

/** Rows of game cards a section shows before it links to the full list. */
export const GAME_SECTION_ROWS = 2
