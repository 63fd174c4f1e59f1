import type { DrawResult } from '@app/contract'
import {
  checkSelection,
  combinationCount,
  DEFAULT_RACE_RULES,
  type DrawSchedule,
  defaultOddsTable,
  defaultRaceOddsTable,
  drawMarkSix,
  drawRace,
  GAME_ID,
  isMarkSixBetType,
  isRaceSelection,
  type MarkSixOddsEntry,
  type MarkSixResult,
  type MarkSixVariant,
  type Money,
  type Odds,
  oddsEntryFor,
  pickRulesOf,
  type RaceOddsEntry,
  type RaceSelection,
  type SettlementReason,
  settleRaceSelection,
  settleSelection,
  yearAnimalAt,
} from '@app/domain'

/** Why a selection is refused: its prop's format, or the number of picks (with the spec's warning). */
export type SelectionRefusal =
  | { reason: 'INVALID_SELECTION' }
  | { reason: 'PICK_COUNT_NOT_ALLOWED'; warning: string }

/** One priced line of a game's odds list, as stored. */
export type OddsLine = RaceOddsEntry

/** A bet's type (the odds list's top) and selection (its prop). */
export type Selection = RaceSelection

/**
 * What the draw engine and the bet slip need to know about one lottery game: when it draws, how a
 * draw is made from a seed, which selections it takes and how they settle.
 */
export type LotteryGame = {
  readonly key: string
  readonly id: number
  readonly kind: 'markSix' | 'race'
  readonly defaultSchedule: DrawSchedule
  /** Whether the house draws it even outside demo mode (it follows no outside lottery). */
  readonly isHouseGame: boolean
  defaultOdds(): OddsLine[]
  draw(seedHex: string, clientValue: string): DrawResult
  checkSelection(selection: Selection): { ok: true } | ({ ok: false } & SelectionRefusal)
  combinations(selection: Selection): number
  priceOf(table: readonly OddsLine[], selection: Selection, drawsAt: Date): OddsLine | undefined
  settle(
    selection: Selection,
    amount: Money,
    odds: Odds,
    result: DrawResult,
    drawsAt: Date,
  ): { outcome: 'win' | 'lose' | 'push'; payout: Money; reasons: readonly SettlementReason[] }
  /** Mark Six: the zodiac year a draw belongs to; null for other games. */
  yearAnimal(drawsAt: Date): string | null
}

const HONG_KONG_OFFSET = 8 * 60

const weekly = (weekdays: number[], time: string): DrawSchedule => ({
  kind: 'weekly',
  weekdays,
  time,
  utcOffsetMinutes: HONG_KONG_OFFSET,
  closeBeforeS: 15 * 60,
})

/** Each variant's real rhythm (times in UTC+8), as defaults an operator can change. */
const MARK_SIX_SCHEDULES: Record<MarkSixVariant, DrawSchedule> = {
  hkmarksix: weekly([2, 4, 6], '21:30'),
  ammarksix: weekly([0, 1, 2, 3, 4, 5, 6], '21:32'),
  newammarksix: weekly([0, 1, 2, 3, 4, 5, 6], '21:35'),
  twnmarksix: weekly([2, 5], '20:30'),
  sgnmarksix: weekly([1, 4], '18:30'),
  gallopingmarksix: {
    kind: 'interval',
    everyS: 180,
    from: '00:00',
    to: '24:00',
    utcOffsetMinutes: HONG_KONG_OFFSET,
    closeBeforeS: 20,
  },
}

const isMarkSixResult = (result: DrawResult | MarkSixResult): result is MarkSixResult => 'special' in result

/** A Mark Six selection, once its type is known to be a Mark Six bet type. */
const markSix = (selection: Selection) => {
  if (!isMarkSixBetType(selection.type)) return undefined
  return { type: selection.type, prop: selection.prop }
}

