import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { money, moneyOf } from '../money/money'
import {
  BACCARAT_BETS,
  baccaratHouseEdges,
  baccaratReturn,
  baccaratTotal,
  bankerDraws,
  dealBaccarat,
} from './baccarat'
import { type Card, fairDeal } from './cards'
import { asPercent } from './slot'

const card = (rank: Card['rank']): Card => ({ rank, suit: 'diamonds' })
const shoe = (...ranks: Card['rank'][]) => ranks.map(card)

describe('a hand', () => {
  it('counts the last digit of its sum, tens and faces as nothing', () => {
    expect(baccaratTotal(shoe(9, 8))).toBe(7)
    expect(baccaratTotal(shoe(13, 1))).toBe(1)
    expect(baccaratTotal(shoe(10, 11, 12))).toBe(0)
  })
})

describe('the banker', () => {
  // The printed tableau: for each banker total, the player's third cards on which the banker draws.
  const DRAWS_ON: Record<number, number[]> = {
    0: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    1: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    2: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    3: [0, 1, 2, 3, 4, 5, 6, 7, 9],
    4: [2, 3, 4, 5, 6, 7],
    5: [4, 5, 6, 7],
    6: [6, 7],
    7: [],
  }
  it('draws by the tableau when the player drew', () => {
    for (const [total, draws] of Object.entries(DRAWS_ON)) {
      for (let third = 0; third <= 9; third += 1) {
        expect(bankerDraws(Number(total), third), `banker ${total}, player's third ${third}`).toBe(
          draws.includes(third),
        )
      }
    }
  })

  it('draws on 0 to 5 when the player stood', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((total) => bankerDraws(total, null))).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      false,
      false,
    ])
  })
})

describe('a round', () => {
  it('stops at a natural', () => {
    const round = dealBaccarat(shoe(4, 2, 4, 3, 9, 9))
    expect(round).toMatchObject({ playerTotal: 8, bankerTotal: 5, outcome: 'player' })
    expect(round.player).toHaveLength(2)
    expect(round.banker).toHaveLength(2)
  })

  it('lets the player stand on 6 and the banker draw on 5', () => {
    const round = dealBaccarat(shoe(3, 2, 3, 3, 4))
    expect(round.player).toHaveLength(2)
    expect(round.banker.map((c) => c.rank)).toEqual([2, 3, 4])
    expect(round).toMatchObject({ playerTotal: 6, bankerTotal: 9, outcome: 'banker' })
  })

  it('has the banker on 6 stand when the player draws a 5', () => {
    const round = dealBaccarat(shoe(1, 3, 1, 3, 5, 9))
    expect(round.player.map((c) => c.rank)).toEqual([1, 1, 5])
    expect(round.banker).toHaveLength(2)
    expect(round).toMatchObject({ playerTotal: 7, bankerTotal: 6, outcome: 'player' })
  })

  it('ties when the totals match', () => {
    expect(dealBaccarat(shoe(10, 13, 7, 7)).outcome).toBe('tie')
  })

  it('uses four to six cards of any fair deal, and its totals are those of its hands', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(), (clientSeed, nonce) => {
        const round = dealBaccarat(fairDeal('00'.repeat(32), clientSeed, nonce, 6))
        const used = round.player.length + round.banker.length
        expect(used).toBeGreaterThanOrEqual(4)
        expect(used).toBeLessThanOrEqual(6)
        expect(round.playerTotal).toBe(baccaratTotal(round.player))
        expect(round.bankerTotal).toBe(baccaratTotal(round.banker))
      }),
      { numRuns: 300 },
    )
  })
})

describe('a bet', () => {
  it('pays 1:1 on the player, 0.95:1 on the banker, 8:1 on a tie, and pushes on a tie', () => {
    const stake = moneyOf('10')
    expect(baccaratReturn('player', stake, 'player')).toBe(moneyOf('20'))
    expect(baccaratReturn('banker', stake, 'banker')).toBe(moneyOf('19.5'))
    expect(baccaratReturn('tie', stake, 'tie')).toBe(moneyOf('90'))
    expect(baccaratReturn('banker', stake, 'tie')).toBe(stake)
    expect(baccaratReturn('player', stake, 'banker')).toBe(moneyOf('0'))
    expect(baccaratReturn('tie', stake, 'player')).toBe(moneyOf('0'))
  })

  it('keeps the part of a micro-unit of commission for the house', () => {
    expect(baccaratReturn('banker', money(1n), 'banker')).toBe(money(1n))
    expect(baccaratReturn('banker', money(21n), 'banker')).toBe(money(40n))
  })

  it('never returns more than nine stakes, nor less than nothing', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BACCARAT_BETS),
        fc.constantFrom(...BACCARAT_BETS),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        (bet, outcome, micro) => {
          const returned = baccaratReturn(bet, money(micro), outcome)
          expect(returned).toBeGreaterThanOrEqual(0n)
          expect(returned).toBeLessThanOrEqual(micro * 9n)
        },
      ),
    )
  })
})

describe('the house edge on eight decks', () => {
  // The published figures for punto banco on eight decks: banker 1.06% (5% commission),
  // player 1.24%, tie at 8:1 14.36%. They follow only from the right drawing rules.
  it('is 1.06% on the banker, 1.24% on the player and 14.36% on the tie', () => {
    const edges = baccaratHouseEdges()
    expect(asPercent(edges.banker)).toBe('1.06')
    expect(asPercent(edges.player)).toBe('1.24')
    expect(asPercent(edges.tie)).toBe('14.36')
  })
})
