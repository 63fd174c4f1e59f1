import { BET_STATUS, GAME_STATUS, MATCH_STATUS, money } from '@app/domain'
import { type Insertable, sql } from 'kysely'
import type { Db } from '../../db/database'
import { preparedMark } from '../../db/prepared-statements'
import type {
  SportsBetLegsTable,
  SportsBetsTable,
  SportsMatchesTable,
  SportsOddsTable,
} from '../../db/schema'
import { isSignedIn, signInCte } from '../accounts/accounts.repository'
import { answerCte, type KeyToAnswer } from '../idempotency/idempotency.repository'
import { debitCte, stakeAccountExists, stakeEntryCtes } from '../ledger/ledger.repository'
import { isPlayerProtected, mayStakeUnguarded } from '../player-protection/player-protection.repository'

export type MatchRow = Awaited<ReturnType<typeof selectMatch>> & {}
export type OddsRow = Awaited<ReturnType<typeof selectOddsOf>>[number]
export type BetRow = Awaited<ReturnType<typeof selectBet>> & {}
export type LegRow = Awaited<ReturnType<typeof selectLegsOf>>[number]

/** Adds matches the feed listed; ones already known are left as they are. Returns the ids added. */
export async function insertMatches(db: Db, matches: readonly Insertable<SportsMatchesTable>[]) {
  if (matches.length === 0) return []
  const rows = await db
    .insertInto('sports_matches')
    .values([...matches])
    .onConflict((conflict) => conflict.column('id').doNothing())
    .returning('id')
    .execute()
  return rows.map((row) => row.id)
}

/** Moves the kick-off of each open match to the time the feed now gives, where it differs. */
export async function moveKickOffs(db: Db, fixtures: readonly { id: string; startsAt: Date }[]) {
  if (fixtures.length === 0) return
  await sql`
    update sports_matches set starts_at = fed.starts_at
    from unnest(${fixtures.map((fixture) => fixture.id)}::text[],
      ${fixtures.map((fixture) => fixture.startsAt.toISOString())}::timestamptz[]) as fed (id, starts_at)
    where sports_matches.id = fed.id and sports_matches.status = ${MATCH_STATUS.open}
      and sports_matches.starts_at <> fed.starts_at`.execute(db)
}

export async function selectKnownMatchIds(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return new Set<string>()
  const rows = await db
    .selectFrom('sports_matches')
    .select('id')
    .where('id', 'in', [...ids])
    .execute()
  return new Set(rows.map((row) => row.id))
}

