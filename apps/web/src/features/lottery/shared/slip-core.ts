import {
  type BetWarningCode,
  type ExchangeRate,
  fromDisplayCurrency,
  lotterySlipWarnings,
  type Money,
  money,
  parseMoney,
  toDecimalString,
  ZERO,
} from '@app/domain'
import { toMoney } from '../../../shared/format/format'

/**
 * The bet-slip rules both lottery screens share (Mark Six and the ten-car race), as plain data and
 * pure functions; each game brings only its pricing. The spec's rules (section 4):
 * - changing the game clears the bets and the warnings;
 * - tapping a bet card toggles it;
 * - entering an amount above 0 sets it, an empty amount removes the entry;
 * - changing the quick amount sets it on every entry.
 * Amounts are what the player typed, in the display currency, per combination.
 */

/** One pick: a bet type, its prop and the typed amount; a type and a prop together name the card. */
export type SlipEntry<Type extends string = string> = {
  readonly type: Type
  readonly prop: string
  readonly amountText: string
}

/** What every slip holds: its game, its picks and the spec's castValue (the quick amount). */
export type SlipState<Game extends string = string, Type extends string = string> = {
  readonly game: Game
  readonly entries: readonly SlipEntry<Type>[]
  readonly quickAmount: string
}

type Selection = { readonly type: string; readonly prop: string }

const isSame = (entry: Selection, selection: Selection) =>
  entry.type === selection.type && entry.prop === selection.prop

/** The spec: changing the game clears the bets, e.g. through `emptySlip(game, slip.quickAmount)`. */
export function changeSlipGame<S extends SlipState>(
  slip: S,
  game: S['game'],
  emptySlip: (game: S['game'], quickAmount: string) => S,
): S {
  return game === slip.game ? slip : emptySlip(game, slip.quickAmount)
}

/** Removes every pick, keeping the game and the quick amount. */
export function clearSlip<S extends SlipState>(slip: S): S {
  return { ...slip, entries: [] }
}

/** Whether a card's selection is on the slip. */
export function isSelected(slip: SlipState, selection: Selection): boolean {
  return slip.entries.some((entry) => isSame(entry, selection))
}

export function removeEntry<S extends SlipState>(slip: S, selection: Selection): S {
  return { ...slip, entries: slip.entries.filter((entry) => !isSame(entry, selection)) }
}

/** Tapping a bet card: adds it with the quick amount, or removes it when it is already on the slip. */
export function toggleSelection<S extends SlipState>(
  slip: S,
  selection: { readonly type: S['entries'][number]['type']; readonly prop: string },
): S {
  if (isSelected(slip, selection)) return removeEntry(slip, selection)
  const entry = { type: selection.type, prop: selection.prop, amountText: slip.quickAmount }
  return { ...slip, entries: [...slip.entries, entry] }
}

/** The spec: entering an amount sets it on the entry; an empty amount removes the entry. */
export function setEntryAmount<S extends SlipState>(slip: S, selection: Selection, text: string): S {
  if (text.trim() === '') return removeEntry(slip, selection)
  return {
    ...slip,
    entries: slip.entries.map((entry) => (isSame(entry, selection) ? { ...entry, amountText: text } : entry)),
  }
}

/** The spec: changing the quick amount sets it on every entry (clearing it leaves the entries alone). */
export function setQuickAmount<S extends SlipState>(slip: S, text: string): S {
  if (text.trim() === '') return { ...slip, quickAmount: '' }
  return {
    ...slip,
    quickAmount: text,
    entries: slip.entries.map((entry) => ({ ...entry, amountText: text })),
  }
}

// Pricing and warnings

/** What any slip needs to check its limits. */
export type SlipLimits = {
  /** The player's balance in USDT. */
  readonly balance: Money
  /** Display-currency units per USDT. */
  readonly exchangeRate: ExchangeRate
  /** The currency's lottery minimum (lotter_bet_min), in the display currency. */
  readonly lotteryMin: Money
}

/** A reason the slip cannot be placed, with the level of a zodiac-combination pick rule. */
export type SlipWarningBase = { readonly code: string; readonly level?: number }

/** The slip's own reasons on top of a game's pick rules: the domain's limits and the amount checks. */
export type CoreWarning = { readonly code: BetWarningCode | 'notOffered' | 'enterAmount' | 'invalidAmount' }

/** An odds list line as far as the slip needs it: the odds and the limits in USDT, as decimals. */
export type SlipLine = { readonly odd: string; readonly min: string; readonly max: string }

/**
 * How a game prices one entry: the odds line that applies (none when not offered), how many
 * combinations the amount buys (0 when the selection cannot be read), and a pick-rule warning.
 */
