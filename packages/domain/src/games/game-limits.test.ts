import { describe, expect, it } from 'vitest'
import { moneyOf } from '../money/money'
import { type GameLimitSettings, gameLimitProblems, isRegionDisabled, tighterStakeRange } from './game-limits'

const SPORTS: GameLimitSettings = {
  betMin: moneyOf('0.01'),
  betMax: moneyOf('50000'),
  multipleMin: 1,
  multipleMax: 99,
  bonusMin: moneyOf('0'),
  bonusMax: moneyOf('10200'),
  disabledRegions: [],
}

describe('gameLimitProblems', () => {
  it.each([
    ['the seeded sports limits are fine', {}, []],
    ['a minimum equal to its maximum is a fixed stake', { betMin: moneyOf('5'), betMax: moneyOf('5') }, []],
    ['a known region can be disabled', { disabledRegions: ['br', 'in'] }, []],
    [
      'a bet minimum of 0 would take empty bets',
      { betMin: moneyOf('0') },
      [['bet_min', 'GAME_LIMIT_TOO_LOW']],
    ],
    [
      'a bet maximum below the minimum leaves no stake',
      { betMin: moneyOf('5'), betMax: moneyOf('1') },
      [['bet_max', 'GAME_LIMIT_MAX_BELOW_MIN']],
    ],
    ['a multiple below 1 is no multiple', { multipleMin: 0 }, [['multiple_min', 'GAME_LIMIT_TOO_LOW']]],
    [
      'a multiple maximum below its minimum',
      { multipleMin: 10, multipleMax: 2 },
      [['multiple_max', 'GAME_LIMIT_MAX_BELOW_MIN']],
    ],
    ['a negative bonus minimum', { bonusMin: moneyOf('-1') }, [['bonus_min', 'GAME_LIMIT_TOO_LOW']]],
    [
      'a bonus maximum below its minimum',
      { bonusMin: moneyOf('10'), bonusMax: moneyOf('9.99') },
      [['bonus_max', 'GAME_LIMIT_MAX_BELOW_MIN']],
    ],
    [
      'a region outside the supported countries never matches a player',
      { disabledRegions: ['br', 'xx'] },
      [['disabled_regions', 'UNKNOWN_REGION']],
    ],
    [
      'every problem is named, in field order',
      { betMin: moneyOf('0'), multipleMin: 0, disabledRegions: ['BR'] },
      [
        ['bet_min', 'GAME_LIMIT_TOO_LOW'],
        ['multiple_min', 'GAME_LIMIT_TOO_LOW'],
        ['disabled_regions', 'UNKNOWN_REGION'],
      ],
    ],
  ] as const)('%s', (_rule, change, expected) => {
    const problems = gameLimitProblems({ ...SPORTS, ...change })
    expect(problems.map((problem) => [problem.field, problem.reason])).toEqual(expected)
  })
})

describe('isRegionDisabled', () => {
  it.each([
    ['a player of a disabled region is refused', 'br', ['br', 'in'], true],
    ['a player of another region may bet', 'ph', ['br'], false],
    ['a player without a known region is not refused', undefined, ['br'], false],
  ])('%s', (_rule, region, disabled, isDisabled) => {
    expect(isRegionDisabled(region, disabled)).toBe(isDisabled)
  })
})

describe('tighterStakeRange', () => {
  const range = (min: string, max: string) => ({ min: moneyOf(min), max: moneyOf(max) })
  it.each([
    [
      "the game's higher minimum and the line's lower maximum apply",
      range('1', '5000'),
      range('2', '20000'),
      range('2', '5000'),
    ],
    [
      "the line's own range applies inside a wider game range",
      range('5', '100'),
      range('1', '20000'),
      range('5', '100'),
    ],
    ["the game's lower maximum caps a line", range('1', '5000'), range('1', '200'), range('1', '200')],
  ])('%s', (_rule, line, game, expected) => {
    expect(tighterStakeRange(line, game)).toEqual(expected)
  })
})
