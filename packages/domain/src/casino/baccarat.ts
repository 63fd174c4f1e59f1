import { type Money, money } from '../money/money'
import { type Card, DECKS_PER_SHOE, type Rank } from './cards'

/**
 * Punto banco: the player's and the banker's hands are dealt by fixed rules, nobody chooses. A bet
 * on the player pays 1:1, on the banker 1:1 less a 5% commission, on a tie 8:1; a tie returns bets
 * on the player and the banker.
 */

export const BACCARAT_BETS = ['player', 'banker', 'tie'] as const
export type BaccaratBet = (typeof BACCARAT_BETS)[number]
export type BaccaratOutcome = BaccaratBet

/** What a card counts: the ace one, two to nine their face, tens and faces nothing. */
export function baccaratValue(rank: Rank): number {
  return rank >= 10 ? 0 : rank
}

/** A hand's total: the last digit of its cards' sum. */
export function baccaratTotal(cards: readonly Card[]): number {
  return cards.reduce((sum, card) => sum + baccaratValue(card.rank), 0) % 10
}

/**
 * Whether the banker draws a third card, from the banker's two-card total and the player's third
 * card's value (null when the player stood).
 */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true
    case 3:
      return playerThird !== 8
    case 4:
      return playerThird >= 2 && playerThird <= 7
    case 5:
      return playerThird >= 4 && playerThird <= 7
    case 6:
      return playerThird === 6 || playerThird === 7
    default:
      return false
  }
}

export type BaccaratRound = {
  player: Card[]
  banker: Card[]
  playerTotal: number
  bankerTotal: number
  outcome: BaccaratOutcome
}

/**
 * Deals a round from the top of a shoe: player, banker, player, banker, then the third cards the
 * rules call for. A natural (8 or 9 on two cards) stops the deal; the player draws on 0 to 5; the
 * banker then follows `bankerDraws`. Uses at most six cards.
 */
export function dealBaccarat(shoe: readonly Card[]): BaccaratRound {
  let next = 0
  const take = () => {
    const card = shoe[next]
    if (!card) throw new Error('The shoe ran out of cards')
    next += 1
    return card
  }
  const player = [take()]
  const banker = [take()]
  player.push(take())
  banker.push(take())
  const isNatural = baccaratTotal(player) >= 8 || baccaratTotal(banker) >= 8
  if (!isNatural) {
    let playerThird: number | null = null
    if (baccaratTotal(player) <= 5) {
      const third = take()
      player.push(third)
      playerThird = baccaratValue(third.rank)
    }
    if (bankerDraws(baccaratTotal(banker), playerThird)) banker.push(take())
  }
  const playerTotal = baccaratTotal(player)
  const bankerTotal = baccaratTotal(banker)
  const outcome = playerTotal === bankerTotal ? 'tie' : playerTotal > bankerTotal ? 'player' : 'banker'
  return { player, banker, playerTotal, bankerTotal, outcome }
}

/**
 * What a bet returns, the stake included: twice the stake on a won player bet, the stake and 95%
 * of it on a won banker bet (a part of a micro-unit of commission is the house's), nine times the
 * stake on a won tie, the stake on a tie for a player or banker bet, nothing otherwise.
 */
export function baccaratReturn(bet: BaccaratBet, stake: Money, outcome: BaccaratOutcome): Money {
  if (bet === outcome) {
    if (bet === 'tie') return money(stake * 9n)
    if (bet === 'banker') return money(stake + (stake * 95n) / 100n)
    return money(stake * 2n)
  }
  return money(outcome === 'tie' ? stake : 0n)
}

/** Each bet's expected loss as a fraction of its stake: `{ numerator, denominator }` per bet. */
export type HouseEdges = Record<BaccaratBet, { numerator: bigint; denominator: bigint }>

/**
 * The exact house edge of each bet on a shoe of eight decks, from every way the cards can fall:
 * the deal is followed card by card, each card weighted by how many of its value are left in the
 * shoe, with no round left out.
 */
export function baccaratHouseEdges(decks = DECKS_PER_SHOE): HouseEdges {
  // Cards left of each value 0..9: tens and faces count 0, four ranks of four suits a deck.
  const left = Array.from({ length: 10 }, (_, value) => (value === 0 ? 16 : 4) * decks)
  let cardsLeft = 52 * decks
  // Every round is weighed over six cards drawn in order, so rounds that stop at four or five
  // cards stand for every way their unused cards could have fallen: the weights share one total.
  const roundsOf = (cardsUsed: number) => {
    let ways = 1
    for (let index = cardsUsed; index < 6; index += 1) ways *= cardsLeft - (index - cardsUsed)
    return ways
  }
  const wins = { player: 0, banker: 0, tie: 0 }
  const draw = (then: (value: number, ways: number) => void) => {
    left.forEach((count, value) => {
      if (count === 0) return
      left[value] = count - 1
      cardsLeft -= 1
      then(value, count)
      left[value] = count
      cardsLeft += 1
    })
  }
  const settle = (player: number, banker: number, ways: number, cardsUsed: number) => {
    const weight = ways * roundsOf(cardsUsed)
    if (player === banker) wins.tie += weight
    else if (player > banker) wins.player += weight
    else wins.banker += weight
  }
  draw((p1, w1) =>
    draw((b1, w2) =>
      draw((p2, w3) =>
        draw((b2, w4) => {
          const ways = w1 * w2 * w3 * w4
          const player = (p1 + p2) % 10
          const banker = (b1 + b2) % 10
          if (player >= 8 || banker >= 8) return settle(player, banker, ways, 4)
          if (player >= 6) {
            if (!bankerDraws(banker, null)) return settle(player, banker, ways, 4)
            return draw((b3, w5) => settle(player, (banker + b3) % 10, ways * w5, 5))
          }
          draw((p3, w5) => {
            const playerFinal = (player + p3) % 10
            if (!bankerDraws(banker, p3)) return settle(playerFinal, banker, ways * w5, 5)
            draw((b3, w6) => settle(playerFinal, (banker + b3) % 10, ways * w5 * w6, 6))
          })
        }),
      ),
    ),
  )
  const player = BigInt(wins.player)
  const banker = BigInt(wins.banker)
  const tie = BigInt(wins.tie)
  const total = player + banker + tie
  return {
    // A player bet loses to the banker's wins and wins the player's.
    player: { numerator: banker - player, denominator: total },
    // A banker bet wins 95% on the banker's wins: the edge in hundredths of the stake.
    banker: { numerator: 100n * player - 95n * banker, denominator: 100n * total },
    tie: { numerator: player + banker - 8n * tie, denominator: total },
  }
}
