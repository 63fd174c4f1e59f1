// The sports themselves, apart from their markets: the frame (routes, navigation) needs only these,
// and the market tables stay with the screens that price and settle.

/**
 * Sports with a bet slip of markets and parlays: JC soccer, JC basketball and BD (Beijing
 * single-match style). Cricket and 365sports have slips of their own and are not covered here.
 */
export const SPORTS_GAMES = ['soccer', 'basketball', 'bd'] as const
export type SportsGame = (typeof SPORTS_GAMES)[number]

/** The sport the slip opens on ("selectedGame (default soccer)"). */
export const DEFAULT_SPORTS_GAME: SportsGame = 'soccer'

/** Whether a text is a sports game with markets, e.g. `isSportsGame('bd')` is true and 'cricket' is not. */
export function isSportsGame(text: string): text is SportsGame {
  return (SPORTS_GAMES as readonly string[]).includes(text)
}
