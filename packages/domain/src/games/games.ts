/**
 * The spec's numeric game ids. The spec leaves 16, 17, 21 and 23-26 unnamed; ten-car racing
 * (pk10) takes 16 and airship 17, inside the lottery range.
 */
export const GAME_ID = {
  soccer: 10,
  basketball: 11,
  bd: 12,
  hkmarksix: 13,
  ammarksix: 14,
  newammarksix: 15,
  pk10: 16,
  airship: 17,
  gallopingmarksix: 18,
  sgnmarksix: 19,
  twnmarksix: 20,
  pgGames: 22,
  tadaGames: 27,
  noah: 28,
} as const

export type GameKey = keyof typeof GAME_ID
export type GameId = (typeof GAME_ID)[GameKey]

export const GAME_KEYS = Object.keys(GAME_ID) as readonly GameKey[]

/** The fixed order in which games are listed everywhere (navigation, home, stored lists). */
export const GAME_ORDER: readonly GameId[] = [
  GAME_ID.soccer,
  GAME_ID.basketball,
  GAME_ID.bd,
  GAME_ID.hkmarksix,
  GAME_ID.ammarksix,
  GAME_ID.newammarksix,
  GAME_ID.twnmarksix,
  GAME_ID.sgnmarksix,
  GAME_ID.gallopingmarksix,
  GAME_ID.pk10,
  GAME_ID.airship,
  GAME_ID.pgGames,
  GAME_ID.tadaGames,
  GAME_ID.noah,
]

export const GAME_CATEGORIES = ['sports', 'lottery', 'games'] as const
export type GameCategory = (typeof GAME_CATEGORIES)[number]

/** Product sections named by the spec; pk10 (ten-car racing and airship) has no game id of its own. */
export const PRODUCT_CATEGORIES = ['sports', 'lottery', 'pk10', 'games'] as const
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number]

/**
 * Category of a game by the spec's id ranges: up to 12 sports, 13 to 20 lottery, 21 to 28 games,
 * e.g. `gameCategory(13)` is 'lottery'. Returns undefined outside those ranges.
 */
export function gameCategory(id: number): GameCategory | undefined {
  if (!Number.isInteger(id) || id < 1) return undefined
  if (id <= 12) return 'sports'
  if (id <= 20) return 'lottery'
  if (id <= 28) return 'games'
  return undefined
}

const KEY_BY_ID = new Map<number, GameKey>(GAME_KEYS.map((key) => [GAME_ID[key], key]))

/** The key of a known game id, e.g. `gameKeyOf(22)` is 'pgGames'; undefined for an unknown id. */
export function gameKeyOf(id: number): GameKey | undefined {
  return KEY_BY_ID.get(id)
}

/** Whether a text is one of the spec's game keys, e.g. 'soccer'. */
export function isGameKey(text: string): text is GameKey {
  return Object.hasOwn(GAME_ID, text)
}

/** Sorts games into the fixed game order; unknown ids go last in id order. */
export function sortByGameOrder<T extends { readonly game_id: number }>(games: readonly T[]): T[] {
  const rank = (id: number) => {
    const index = GAME_ORDER.indexOf(id as GameId)
    return index === -1 ? GAME_ORDER.length + id : index
  }
  return [...games].sort((a, b) => rank(a.game_id) - rank(b.game_id))
}

export const SPORT_KEYS = ['soccer', 'basketball', 'bd', 'cricket', '365sports'] as const
export type SportKey = (typeof SPORT_KEYS)[number]

export const LOTTERY_KEYS = [
  'ammarksix',
  'gallopingmarksix',
  'hkmarksix',
  'newammarksix',
  'sgnmarksix',
  'twnmarksix',
] as const
export type LotteryKey = (typeof LOTTERY_KEYS)[number]

/** The ten-car racing games (the spec's lottery sub-sections racing and airship). */
export const RACE_KEYS = ['pk10', 'airship'] as const
export type RaceKey = (typeof RACE_KEYS)[number]
