/** Status of a sports or lottery bet as stored and sent: pending 1, settled 16, cancelled 32. */
export const BET_STATUS = { pending: 1, settled: 16, cancelled: 32 } as const
export type BetStatus = (typeof BET_STATUS)[keyof typeof BET_STATUS]

/** The second status set the spec uses for third-party game bets: pending 0, settled 2. */
export const GAME_BET_STATUS = { pending: 0, settled: 2 } as const
export type GameBetStatus = (typeof GAME_BET_STATUS)[keyof typeof GAME_BET_STATUS]

export type BetOutcomeLabel = 'PENDING' | 'CANCELED' | 'WIN' | 'LOSS'

/**
 * Label of one combination of a bet: PENDING and CANCELED follow the bet; a settled combination
 * is a WIN when its bonus is above 0, otherwise a LOSS. `betOutcomeLabel(16, 0n)` is 'LOSS'.
 */
export function betOutcomeLabel(status: BetStatus, combinationBonus: bigint): BetOutcomeLabel {
  if (status === BET_STATUS.pending) return 'PENDING'
  if (status === BET_STATUS.cancelled) return 'CANCELED'
  return combinationBonus > 0n ? 'WIN' : 'LOSS'
}

/**
 * Status of a lottery or ten-car draw: open for bets, closed (betting over, waiting for the
 * result), settled (drawn and every bet paid), canceled (every bet refunded).
 */
export const DRAW_STATUS = { open: 1, closed: 2, settled: 3, canceled: 4 } as const
export type DrawStatus = (typeof DRAW_STATUS)[keyof typeof DRAW_STATUS]

/**
 * Status of a sports match: open for bets until kick-off, closed (in play), finished (result in),
 * postponed (void once 36 hours past its kick-off), cancelled (void).
 */
export const MATCH_STATUS = { open: 1, closed: 2, finished: 3, postponed: 4, cancelled: 5 } as const
export type MatchStatus = (typeof MATCH_STATUS)[keyof typeof MATCH_STATUS]
