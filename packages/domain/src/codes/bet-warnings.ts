/**
 * Reasons a bet slip cannot be placed, as the spec names them. The web shows `t(code)` beside a
 * disabled button; the server answers the same code with 422.
 */
export const BET_WARNING_CODES = [
  'exceedsMaxBet',
  'belowMinBet',
  'disabledRegions',
  'insufficientAccountBalance',
  'belowLotteryGameMinBet',
  'exceedsLotteryGameMaxBet',
  'exceedsMaxMultiple',
  'belowMinMultiple',
  'exceedsMaxBonus',
  'belowMinBonus',
] as const
export type BetWarningCode = (typeof BET_WARNING_CODES)[number]

/** Reasons a zodiac or merged-animal pick count is refused. */
export const PICK_COUNT_WARNING_CODES = [
  'shouldSelectSix',
  'atLeastTwo',
  'mostNine',
  'atLeastOne',
  'mostFive',
  'atLeastCombinationLevel',
] as const
export type PickCountWarningCode = (typeof PICK_COUNT_WARNING_CODES)[number]
