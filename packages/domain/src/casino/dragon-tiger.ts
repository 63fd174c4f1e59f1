import { type Money, money } from '../money/money'
import { type Card, DECKS_PER_SHOE } from './cards'

/**
 * Dragon-tiger: one card to the dragon, one to the tiger, the higher rank wins (ace low, king
 * high). Dragon and tiger pay 1:1 and lose half the stake on a tie; a tie pays 8:1.
 */

export const DRAGON_TIGER_BETS = ['dragon', 'tiger', 'tie'] as const
export type DragonTigerBet = (typeof DRAGON_TIGER_BETS)[number]
export type DragonTigerOutcome = DragonTigerBet

export type DragonTigerRound = { dragon: Card; tiger: Card; outcome: DragonTigerOutcome }

/** Deals a round from the top of a shoe: the dragon's card, then the tiger's. */
export function dealDragonTiger(shoe: readonly Card[]): DragonTigerRound {
  const [dragon, tiger] = shoe
  if (!dragon || !tiger) throw new Error('The shoe ran out of cards')
  const outcome = dragon.rank === tiger.rank ? 'tie' : dragon.rank > tiger.rank ? 'dragon' : 'tiger'
  return { dragon, tiger, outcome }
}

/**
 * What a bet returns, the stake included: twice the stake on a won dragon or tiger, nine times on
 * a won tie, half the stake (rounded down to the micro-unit) for a dragon or tiger bet on a tie.
 */
export function dragonTigerReturn(bet: DragonTigerBet, stake: Money, outcome: DragonTigerOutcome): Money {
  if (bet === outcome) return money(bet === 'tie' ? stake * 9n : stake * 2n)
  return money(outcome === 'tie' ? stake / 2n : 0n)
}

/** Each bet's exact house edge on a shoe of eight decks, as a fraction of its stake. */
export function dragonTigerHouseEdges(
  decks = DECKS_PER_SHOE,
): Record<DragonTigerBet, { numerator: bigint; denominator: bigint }> {
  const perRank = BigInt(4 * decks)
  const shoe = 13n * perRank
  const pairs = shoe * (shoe - 1n)
  const ties = 13n * perRank * (perRank - 1n)
  // Outside ties the two cards differ, and either side is as likely to hold the higher one.
  const dragonWins = (pairs - ties) / 2n
  // Dragon: +1 on a win, -1 on a loss, -1/2 on a tie; in halves of the stake over every pair.
  const sideEdge = { numerator: ties, denominator: 2n * pairs }
  return {
    dragon: sideEdge,
    tiger: sideEdge,
    tie: { numerator: 2n * dragonWins - 8n * ties, denominator: pairs },
  }
}
