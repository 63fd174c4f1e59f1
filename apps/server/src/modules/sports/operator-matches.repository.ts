import type { MatchSort } from '@app/contract'
import { SPORTS_GAMES } from '@app/domain'
import { type Insertable, sql } from 'kysely'
import type { Db } from '../../db/database'
import type { SportsBetResettlementsTable, SportsMatchesTable } from '../../db/schema'

/** Text compared with a match id: longer is no id. */
const MATCH_ID = /^[\w:.-]{1,64}$/

/** `text` as a LIKE pattern that matches it literally. */
const literalLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`)

/** The matches of the sports with a market slip (cricket keeps its own bets and settlement). */
function slipMatches(db: Db) {
  return db.selectFrom('sports_matches as match').where('match.sport', 'in', [...SPORTS_GAMES])
}
type SlipMatches = ReturnType<typeof slipMatches>

/** A match with the bets that have a leg on it: how many, how many pending, their stakes and payouts. */
function withBets(query: SlipMatches) {
  return query
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('sports_bets as bet')
          .select([
            sql<string>`count(*)`.as('count'),
            sql<string>`count(*) filter (where bet.status = 1)`.as('pending'),
            sql<string>`coalesce(sum(bet.total_stake), 0)`.as('stake'),
            sql<string>`coalesce(sum(bet.payout), 0)`.as('payout'),
          ])
          .where('bet.id', 'in', (inner) =>
            inner
              .selectFrom('sports_bet_legs as leg')
              .select('leg.bet_id')
              .whereRef('leg.match_id', '=', 'match.id'),
          )
          .as('bets'),
      (join) => join.onTrue(),
    )
    .selectAll('match')
    .select(['bets.count as bet_count', 'bets.pending as bet_pending', 'bets.stake as bet_stake'])
    .select('bets.payout as bet_payout')
}

export type OperatorMatchRow = Awaited<ReturnType<ReturnType<typeof withBets>['execute']>>[number]

const SORT_EXPRESSIONS = {
  starts_at: sql`match.starts_at`,
  bets: sql`bets.count`,
  stake: sql`bets.stake`,
} as const

/**
 * A page of the matches under the filters, in the order asked, with their bets, and how many
 * match: a sport, a status, and a text found in the league or a team's name (any case) or equal
 * to the match id.
 */
export async function selectOperatorMatches(
  db: Db,
  filter: { sport?: string | undefined; status?: number | undefined; q: string },
  page: { sort: MatchSort; start: number; limit: number },
) {
  let filtered = slipMatches(db)
  if (filter.sport !== undefined) filtered = filtered.where('match.sport', '=', filter.sport)
  if (filter.status !== undefined) filtered = filtered.where('match.status', '=', filter.status)
  const term = filter.q
  if (term) {
    filtered = filtered.where((eb) => {
      const contains = `%${literalLike(term)}%`
      const conditions = [
        eb('match.league_name', 'ilike', contains),
        eb('match.home_name', 'ilike', contains),
        eb('match.away_name', 'ilike', contains),
      ]
      if (MATCH_ID.test(term)) conditions.push(eb('match.id', '=', term))
      return eb.or(conditions)
    })
  }
  const isDescending = page.sort.startsWith('-')
  const column = (isDescending ? page.sort.slice(1) : page.sort) as keyof typeof SORT_EXPRESSIONS
  const direction = sql.raw(isDescending ? 'desc' : 'asc')
  const [rows, count] = await Promise.all([
    withBets(filtered)
      .orderBy(sql`${SORT_EXPRESSIONS[column]} ${direction}`)
      .orderBy('match.id', isDescending ? 'desc' : 'asc')
      .offset(page.start)
      .limit(page.limit)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(count.total) }
}

/** One match of a sport with a market slip, with its bets. */
export async function selectOperatorMatch(db: Db, id: string) {
  return withBets(slipMatches(db).where('match.id', '=', id)).executeTakeFirst()
}

/**
 * A match of a sport with a market slip, locked for update until the transaction ends: settlement
 * share-locks the matches it settles on, so it waits for the new result (and this waits for it).
 */
export async function lockMatch(trx: Db, id: string) {
  return trx
    .selectFrom('sports_matches')
    .selectAll()
    .where('id', '=', id)
    .where('sport', 'in', [...SPORTS_GAMES])
    .forUpdate()
    .executeTakeFirst()
}

/** What a void or a corrected result writes on the match. */
export type MatchOutcomeRow = Pick<
  SportsMatchesTable,
  'status' | 'home_score' | 'away_score' | 'half_home_score' | 'half_away_score' | 'finished_at'
>

export async function writeMatchOutcome(trx: Db, id: string, outcome: MatchOutcomeRow) {
  await trx.updateTable('sports_matches').set(outcome).where('id', '=', id).execute()
}

/** The bets with a leg on a match and their players' nicknames, by id; locked for update when asked. */
export async function selectBetsOnMatch(db: Db, matchId: string, isLocked: boolean) {
  const query = db
    .selectFrom('sports_bets')
    .innerJoin('users', 'users.id', 'sports_bets.user_id')
    .selectAll('sports_bets')
    .select('users.nickname')
    .where('sports_bets.id', 'in', (inner) =>
      inner.selectFrom('sports_bet_legs').select('bet_id').where('match_id', '=', matchId),
    )
    .orderBy('sports_bets.id')
  return isLocked ? query.forUpdate('sports_bets').execute() : query.execute()
}

/** Writes a settled bet's new settlement; false when it no longer has the status it was read with. */
export async function resettleBetRow(
  trx: Db,
  id: string,
  fromStatus: number,
  settled: { status: number; gross_payout: bigint; tax: bigint; payout: bigint; settle_reasons: string },
) {
  const result = await trx
    .updateTable('sports_bets')
    .set(settled)
    .where('id', '=', id)
    .where('status', '=', fromStatus)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/** Sets the result of a bet's legs on one match (null: not known until the bet settles). */
export async function setLegResultsOnMatch(trx: Db, betId: string, matchId: string, result: string | null) {
  await trx
    .updateTable('sports_bet_legs')
    .set({ result })
    .where('bet_id', '=', betId)
    .where('match_id', '=', matchId)
    .execute()
}

export async function insertResettlements(trx: Db, rows: readonly Insertable<SportsBetResettlementsTable>[]) {
  if (rows.length === 0) return
  await trx
    .insertInto('sports_bet_resettlements')
    .values([...rows])
    .execute()
}
