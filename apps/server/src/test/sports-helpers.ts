import type { SportsMatch } from '@app/contract'
import { MATCH_STATUS } from '@app/domain'
import { recordMatchOutcome } from '../modules/sports/sports.repository'
import type { TestApp } from './test-app'
import { caller } from './wallet-helpers'

/** The open matches of a sport's lobby (its first `limit`), soonest first, skipping those about to kick off. */
export async function openMatches(test: TestApp, sport = 'soccer', limit = 40): Promise<SportsMatch[]> {
  const response = await caller(test, '')('GET', `/${sport}?limit=${limit}`)
  if (response.statusCode !== 200) throw new Error(`the ${sport} lobby failed: ${response.body}`)
  const soon = test.clock.now().getTime() + 5 * 60_000
  return (response.json().data.list as SportsMatch[]).filter(
    (match) => match.status === MATCH_STATUS.open && Date.parse(match.match_start_time) > soon,
  )
}

/** A slip entry for one selection of a match at its shown odds, e.g. pickOf(match, 'wl', 'H'). */
export function pickOf(match: SportsMatch, kind: string, name: string) {
  const price = match.odds.find((entry) => entry.kind === kind && entry.name === name)
  if (!price) throw new Error(`${match.match_id} has no ${kind} ${name}`)
  return { match_id: match.match_id, kind, name, handicap_val: price.handicap_val, odds: price.odds }
}

/**
 * Ends a match in play with a chosen score, as the feed would report it: the final score, the
 * half-time score (null where the sport has none) and, for cricket, the winner.
 */
export async function finishMatch(
  test: TestApp,
  matchId: string,
  final: [number, number],
  half: [number, number] | null,
  winner?: 'home' | 'away',
) {
  const db = test.database.db
  await db
    .updateTable('sports_matches')
    .set({ status: MATCH_STATUS.closed })
    .where('id', '=', matchId)
    .execute()
  await recordMatchOutcome(db, matchId, {
    status: MATCH_STATUS.finished,
    home_score: final[0],
    away_score: final[1],
    half_home_score: half?.[0] ?? null,
    half_away_score: half?.[1] ?? null,
    ...(winner ? { winner } : {}),
    finished_at: test.clock.now(),
  })
}
