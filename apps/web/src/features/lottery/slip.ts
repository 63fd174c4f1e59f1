import type { LotteryOddsEntry, PlaceLotteryBets } from '@app/contract'
import {
  type BetWarningCode,
  type CombinationZodiacLevel,
  checkSelection,
  combinationCount,
  combinationZodiacsProp,
  type ExchangeRate,
  entryCost,
  fromDisplayCurrency,
  isMarkSixBetType,
  lotterySlipWarnings,
  type MarkSixBetType,
  type MarkSixOddsEntry,
  type MarkSixSelection,
  type Money,
  mergeAnimalProp,
  money,
  oddsEntryFor,
  type PickCountWarningCode,
  parseMoney,
  parseSelection,
  pickRulesOf,
  toDecimalString,
  ZERO,
  type ZodiacAnimal,
} from '@app/domain'

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
export type SlipEntry = { readonly type: MarkSixBetType; readonly prop: string; readonly amountText: string }

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
  return game === slip.game ? slip : emptySlip(game, slip.quickAmount)
}

/** Removes every pick, keeping the game and the quick amount. */
export function clearSlip(slip: Slip): Slip {
  return { ...slip, entries: [] }
}

const isSame = (entry: SlipEntry, selection: MarkSixSelection) =>
  entry.type === selection.type && entry.prop === selection.prop

/** Whether a card's selection is on the slip. */
export function isSelected(slip: Slip, selection: MarkSixSelection): boolean {
  return slip.entries.some((entry) => isSame(entry, selection))
}

/** Tapping a bet card: adds it with the quick amount, or removes it when it is already on the slip. */
export function toggleSelection(slip: Slip, selection: MarkSixSelection): Slip {
  if (isSelected(slip, selection)) return removeEntry(slip, selection)
  const entry: SlipEntry = { type: selection.type, prop: selection.prop, amountText: slip.quickAmount }
  return { ...slip, entries: [...slip.entries, entry] }
}

export function removeEntry(slip: Slip, selection: MarkSixSelection): Slip {
  return { ...slip, entries: slip.entries.filter((entry) => !isSame(entry, selection)) }
}

/** The spec: entering an amount sets it on the entry; an empty amount removes the entry. */
export function setEntryAmount(slip: Slip, selection: MarkSixSelection, text: string): Slip {
  if (text.trim() === '') return removeEntry(slip, selection)
  return {
    ...slip,
    entries: slip.entries.map((entry) => (isSame(entry, selection) ? { ...entry, amountText: text } : entry)),
  }
}

/** The spec: changing the quick amount sets it on every entry (clearing it leaves the entries alone). */
export function setQuickAmount(slip: Slip, text: string): Slip {
  if (text.trim() === '') return { ...slip, quickAmount: '' }
  return {
    ...slip,
    quickAmount: text,
    entries: slip.entries.map((entry) => ({ ...entry, amountText: text })),
  }
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

export type PricedEntry = SlipEntry & {
  readonly key: string
  /** The typed amount when it is a valid amount above 0. */
  readonly amount: Money | undefined
  /** The odds that apply, e.g. "47.00"; undefined when the game does not offer the selection. */
  readonly odd: string | undefined
  /** The entry's limits in USDT: the odds list's, raised to the currency's lottery minimum. */
  readonly min: Money
  readonly max: Money
  readonly combinations: number
  /** amount × combinations, in the display currency. */
  readonly cost: Money
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

const toMoney = (text: string) => {
  const parsed = parseMoney(text)
  return parsed.ok ? parsed.value : ZERO
}

/** The typed amount as money, or undefined for an empty, malformed or non-positive amount. */
export function amountOf(text: string): Money | undefined {
  const parsed = parseMoney(text)
  return parsed.ok && parsed.value > 0n ? parsed.value : undefined
}

/** The odds list entries of Mark Six bet types, in the domain's shape. */
export function markSixTable(odds: readonly LotteryOddsEntry[]): MarkSixOddsEntry[] {
  return odds.filter((entry): entry is MarkSixOddsEntry => isMarkSixBetType(entry.top))
}

function priceEntry(
  entry: SlipEntry,
  table: readonly MarkSixOddsEntry[],
  context: SlipContext,
  minimum: Money,
  game: string,
): PricedEntry {
  const check = checkSelection(entry, pickRulesOf(game))
  const line =
    check.ok || check.reason !== 'INVALID_PROP' ? oddsEntryFor(table, entry, context.yearAnimal) : undefined
  const combinations = check.ok || check.reason !== 'INVALID_PROP' ? combinationCount(entry) : 0
  const amount = amountOf(entry.amountText)
  const min = line ? toMoney(line.min) : ZERO
  const warning: SlipWarning | undefined = !check.ok
    ? check.reason === 'INVALID_PROP'
      ? { code: 'invalidSelection' }
      : {
          code: check.reason,
          ...(entry.type === 'specialCodeCombinationZodiacs' ? { level: levelOf(entry) } : {}),
        }
    : !line
      ? { code: 'notOffered' }
      : entry.amountText.trim() === ''
        ? { code: 'enterAmount' }
        : amount === undefined
          ? { code: 'invalidAmount' }
          : undefined
  return {
    ...entry,
    key: `${entry.type}:${entry.prop}`,
    amount,
    odd: line?.odd,
    min: min > minimum ? min : minimum,
    max: line ? toMoney(line.max) : ZERO,
    combinations,
    cost: amount === undefined || combinations === 0 ? ZERO : entryCost(entry, amount),
    warning,
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
  // The currency's lottery minimum is in the display currency; the entries' limits are in USDT.
  const minimum = fromDisplayCurrency(context.lotteryMin, context.exchangeRate)
  const entries = slip.entries.map((entry) => priceEntry(entry, table, context, minimum, slip.game))
  const warnings: SlipWarning[] = []
  const seen = new Set<string>()
  for (const entry of entries) {
    if (!entry.warning) continue
    const id = `${entry.warning.code}:${entry.warning.level ?? ''}`
    if (seen.has(id)) continue
    seen.add(id)
    warnings.push(entry.warning)
  }
  // Entries already refused above carry no price or amount to compare with the limits.
  const placeable = entries.filter((entry) => entry.warning === undefined)
  const domainWarnings = lotterySlipWarnings({
    entries: placeable.map((entry) => ({
      amount: entry.amount ?? ZERO,
      min: entry.min,
      max: entry.max,
      combinations: entry.combinations,
    })),
    balance: context.balance,
    exchangeRate: context.exchangeRate,
  })
  for (const code of domainWarnings) warnings.push({ code })
  const total = money(entries.reduce((sum, entry) => sum + entry.cost, 0n))
  const combinations = entries.reduce((sum, entry) => sum + entry.combinations, 0)
  return { entries, total, combinations, warnings, canPlace: entries.length > 0 && warnings.length === 0 }
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
    entries: summary.entries.map((entry) => ({
      type: entry.type,
      prop: entry.prop,
      amount: toDecimalString(fromDisplayCurrency(entry.amount ?? ZERO, exchangeRate)),
    })),
  }
}
