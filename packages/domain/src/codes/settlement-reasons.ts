/**
 * Why a settled bet ended as it did: the plain outcomes, then one code per settlement rule that
 * decides an outcome or changes an amount. The settlement functions answer them beside the
 * amounts (settleSportsBet, settleSelection, settleRaceSelection, settleCricketSelection), the
 * server stores them with the bet, and the web shows each as a sentence in the player's language.
 *
 * | code                         | rule                                                                 |
 * | ---------------------------- | -------------------------------------------------------------------- |
 * | WON                          | every combination (or the selection) that could win, won             |
 * | PARTLY_WON                   | some combinations won, others lost                                   |
 * | LOST                         | nothing won                                                          |
 * | BET_VOID_REFUNDED            | every leg void: the whole stake comes back                           |
 * | MATCH_CANCELLED_VOID         | a cancelled or abandoned match: its picks count at odds 1.00          |
 * | MATCH_POSTPONED_VOID         | a match postponed over 36 hours: void, its picks count at 1.00        |
 * | VOID_COMBINATIONS_REFUNDED   | combinations of void legs only refund their stake (no factor, no cap) |
 * | BD_PAYOUT_FACTOR             | BD pays 0.65 of stake × odds                                         |
 * | BONUS_CAPPED                 | a combination's payout cut to the cap of its number of legs          |
 * | WIN_TAX_WITHHELD             | 20% of a payout above 20,000 USDT withheld                           |
 * | SUPER_OVER_DECIDED           | cricket winner: level runs, the super over decided                   |
 * | SPECIAL_49_TWO_SIDES_PUSH    | Mark Six special 49: two-sides bets return the stake                 |
 * | SPECIAL_49_MERGE_ANIMAL_PUSH | Mark Six special 49: merged-animal bets return the stake             |
 * | POSITION_49_TWO_SIDES_PUSH   | Mark Six 49 at a bet's position: its two-sides bet returns the stake |
 * | YEAR_ANIMAL_DEDUCTION        | combination zodiacs: a win with the year's animal pays 85%           |
 * | RACE_SUM_11_PUSH             | racing: sum 11 returns the sum's side bets (house setting)           |
 * | RACE_SUM_11_SMALL            | racing: sum 11 counts as small                                       |
 */
export const SETTLEMENT_REASONS = [
  'WON',
  'PARTLY_WON',
  'LOST',
  'BET_VOID_REFUNDED',
  'MATCH_CANCELLED_VOID',
  'MATCH_POSTPONED_VOID',
  'VOID_COMBINATIONS_REFUNDED',
  'BD_PAYOUT_FACTOR',
  'BONUS_CAPPED',
  'WIN_TAX_WITHHELD',
  'SUPER_OVER_DECIDED',
  'SPECIAL_49_TWO_SIDES_PUSH',
  'SPECIAL_49_MERGE_ANIMAL_PUSH',
  'POSITION_49_TWO_SIDES_PUSH',
  'YEAR_ANIMAL_DEDUCTION',
  'RACE_SUM_11_PUSH',
  'RACE_SUM_11_SMALL',
] as const
export type SettlementReason = (typeof SETTLEMENT_REASONS)[number]

/** Whether a text is a settlement reason code, e.g. `isSettlementReason('LOST')` is true. */
export function isSettlementReason(text: string): text is SettlementReason {
  return (SETTLEMENT_REASONS as readonly string[]).includes(text)
}

/**
 * The known reason codes of a stored list, e.g. a jsonb column read back: anything else (a code a
 * later build wrote, a malformed value) is left out rather than shown, e.g. ['WON', 'NEW'] gives
 * ['WON'] and null gives [].
 */
export function settlementReasonsOf(stored: unknown): SettlementReason[] {
  if (!Array.isArray(stored)) return []
  return stored.filter(
    (code): code is SettlementReason => typeof code === 'string' && isSettlementReason(code),
  )
}

/**
 * Reasons once each, in SETTLEMENT_REASONS order (the outcome first, then the rules), so equal
 * settlements store equal lists, e.g. ['BONUS_CAPPED', 'WON', 'WON'] gives ['WON', 'BONUS_CAPPED'].
 */
export function inReasonOrder(reasons: Iterable<SettlementReason>): SettlementReason[] {
  const found = new Set(reasons)
  return SETTLEMENT_REASONS.filter((reason) => found.has(reason))
}

/** Why a match is void: cancelled (or abandoned), or postponed over 36 hours. */
export type VoidCause = 'cancelled' | 'postponed'

/** The reason a void match gives its legs, e.g. 'postponed' is MATCH_POSTPONED_VOID. */
export function voidReasonOf(cause: VoidCause | undefined): SettlementReason {
  // A void result without a known cause reads as a cancellation, the rule's plain case.
  return cause === 'postponed' ? 'MATCH_POSTPONED_VOID' : 'MATCH_CANCELLED_VOID'
}
