import { type Money, money } from '../money/money'
import type { ChangeLogKindName } from '../wallet/entry-kinds'

/**
 * Responsible play: the limits a player sets on their own deposits, losses and wagers, the
 * breaks they take, and the reminders they ask for. Server and web read these rules from here.
 */

export const LIMIT_KINDS = ['deposit', 'loss', 'wager'] as const
export type LimitKind = (typeof LIMIT_KINDS)[number]

/** A limit's rolling window: the last 24 hours, 7 days or 30 days. */
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const
export type LimitPeriod = (typeof LIMIT_PERIODS)[number]

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS

export const LIMIT_PERIOD_MS: Readonly<Record<LimitPeriod, number>> = {
  day: DAY_MS,
  week: 7 * DAY_MS,
  month: 30 * DAY_MS,
}

/** How long a raised or removed limit waits before it applies; a lowered one applies at once. */
export const LIMIT_COOLING_OFF_MS = DAY_MS

/**
 * A limit as stored: the amount in force (none: no limit) and a raise or removal waiting for its
 * cooling-off to end (`amount` null there means the limit is to be removed).
 */
export type LimitSetting = {
  amount: Money | null
  pending?: { amount: Money | null; effectiveAt: Date }
}

/** The setting as it stands at `now`: a pending change whose cooling-off has ended is in force. */
export function limitInForce(setting: LimitSetting, now: Date): LimitSetting {
  const { pending } = setting
  if (pending && pending.effectiveAt.getTime() <= now.getTime()) return { amount: pending.amount }
  return setting
}

/** Whether `requested` is at least as strict as `current` (no limit is the loosest of all). */
export function isTighter(requested: Money | null, current: Money | null): boolean {
  if (requested === null) return current === null
  return current === null || requested <= current
}

/**
 * A player's change of a limit at `now`. A first limit or a lower one applies at once and drops
 * any pending raise; asking again for the amount in force cancels a pending raise; a raise or a
 * removal waits LIMIT_COOLING_OFF_MS and leaves the current amount in force meanwhile.
 */
export function changeLimit(setting: LimitSetting, requested: Money | null, now: Date): LimitSetting {
  const current = limitInForce(setting, now).amount
  if (isTighter(requested, current)) return { amount: requested }
  return {
    amount: current,
    pending: { amount: requested, effectiveAt: new Date(now.getTime() + LIMIT_COOLING_OFF_MS) },
  }
}

/** What a limit still allows: the limit less what was used in its window, never below zero. */
export function limitRemaining(limit: Money, used: Money): Money {
  return money(limit > used ? limit - used : 0n)
}

/**
 * What a kind's limits still allow across its periods, the lowest of them (they all apply), or
 * null when none of its periods has a limit.
 */
export function allowance(
  limits: Readonly<Record<LimitPeriod, Money | null>>,
  used: Readonly<Record<LimitPeriod, Money>>,
): Money | null {
  let lowest: Money | null = null
  for (const period of LIMIT_PERIODS) {
    const limit = limits[period]
    if (limit === null) continue
    const remaining = limitRemaining(limit, used[period])
    if (lowest === null || remaining < lowest) lowest = remaining
  }
  return lowest
}

/**
 * The journal entries that stake a player's money (a transfer to a game's wallet counts: it can
 * only be played there) and those that bring it back. Wagered is the stakes; the net loss is the
 * stakes less what came back, so an open stake counts as lost until it settles.
 */
export const STAKE_ENTRY_KINDS = [
  'sportsBet',
  'lotteryBet',
  'casinoBet',
  'gameTransferIn',
] as const satisfies readonly ChangeLogKindName[]
export const RETURN_ENTRY_KINDS = [
  'sportsPayout',
  'lotteryPayout',
  'lotteryRefund',
  'casinoPayout',
  'casinoRefund',
  'gameTransferOut',
  'gameTransferRefund',
] as const satisfies readonly ChangeLogKindName[]

/** Breaks from play: a time-out is short, a self-exclusion long or for good. */
export const TIME_OUT_DURATIONS = ['24h', '7d', '6w'] as const
export type TimeOutDuration = (typeof TIME_OUT_DURATIONS)[number]

export const SELF_EXCLUSION_DURATIONS = ['6m', '1y', '2y', '5y', 'permanent'] as const
export type SelfExclusionDuration = (typeof SELF_EXCLUSION_DURATIONS)[number]

export type BlockKind = 'time_out' | 'self_exclusion'

const addMonths = (start: Date, months: number) => {
  const end = new Date(start.getTime())
  end.setUTCMonth(end.getUTCMonth() + months)
  return end
}

/** When a break taken at `start` ends; null for a permanent self-exclusion. */
export function blockEnd(duration: TimeOutDuration | SelfExclusionDuration, start: Date): Date | null {
  const after = (milliseconds: number) => new Date(start.getTime() + milliseconds)
  switch (duration) {
    case '24h':
      return after(DAY_MS)
    case '7d':
      return after(7 * DAY_MS)
    case '6w':
      return after(42 * DAY_MS)
    case '6m':
      return addMonths(start, 6)
    case '1y':
      return addMonths(start, 12)
    case '2y':
      return addMonths(start, 24)
    case '5y':
      return addMonths(start, 60)
    case 'permanent':
      return null
  }
}

/** A break in force: its kind and its end (null: permanent). */
export type PlayBlock = { kind: BlockKind; until: Date | null }

/** Whether a break is still in force at `now`. */
export function isBlocked(block: PlayBlock | null, now: Date): block is PlayBlock {
  return block !== null && (block.until === null || block.until.getTime() > now.getTime())
}

/**
 * A new break on top of the one in force: a break can only be lengthened, never shortened, so a
 * shorter one is refused (`null`) and a longer one replaces it. A self-exclusion takes over a
 * time-out that ends sooner; a time-out never turns a self-exclusion into a time-out.
 */
export function lengthenBlock(current: PlayBlock | null, next: PlayBlock, now: Date): PlayBlock | null {
  if (!isBlocked(current, now)) return next
  if (current.until === null) return null
  if (next.until !== null && next.until.getTime() <= current.until.getTime()) return null
  return current.kind === 'self_exclusion' ? { kind: 'self_exclusion', until: next.until } : next
}

/** The intervals a player may choose for the reality check reminder, in minutes. */
export const REALITY_CHECK_MINUTES = [15, 30, 60] as const
export type RealityCheckMinutes = (typeof REALITY_CHECK_MINUTES)[number]

/** How many reminders a session of `elapsedMs` has earned at an interval: one per full interval. */
export function realityChecksDue(elapsedMs: number, minutes: RealityCheckMinutes): number {
  return Math.max(0, Math.floor(elapsedMs / (minutes * 60_000)))
}
