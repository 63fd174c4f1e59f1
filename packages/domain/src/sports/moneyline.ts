import type { SideOutcome } from './markets'
import type { SportsGame } from './sports-games'

const BASKETBALL_PRIORITY: Readonly<Record<SideOutcome, number>> = { H: 3, D: 2, A: 1 }
const FOOTBALL_PRIORITY: Readonly<Record<SideOutcome, number>> = { H: 1, D: 2, A: 3 }

/**
 * The spec's moneyline sort priority of a win/draw/lose outcome: basketball home 3, flat (draw) 2,
 * away 1; soccer and BD reversed (home 1, flat 2, away 3). Outcomes are shown in ascending
 * priority, so basketball lists the away side first, as Chinese sources do, and soccer the home
 * side, e.g. `moneylineSortPriority('basketball', 'A')` is 1.
 */
export function moneylineSortPriority(sport: SportsGame, outcome: SideOutcome): number {
  return (sport === 'basketball' ? BASKETBALL_PRIORITY : FOOTBALL_PRIORITY)[outcome]
}

/**
 * Orders win/draw/lose outcomes for display by moneylineSortPriority, e.g. basketball ['H', 'A']
 * becomes ['A', 'H'] and soccer ['A', 'D', 'H'] becomes ['H', 'D', 'A'].
 */
export function sortMoneyline<T extends SideOutcome>(sport: SportsGame, outcomes: readonly T[]): T[] {
  return [...outcomes].sort((a, b) => moneylineSortPriority(sport, a) - moneylineSortPriority(sport, b))
}
