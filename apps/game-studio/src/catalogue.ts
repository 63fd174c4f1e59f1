import type { Engine } from './engines'

/**
 * The games the studio deals, by the code the operator's catalogue lists them under, and the
 * engine each runs on: several names share an engine and differ in their art (hue and theme).
 */
export type StudioGame = { readonly engine: Engine; readonly hue: number; readonly family: Family }

/** The dialects the studio answers in; each offers its own games (pg2 offers pg's). */
export type Family = 'pg' | 'tada' | 'noah' | 'ky' | 'ng'

export const STUDIO_GAMES: Readonly<Record<string, StudioGame>> = {
  'dragon-fortune': { engine: 'slot', hue: 8, family: 'pg' },
  'lucky-koi': { engine: 'slot', hue: 24, family: 'pg' },
  'golden-temple': { engine: 'slot', hue: 44, family: 'pg' },
  'neon-fruits': { engine: 'slot', hue: 300, family: 'pg' },
  'panda-feast': { engine: 'slot', hue: 140, family: 'pg' },
  'jade-empress': { engine: 'slot', hue: 160, family: 'pg' },
  'treasure-reef': { engine: 'slot', hue: 190, family: 'pg' },
  'phoenix-rise': { engine: 'slot', hue: 16, family: 'pg' },
  'mahjong-luck': { engine: 'slot', hue: 120, family: 'pg' },
  'candy-cascade': { engine: 'slot', hue: 330, family: 'pg' },
  'wild-bandit': { engine: 'slot', hue: 30, family: 'pg' },
  'starlight-gems': { engine: 'slot', hue: 260, family: 'pg' },
  'lantern-festival': { engine: 'slot', hue: 0, family: 'pg' },
  'tiger-gold': { engine: 'slot', hue: 38, family: 'pg' },
  'reef-hunter': { engine: 'slot', hue: 200, family: 'tada' },
  'royal-baccarat': { engine: 'baccarat', hue: 150, family: 'tada' },
  'spin-roulette': { engine: 'slot', hue: 350, family: 'tada' },
  'ace-of-suns': { engine: 'dragonTiger', hue: 28, family: 'tada' },
  'fortune-wheel': { engine: 'slot', hue: 50, family: 'tada' },
  'ring-king': { engine: 'slot', hue: 220, family: 'tada' },
  'deep-sea-catch': { engine: 'slot', hue: 210, family: 'tada' },
  'golden-vault': { engine: 'slot', hue: 46, family: 'tada' },
  'jungle-crown': { engine: 'slot', hue: 100, family: 'tada' },
  'thunder-bison': { engine: 'slot', hue: 270, family: 'tada' },
  'ark-treasure': { engine: 'slot', hue: 30, family: 'noah' },
  'rainbow-riches': { engine: 'slot', hue: 280, family: 'noah' },
  'dove-baccarat': { engine: 'baccarat', hue: 140, family: 'noah' },
  'storm-dragon-tiger': { engine: 'dragonTiger', hue: 230, family: 'noah' },
  // The card tables of the ky and ng families.
  'ky-baccarat': { engine: 'baccarat', hue: 150, family: 'ky' },
  'ky-bull-bull': { engine: 'bullBull', hue: 20, family: 'ky' },
  'ky-dragon-tiger': { engine: 'dragonTiger', hue: 0, family: 'ky' },
  'ng-baccarat': { engine: 'baccarat', hue: 170, family: 'ng' },
}

/** A game of one of the studio's dialects (pg2 offers pg's games), or undefined. */
export function studioGame(code: string, family?: string): StudioGame | undefined {
  const game = Object.hasOwn(STUDIO_GAMES, code) ? STUDIO_GAMES[code] : undefined
  if (!game || family === undefined) return game
  return game.family === (family === 'pg2' ? 'pg' : family) ? game : undefined
}

/** The codes of the games a dialect offers. */
export function familyGames(family: string): string[] {
  return Object.keys(STUDIO_GAMES).filter((code) => studioGame(code, family) !== undefined)
}
