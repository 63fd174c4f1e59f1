import type { Engine } from './engines'

/**
 * The games the studio deals, by the code the operator's catalogue lists them under, and the
 * engine each runs on: several names share an engine and differ in their art (hue and theme).
 */
export type StudioGame = { readonly engine: Engine; readonly hue: number }

export const STUDIO_GAMES: Readonly<Record<string, StudioGame>> = {
  'dragon-fortune': { engine: 'slot', hue: 8 },
  'lucky-koi': { engine: 'slot', hue: 24 },
  'golden-temple': { engine: 'slot', hue: 44 },
  'neon-fruits': { engine: 'slot', hue: 300 },
  'panda-feast': { engine: 'slot', hue: 140 },
  'jade-empress': { engine: 'slot', hue: 160 },
  'treasure-reef': { engine: 'slot', hue: 190 },
  'phoenix-rise': { engine: 'slot', hue: 16 },
  'mahjong-luck': { engine: 'slot', hue: 120 },
  'candy-cascade': { engine: 'slot', hue: 330 },
  'wild-bandit': { engine: 'slot', hue: 30 },
  'starlight-gems': { engine: 'slot', hue: 260 },
  'lantern-festival': { engine: 'slot', hue: 0 },
  'tiger-gold': { engine: 'slot', hue: 38 },
  'reef-hunter': { engine: 'slot', hue: 200 },
  'royal-baccarat': { engine: 'baccarat', hue: 150 },
  'spin-roulette': { engine: 'slot', hue: 350 },
  'ace-of-suns': { engine: 'dragonTiger', hue: 28 },
  'fortune-wheel': { engine: 'slot', hue: 50 },
  'ring-king': { engine: 'slot', hue: 220 },
  'deep-sea-catch': { engine: 'slot', hue: 210 },
  'golden-vault': { engine: 'slot', hue: 46 },
  'jungle-crown': { engine: 'slot', hue: 100 },
  'thunder-bison': { engine: 'slot', hue: 270 },
  'ark-treasure': { engine: 'slot', hue: 30 },
  'rainbow-riches': { engine: 'slot', hue: 280 },
  'dove-baccarat': { engine: 'baccarat', hue: 140 },
  'storm-dragon-tiger': { engine: 'dragonTiger', hue: 230 },
  // The card tables of the ky and ng families.
  'ky-baccarat': { engine: 'baccarat', hue: 150 },
  'ky-dragon-tiger': { engine: 'dragonTiger', hue: 0 },
  'ng-baccarat': { engine: 'baccarat', hue: 170 },
}

export function studioGame(code: string): StudioGame | undefined {
  return Object.hasOwn(STUDIO_GAMES, code) ? STUDIO_GAMES[code] : undefined
}
