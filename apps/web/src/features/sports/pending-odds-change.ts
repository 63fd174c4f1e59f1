import { needsOddsAcceptance, type OddsChangePolicy } from '@app/domain'

/** What a slip entry remembers of a moved price while it waits for the player's acceptance. */
export type PendingOddsChange = {
  /** The price the player agreed to, kept through further moves; null when nothing waits. */
  readonly changedFrom: string | null
  /** The entry's line moved since the player agreed to it. */
  readonly isLineMoved: boolean
}

/** An entry whose price is the one the player agreed to: new on the slip, or its change accepted. */
export const NOTHING_PENDING: PendingOddsChange = { changedFrom: null, isLineMoved: false }

/**
 * What an entry priced at `entry.odds` keeps waiting once its price is `move.odds` (and its line
 * moved, or not), judged under the player's policy against the price the player last agreed to,
 * e.g. picked at 2.00 under 'acceptHigher': a move to 2.10 leaves nothing pending, a move to 1.90
 * keeps 2.00, and a move back to 2.05 leaves nothing again. With the same price and line it
 * re-judges what is pending under another policy.
 */
export function pendingOddsChange(
  entry: PendingOddsChange & { readonly odds: string },
  move: { readonly odds: string; readonly isLineMoved: boolean },
  policy: OddsChangePolicy,
): PendingOddsChange {
  const changedFrom = entry.changedFrom ?? entry.odds
  const isLineMoved = entry.isLineMoved || move.isLineMoved
  return needsOddsAcceptance(policy, { from: changedFrom, to: move.odds, isLineMoved })
    ? { changedFrom, isLineMoved }
    : NOTHING_PENDING
}

/**
 * An entry priced at `odds` once the player chose another policy: its waiting change is judged
 * again and dropped when the new policy takes it; otherwise the same entry, e.g. a pick moved
 * 2.00 → 2.10 under 'alwaysAsk' waits for nothing once the player chooses 'acceptHigher'.
 */
export function rejudgedOddsChange<Entry extends PendingOddsChange>(
  entry: Entry,
  odds: string,
  policy: OddsChangePolicy,
): Entry {
  if (entry.changedFrom === null) return entry
  const pending = pendingOddsChange({ ...entry, odds }, { odds, isLineMoved: false }, policy)
  return pending.changedFrom === null ? { ...entry, ...pending } : entry
}
