import { BET_STATUS, CRICKET, MATCH_STATUS, money } from '@app/domain'
import { type Insertable, sql } from 'kysely'
import type { Db } from '../../db/database'
import type { CricketBetsTable } from '../../db/schema'

export type CricketBetRow = Awaited<ReturnType<typeof selectCricketBetsOfSlip>>[number]
export type SettleableCricketBet = Awaited<ReturnType<typeof selectSettleableCricketBets>>[number]

/** Cricket matches open for bets or in play, by kick-off. */
export async function selectCricketLobby(db: Db, start: number, limit: number) {
  const base = db
    .selectFrom('sports_matches')
    .where('sport', '=', CRICKET)
    .where('status', 'in', [MATCH_STATUS.open, MATCH_STATUS.closed])
  const [list, count] = await Promise.all([
    base.selectAll().orderBy('starts_at').orderBy('id').offset(start).limit(limit).execute(),
    base.select(sql<string>`count(*)`.as('total')).executeTakeFirstOrThrow(),
  ])
  return { list, total: Number(count.total) }
}

/** A fresh slip id: the selections of one placement share it, and its one debit is referenced by it. */
export async function nextCricketSlipId(trx: Db): Promise<string> {
  const { rows } = await sql<{ id: string }>`select nextval('cricket_slip_ids') as id`.execute(trx)
  const [row] = rows
  if (!row) throw new Error('nextval returned no row')
  return String(row.id)
}

export async function insertCricketBets(trx: Db, bets: readonly Insertable<CricketBetsTable>[]) {
  await trx
    .insertInto('cricket_bets')
    .values([...bets])
    .execute()
}

export async function selectCricketBetsOfSlip(db: Db, slipId: string) {
  return db.selectFrom('cricket_bets').selectAll().where('slip_id', '=', slipId).orderBy('id').execute()
}

/** A player's cricket bets, newest first, optionally of one status. */
export async function selectPlayerCricketBets(
  db: Db,
  userId: number,
  filter: { status?: number; start: number; limit: number },
) {
  let base = db.selectFrom('cricket_bets').where('user_id', '=', String(userId))
  if (filter.status !== undefined) base = base.where('status', '=', filter.status)
  const [list, count] = await Promise.all([
    base.selectAll().orderBy('id', 'desc').offset(filter.start).limit(filter.limit).execute(),
    base.select(sql<string>`count(*)`.as('total')).executeTakeFirstOrThrow(),
  ])
  return { list, total: Number(count.total) }
}

/**
 * Pending cricket bets whose match is over: finished with its runs in, cancelled, or postponed
 * and scheduled before `voidBefore` (a postponement over 36 hours voids the match), with what the
 * settlement needs of the match.
 */
export async function selectSettleableCricketBets(db: Db, voidBefore: Date, limit: number) {
  return db
    .selectFrom('cricket_bets')
    .innerJoin('sports_matches', 'sports_matches.id', 'cricket_bets.match_id')
    .selectAll('cricket_bets')
    .select([
      'sports_matches.status as match_status',
      'sports_matches.starts_at',
      'sports_matches.home_score',
      'sports_matches.away_score',
      'sports_matches.winner',
    ])
    .where('cricket_bets.status', '=', BET_STATUS.pending)
    .where((eb) =>
      eb.or([
        eb.and([
          eb('sports_matches.status', '=', MATCH_STATUS.finished),
          eb('sports_matches.home_score', 'is not', null),
          eb('sports_matches.away_score', 'is not', null),
        ]),
        eb('sports_matches.status', '=', MATCH_STATUS.cancelled),
        eb.and([
          eb('sports_matches.status', '=', MATCH_STATUS.postponed),
          eb('sports_matches.starts_at', '<', voidBefore),
        ]),
      ]),
    )
    .orderBy('cricket_bets.id')
    .limit(limit)
    .execute()
}

/**
 * Marks a pending cricket bet settled with how it ended and why (its reasons as a JSON array);
 * false when another pass got there first.
 */
export async function settleCricketBetRow(
  trx: Db,
  id: string,
  settled: { status: number; outcome: string; payout: bigint; settled_at: Date; settle_reasons: string },
) {
  const result = await trx
    .updateTable('cricket_bets')
    .set(settled)
    .where('id', '=', id)
    .where('status', '=', BET_STATUS.pending)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/** The UTC day a bet was settled on, as YYYY-MM-DD: reports count a bet on the day it paid. */
const settledDay = sql<string>`to_char(settled_at at time zone 'UTC', 'YYYY-MM-DD')`

/** The player's settled (not cancelled) cricket bets settled in [from, to), summed per day. */
export async function sumSettledCricketBetsByDay(db: Db, userId: number, range: { from: Date; to: Date }) {
  const rows = await db
    .selectFrom('cricket_bets')
    .select([
      settledDay.as('day'),
      sql<string>`sum(amount)`.as('turnover'),
      sql<string>`coalesce(sum(payout), 0)`.as('payout'),
      sql<string>`count(*)`.as('count'),
    ])
    .where('user_id', '=', String(userId))
    .where('status', '=', BET_STATUS.settled)
    .where('settled_at', '>=', range.from)
    .where('settled_at', '<', range.to)
    .groupBy(settledDay)
    .execute()
  return rows.map((row) => ({
    game: CRICKET,
    day: row.day,
    turnover: money(BigInt(row.turnover)),
    payout: money(BigInt(row.payout)),
    count: Number(row.count),
  }))
}
