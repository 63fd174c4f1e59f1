import type { DrawResult } from '@app/contract'
import {
  checkSelection,
  combinationCount,
  DEFAULT_PICK_RULES,
  type DrawSchedule,
  defaultOddsTable,
  drawMarkSix,
  GAME_ID,
  type MarkSixOddsEntry,
  type MarkSixResult,
  type MarkSixSelection,
  type MarkSixVariant,
  type Money,
  type Odds,
  oddsEntryFor,
  settleSelection,
  yearAnimalAt,
} from '@app/domain'

/** Why a selection is refused: its prop's format, or the number of picks (with the spec's warning). */
export type SelectionRefusal =
  | { reason: 'INVALID_SELECTION' }
  | { reason: 'PICK_COUNT_NOT_ALLOWED'; warning: string }

/** One priced line of a game's odds list, as stored. */
export type OddsLine = MarkSixOddsEntry

/**
 * What the draw engine and the bet slip need to know about one lottery game: when it draws, how a
 * draw is made from a seed, which selections it takes and how they settle.
 */
export type LotteryGame = {
  readonly key: string
  readonly id: number
  readonly defaultSchedule: DrawSchedule
  /** Whether the house draws it even outside demo mode (it follows no outside lottery). */
  readonly isHouseGame: boolean
  defaultOdds(): OddsLine[]
  draw(seedHex: string, clientValue: string): DrawResult
  checkSelection(selection: MarkSixSelection): { ok: true } | ({ ok: false } & SelectionRefusal)
  combinations(selection: MarkSixSelection): number
  priceOf(table: readonly OddsLine[], selection: MarkSixSelection, drawsAt: Date): OddsLine | undefined
  settle(
    selection: MarkSixSelection,
    amount: Money,
    odds: Odds,
    result: DrawResult,
    drawsAt: Date,
  ): { outcome: 'win' | 'lose' | 'push'; payout: Money }
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

function markSixGame(variant: MarkSixVariant): LotteryGame {
  return {
    key: variant,
    id: GAME_ID[variant],
    defaultSchedule: MARK_SIX_SCHEDULES[variant],
    isHouseGame: variant === 'gallopingmarksix',
    defaultOdds: () => defaultOddsTable(variant),
    draw: (seedHex, clientValue) => drawMarkSix(seedHex, clientValue),
    checkSelection(selection) {
      const check = checkSelection(selection, DEFAULT_PICK_RULES)
      if (check.ok) return check
      return check.reason === 'INVALID_PROP'
        ? { ok: false, reason: 'INVALID_SELECTION' }
        : { ok: false, reason: 'PICK_COUNT_NOT_ALLOWED', warning: check.reason }
    },
    combinations: (selection) => combinationCount(selection),
    priceOf: (table, selection, drawsAt) => oddsEntryFor(table, selection, yearAnimalAt(drawsAt)),
    settle(selection, amount, odds, result, drawsAt) {
      if (!isMarkSixResult(result)) throw new Error(`A ${variant} draw has a result of another game`)
      return settleSelection(selection, amount, odds, result, yearAnimalAt(drawsAt))
    },
    yearAnimal: (drawsAt) => yearAnimalAt(drawsAt),
  }
}

/** Every lottery game the draw engine runs, by key. */
export const LOTTERY_GAMES: readonly LotteryGame[] = (
  ['hkmarksix', 'ammarksix', 'newammarksix', 'twnmarksix', 'sgnmarksix', 'gallopingmarksix'] as const
).map(markSixGame)

export function lotteryGameByKey(key: string): LotteryGame | undefined {
  return LOTTERY_GAMES.find((game) => game.key === key)
}

export function lotteryGameById(id: number): LotteryGame | undefined {
  return LOTTERY_GAMES.find((game) => game.id === id)
}
