import type { LotteryOddsEntry, PlaceLotteryBets } from '@app/contract'
import {
  type BetWarningCode,
  type ExchangeRate,
  isRaceSelection,
  type Money,
  money,
  parseOdds,
  payoutAt,
  type RaceKey,
  type RaceSelection,
  ZERO,
} from '@app/domain'
import {
  amountOf,
  changeSlipGame,
  clearSlip,
  type EntryPricing,
  isSelected,
  removeEntry,
  type SlipEntry as SlipEntryOf,
  type SlipState,
  setEntryAmount,
  setQuickAmount,
  summarizeEntries,
  toggleSelection as toggleSlipSelection,
  toRequestEntries,
} from '../lottery/shared/slip-core'
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

export type SlipEntry = SlipEntryOf

export type Slip = SlipState<RaceKey>

/** A new slip for a game; the quick amount carries over when given. */
export function emptySlip(game: RaceKey, quickAmount = ''): Slip {
  return { game, entries: [], quickAmount }
}

/** The spec: changing the ten-car game clears the current bets (the warnings follow from them). */
export function changeGame(slip: Slip, game: RaceKey): Slip {
  return changeSlipGame(slip, game, emptySlip)
}

export { clearSlip, isSelected, removeEntry, setEntryAmount, setQuickAmount }

/** Tapping a bet card: adds it with the quick amount, or removes it when it is already on the slip. */
export function toggleSelection(slip: Slip, selection: RaceSelection): Slip {
  return toggleSlipSelection(slip, selection)
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

export { amountOf }

/** What an amount returns at the quoted odds, stake included; 0 for a price the domain cannot read. */
function payoutOf(amount: Money, odd: string): Money {
  const odds = parseOdds(odd)
  return odds.ok ? payoutAt(amount, odds.value) : ZERO
}

/** Race pricing: each entry is one bet at its odds list line; a type the race rules do not know is refused. */
function priceEntry(
  entry: SlipEntry,
  context: SlipContext,
): EntryPricing<{ readonly code: 'invalidSelection' }> {
  const isValid = isRaceSelection(entry)
  return {
    key: `${entry.type}|${entry.prop}`,
    line: isValid ? oddsLineOf(context.odds, entry) : undefined,
    combinations: 1,
    ruleWarning: isValid ? undefined : { code: 'invalidSelection' },
  }
}

/**
 * Prices every entry and lists why the slip cannot be placed, each reason once, in this order:
 * selections not offered, missing or malformed amounts, then the domain's lottery warnings
 * (balance, minimum, maximum; limits converted to the display currency as the spec says).
 */
export function summarizeSlip(slip: Slip, context: SlipContext): SlipSummary {
  const core = summarizeEntries(slip.entries, context, (entry) => priceEntry(entry, context))
  const entries = core.entries.map((entry) => ({
    ...entry,
    payout: entry.amount !== undefined && entry.odd !== undefined ? payoutOf(entry.amount, entry.odd) : ZERO,
    warning: entry.warning?.code,
  }))
  return {
    entries,
    total: core.total,
    maxPayout: money(entries.reduce((sum, entry) => sum + entry.payout, 0n)),
    warnings: core.warnings.map((warning) => warning.code),
    canPlace: core.canPlace,
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
    entries: toRequestEntries(summary.entries, exchangeRate),
  }
}