export async function selectMatch(db: Db, id: string) {
  return db.selectFrom('sports_matches').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function selectMatchesByIds(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return []
  return db
    .selectFrom('sports_matches')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute()
}

/** Matches as settlement reads them, share-locked in id order (see matchResultsForSettlement). */
export async function selectMatchesForSettlement(trx: Db, ids: readonly string[]) {
  if (ids.length === 0) return []
  return trx
    .selectFrom('sports_matches')
    .selectAll()
    .where('id', 'in', [...ids])
    .orderBy('id')
    .forShare()
    .execute()
}

/** The matches of a placed slip, share-locked so that closing them waits for the slip's transaction. */
export async function selectMatchesForBetting(trx: Db, ids: readonly string[]) {
  return trx
    .selectFrom('sports_matches')
    .select(['id', 'status', 'starts_at'])
    .where('id', 'in', [...ids])
    .orderBy('id')
    .forShare()
    .execute()
}

/** Upcoming and in-play matches of a sport by kick-off, from `from`. */
export async function selectLobbyMatches(db: Db, sport: string, from: Date, start: number, limit: number) {
  const base = db
    .selectFrom('sports_matches')
    .where('sport', '=', sport)
    .where('status', 'in', [MATCH_STATUS.open, MATCH_STATUS.closed])
    .where('starts_at', '>=', from)
  const [list, count] = await Promise.all([
    base.selectAll().orderBy('starts_at').orderBy('id').offset(start).limit(limit).execute(),
    base.select(sql<string>`count(*)`.as('total')).executeTakeFirstOrThrow(),
  ])
  return { list, total: Number(count.total) }
}

/** The all-sports page's filters: a sport, one of its leagues, and kick-off before `until`. */
export type OpenMatchFilter = {
  readonly sports: readonly string[]
  readonly sport?: string | undefined
  readonly league?: string | undefined
  readonly until?: Date | undefined
}

/** Matches of the given sports still taking bets (open, kick-off after `now`), by the filter. */
function openMatches(db: Db, filter: Omit<OpenMatchFilter, 'league'>, now: Date) {
  let base = db
    .selectFrom('sports_matches')
    .where('sport', 'in', filter.sport === undefined ? [...filter.sports] : [filter.sport])
    .where('status', '=', MATCH_STATUS.open)
    .where('starts_at', '>', now)
  if (filter.until !== undefined) base = base.where('starts_at', '<=', filter.until)
  return base
}

/** Open matches across sports by kick-off, a page of them, under the all-sports page's filters. */
export async function selectBettableMatches(
  db: Db,
  filter: OpenMatchFilter,
  now: Date,
  start: number,
  limit: number,
) {
  let base = openMatches(db, filter, now)
  if (filter.league !== undefined) base = base.where('league_name', '=', filter.league)
  const [list, count] = await Promise.all([
    base.selectAll().orderBy('starts_at').orderBy('id').offset(start).limit(limit).execute(),
    base.select(sql<string>`count(*)`.as('total')).executeTakeFirstOrThrow(),
  ])
  return { list, total: Number(count.total) }
}

/** The leagues with open matches under the sport and time filters, with how many each has, by sport and name. */
export async function selectOpenLeagues(db: Db, filter: Omit<OpenMatchFilter, 'league'>, now: Date) {
  const rows = await openMatches(db, filter, now)
    .select(['sport', 'league_name', sql<string>`count(*)`.as('matches')])
    .groupBy(['sport', 'league_name'])
    .orderBy('sport')
    .orderBy('league_name')
    .execute()
  return rows.map((row) => ({ sport: row.sport, league_name: row.league_name, matches: Number(row.matches) }))
}

/** Finished, postponed and cancelled matches of a sport, latest kick-off first. */
export async function selectResultMatches(db: Db, sport: string, start: number, limit: number) {
  const base = db
    .selectFrom('sports_matches')
    .where('sport', '=', sport)
    .where('status', 'in', [MATCH_STATUS.finished, MATCH_STATUS.postponed, MATCH_STATUS.cancelled])
  const [list, count] = await Promise.all([
    base.selectAll().orderBy('starts_at', 'desc').orderBy('id').offset(start).limit(limit).execute(),
    base.select(sql<string>`count(*)`.as('total')).executeTakeFirstOrThrow(),
  ])
  return { list, total: Number(count.total) }
}

export async function selectOddsOf(db: Db, matchIds: readonly string[]) {
  if (matchIds.length === 0) return []
  return db
    .selectFrom('sports_odds')
    .selectAll()
    .where('match_id', 'in', [...matchIds])
    .orderBy('match_id')
    .orderBy('sort')
    .execute()
}

/**
 * Writes a round of prices: new rows are added, moved ones keep their old price as previous_odds.
 * Returns the rows that are new or moved.
 */
export async function upsertOdds(db: Db, rows: readonly Insertable<SportsOddsTable>[]) {
  if (rows.length === 0) return []
  return db
    .insertInto('sports_odds')
    .values([...rows])
    .onConflict((conflict) =>
      conflict
        .columns(['match_id', 'kind', 'name'])
        .doUpdateSet({
          previous_odds: sql`sports_odds.odds`,
          odds: sql`excluded.odds`,
          line: sql`excluded.line`,
          updated_at: sql`excluded.updated_at`,
        })
        // A line can move while its odds stay, e.g. a handicap of -1 becoming -2 at the same price.
        .where(
          sql<boolean>`sports_odds.odds <> excluded.odds or sports_odds.line is distinct from excluded.line`,
        ),
    )
    .returningAll()
    .execute()
}

export async function setPriceRound(db: Db, matchId: string, round: number) {
  await db.updateTable('sports_matches').set({ price_round: round }).where('id', '=', matchId).execute()
}

/** Open matches whose price round may have moved (all of them; the caller compares rounds). */
export async function selectOpenMatches(db: Db) {
  return db.selectFrom('sports_matches').selectAll().where('status', '=', MATCH_STATUS.open).execute()
}

/** Closes betting on every open match whose kick-off has come; returns the ids closed. */
export async function closeStartedMatches(db: Db, now: Date) {
  const rows = await db
    .updateTable('sports_matches')
    .set({ status: MATCH_STATUS.closed })
    .where('status', '=', MATCH_STATUS.open)
    .where('starts_at', '<=', now)
    .returning(['id', 'sport'])
    .execute()
  return rows
}

/** Matches in play, waiting for the feed to say how they ended. */
export async function selectMatchesInPlay(db: Db) {
  return db.selectFrom('sports_matches').selectAll().where('status', '=', MATCH_STATUS.closed).execute()
}

/** Records how a match in play ended, once: only a match still in play changes. */
export async function recordMatchOutcome(
  db: Db,
  id: string,
  outcome: Pick<
    SportsMatchesTable,
    'status' | 'home_score' | 'away_score' | 'half_home_score' | 'half_away_score' | 'finished_at'
  > & { winner?: string | null },
) {
  const result = await db
    .updateTable('sports_matches')
    .set(outcome)
    .where('id', '=', id)
    .where('status', '=', MATCH_STATUS.closed)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

export async function selectBet(db: Db, id: number) {
  return db.selectFrom('sports_bets').selectAll().where('id', '=', String(id)).executeTakeFirst()
}

export async function selectLegsOf(db: Db, betIds: readonly string[]) {
  if (betIds.length === 0) return []
  return db
    .selectFrom('sports_bet_legs')
    .selectAll()
    .where('bet_id', 'in', [...betIds])
    .orderBy('bet_id')
    .orderBy('position')
    .execute()
}

export async function selectPlayerBets(
  db: Db,
  userId: number,
  sport: string | undefined,
  filter: { status?: number; start: number; limit: number },
) {
  let base = db.selectFrom('sports_bets').where('user_id', '=', String(userId))
  if (sport !== undefined) base = base.where('sport', '=', sport)
  if (filter.status !== undefined) base = base.where('status', '=', filter.status)
  const [list, count] = await Promise.all([
    base.selectAll().orderBy('id', 'desc').offset(filter.start).limit(filter.limit).execute(),
    base.select(sql<string>`count(*)`.as('total')).executeTakeFirstOrThrow(),
  ])
  return { list, total: Number(count.total) }
}

/**
 * Pending bets every leg of which is on a match that is over: finished, cancelled, or postponed
 * and scheduled before `voidBefore` (a postponement over 36 hours voids the match).
 */
export async function selectSettleableBets(db: Db, voidBefore: Date, limit: number) {
  return db
    .selectFrom('sports_bets')
    .selectAll()
    .where('status', '=', 1)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('sports_bet_legs')
            .innerJoin('sports_matches', 'sports_matches.id', 'sports_bet_legs.match_id')
            .select(sql`1`.as('one'))
            .whereRef('sports_bet_legs.bet_id', '=', 'sports_bets.id')
            .where((eb) =>
              eb.not(
                eb.or([
                  eb('sports_matches.status', 'in', [MATCH_STATUS.finished, MATCH_STATUS.cancelled]),
                  eb.and([
                    eb('sports_matches.status', '=', MATCH_STATUS.postponed),
                    eb('sports_matches.starts_at', '<', voidBefore),
                  ]),
                ]),
              ),
            ),
        ),
      ),
    )
    .orderBy('id')
    .limit(limit)
    .execute()
}

