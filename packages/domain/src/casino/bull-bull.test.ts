import { describe, expect, it } from 'vitest'
import { SEED } from '../lottery/fair-seeds.test-support'
import { moneyOf } from '../money/money'
import { bullBullReturn, bullValue, compareBullHands, dealBullBull } from './bull-bull'
import type { Card, Rank, Suit } from './cards'
import { fairDeal } from './cards'

const hand = (...cards: [Rank, Suit][]): Card[] => cards.map(([rank, suit]) => ({ rank, suit }))

describe('bullValue', () => {
  it('finds a bull in any three cards summing to ten, twenty or thirty', () => {
    // 3 + 7 + K = 20: a bull; 5 + 4 = 9 left.
    expect(bullValue(hand([3, 'spades'], [5, 'hearts'], [7, 'clubs'], [13, 'spades'], [4, 'diamonds']))).toBe(
      9,
    )
    // J + Q + K = 30; 10 + 10 left: bull bull.
    expect(
      bullValue(hand([11, 'spades'], [12, 'hearts'], [13, 'clubs'], [10, 'spades'], [10, 'diamonds'])),
    ).toBe(10)
    // 1 + 2 + 7 = 10; 6 + 8 = 14: bull 4.
    expect(bullValue(hand([1, 'spades'], [2, 'hearts'], [7, 'clubs'], [6, 'spades'], [8, 'diamonds']))).toBe(
      4,
    )
  })

  it('gives no bull when no three cards sum to a multiple of ten', () => {
    expect(bullValue(hand([1, 'spades'], [1, 'hearts'], [1, 'clubs'], [2, 'spades'], [4, 'diamonds']))).toBe(
      0,
    )
  })
})

describe('compareBullHands', () => {
  it('ranks by value, then by the highest cards, king and spades first', () => {
    const bull9 = hand([3, 'spades'], [5, 'hearts'], [7, 'clubs'], [13, 'spades'], [4, 'diamonds'])
    const noBull = hand([1, 'spades'], [1, 'hearts'], [1, 'clubs'], [2, 'spades'], [4, 'diamonds'])
    expect(compareBullHands(bull9, noBull)).toBe('player')
    expect(compareBullHands(noBull, bull9)).toBe('banker')
    const kingOfSpades = hand([13, 'spades'], [1, 'hearts'], [2, 'clubs'], [3, 'hearts'], [5, 'diamonds'])
    const kingOfHearts = hand([13, 'hearts'], [1, 'spades'], [2, 'hearts'], [3, 'clubs'], [5, 'clubs'])
    expect(bullValue(kingOfSpades)).toBe(bullValue(kingOfHearts))
    expect(compareBullHands(kingOfSpades, kingOfHearts)).toBe('player')
    expect(compareBullHands(kingOfSpades, kingOfSpades)).toBe('push')
  })
})

describe('a round of bull bull', () => {
  it('pays 0.95 to 1 on a win, returns the stake on a push, and nothing on a loss', () => {
    expect(bullBullReturn(moneyOf('10'), 'player')).toBe(moneyOf('19.5'))
    expect(bullBullReturn(moneyOf('0.000001'), 'player')).toBe(moneyOf('0.000001'))
    expect(bullBullReturn(moneyOf('10'), 'push')).toBe(moneyOf('10'))
    expect(bullBullReturn(moneyOf('10'), 'banker')).toBe(0n)
  })

  it('deals the player and the banker alike: over many seeded rounds each wins about half', () => {
    let playerWins = 0
    const rounds = 20_000
    for (let nonce = 0; nonce < rounds; nonce += 1) {
      const round = dealBullBull(fairDeal(SEED, 'bull', nonce, 10))
      expect(round.playerValue).toBe(bullValue(round.player))
      if (round.outcome === 'player') playerWins += 1
    }
    // The standard deviation of the share is 0.0035 here; 0.015 is over four of them.
    expect(Math.abs(playerWins / rounds - 0.5)).toBeLessThan(0.015)
  })
})
