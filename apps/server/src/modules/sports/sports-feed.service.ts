import type { OddsChange } from '@app/contract'
import {
  BET_STATUS,
  CRICKET,
  type CricketLines,
  type LegResult,
  MATCH_STATUS,
  type MarketLines,
  type MatchResult,
  money,
  POSTPONEMENT_VOID_HOURS,
  type RunsModel,
  type ScoringModel,
  type SportsGame,
  settleSportsBet,
} from '@app/domain'
import {
  FEED_SPORTS,
  type FeedFixture,
  type FeedPrice,
  type SportsFeed,
} from '../../adapters/sports-feed/sports-feed'
import type { Db } from '../../db/database'
import { postEntry } from '../ledger/ledger.service'
import {
  type BetRow,
  closeStartedMatches,
  insertMatches,
  type LegRow,
  type MatchRow,
  moveKickOffs,
  type OddsRow,
  recordMatchOutcome,
  selectKnownMatchIds,
  selectLegsOf,
  selectMatchesForSettlement,
  selectMatchesInPlay,
  selectOpenMatches,
  selectSettleableBets,
  setLegResult,
  setPriceRound,
  settleBetRow,
  upsertOdds,
} from './sports.repository'
import { matchResultOf, slipOf, toSportsMatch } from './sports.service'

/** How far ahead fixtures are taken from the feed, and how far back (so results are there from the first start). */
const FIXTURES_AHEAD_MS = 12 * 3600_000
const FIXTURES_BEHIND_MS = 6 * 3600_000
const SETTLE_BATCH = 200
const VOID_AFTER_MS = POSTPONEMENT_VOID_HOURS * 3600_000

// The feed jobs and settlement. Each is driven by the database's state and safe to repeat or to
// run on two instances at once: every change is conditional on the state it leaves.

function fixtureOf(row: MatchRow): FeedFixture {
  const teams = {
    id: row.id,
    league: row.league_name,
    home: { name: row.home_name, crest: row.home_pic },
    away: { name: row.away_name, crest: row.away_pic },
    startsAt: row.starts_at,
  }
  if (row.sport === CRICKET) {
    return { ...teams, sport: CRICKET, model: row.model as RunsModel, lines: row.lines as CricketLines }
  }
  // A real provider's matches have no scoring model: their column holds JSON null.
  return {
    ...teams,
    sport: row.sport as SportsGame,
    ...(row.model === null ? {} : { model: row.model as ScoringModel }),
    lines: row.lines as MarketLines,
  }
}

const oddsRows = (matchId: string, prices: readonly FeedPrice[], now: Date) =>
  prices.map((price, sort) => ({
    match_id: matchId,
    kind: price.market,
    name: price.outcome,
    line: price.line ?? null,
    odds: Number(price.odds),
    sort,
    updated_at: now,
  }))

/**
 * Takes every fixture of the last and coming hours the database does not know yet, with its first
 * prices, and moves the kick-off of an open match the feed has rescheduled.
 */
export async function syncFixtures(db: Db, feed: SportsFeed, now: Date): Promise<number> {
  let added = 0
  for (const sport of FEED_SPORTS) {
    const fixtures = await feed.fixtures(
      sport,
      new Date(now.getTime() - FIXTURES_BEHIND_MS),
      new Date(now.getTime() + FIXTURES_AHEAD_MS),
    )
    const known = await selectKnownMatchIds(
      db,
      fixtures.map((fixture) => fixture.id),
    )
    // A known match the feed now starts at another time: betting follows the new kick-off, so a
    // match brought forward closes at its real start.
    await moveKickOffs(
      db,
      fixtures.filter((fixture) => known.has(fixture.id)),
    )
    for (const fixture of fixtures) {
      if (known.has(fixture.id)) continue
      const round = await feed.priceRound(fixture, now)
      const prices = await feed.prices(fixture, round)
      await db.transaction().execute(async (trx) => {
        const inserted = await insertMatches(trx, [
          {
            id: fixture.id,
            sport: fixture.sport,
            league_name: fixture.league,
            home_name: fixture.home.name,
            away_name: fixture.away.name,
            home_pic: fixture.home.crest,
            away_pic: fixture.away.crest,
            starts_at: fixture.startsAt,
            status: MATCH_STATUS.open,
            model: JSON.stringify(fixture.model ?? null),
            lines: JSON.stringify(fixture.lines),
            price_round: round,
            created_at: now,
          },
        ])
        if (inserted.length > 0) await upsertOdds(trx, oddsRows(fixture.id, prices, now))
      })
      added += 1
    }
  }
  return added
}

/** Re-prices every open match whose price round has moved; returns what changed, per match. */
export async function moveOdds(db: Db, feed: SportsFeed, now: Date): Promise<OddsChange[]> {
  const changes: OddsChange[] = []
  for (const row of await selectOpenMatches(db)) {
    const fixture = fixtureOf(row)
    const round = await feed.priceRound(fixture, now)
    if (round === row.price_round) continue
    const prices = await feed.prices(fixture, round)
    const moved = await db.transaction().execute(async (trx) => {
      await setPriceRound(trx, row.id, round)
      return upsertOdds(trx, oddsRows(row.id, prices, now))
    })
    if (moved.length > 0) changes.push(toChange(row, moved))
  }
  return changes
}

const toChange = (row: MatchRow, odds: readonly OddsRow[]): OddsChange => ({
  game: row.sport,
  match_id: row.id,
  odds: toSportsMatch(row, odds).odds,
  status: row.status,
})

