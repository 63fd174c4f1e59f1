import type { Draw } from '@app/contract'
import { isRaceOrder, judgeRaceSelection, RACE_CARS } from '@app/domain'
import { verifyInBrowser } from '../fairness/verify-draw'

/** What a race result says for the bets of the results list: the sum and the five pairs. */
export type RaceFacts = {
  /** Champion's car + runner-up's car, 3 to 19. */
  readonly sum: number
  readonly sumSize: 'big' | 'small'
  readonly sumParity: 'odd' | 'even'
  /** Pair 1 is champion vs tenth … pair 5 is fifth vs sixth; the winner as the rules judge it. */
  readonly pairs: readonly { pair: number; dragon: number; tiger: number; winner: 'dragon' | 'tiger' }[]
}

export const RACE_PAIRS = [1, 2, 3, 4, 5] as const

/** A draw's finishing order when it is a race result, champion first. */
export function raceOrderOf(draw: Pick<Draw, 'result'> | null | undefined): number[] | undefined {
  const result = draw?.result
  if (!result || !('order' in result)) return undefined
  return isRaceOrder(result.order) ? [...result.order] : undefined
}

/**
 * The sum and the dragon/tiger of every pair, judged by the domain's own rules so the list
 * says exactly what settled the bets, e.g. [7, 9, …] has sum 16, big and even.
 */
export function raceFacts(order: readonly number[]): RaceFacts {
  const wins = (type: string, prop: string) => judgeRaceSelection({ type, prop }, order) === 'win'
  const sum = (order[0] ?? 0) + (order[1] ?? 0)
  return {
    sum,
    sumSize: wins('sumSides', 'big') ? 'big' : 'small',
    sumParity: wins('sumSides', 'odd') ? 'odd' : 'even',
    pairs: RACE_PAIRS.map((pair) => ({
      pair,
      dragon: order[pair - 1] ?? 0,
      tiger: order[RACE_CARS - pair] ?? 0,
      winner: wins(`dragonTiger:${pair}`, 'dragon') ? 'dragon' : 'tiger',
    })),
  }
}

/** What this browser found when it rechecked a finished race from its revealed seed. */
export type RaceCheck = 'verified' | 'failed' | 'unrevealed'

/**
 * Rechecks a race in the browser with the fairness page's check: the revealed seed must hash to
 * the commitment published before betting closed, the client value must be the draw's game,
 * number and bets digest, and the seed must give exactly the published order.
 */
export function checkRaceInBrowser(draw: Draw): RaceCheck {
  const { status } = verifyInBrowser(draw)
  return status === 'verified' ? 'verified' : status === 'failed' ? 'failed' : 'unrevealed'
}
