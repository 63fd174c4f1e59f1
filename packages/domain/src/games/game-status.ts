/** Availability of a game: Active 1, Disable 2 (listed but not playable), Hidden 3 (not listed). */
export const GAME_STATUS = { active: 1, disable: 2, hidden: 3 } as const
export type GameStatus = (typeof GAME_STATUS)[keyof typeof GAME_STATUS]

export const GAME_STATUSES: readonly GameStatus[] = Object.values(GAME_STATUS)

/** A game is visible unless it is hidden: `isVisibleStatus(2)` is true, a disabled game still shows. */
export function isVisibleStatus(status: GameStatus): boolean {
  return status !== GAME_STATUS.hidden
}

/** Only an active game can be played or bet on. */
export function isPlayableStatus(status: GameStatus): boolean {
  return status === GAME_STATUS.active
}
