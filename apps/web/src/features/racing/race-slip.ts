import type { LotteryOddsEntry, PlaceLotteryBets } from '@app/contract'
import {
  type BetWarningCode,
  type ExchangeRate,
  fromDisplayCurrency,
  isRaceSelection,
  lotterySlipWarnings,
  type Money,
  money,
  parseMoney,
  parseOdds,
  payoutAt,
  type RaceKey,
  type RaceSelection,
  toDecimalString,
  ZERO,
} from '@app/domain'
import { oddsLineOf } from './race-board'

/**
 * The race bet slip as plain data and pure functions, so that the screen only renders it and the
 * spec's rules (section 4) are tested here:
 * - changing the ten-car game clears the bets and the warnings;
 * - tapping a bet card toggles it;
 * - entering an amount above 0 sets it, an empty amount removes the entry;
 * - changing the quick amount sets it on every entry.
 * Amounts are what the player typed, in the display currency; each race entry is one bet.
 */

export type SlipEntry = { readonly type: string; readonly prop: string; readonly amountText: string }

export type Slip = {
  readonly game: RaceKey
  readonly entries: readonly SlipEntry[]
  /** The spec's castValue: the amount a new pick starts with, and what a change sets on every entry. */
  readonly quickAmount: string
}

/** A new slip for a game; the quick amount carries over when given. */
export function emptySlip(game: RaceKey, quickAmount = ''): Slip {
  return { game, entries: [], quickAmount }
}

/** The spec: changing the ten-car game clears the current bets (the warnings follow from them). */
export function changeGame(slip: Slip, game: RaceKey): Slip {
  return game === slip.game ? slip : emptySlip(game, slip.quickAmount)
}

/** Removes every pick, keeping the game and the quick amount. */
export function clearSlip(slip: Slip): Slip {
  return { ...slip, entries: [] }
}

const isSame = (entry: SlipEntry, selection: RaceSelection) =>
  entry.type === selection.type && entry.prop === selection.prop

export function isSelected(slip: Slip, selection: RaceSelection): boolean {
  return slip.entries.some((entry) => isSame(entry, selection))
}

export function removeEntry(slip: Slip, selection: RaceSelection): Slip {
  return { ...slip, entries: slip.entries.filter((entry) => !isSame(entry, selection)) }
}

/** Tapping a bet card: adds it with the quick amount, or removes it when it is already on the slip. */
export function toggleSelection(slip: Slip, selection: RaceSelection): Slip {
  if (isSelected(slip, selection)) return removeEntry(slip, selection)
  const entry: SlipEntry = { type: selection.type, prop: selection.prop, amountText: slip.quickAmount }
  return { ...slip, entries: [...slip.entries, entry] }
}

/** The spec: entering an amount sets it on the entry; an empty amount removes the entry. */
export function setEntryAmount(slip: Slip, selection: RaceSelection, text: string): Slip {
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

// Pricing and warnings

export type SlipContext = {
  /** The game's odds list as the API sends it. */
  readonly odds: readonly LotteryOddsEntry[]
  /** The player's balance in USDT. */
  readonly balance: Money
  /** Display-currency units per USDT. */
  readonly exchangeRate: ExchangeRate
  /** The currency's lottery minimum (lotter_bet_min), in the display currency. */
  readonly lotteryMin: Money
}

/** Why the slip cannot be placed: the domain's lottery warnings plus the slip's own, each translated. */
export type SlipWarning = BetWarningCode | 'invalidSelection' | 'notOffered' | 'enterAmount' | 'invalidAmount'

export type PricedEntry = SlipEntry & {
  readonly key: string
  /** The typed amount when it is a valid amount above 0, in the display currency. */
  readonly amount: Money | undefined
  /** The odds that apply, e.g. "1.98"; undefined when the game does not offer the selection. */
  readonly odd: string | undefined
  /** The entry's limits in USDT: the odds list's, the minimum raised to the currency's lottery minimum. */
  readonly min: Money
  readonly max: Money
  /** What the entry returns if it wins (amount × odds), in the display currency. */
  readonly payout: Money
  readonly warning: SlipWarning | undefined
}

export type SlipSummary = {
  readonly entries: readonly PricedEntry[]
  /** What the slip debits, in the display currency. */
  readonly total: Money
  /** The most the slip can return, in the display currency (every entry winning). */
  readonly maxPayout: Money
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

/** What an amount returns at the quoted odds, stake included; 0 for a price the domain cannot read. */
function payoutOf(amount: Money, odd: string): Money {
  const odds = parseOdds(odd)
  return odds.ok ? payoutAt(amount, odds.value) : ZERO
}

function priceEntry(entry: SlipEntry, context: SlipContext, minimum: Money): PricedEntry {
  const isValid = isRaceSelection(entry)
  const line = isValid ? oddsLineOf(context.odds, entry) : undefined
  const amount = amountOf(entry.amountText)
  const min = line ? toMoney(line.min) : ZERO
  const warning: SlipWarning | undefined = !isValid
    ? 'invalidSelection'
    : !line
      ? 'notOffered'
      : entry.amountText.trim() === ''
        ? 'enterAmount'
        : amount === undefined
          ? 'invalidAmount'
          : undefined
  return {
    ...entry,
    key: `${entry.type}|${entry.prop}`,
    amount,
    odd: line?.odd,
    min: min > minimum ? min : minimum,
    max: line ? toMoney(line.max) : ZERO,
    payout: amount !== undefined && line ? payoutOf(amount, line.odd) : ZERO,
    warning,
  }
}

/**
 * Prices every entry and lists why the slip cannot be placed, each reason once, in this order:
 * selections not offered, missing or malformed amounts, then the domain's lottery warnings
 * (balance, minimum, maximum; limits converted to the display currency as the spec says).
 */
export function summarizeSlip(slip: Slip, context: SlipContext): SlipSummary {
  // The currency's lottery minimum is in the display currency; the odds list's limits are in USDT.
  const minimum = fromDisplayCurrency(context.lotteryMin, context.exchangeRate)
  const entries = slip.entries.map((entry) => priceEntry(entry, context, minimum))
  const warnings = new Set<SlipWarning>()
  for (const entry of entries) if (entry.warning) warnings.add(entry.warning)
  // Entries refused above carry no price or amount to compare with the limits.
  const placeable = entries.filter((entry) => entry.warning === undefined)
  const limits = lotterySlipWarnings({
    entries: placeable.map((entry) => ({ amount: entry.amount ?? ZERO, min: entry.min, max: entry.max })),
    balance: context.balance,
    exchangeRate: context.exchangeRate,
  })
  for (const code of limits) warnings.add(code)
  const total = money(entries.reduce((sum, entry) => sum + (entry.amount ?? ZERO), 0n))
  const maxPayout = money(entries.reduce((sum, entry) => sum + entry.payout, 0n))
  return {
    entries,
    total,
    maxPayout,
    warnings: [...warnings],
    canPlace: entries.length > 0 && warnings.size === 0,
  }
}

/** The request of a slip that can be placed: each amount converted from the display currency to USDT. */
export function toPlaceRequest(
  summary: SlipSummary,
  game: RaceKey,
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
