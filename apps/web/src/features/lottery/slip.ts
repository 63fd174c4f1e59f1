import type { LotteryOddsEntry, PlaceLotteryBets } from '@app/contract'
import {
  type BetWarningCode,
  type CombinationZodiacLevel,
  checkSelection,
  combinationCount,
  combinationZodiacsProp,
  type ExchangeRate,
  isMarkSixBetType,
  type MarkSixBetType,
  type MarkSixOddsEntry,
  type MarkSixSelection,
  type Money,
  mergeAnimalProp,
  oddsEntryFor,
  type PickCountWarningCode,
  parseSelection,
  pickRulesOf,
  type ZodiacAnimal,
} from '@app/domain'
import {
  amountOf,
  type CorePricedEntry,
  changeSlipGame,
  clearSlip,
  type EntryPricing,
  isSelected,
  removeEntry,
  type SlipEntry as SlipEntryOf,
  setEntryAmount,
  setQuickAmount,
  summarizeEntries,
  toggleSelection as toggleSlipSelection,
  toRequestEntries,
} from './shared/slip-core'

/**
 * The Mark Six bet slip as plain data and pure functions, so that the screen only renders it and
 * the rules of the spec (section 4) are tested here:
 * - changing the lottery game clears the bets and the warnings;
 * - tapping a bet card toggles it;
 * - entering an amount above 0 sets it, an empty amount removes the entry;
 * - changing the quick amount sets it on every entry.
 * Amounts are what the player typed, in the display currency, per combination.
 */

/** One pick of the slip: a bet type, its prop (the domain's canonical format) and the typed amount. */
export type SlipEntry = SlipEntryOf<MarkSixBetType>

export type Slip = {
  readonly game: string
  readonly entries: readonly SlipEntry[]
  /** The spec's castValue: the amount a new pick starts with, and what a change sets on every entry. */
  readonly quickAmount: string
  /** The spec's lotteryCombinationLevel, chosen above the zodiac-combination cards. */
  readonly combinationLevel: CombinationZodiacLevel
}

/** Bet types whose picks are a set of animals that together make one entry. */
export const ANIMAL_SET_TYPES = ['specialCodeMergeAnimal', 'specialCodeCombinationZodiacs'] as const
export type AnimalSetType = (typeof ANIMAL_SET_TYPES)[number]

export function isAnimalSetType(type: MarkSixBetType): type is AnimalSetType {
  return (ANIMAL_SET_TYPES as readonly string[]).includes(type)
}

/** A new slip for a game, e.g. `emptySlip('hkmarksix')`; the quick amount carries over when given. */
export function emptySlip(game: string, quickAmount = ''): Slip {
  return { game, entries: [], quickAmount, combinationLevel: 2 }
}

/** The spec: changing the lottery game clears the current bets (warnings follow from the bets). */
export function changeGame(slip: Slip, game: string): Slip {
  return changeSlipGame(slip, game, emptySlip)
}

export { clearSlip, isSelected, removeEntry, setEntryAmount, setQuickAmount }

/** Tapping a bet card: adds it with the quick amount, or removes it when it is already on the slip. */
export function toggleSelection(slip: Slip, selection: MarkSixSelection): Slip {
  return toggleSlipSelection(slip, selection)
}

/** The animals picked so far for a merged-animal or zodiac-combination entry, in cycle order. */
export function pickedAnimals(slip: Slip, type: AnimalSetType): ZodiacAnimal[] {
  const entry = slip.entries.find((candidate) => candidate.type === type)
  const parsed = entry ? parseSelection(entry) : undefined
  if (parsed?.type === 'specialCodeMergeAnimal' || parsed?.type === 'specialCodeCombinationZodiacs') {
    return [...parsed.animals]
  }
  return []
}

const animalSetProp = (type: AnimalSetType, level: CombinationZodiacLevel, animals: ZodiacAnimal[]) =>
  type === 'specialCodeMergeAnimal' ? mergeAnimalProp(animals) : combinationZodiacsProp(level, animals)

/** Puts the animal-set entry of a type on the slip with these animals, or removes it when none is left. */
function withAnimals(slip: Slip, type: AnimalSetType, animals: ZodiacAnimal[]): Slip {
  const existing = slip.entries.find((entry) => entry.type === type)
  if (animals.length === 0) return { ...slip, entries: slip.entries.filter((entry) => entry.type !== type) }
  const prop = animalSetProp(type, slip.combinationLevel, animals)
  const entry: SlipEntry = { type, prop, amountText: existing?.amountText ?? slip.quickAmount }
  return existing
    ? { ...slip, entries: slip.entries.map((candidate) => (candidate === existing ? entry : candidate)) }
    : { ...slip, entries: [...slip.entries, entry] }
}