export type EntryPricing<W extends SlipWarningBase> = {
  readonly key: string
  readonly line: SlipLine | undefined
  readonly combinations: number
  readonly ruleWarning: W | undefined
}

export type CorePricedEntry<E extends SlipEntry, W extends SlipWarningBase> = E & {
  readonly key: string
  /** The typed amount when it is a valid amount above 0. */
  readonly amount: Money | undefined
  /** The odds that apply, e.g. "47.00"; undefined when the game does not offer the selection. */
  readonly odd: string | undefined
  /** The entry's limits in USDT: the odds list's, the minimum raised to the currency's lottery minimum. */
  readonly min: Money
  readonly max: Money
  readonly combinations: number
  /** amount × combinations, in the display currency. */
  readonly cost: Money
  readonly warning: W | CoreWarning | undefined
}

export type CoreSummary<E extends SlipEntry, W extends SlipWarningBase> = {
  readonly entries: readonly CorePricedEntry<E, W>[]
  /** What the slip debits, in the display currency. */
  readonly total: Money
  readonly combinations: number
  /** Each reason once, in order of the entries, then the domain's limits. */
  readonly warnings: readonly (W | CoreWarning)[]
  readonly canPlace: boolean
}

/** The typed amount as money, or undefined for an empty, malformed or non-positive amount: '0' is undefined. */
export function amountOf(text: string): Money | undefined {
  const parsed = parseMoney(text)
  return parsed.ok && parsed.value > 0n ? parsed.value : undefined
}

function priceEntry<E extends SlipEntry, W extends SlipWarningBase>(
  entry: E,
  pricing: EntryPricing<W>,
  minimum: Money,
): CorePricedEntry<E, W> {
  const { line, combinations } = pricing
  const amount = amountOf(entry.amountText)
  const min = line ? toMoney(line.min) : ZERO
  const warning: W | CoreWarning | undefined =
    pricing.ruleWarning ??
    (!line
      ? { code: 'notOffered' }
      : entry.amountText.trim() === ''
        ? { code: 'enterAmount' }
        : amount === undefined
          ? { code: 'invalidAmount' }
          : undefined)
  return {
    ...entry,
    key: pricing.key,
    amount,
    odd: line?.odd,
    min: min > minimum ? min : minimum,
    max: line ? toMoney(line.max) : ZERO,
    combinations,
    cost: amount === undefined || combinations === 0 ? ZERO : money(amount * BigInt(combinations)),
    warning,
  }
}

/**
 * Prices every entry with the game's pricing and lists why the slip cannot be placed, each reason
 * once, in this order: pick rules, selections not offered, missing or malformed amounts, then the
 * domain's lottery warnings (balance, minimum, maximum; limits converted to the display currency).
 * E.g. one 'specialCode' '7' pick at 10 with odds 47 and no rule broken totals 10 and can be placed.
 */
export function summarizeEntries<E extends SlipEntry, W extends SlipWarningBase>(
  slipEntries: readonly E[],
  limits: SlipLimits,
  price: (entry: E) => EntryPricing<W>,
): CoreSummary<E, W> {
  // The currency's lottery minimum is in the display currency; the odds list's limits are in USDT.
  const minimum = fromDisplayCurrency(limits.lotteryMin, limits.exchangeRate)
  const entries = slipEntries.map((entry) => priceEntry(entry, price(entry), minimum))
  const warnings: (W | CoreWarning)[] = []
  const seen = new Set<string>()
  for (const entry of entries) {
    if (!entry.warning) continue
    const id = `${entry.warning.code}:${'level' in entry.warning ? (entry.warning.level ?? '') : ''}`
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
    balance: limits.balance,
    exchangeRate: limits.exchangeRate,
  })
  for (const code of domainWarnings) warnings.push({ code })
  const total = money(entries.reduce((sum, entry) => sum + entry.cost, 0n))
  const combinations = entries.reduce((sum, entry) => sum + entry.combinations, 0)
  return { entries, total, combinations, warnings, canPlace: entries.length > 0 && warnings.length === 0 }
}

/** The entries of a slip that can be placed, each amount converted from the display currency to USDT. */
export function toRequestEntries(
  entries: readonly { readonly type: string; readonly prop: string; readonly amount: Money | undefined }[],
  exchangeRate: ExchangeRate,
) {
  return entries.map((entry) => ({
    type: entry.type,
    prop: entry.prop,
    amount: toDecimalString(fromDisplayCurrency(entry.amount ?? ZERO, exchangeRate)),
  }))
}
