import { fairShuffle, fairStream } from '../lottery/fair-draw'

/**
 * Playing cards for the house's table games. Every round deals from a freshly shuffled shoe of
 * eight decks, shuffled by the provably fair stream of the round's server seed, the player's seed
 * and the round's nonce, so a revealed seed replays the round's cards exactly.
 */

export const SUITS = ['spades', 'hearts', 'diamonds', 'clubs'] as const
export type Suit = (typeof SUITS)[number]
/** 1 is the ace, 11 to 13 the jack, queen and king. */
export type Rank = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13
export type Card = { rank: Rank; suit: Suit }

export const DECKS_PER_SHOE = 8
export const CARDS_PER_DECK = 52
export const SHOE_SIZE = DECKS_PER_SHOE * CARDS_PER_DECK

/** The card at a place in the shoe (1-based, 1..416): each deck in suit order, ace to king. */
export function cardAt(place: number): Card {
  if (!Number.isInteger(place) || place < 1 || place > SHOE_SIZE) throw new Error(`No card at ${place}`)
  const inDeck = (place - 1) % CARDS_PER_DECK
  return { rank: ((inDeck % 13) + 1) as Rank, suit: SUITS[Math.floor(inDeck / 13)] as Suit }
}

/** The first `count` cards of a round's shuffled shoe. */
export function fairDeal(serverSeed: string, clientSeed: string, nonce: number, count: number): Card[] {
  return fairShuffle(SHOE_SIZE, count, fairStream(serverSeed, clientSeed, nonce)).map(cardAt)
}
