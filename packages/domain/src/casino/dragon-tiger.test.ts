import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { money, moneyOf } from '../money/money'
import type { Card } from './cards'
import { DRAGON_TIGER_BETS, dealDragonTiger, dragonTigerHouseEdges, dragonTigerReturn } from './dragon-tiger'
import { asPercent } from './slot'

const card = (rank: Card['rank']): Card => ({ rank, suit: 'hearts' })

describe('a dragon-tiger round', () => {
  it('goes to the higher rank, ace low and king high', () => {
    expect(dealDragonTiger([card(13), card(12)]).outcome).toBe('dragon')
    expect(dealDragonTiger([card(1), card(2)]).outcome).toBe('tiger')
    expect(dealDragonTiger([card(7), { rank: 7, suit: 'spades' }]).outcome).toBe('tie')
  })

  it('pays 1:1, 8:1 on a tie, and takes half a dragon or tiger stake on a tie', () => {
    const stake = moneyOf('10')
    expect(dragonTigerReturn('dragon', stake, 'dragon')).toBe(moneyOf('20'))
    expect(dragonTigerReturn('dragon', stake, 'tiger')).toBe(moneyOf('0'))
    expect(dragonTigerReturn('tiger', stake, 'tie')).toBe(moneyOf('5'))
    expect(dragonTigerReturn('tie', stake, 'tie')).toBe(moneyOf('90'))
    expect(dragonTigerReturn('tie', stake, 'dragon')).toBe(moneyOf('0'))
    expect(dragonTigerReturn('dragon', money(3n), 'tie')).toBe(money(1n))
  })

  it('never returns more than nine stakes', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...DRAGON_TIGER_BETS),
        fc.constantFrom(...DRAGON_TIGER_BETS),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        (bet, outcome, micro) => {
          const returned = dragonTigerReturn(bet, money(micro), outcome)
          expect(returned).toBeGreaterThanOrEqual(0n)
          expect(returned).toBeLessThanOrEqual(micro * 9n)
        },
      ),
    )
  })
})

describe('the house edge on eight decks', () => {
  // Published figures: 3.73% on dragon or tiger with half lost on a tie, 32.77% on a tie at 8:1.
  it('is 3.73% on dragon and tiger and 32.77% on the tie', () => {
    const edges = dragonTigerHouseEdges()
    expect(asPercent(edges.dragon)).toBe('3.73')
    expect(asPercent(edges.tiger)).toBe('3.73')
    expect(asPercent(edges.tie)).toBe('32.77')
  })
})
