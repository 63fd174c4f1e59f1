import { type Money, money } from '../money/money'
import type { Card, Rank, Suit } from './cards'

/**
 * Bull Bull (niu-niu), the card room's table: five cards to the player's hand and five to the
 * banker's. A hand has a bull when three of its cards sum to a multiple of ten (ace 1, court cards
 * 10); its value is then the other two cards' sum, ten when it is a multiple of ten (bull bull).
 * The higher value wins; a tie goes to the higher top card (king high, then spades, hearts, clubs,
 * diamonds), then the next card. The player bets on the player's hand against the house's banker.
 */

/** A hand's value: 0 without a bull, 1 to 9 for bull 1 to bull 9, 10 for bull bull. */
export type BullValue = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10
export type BullBullOutcome = 'player' | 'banker' | 'push'
export type BullBullRound = {
  player: Card[]
  banker: Card[]
  playerValue: BullValue
  bankerValue: BullValue
  outcome: BullBullOutcome
}

const pointsOf = (rank: Rank) => Math.min(rank, 10)
/** Suits from the highest: spades, hearts, clubs, diamonds. */
const SUIT_ORDER: Readonly<Record<Suit, number>> = { spades: 3, hearts: 2, clubs: 1, diamonds: 0 }

/** The value of a five-card hand. */
export function bullValue(hand: readonly Card[]): BullValue {
  if (hand.length !== 5) throw new Error('A bull hand has five cards')
  const points = hand.map((card) => pointsOf(card.rank))
  const total = points.reduce((sum, value) => sum + value, 0)
  for (let a = 0; a < 5; a += 1) {
    for (let b = a + 1; b < 5; b += 1) {
      for (let c = b + 1; c < 5; c += 1) {
        // Any bull leaves the same two-card sum modulo ten: the hand's total less a multiple of ten.
        if (((points[a] as number) + (points[b] as number) + (points[c] as number)) % 10 === 0) {
          return (total % 10 === 0 ? 10 : total % 10) as BullValue
        }
      }
    }
  }
  return 0
}

const cardOrder = (card: Card) => card.rank * 4 + SUIT_ORDER[card.suit]
const byStrength = (hand: readonly Card[]) => hand.map(cardOrder).sort((x, y) => y - x)

/** The outcome of two hands: the higher value, else the higher cards one by one, else a push. */
export function compareBullHands(player: readonly Card[], banker: readonly Card[]): BullBullOutcome {
  const difference = bullValue(player) - bullValue(banker)
  if (difference !== 0) return difference > 0 ? 'player' : 'banker'
  const mine = byStrength(player)
  const theirs = byStrength(banker)
  for (let index = 0; index < 5; index += 1) {
    const step = (mine[index] as number) - (theirs[index] as number)
    if (step !== 0) return step > 0 ? 'player' : 'banker'
  }
  return 'push'
}

/** Deals a round from the top of a shoe, a card to each hand in turn. */
export function dealBullBull(shoe: readonly Card[]): BullBullRound {
  if (shoe.length < 10) throw new Error('The shoe ran out of cards')
  const player = [0, 2, 4, 6, 8].map((place) => shoe[place] as Card)
  const banker = [1, 3, 5, 7, 9].map((place) => shoe[place] as Card)
  return {
    player,
    banker,
    playerValue: bullValue(player),
    bankerValue: bullValue(banker),
    outcome: compareBullHands(player, banker),
  }
}

/**
 * What a bet on the player's hand returns, the stake included: the stake and 95% of it on a win (a
 * part of a micro-unit of commission is the house's), the stake on a push, nothing on a loss. Both
 * hands come from one shuffled shoe, so either wins as often: the house edge is the commission's
 * half, 2.5%.
 */
export function bullBullReturn(stake: Money, outcome: BullBullOutcome): Money {
  if (outcome === 'player') return money(stake + (stake * 95n) / 100n)
  return money(outcome === 'push' ? stake : 0n)
}
