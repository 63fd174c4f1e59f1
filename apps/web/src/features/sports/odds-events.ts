import type { OddsChange, SelectionOdds, SportsMatch } from '@app/contract'
import { isSportsGame, MATCH_STATUS } from '@app/domain'
import { readOddsChangePolicy } from './odds-change-policy'
import { type MovedOdds, oddsMoved } from './slice'
import { sportsApi } from './sports-api'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

const isSelection = (value: unknown): value is SelectionOdds =>
  isRecord(value) &&
  typeof value.match_id === 'string' &&
  typeof value.kind === 'string' &&
  typeof value.name === 'string' &&
  typeof value.odds === 'string' &&
  (value.handicap_val === null || typeof value.handicap_val === 'number')

/** Reads an `odds` event, or undefined for anything else (a newer server may send more). */
export function parseOddsChange(data: unknown): OddsChange | undefined {
  if (!isRecord(data)) return undefined
  const { game, match_id: matchId, odds, status } = data
  if (typeof game !== 'string' || typeof matchId !== 'string' || typeof status !== 'number') return undefined
  if (!Array.isArray(odds)) return undefined
  return {
    game,
    match_id: matchId,
    status,
    odds: odds.filter(isSelection).map((item) => ({ ...item, previous_odds: item.previous_odds ?? null })),
  }
}

/** A match that no longer belongs in the lobby: finished 3 or cancelled 5. */
const isOver = (status: number) => status === MATCH_STATUS.finished || status === MATCH_STATUS.cancelled

const sameSelection = (a: SelectionOdds, b: SelectionOdds) =>
  a.kind === b.kind && a.name === b.name && a.handicap_val === b.handicap_val

/**
 * Applies moved prices to a cached match in place: each selection takes its new price (and the
 * old one as previous_odds, for the up/down marks); a moved line replaces the outcome's old line.
 */
export function applyOddsChange(match: SportsMatch, change: OddsChange): void {
  match.status = change.status
  for (const moved of change.odds) {
    let index = match.odds.findIndex((item) => sameSelection(item, moved))
    if (index < 0)
      index = match.odds.findIndex((item) => item.kind === moved.kind && item.name === moved.name)
    const previous = index >= 0 ? match.odds[index] : undefined
    const next = { ...moved, previous_odds: moved.previous_odds ?? previous?.odds ?? null }
    if (index >= 0) match.odds[index] = next
    else match.odds.push(next)
  }
}

type Dispatch = (action: unknown) => unknown
type SessionState = { auth: { userId: number | null } }

/** Moves the slip's picks on a match under the signed-in player's odds-change policy, read as the event comes. */
const oddsMovedForPlayer =
  (moved: Omit<MovedOdds, 'policy'>) => (dispatch: Dispatch, getState: () => SessionState) =>
    dispatch(oddsMoved({ ...moved, policy: readOddsChangePolicy(getState().auth.userId) }))

/**
 * Handles one `odds` event: the lobby's cached matches of that sport take the new prices and
 * status in place (a finished or cancelled match leaves the lobby), and the slip moves its
 * picks on the match (those the player's policy does not take wait for acceptance) or closes them.
 */
export function handleOddsEvent(dispatch: Dispatch, data: unknown): void {
  const change = parseOddsChange(data)
  if (!change || !isSportsGame(change.game)) return
  dispatch(
    sportsApi.util.updateQueryData('sportsMatches', change.game, (draft) => {
      for (const page of draft.pages) {
        const match = page.list.find((candidate) => candidate.match_id === change.match_id)
        if (!match) continue
        if (isOver(change.status)) {
          page.list = page.list.filter((candidate) => candidate !== match)
          page.total = Math.max(0, page.total - 1)
        } else applyOddsChange(match, change)
      }
    }),
  )
  dispatch(oddsMovedForPlayer({ matchId: change.match_id, odds: change.odds, status: change.status }))
}

/**
 * The odds topic was subscribed (again): prices that moved while no socket listened, between the
 * lobby's answer and the subscription or during a drop, are fetched again.
 */
export function handleOddsSubscribed(dispatch: Dispatch): void {
  dispatch(sportsApi.util.invalidateTags(['SportsMatches']))
}

/**
 * Handles one event of the player's private `balance` topic (a bet of theirs was settled): the
 * balance, the account history and my bets load again at once.
 */
export function handleBalanceEvent(dispatch: Dispatch): void {
  dispatch(sportsApi.util.invalidateTags(['SportsBets', 'Balance', 'ChangeLog']))
}
