import { describe, expect, it } from 'vitest'
import type { SideOutcome } from './markets'
import { moneylineSortPriority, sortMoneyline } from './moneyline'
import type { SportsGame } from './sports-games'

describe('moneylineSortPriority', () => {
  it.each<[SportsGame, SideOutcome, number]>([
    ['basketball', 'H', 3],
    ['basketball', 'D', 2],
    ['basketball', 'A', 1],
    ['soccer', 'H', 1],
    ['soccer', 'D', 2],
    ['soccer', 'A', 3],
    ['bd', 'H', 1],
    ['bd', 'A', 3],
  ])(
    '%s %s has priority %i: basketball home 3, flat 2, away 1; others reversed',
    (sport, outcome, priority) => {
      expect(moneylineSortPriority(sport, outcome)).toBe(priority)
    },
  )
})

describe('sortMoneyline', () => {
  it.each<[string, SportsGame, SideOutcome[], SideOutcome[]]>([
    ['basketball lists the away side first, as Chinese sources do', 'basketball', ['H', 'A'], ['A', 'H']],
    ['soccer lists home, draw, away', 'soccer', ['A', 'D', 'H'], ['H', 'D', 'A']],
    ['BD follows soccer', 'bd', ['D', 'A', 'H'], ['H', 'D', 'A']],
  ])('%s', (_rule, sport, outcomes, sorted) => {
    expect(sortMoneyline(sport, outcomes)).toEqual(sorted)
  })
})
