import {
  BACCARAT_BETS,
  type BaccaratBet,
  baccaratReturn,
  bullBullReturn,
  CASINO_ENGINES,
  DRAGON_TIGER_BETS,
  type DragonTigerBet,
  dealRound,
  dragonTigerReturn,
  evaluateSpin,
  HOUSE_SLOT,
  type Money,
  money,
  parseMoney,
  toDecimalString,
} from '@app/domain'
import { z } from 'zod'

/**
 * The studio's game engines over the domain's house maths: each turns a player's bet and a fair
 * seed triple into the round's outcome, its stake and what it returns (the stake included).
 */

/** Bull bull takes one bet: the player's hand against the house's banker. */
const BULL_BULL_BETS = ['player'] as const

export const ENGINES = CASINO_ENGINES
export type Engine = (typeof ENGINES)[number]

/** Stakes per round, in USDT: the smallest line bet, and the most one round may stake. */
export const MIN_LINE_BET = '0.01'
export const MIN_TABLE_BET = '0.1'
export const MAX_ROUND_STAKE = '1000'

const ZAmount = z.string().regex(/^\d{1,7}(\.\d{1,6})?$/, 'a decimal amount')

export const ZRoundBet = z.discriminatedUnion('engine', [
  z.object({ engine: z.literal('slot'), line_bet: ZAmount }),
  z.object({ engine: z.literal('baccarat'), bets: z.partialRecord(z.enum(BACCARAT_BETS), ZAmount) }),
  z.object({ engine: z.literal('dragonTiger'), bets: z.partialRecord(z.enum(DRAGON_TIGER_BETS), ZAmount) }),
  z.object({ engine: z.literal('bullBull'), bets: z.partialRecord(z.enum(BULL_BULL_BETS), ZAmount) }),
])
export type RoundBet = z.infer<typeof ZRoundBet>

export type FairInput = { serverSeed: string; clientSeed: string; nonce: number }

export type PlayedRound = { stake: Money; win: Money; outcome: Record<string, unknown> }

export type BetProblem = 'BELOW_MIN' | 'ABOVE_MAX' | 'NO_BET'

const amountOf = (text: string) => {
  const parsed = parseMoney(text)
  return parsed.ok ? parsed.value : money(0n)
}

/** The stake a bet puts down, or why it cannot be played. */
export function stakeOf(bet: RoundBet): { ok: true; stake: Money } | { ok: false; problem: BetProblem } {
  let stake: bigint
  if (bet.engine === 'slot') {
    const lineBet = amountOf(bet.line_bet)
    if (lineBet < amountOf(MIN_LINE_BET)) return { ok: false, problem: 'BELOW_MIN' }
    stake = lineBet * BigInt(HOUSE_SLOT.lines.length)
  } else {
    const amounts = Object.values(bet.bets).map((text) => amountOf(text ?? '0'))
    const placed = amounts.filter((amount) => amount > 0n)
    if (placed.length === 0) return { ok: false, problem: 'NO_BET' }
    if (placed.some((amount) => amount < amountOf(MIN_TABLE_BET))) return { ok: false, problem: 'BELOW_MIN' }
    stake = placed.reduce((sum, amount) => sum + amount, 0n)
  }
  if (stake > amountOf(MAX_ROUND_STAKE)) return { ok: false, problem: 'ABOVE_MAX' }
  return { ok: true, stake: money(stake) }
}

/** Plays a bet whose stake `stakeOf` accepted, on the round's seeds. */
export function playRound(bet: RoundBet, fair: FairInput): PlayedRound {
  const dealt = dealRound(bet.engine, fair)
  if (dealt.engine === 'slot' && bet.engine === 'slot') {
    const lineBet = amountOf(bet.line_bet)
    const spin = evaluateSpin(dealt.stops, lineBet)
    return {
      stake: money(lineBet * BigInt(HOUSE_SLOT.lines.length)),
      win: spin.payout,
      outcome: {
        stops: dealt.stops,
        window: spin.window,
        wins: spin.wins.map((win) => ({ ...win, payout: toDecimalString(win.payout) })),
      },
    }
  }
  if (dealt.engine === 'baccarat' && bet.engine === 'baccarat') {
    const { round } = dealt
    return settleTable(
      bet.bets,
      BACCARAT_BETS,
      (side, stake) => baccaratReturn(side, stake, round.outcome),
      round,
    )
  }
  if (dealt.engine === 'dragonTiger' && bet.engine === 'dragonTiger') {
    const { round } = dealt
    return settleTable(
      bet.bets,
      DRAGON_TIGER_BETS,
      (side, stake) => dragonTigerReturn(side, stake, round.outcome),
      round,
    )
  }
  if (dealt.engine === 'bullBull' && bet.engine === 'bullBull') {
    const { round } = dealt
    return settleTable(
      bet.bets,
      BULL_BULL_BETS,
      (_side, stake) => bullBullReturn(stake, round.outcome),
      round,
    )
  }
  throw new Error(`A ${bet.engine} bet was dealt as ${dealt.engine}`)
}

function settleTable<Side extends BaccaratBet | DragonTigerBet | 'player'>(
  bets: Partial<Record<Side, string>>,
  sides: readonly Side[],
  returnOf: (side: Side, stake: Money) => Money,
  round: Record<string, unknown>,
): PlayedRound {
  let stake = 0n
  let win = 0n
  for (const side of sides) {
    const amount = amountOf(bets[side] ?? '0')
    if (amount === 0n) continue
    stake += amount
    win += returnOf(side, amount)
  }
  return { stake: money(stake), win: money(win), outcome: round }
}
