import { PHONE_COUNTRY_CODES } from '../accounts/phone-codes'
import type { Money } from '../money/money'

/**
 * A game's bet limits as an operator sets them (the spec's "bet limits per game": bet min and max,
 * multiple min and max, bonus min and max) and the regions where it takes no bets. Amounts in
 * micro-USDT.
 */
export type GameLimitSettings = {
  readonly betMin: Money
  readonly betMax: Money
  readonly multipleMin: number
  readonly multipleMax: number
  readonly bonusMin: Money
  readonly bonusMax: Money
  readonly disabledRegions: readonly string[]
}

/** The fields of a game's limits, as the API names them. */
export type GameLimitField =
  | 'bet_min'
  | 'bet_max'
  | 'multiple_min'
  | 'multiple_max'
  | 'bonus_min'
  | 'bonus_max'
  | 'disabled_regions'

export type GameLimitRefusal = 'GAME_LIMIT_TOO_LOW' | 'GAME_LIMIT_MAX_BELOW_MIN' | 'UNKNOWN_REGION'

export type GameLimitProblem = { readonly field: GameLimitField; readonly reason: GameLimitRefusal }

/**
 * The regions a game can be disabled in: the countries of the supported phone codes, since a
 * player's region is the country of their mobile number (regionOfAreaCode).
 */
export const GAME_REGIONS: readonly string[] = PHONE_COUNTRY_CODES.map((entry) => entry.country)

/**
 * What is wrong with a game's limits, in field order; none means they can be saved. A bet needs a
 * minimum above 0, a multiple is at least 1, a bonus at least 0, no maximum is below its minimum,
 * and every disabled region is a known one, e.g. bet 5 to 1 gives `bet_max` GAME_LIMIT_MAX_BELOW_MIN.
 */
export function gameLimitProblems(limits: GameLimitSettings): GameLimitProblem[] {
  const problems: GameLimitProblem[] = []
  const add = (field: GameLimitField, reason: GameLimitRefusal) => problems.push({ field, reason })
  if (limits.betMin <= 0n) add('bet_min', 'GAME_LIMIT_TOO_LOW')
  if (limits.betMax < limits.betMin) add('bet_max', 'GAME_LIMIT_MAX_BELOW_MIN')
  if (limits.multipleMin < 1) add('multiple_min', 'GAME_LIMIT_TOO_LOW')
  if (limits.multipleMax < limits.multipleMin) add('multiple_max', 'GAME_LIMIT_MAX_BELOW_MIN')
  if (limits.bonusMin < 0n) add('bonus_min', 'GAME_LIMIT_TOO_LOW')
  if (limits.bonusMax < limits.bonusMin) add('bonus_max', 'GAME_LIMIT_MAX_BELOW_MIN')
  if (limits.disabledRegions.some((region) => !GAME_REGIONS.includes(region))) {
    add('disabled_regions', 'UNKNOWN_REGION')
  }
  return problems
}

/**
 * Whether a player of `region` may not bet on a game disabled there; a player whose region is
 * unknown (no mobile number) is not refused, e.g. `isRegionDisabled('br', ['br'])` is true.
 */
export function isRegionDisabled(region: string | undefined, disabledRegions: readonly string[]): boolean {
  return region !== undefined && disabledRegions.includes(region)
}

/** A stake range in micro-USDT, both ends included. */
export type StakeRange = { readonly min: Money; readonly max: Money }

/**
 * The stake range a bet may use when both its own price line and its game set one: the tighter
 * of the two, e.g. a line of 1 to 5,000 in a game of 2 to 20,000 takes 2 to 5,000.
 */
export function tighterStakeRange(line: StakeRange, game: StakeRange): StakeRange {
  return {
    min: line.min > game.min ? line.min : game.min,
    max: line.max < game.max ? line.max : game.max,
  }
}
