import type { SettlementReason } from '@app/domain'

// Apart from the reasons' schemas: the web app loads these texts with its first screens, and a
// module of zod schemas would bring zod along.

/**
 * Every settlement reason and its English text. The web app translates `settlement.reasons.<CODE>`;
 * these texts are the source of those translations and the fallback. The placeholders are the
 * rules' own figures, which the web fills from the domain's settings: {{hours}} the postponement
 * that voids a match, {{factor}} BD's payout factor, {{rate}} and {{threshold}} the win tax,
 * {{ball}} the Mark Six push ball, {{percent}} the year-animal deduction and {{sum}} racing's
 * middle sum.
 */
export const SETTLEMENT_REASON_TEXTS: Readonly<Record<SettlementReason, string>> = {
  WON: 'Won: your picks came in.',
  PARTLY_WON: 'Partly won: some combinations won and the others lost.',
  LOST: 'Lost: the result went against your picks.',
  BET_VOID_REFUNDED: 'Every pick was void, so the whole stake was refunded.',
  MATCH_CANCELLED_VOID: 'A match was cancelled or abandoned: its picks count at odds 1.00.',
  MATCH_POSTPONED_VOID:
    'A match was postponed for more than {{hours}} hours: it is void and its picks count at odds 1.00.',
  VOID_COMBINATIONS_REFUNDED:
    'Combinations made only of void picks were cancelled and their stakes refunded.',
  BD_PAYOUT_FACTOR: 'Beijing single-match bets pay {{factor}} of stake × odds.',
  BONUS_CAPPED: 'A combination’s payout was capped at the maximum bonus for its number of matches.',
  WIN_TAX_WITHHELD: 'A {{rate}} tax was withheld because the payout is above {{threshold}}.',
  SUPER_OVER_DECIDED: 'The runs were level, so the super over decided the winner.',
  SPECIAL_49_TWO_SIDES_PUSH: 'The special number was {{ball}}: two-sides bets are returned.',
  SPECIAL_49_MERGE_ANIMAL_PUSH: 'The special number was {{ball}}: merged-animal bets are returned.',
  POSITION_49_TWO_SIDES_PUSH:
    'The number drawn at your position was {{ball}}: its two-sides bet is returned.',
  YEAR_ANIMAL_DEDUCTION:
    'A winning combination holds this year’s animal: {{percent}} of its prize is deducted.',
  RACE_SUM_11_PUSH:
    'The champion and runner-up sum was {{sum}}: bets on the sum’s big, small, odd and even are returned.',
  RACE_SUM_11_SMALL: 'The champion and runner-up sum was {{sum}}, which counts as small.',
}
