import { parseOdds } from '../lottery/odds'

/**
 * What a bet slip does when a picked price moves before the slip is placed: take any change
 * silently, take a rise silently but ask about a fall, or ask about every change.
 */
export const ODDS_CHANGE_POLICIES = ['acceptAny', 'acceptHigher', 'alwaysAsk'] as const
export type OddsChangePolicy = (typeof ODDS_CHANGE_POLICIES)[number]

/**
 * Prices move every few minutes, so asking about every move asks again and again; a rise only
 * pays the player more, so by default only a fall is asked about.
 */
export const DEFAULT_ODDS_CHANGE_POLICY: OddsChangePolicy = 'acceptHigher'

/** Whether a value (one read back from storage, say) is a policy, e.g. `isOddsChangePolicy('alwaysAsk')` is true. */
export function isOddsChangePolicy(value: unknown): value is OddsChangePolicy {
  return typeof value === 'string' && (ODDS_CHANGE_POLICIES as readonly string[]).includes(value)
}

/** A picked price that moved: the quoted odds the player agreed to, the odds now, and whether its line moved. */
export type OddsMove = {
  /** Decimal odds as quoted, e.g. "2.00". */
  readonly from: string
  readonly to: string
  /** The handicap or total line moved too: another bet, even when its odds are higher. */
  readonly isLineMoved?: boolean
}

/**
 * Whether a moved price needs the player's acceptance before the slip goes in, e.g. under
 * 'acceptHigher' 2.00 → 2.10 is taken silently and 2.00 → 1.90 is asked about. Odds compare as
 * exact thousandths, so "2.1" and "2.10" are the same price. A moved line, or a price that cannot
 * be read, is asked about unless every change is accepted.
 */
export function needsOddsAcceptance(policy: OddsChangePolicy, move: OddsMove): boolean {
  if (policy === 'acceptAny') return false
  if (move.isLineMoved) return true
  const from = parseOdds(move.from)
  const to = parseOdds(move.to)
  if (!from.ok || !to.ok) return move.from !== move.to
  return policy === 'alwaysAsk' ? to.value !== from.value : to.value < from.value
}