/**
 * Tapping an animal card of merged animal or zodiac combination: the picked animals together are
 * one entry, e.g. picking rat then ox on merged animal gives the entry 'rat,ox'.
 */
export function toggleAnimal(slip: Slip, type: AnimalSetType, animal: ZodiacAnimal): Slip {
  const animals = pickedAnimals(slip, type)
  const next = animals.includes(animal) ? animals.filter((picked) => picked !== animal) : [...animals, animal]
  return withAnimals(slip, type, next)
}

/** Choosing the zodiac-combination level re-levels the picked animals, e.g. 'level2:rat,ox' to 'level3:rat,ox'. */
export function setCombinationLevel(slip: Slip, level: CombinationZodiacLevel): Slip {
  const animals = pickedAnimals(slip, 'specialCodeCombinationZodiacs')
  return withAnimals({ ...slip, combinationLevel: level }, 'specialCodeCombinationZodiacs', animals)
}

// Pricing and warnings

/** What the slip needs to know to price itself and explain a disabled Place button. */
export type SlipContext = {
  /** The game's odds list as the API sends it. */
  readonly odds: readonly LotteryOddsEntry[]
  /** The animal of the current draw's lunar year (prices the year animal and maps balls). */
  readonly yearAnimal: ZodiacAnimal
  /** The player's balance in USDT. */
  readonly balance: Money
  /** Display-currency units per USDT. */
  readonly exchangeRate: ExchangeRate
  /** The currency's lottery minimum (lotter_bet_min), in the display currency. */
  readonly lotteryMin: Money
}

/** Why the slip cannot be placed: the domain's codes plus the slip's own, each with a translation. */
export type SlipWarningCode =
  | PickCountWarningCode
  | BetWarningCode
  | 'invalidSelection'
  | 'notOffered'
  | 'enterAmount'
  | 'invalidAmount'
export type SlipWarning = { readonly code: SlipWarningCode; readonly level?: number }

export type PricedEntry = CorePricedEntry<SlipEntry, SlipWarning> & {
  readonly warning: SlipWarning | undefined
}

export type SlipSummary = {
  readonly entries: readonly PricedEntry[]
  /** What the slip debits, in the display currency. */
  readonly total: Money
  readonly combinations: number
  readonly warnings: readonly SlipWarning[]
  readonly canPlace: boolean
}

export { amountOf }

/** The odds list entries of Mark Six bet types, in the domain's shape. */
export function markSixTable(odds: readonly LotteryOddsEntry[]): MarkSixOddsEntry[] {
  return odds.filter((entry): entry is MarkSixOddsEntry => isMarkSixBetType(entry.top))
}

/** Mark Six pricing: the pick rules of the game, the year animal's odds and the combination count. */
function priceEntry(
  entry: SlipEntry,
  table: readonly MarkSixOddsEntry[],
  context: SlipContext,
  game: string,
): EntryPricing<SlipWarning> {
  const check = checkSelection(entry, pickRulesOf(game))
  const isReadable = check.ok || check.reason !== 'INVALID_PROP'
  return {
    key: `${entry.type}:${entry.prop}`,
    line: isReadable ? oddsEntryFor(table, entry, context.yearAnimal) : undefined,
    combinations: isReadable ? combinationCount(entry) : 0,
    ruleWarning: check.ok
      ? undefined
      : check.reason === 'INVALID_PROP'
        ? { code: 'invalidSelection' }
        : {
            code: check.reason,
            ...(entry.type === 'specialCodeCombinationZodiacs' ? { level: levelOf(entry) } : {}),
          },
  }
}

function levelOf(entry: SlipEntry): number {
  const parsed = parseSelection(entry)
  return parsed?.type === 'specialCodeCombinationZodiacs' ? parsed.level : 0
}

/**
 * Prices every entry and lists why the slip cannot be placed, in this order: pick-count rules,
 * selections not offered, missing or malformed amounts, then the domain's lottery warnings
 * (balance, minimum, maximum; limits converted to the display currency as the spec says).
 */
export function summarizeSlip(slip: Slip, context: SlipContext): SlipSummary {
  const table = markSixTable(context.odds)
  return summarizeEntries(slip.entries, context, (entry) => priceEntry(entry, table, context, slip.game))
}

/** The request of a slip that can be placed: each amount converted from the display currency to USDT. */
export function toPlaceRequest(
  summary: SlipSummary,
  game: string,
  drawId: number,
  exchangeRate: ExchangeRate,
): PlaceLotteryBets {
  return {
    game,
    draw_id: drawId,
    entries: toRequestEntries(summary.entries, exchangeRate),
  }
}