/**
 * Marks a pending bet settled with what it paid and why (its reasons as a JSON array); false when
 * another pass got there first.
 */
export async function settleBetRow(
  trx: Db,
  id: string,
  settled: {
    status: number
    gross_payout: bigint
    tax: bigint
    payout: bigint
    settled_at: Date
    settle_reasons: string
  },
) {
  const result = await trx
    .updateTable('sports_bets')
    .set(settled)
    .where('id', '=', id)
    .where('status', '=', 1)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

export async function setLegResult(trx: Db, betId: string, position: number, result: string) {
  await trx
    .updateTable('sports_bet_legs')
    .set({ result })
    .where('bet_id', '=', betId)
    .where('position', '=', position)
    .execute()
}

/** The UTC day a bet was settled on, as YYYY-MM-DD: reports count a bet on the day it paid. */
const settledDay = sql<string>`to_char(settled_at at time zone 'UTC', 'YYYY-MM-DD')`

/**
 * The player's settled (not cancelled) sports bets settled in [from, to), summed per sport and
 * day: stakes, payouts and how many.
 */
export async function sumSettledBetsByDay(
  db: Db,
  userId: number,
  range: { from: Date; to: Date },
  sport?: string,
) {
  let query = db
    .selectFrom('sports_bets')
    .select([
      'sport as game',
      settledDay.as('day'),
      sql<string>`sum(total_stake)`.as('turnover'),
      sql<string>`coalesce(sum(payout), 0)`.as('payout'),
      sql<string>`count(*)`.as('count'),
    ])
    .where('user_id', '=', String(userId))
    .where('status', '=', BET_STATUS.settled)
    .where('settled_at', '>=', range.from)
    .where('settled_at', '<', range.to)
  if (sport !== undefined) query = query.where('sport', '=', sport)
  const rows = await query.groupBy(['sport', settledDay]).execute()
  return rows.map((row) => ({
    game: row.game,
    day: row.day,
    turnover: money(BigInt(row.turnover)),
    payout: money(BigInt(row.payout)),
    count: Number(row.count),
  }))
}

/** A price of a slip's pick as the placement reads it. */
export type PickPrice = { match_id: string; kind: string; name: string; line: number | null; odds: number }

/** What a bet shows of a match: its names, score, kick-off and status. */
export type BetMatchRow = Pick<
  MatchRow,
  | 'id'
  | 'sport'
  | 'league_name'
  | 'home_name'
  | 'away_name'
  | 'home_score'
  | 'away_score'
  | 'status'
  | 'starts_at'
>

/**
 * What placing a slip reads when the server does not remember its matches and prices, in one
 * round trip through sports_placement_read (planned once per connection): whether the player's
 * sign-in is still open, the slip's matches and the current prices of its picks, the player's area
 * code and cash. (The read also answers the game's limits, which placement now takes from
 * selectGamePlacementConfig with their version.)
 */
export async function selectPlacementContext(
  db: Db,
  gameId: number,
  player: { userId: number; sessionId: string; now: Date },
  picks: readonly { matchId: string; kind: string; name: string }[],
) {
  const { rows } = await sql<{
    read: {
      signed_in: boolean
      prices: PickPrice[]
      area_code: number | null
      cash: string | null
      matches: (Omit<BetMatchRow, 'starts_at'> & { starts_at: string })[]
    }
  }>`${sql.raw(preparedMark('sports-placement-read'))}select sports_placement_read(${gameId}, ${String(player.userId)},
    ${player.sessionId}::uuid, ${player.now}, ${picks.map((pick) => pick.matchId)}::text[], ${picks.map((pick) => pick.kind)}::text[],
    ${picks.map((pick) => pick.name)}::text[]) as read`.execute(db)
  const read = rows[0]?.read
  return {
    isSignedIn: read?.signed_in ?? false,
    prices: read?.prices ?? [],
    areaCode: read?.area_code ?? null,
    cash: money(BigInt(read?.cash ?? 0)),
    matches: (read?.matches ?? []).map(
      (match): BetMatchRow => ({ ...match, starts_at: new Date(match.starts_at) }),
    ),
  }
}

/** A slip to store: its bet row, its legs and what to answer. */
export type SlipToPlace = {
  bet: Omit<Insertable<SportsBetsTable>, 'folds'> & { folds: readonly number[] }
  legs: readonly Omit<Insertable<SportsBetLegsTable>, 'bet_id'>[]
  /** The answer with its bet_id to be filled in by the statement. */
  answer: unknown
}

/** What a slip's write checks is still so: the sign-in, and the game, matches and prices it was priced from. */
export type SportsPlacementBasis = {
  sessionId: string
  gameId: number
  /** The game's placement_version its limits were read at. */
  configVersion: string
  /** The slip's matches as its answer shows them. */
  matches: readonly BetMatchRow[]
}

/**
 * Places a slip in one statement, so in one round trip and one commit: the player's sign-in must
 * still be open, the game active at the version of limits the slip was priced from, the slip's
 * matches all still open, not yet kicked off and as the answer shows them, and each leg's price
 * still current; then the stake is debited, the bet, its legs, the stake's journal entry and the
 * Idempotency-Key's answer are written. When any check fails or the cash is short, nothing is
 * written. The matches are not locked: the price feed rewrites their rows every few seconds, and
 * a lock would hold every bet behind it; the kick-off check keeps bets out once play starts, and
 * a match cancelled meanwhile is voided by settlement. A player with responsible-play settings
 * is refused here unless `isGuarded` (see mayStakeUnguarded).
 */
export async function insertSlipInOneStatement(
  db: Db,
  slip: SlipToPlace,
  basis: SportsPlacementBasis,
  keyed: KeyToAnswer,
  now: Date,
  isGuarded: boolean,
) {
  const { bet, legs } = slip
  const known = basis.matches
  const total = BigInt(bet.total_stake)
  const userId = Number(bet.user_id)
  const { rows } = await sql<{
    is_signed_in: boolean
    open_matches: string[] | null
    is_current: boolean
    bet_id: string | null
    house_ready: boolean
    is_protected: boolean
  }>`${sql.raw(preparedMark('sports-placement'))}with slip_match as (
      -- As remembered: a time read into the server keeps its milliseconds only.
      select match.id,
        match.status = ${MATCH_STATUS.open} and match.starts_at > ${now} as is_open,
        row(match.sport, match.league_name, match.home_name, match.away_name, match.home_score,
          match.away_score, date_trunc('milliseconds', match.starts_at))
        is not distinct from row(known.sport, known.league_name, known.home_name, known.away_name,
          known.home_score, known.away_score, known.starts_at) as is_current
      from sports_matches match
      join unnest(${known.map((match) => match.id)}::text[], ${known.map((match) => match.sport)}::text[],
        ${known.map((match) => match.league_name)}::text[], ${known.map((match) => match.home_name)}::text[],
        ${known.map((match) => match.away_name)}::text[], ${known.map((match) => match.home_score)}::int[],
        ${known.map((match) => match.away_score)}::int[], ${known.map((match) => match.starts_at)}::timestamptz[])
        as known (id, sport, league_name, home_name, away_name, home_score, away_score, starts_at)
        on known.id = match.id
      -- Found by id alone, so that the primary key finds them whatever the planner knows of the
      -- table; whether each is open is a column.
      where match.id = any(${known.map((match) => match.id)}::text[])
    ), ${signInCte(userId, basis.sessionId, now)}, slip_leg as (
      select * from unnest(${legs.map((leg) => leg.position)}::int[], ${legs.map((leg) => leg.match_id)}::text[],
        ${legs.map((leg) => leg.kind)}::text[], ${legs.map((leg) => leg.name)}::text[],
        ${legs.map((leg) => leg.line ?? null)}::float8[], ${legs.map((leg) => leg.odds)}::int[])
        as leg (position, match_id, kind, name, line, odds)
    ), priced_leg as (
      select 1 from slip_leg leg
      join sports_odds price on price.match_id = leg.match_id and price.kind = leg.kind and price.name = leg.name
      where price.odds = leg.odds and price.line is not distinct from leg.line
    ), is_current as (
      select exists (
          select 1 from games
          where id = ${basis.gameId} and status = ${GAME_STATUS.active}
            and placement_version = ${basis.configVersion})
        and (select count(*) from slip_match where is_open and is_current) = ${known.length}
        and (select count(*) from priced_leg) = ${legs.length} as value
    ), ${debitCte(
      userId,
      total,
      sql`${isSignedIn} and (select value from is_current)
        and ${mayStakeUnguarded(userId, isGuarded)}`,
    )},
    bet as (
      insert into sports_bets (user_id, sport, folds, unit_stake, multiple, combinations, total_stake,
        estimated_min, estimated_max, status, created_at)
      select ${bet.user_id}, ${bet.sport}, ${JSON.stringify(bet.folds)}::jsonb, ${bet.unit_stake}, ${bet.multiple},
        ${bet.combinations}, ${bet.total_stake}, ${bet.estimated_min}, ${bet.estimated_max}, ${bet.status}, ${now}
      from debit
      returning id
    ), legs as (
      insert into sports_bet_legs (bet_id, position, match_id, kind, name, line, odds, result)
      select bet.id, leg.position, leg.match_id, leg.kind, leg.name, leg.line, leg.odds, null
      from bet, slip_leg leg
    ), ${stakeEntryCtes('sportsBet', sql<string>`(select id::text from bet)`, total, now)},
    ${answerCte(keyed, sql`bet`, sql`jsonb_set(${JSON.stringify(slip.answer)}::jsonb, '{bet_id}', to_jsonb(bet.id))`)}
    select ${isSignedIn} as is_signed_in,
      (select array_agg(id) from slip_match where is_open) as open_matches, (select value from is_current) as is_current,
      (select id from bet) as bet_id, ${stakeAccountExists} as house_ready,
      ${isPlayerProtected(userId)} as is_protected`.execute(db)
  const [row] = rows
  return {
    isSignedIn: row?.is_signed_in ?? false,
    isCurrent: row?.is_current ?? false,
    openMatches: new Set(row?.open_matches ?? []),
    betId: row?.bet_id ?? undefined,
    isHouseReady: row?.house_ready ?? false,
    isProtected: row?.is_protected ?? false,
  }
}
