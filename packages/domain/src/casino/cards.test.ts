import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { SEED } from '../lottery/fair-seeds.test-support'
import { CARDS_PER_DECK, cardAt, fairDeal, SHOE_SIZE } from './cards'

describe('the shoe', () => {
  it('holds each deck in suit order, ace to king', () => {
    expect(cardAt(1)).toEqual({ rank: 1, suit: 'spades' })
    expect(cardAt(13)).toEqual({ rank: 13, suit: 'spades' })
    expect(cardAt(14)).toEqual({ rank: 1, suit: 'hearts' })
    expect(cardAt(52)).toEqual({ rank: 13, suit: 'clubs' })
    expect(cardAt(53)).toEqual({ rank: 1, suit: 'spades' })
    expect(() => cardAt(SHOE_SIZE + 1)).toThrow('No card at 417')
  })

  it('holds every card eight times', () => {
    const counts = new Map<string, number>()
    for (let place = 1; place <= SHOE_SIZE; place += 1) {
      const { rank, suit } = cardAt(place)
      counts.set(`${rank}${suit}`, (counts.get(`${rank}${suit}`) ?? 0) + 1)
    }
    expect(counts.size).toBe(CARDS_PER_DECK)
    expect(new Set(counts.values())).toEqual(new Set([8]))
  })
})

describe('a fair deal', () => {
  it('replays from the seeds and the nonce, and differs with the nonce', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(), (clientSeed, nonce) => {
        expect(fairDeal(SEED, clientSeed, nonce, 6)).toEqual(fairDeal(SEED, clientSeed, nonce, 6))
      }),
      { numRuns: 100 },
    )
    const deals = new Set(
      Array.from({ length: 20 }, (_, nonce) => JSON.stringify(fairDeal(SEED, 'player', nonce, 6))),
    )
    expect(deals.size).toBe(20)
  })

  it('deals the first cards of the whole shuffle: a longer deal starts with the shorter one', () => {
    expect(fairDeal(SEED, 'player', 7, 6).slice(0, 2)).toEqual(fairDeal(SEED, 'player', 7, 2))
  })
})