/** Closes betting on matches that have kicked off; returns them for the `odds` topic. */
export async function closeMatches(db: Db, now: Date): Promise<OddsChange[]> {
  const closed = await closeStartedMatches(db, now)
  return closed.map((row) => ({ game: row.sport, match_id: row.id, odds: [], status: MATCH_STATUS.closed }))
}

/** Asks the feed what became of each match in play and records it once. Returns how many ended. */
export async function recordOutcomes(db: Db, feed: SportsFeed, now: Date): Promise<number> {
  let ended = 0
  for (const row of await selectMatchesInPlay(db)) {
    const outcome = await feed.outcome(fixtureOf(row), now)
    if (!outcome) continue
    const isFinished = outcome.status === 'finished'
    const recorded = await recordMatchOutcome(db, row.id, {
      status: isFinished
        ? MATCH_STATUS.finished
        : outcome.status === 'postponed'
          ? MATCH_STATUS.postponed
          : MATCH_STATUS.cancelled,
      home_score: isFinished ? outcome.final.home : null,
      away_score: isFinished ? outcome.final.away : null,
      half_home_score: isFinished ? (outcome.halfTime?.home ?? null) : null,
      half_away_score: isFinished ? (outcome.halfTime?.away ?? null) : null,
      winner: isFinished ? (outcome.winner ?? null) : null,
      finished_at: now,
    })
    if (recorded) ended += 1
  }
  return ended
}

export type SettledSportsBet = {
  betId: string
  userId: number
  sport: string
  /** settled, or cancelled when every leg is void (the stake refunded). */
  status: number
  payout: bigint
}

/** A settled bet's status: cancelled (its stake refunded) when every leg is void, else settled. */
export function settledBetStatus(legResults: readonly LegResult[]): number {
  return legResults.every((result) => result === 'void') ? BET_STATUS.cancelled : BET_STATUS.settled
}

/**
 * How each of these matches ended, for settlement (absent while one is not over), read inside the
 * settling transaction with the match rows share-locked: an operator's void or corrected result
 * locks its match for update, so a bet is never settled on a result replaced meanwhile.
 */
export async function matchResultsForSettlement(
  trx: Db,
  matchIds: readonly string[],
  now: Date,
): Promise<Map<string, MatchResult>> {
  const results = new Map<string, MatchResult>()
  for (const match of await selectMatchesForSettlement(trx, matchIds)) {
    const result = matchResultOf(match, now, VOID_AFTER_MS)
    if (result) results.set(match.id, result)
  }
  return results
}

/**
 * Settles one pending bet on its matches' results inside `trx`: it moves from pending once with the
 * reasons of its outcome, its legs get their results, and what it pays (after caps, voids at 1.00
 * and the win tax) is one `sportsPayout` ledger entry, so a crash or a second worker can never pay
 * twice. A bet on void matches only is cancelled and refunded. Undefined when a result is missing
 * or refused, or another pass settled it first.
 */
export async function settlePendingBet(
  trx: Db,
  bet: BetRow,
  legs: readonly LegRow[],
  results: ReadonlyMap<string, MatchResult>,
  now: Date,
): Promise<SettledSportsBet | undefined> {
  const outcome = settleSportsBet(slipOf(bet, legs), results)
  if (!outcome.ok) return undefined
  const { legResults, grossPayout, tax, payout, reasons } = outcome.value
  const status = settledBetStatus(legResults)
  const isMine = await settleBetRow(trx, bet.id, {
    status,
    gross_payout: grossPayout,
    tax,
    payout,
    settled_at: now,
    settle_reasons: JSON.stringify(reasons),
  })
  if (!isMine) return undefined
  for (const [position, result] of legResults.entries()) await setLegResult(trx, bet.id, position, result)
  const userId = Number(bet.user_id)
  if (payout > 0n) {
    await postEntry(
      trx,
      {
        kind: 'sportsPayout',
        reference: bet.id,
        postings: [
          { account: { kind: 'player_cash', userId }, amount: payout },
          { account: { kind: 'house_cash' }, amount: money(-payout) },
        ],
      },
      now,
    )
  }
  return { betId: bet.id, userId, sport: bet.sport, status, payout }
}

/**
 * Settles every pending bet whose matches are all over, a batch per transaction, each bet as
 * settlePendingBet does.
 */
export async function settleSportsBets(db: Db, now: Date): Promise<SettledSportsBet[]> {
  const settled: SettledSportsBet[] = []
  for (;;) {
    const bets = await selectSettleableBets(db, new Date(now.getTime() - VOID_AFTER_MS), SETTLE_BATCH)
    if (bets.length === 0) break
    const legs = await selectLegsOf(
      db,
      bets.map((bet) => bet.id),
    )
    let settledInBatch = 0
    await db.transaction().execute(async (trx) => {
      const results = await matchResultsForSettlement(trx, [...new Set(legs.map((leg) => leg.match_id))], now)
      for (const bet of bets) {
        const betLegs = legs.filter((leg) => leg.bet_id === bet.id)
        const done = await settlePendingBet(trx, bet, betLegs, results, now)
        if (!done) continue
        settledInBatch += 1
        settled.push(done)
      }
    })
    // A batch where nothing could be settled (a result the rules refuse) must not loop forever.
    if (settledInBatch === 0) break
  }
  return settled
}
