/**
 * What moved a player's money, by the numeric kind of the account change log. 34 (Recharge) and
 * 50 (Withdraw) are the spec's; the others name the rest of the wallet's movements.
 */
export const CHANGE_LOG_KINDS = {
  sportsBet: 10,
  sportsPayout: 11,
  /** A settled bet's payout changed by a voided or corrected match: credited, or taken back. */
  sportsResettlement: 12,
  lotteryBet: 20,
  lotteryPayout: 21,
  lotteryRefund: 22,
  casinoBet: 30,
  casinoPayout: 31,
  casinoRefund: 32,
  recharge: 34,
  gameTransferIn: 36,
  gameTransferOut: 37,
  gameTransferRefund: 38,
  withdraw: 50,
  withdrawRefund: 51,
  checkInReward: 60,
  bonus: 61,
  adjustment: 70,
} as const
export type ChangeLogKindName = keyof typeof CHANGE_LOG_KINDS
export type ChangeLogKindCode = (typeof CHANGE_LOG_KINDS)[ChangeLogKindName]

export function isChangeLogKindCode(code: number): code is ChangeLogKindCode {
  return (Object.values(CHANGE_LOG_KINDS) as number[]).includes(code)
}

/** The change-log kind of a code, e.g. `changeLogKindName(34)` is 'recharge'. */
export function changeLogKindName(code: ChangeLogKindCode): ChangeLogKindName {
  const entry = Object.entries(CHANGE_LOG_KINDS).find(([, value]) => value === code)
  if (!entry) throw new Error(`Unknown change-log kind ${code}`)
  return entry[0] as ChangeLogKindName
}
