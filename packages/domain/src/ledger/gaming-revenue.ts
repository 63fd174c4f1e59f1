import { type Money, money } from '../money/money'

/**
 * What a ledger entry kind means to the operator's revenue reports, judged by the player's cash
 * posting of the entry: a stake takes it (turnover), a payout gives winnings back (a
 * resettlement's may be negative, a clawback), a refund returns a void or cancelled stake (and
 * so takes it out of turnover). Kinds not listed here are no bets (deposits, withdrawals,
 * transfers to a provider's own wallet, adjustments, rewards).
 */
export const GAMING_ENTRY_KINDS = {
  sportsBet: 'stake',
  lotteryBet: 'stake',
  casinoBet: 'stake',
  sportsPayout: 'payout',
  sportsResettlement: 'payout',
  lotteryPayout: 'payout',
  casinoPayout: 'payout',
  lotteryRefund: 'refund',
  casinoRefund: 'refund',
} as const satisfies Record<string, 'stake' | 'payout' | 'refund'>
export type GamingEntryKind = keyof typeof GAMING_ENTRY_KINDS
export type GamingEntryRole = (typeof GAMING_ENTRY_KINDS)[GamingEntryKind]

export function isGamingEntryKind(kind: string): kind is GamingEntryKind {
  return Object.hasOwn(GAMING_ENTRY_KINDS, kind)
}

/** Cash moved per kind of game entry: stakes taken, winnings paid, stakes refunded (all positive when money flows as named). */
export type GamingFlows = { stakes: Money; payouts: Money; refunds: Money }

/** One period's revenue figures, in micro-USDT; holdBasisPoints is null without turnover. */
export type GamingRevenue = {
  turnover: Money
  payouts: Money
  grossGamingRevenue: Money
  bonusCost: Money
  netGamingRevenue: Money
  /** GGR / turnover in hundredths of a percent (1234 is 12.34 %), or null when nothing was staked. */
  holdBasisPoints: bigint | null
}

/**
 * The figures of a period: turnover is the stakes less those refunded, GGR = turnover − payouts,
 * NGR = GGR − bonus cost (no gaming taxes are configured), hold = GGR / turnover. E.g. stakes
 * 100, payouts 80 and bonus cost 5 give GGR 20, NGR 15 and a hold of 20.00 %.
 */
export function gamingRevenue(flows: GamingFlows, bonusCost: Money): GamingRevenue {
  const turnover = money(flows.stakes - flows.refunds)
  const grossGamingRevenue = money(turnover - flows.payouts)
  return {
    turnover,
    payouts: flows.payouts,
    grossGamingRevenue,
    bonusCost,
    netGamingRevenue: money(grossGamingRevenue - bonusCost),
    holdBasisPoints:
      turnover === 0n ? null : divideRoundingHalfAwayFromZero(grossGamingRevenue * 10_000n, turnover),
  }
}

/**
 * Divides to the nearest integer, halves away from zero (the usual rounding of a shown
 * percentage, so +x and -x show the same magnitude), e.g. 5 / 2 is 3 and -5 / 2 is -3.
 */
function divideRoundingHalfAwayFromZero(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n
  const absoluteNumerator = numerator < 0n ? -numerator : numerator
  const absoluteDenominator = denominator < 0n ? -denominator : denominator
  const quotient = (absoluteNumerator * 2n + absoluteDenominator) / (absoluteDenominator * 2n)
  return negative ? -quotient : quotient
}

/** Hundredths of a percent as a percentage with two decimals, e.g. 1234n is "12.34" and -5n is "-0.05". */
export function formatBasisPoints(basisPoints: bigint): string {
  const negative = basisPoints < 0n
  const magnitude = negative ? -basisPoints : basisPoints
  return `${negative ? '-' : ''}${magnitude / 100n}.${(magnitude % 100n).toString().padStart(2, '0')}`
}