function markSixGame(variant: MarkSixVariant): LotteryGame {
  return {
    key: variant,
    id: GAME_ID[variant],
    kind: 'markSix',
    defaultSchedule: MARK_SIX_SCHEDULES[variant],
    isHouseGame: variant === 'gallopingmarksix',
    defaultOdds: (): OddsLine[] => defaultOddsTable(variant),
    draw: (seedHex, clientValue) => drawMarkSix(seedHex, clientValue),
    checkSelection(selection) {
      const known = markSix(selection)
      if (!known) return { ok: false, reason: 'INVALID_SELECTION' }
      const check = checkSelection(known, pickRulesOf(variant))
      if (check.ok) return check
      return check.reason === 'INVALID_PROP'
        ? { ok: false, reason: 'INVALID_SELECTION' }
        : { ok: false, reason: 'PICK_COUNT_NOT_ALLOWED', warning: check.reason }
    },
    combinations: (selection) => {
      const known = markSix(selection)
      return known ? combinationCount(known) : 0
    },
    priceOf: (table, selection, drawsAt) => {
      const known = markSix(selection)
      const markSixTable = table as readonly MarkSixOddsEntry[]
      return known ? oddsEntryFor(markSixTable, known, yearAnimalAt(drawsAt)) : undefined
    },
    settle(selection, amount, odds, result, drawsAt) {
      const known = markSix(selection)
      if (!known || !isMarkSixResult(result)) throw new Error(`A ${variant} bet or result is of another game`)
      return settleSelection(known, amount, odds, result, yearAnimalAt(drawsAt))
    },
    yearAnimal: (drawsAt) => yearAnimalAt(drawsAt),
  }
}

/** Ten-car racing every 5 minutes through the day, airship from early afternoon to early morning. */
const RACE_SCHEDULES = {
  pk10: {
    kind: 'interval',
    everyS: 300,
    from: '09:00',
    to: '23:55',
    utcOffsetMinutes: HONG_KONG_OFFSET,
    closeBeforeS: 30,
  },
  airship: {
    kind: 'interval',
    everyS: 300,
    from: '13:00',
    to: '04:00',
    utcOffsetMinutes: HONG_KONG_OFFSET,
    closeBeforeS: 30,
  },
} as const satisfies Record<'pk10' | 'airship', DrawSchedule>

function raceGame(key: 'pk10' | 'airship'): LotteryGame {
  return {
    key,
    id: GAME_ID[key],
    kind: 'race',
    defaultSchedule: RACE_SCHEDULES[key],
    isHouseGame: true,
    defaultOdds: defaultRaceOddsTable,
    draw: (seedHex, clientValue) => ({ order: drawRace(seedHex, clientValue) }),
    checkSelection: (selection) =>
      isRaceSelection(selection) ? { ok: true } : { ok: false, reason: 'INVALID_SELECTION' },
    combinations: () => 1,
    priceOf: (table, selection) =>
      table.find((line) => line.top === selection.type && line.prop === selection.prop),
    settle(selection, amount, odds, result) {
      if (!('order' in result)) throw new Error(`A ${key} draw has a result of another game`)
      return settleRaceSelection(selection, amount, odds, result.order, DEFAULT_RACE_RULES)
    },
    yearAnimal: () => null,
  }
}

/** Every lottery game the draw engine runs, by key. */
export const LOTTERY_GAMES: readonly LotteryGame[] = [
  ...(
    ['hkmarksix', 'ammarksix', 'newammarksix', 'twnmarksix', 'sgnmarksix', 'gallopingmarksix'] as const
  ).map(markSixGame),
  raceGame('pk10'),
  raceGame('airship'),
]

export function lotteryGameByKey(key: string): LotteryGame | undefined {
  return LOTTERY_GAMES.find((game) => game.key === key)
}

export function lotteryGameById(id: number): LotteryGame | undefined {
  return LOTTERY_GAMES.find((game) => game.id === id)
}
