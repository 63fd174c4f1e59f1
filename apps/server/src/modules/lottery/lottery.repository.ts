import { BET_STATUS, DRAW_STATUS, GAME_STATUS, money } from '@app/domain'
import { type Insertable, sql } from 'kysely'
import type { Db } from '../../db/database'
import { preparedMark } from '../../db/prepared-statements'
import type { DrawsTable } from '../../db/schema'
import { isSignedIn, signInCte } from '../accounts/accounts.repository'
import { answerCte, type KeyToAnswer } from '../idempotency/idempotency.repository'
import { debitCte, stakeAccountExists, stakeEntryCtes, usdtText } from '../ledger/ledger.repository'
import { isPlayerProtected, mayStakeUnguarded } from '../player-protection/player-protection.repository'

export type DrawRow = NonNullable<Awaited<ReturnType<typeof selectDraw>>>

export async function selectSchedules(db: Db) {
  return db.selectFrom('draw_schedules').selectAll().where('enabled', '=', true).execute()
}

export async function selectSchedule(db: Db, gameId: number) {
  return db.selectFrom('draw_schedules').selectAll().where('game_id', '=', gameId).executeTakeFirst()
}

/** Adds a draw unless the game already has one with that number. */
export async function insertDraw(db: Db, draw: Insertable<DrawsTable>) {
  await db
    .insertInto('draws')
    .values(draw)
    .onConflict((conflict) => conflict.columns(['game_id', 'number']).doNothing())
    .execute()
}

export async function countOpenDraws(db: Db, gameId: number) {
  const row = await db
    .selectFrom('draws')
    .select(sql<string>`count(*)`.as('count'))
    .where('game_id', '=', gameId)
    .where('status', '=', 1)
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

export async function selectLatestDrawTime(db: Db, gameId: number) {
  const row = await db
    .selectFrom('draws')
    .select('draws_at')
    .where('game_id', '=', gameId)
    .orderBy('draws_at', 'desc')
    .limit(1)
    .executeTakeFirst()
  return row?.draws_at
}

/** Closes every open draw whose betting time is over; returns the ids closed. */
export async function closeDueDraws(db: Db, now: Date) {
  const rows = await db
    .updateTable('draws')
    .set({ status: 2 })
    .where('status', '=', 1)
    .where('closes_at', '<=', now)
    .returning('id')
    .execute()
  return rows.map((row) => row.id)
}

/** Closed house draws whose time has come and which have no result yet. */
export async function selectDueHouseDraws(db: Db, now: Date) {
  return db
    .selectFrom('draws')
    .selectAll()
    .where('status', '=', 2)
    .where('result', 'is', null)
    .where('result_source', '=', 'house')
    .where('draws_at', '<=', now)
    .orderBy('draws_at')
    .execute()
}

/** Draws with a result and bets still to settle. */
export async function selectDrawsToSettle(db: Db) {
  return db
    .selectFrom('draws')
    .selectAll()
    .where('status', '=', 2)
    .where('result', 'is not', null)
    .orderBy('draws_at')
    .execute()
}

/**
 * Records a closed draw's result once; false when it already had one, or was voided meanwhile
 * (a canceled draw never gets a result).
 */
export async function recordResult(
  db: Db,
  drawId: string,
  result: { result: string; bets_digest: string | null; client_value: string | null },
) {
  const row = await db
    .updateTable('draws')
    .set(result)
    .where('id', '=', drawId)
    .where('status', '=', DRAW_STATUS.closed)
    .where('result', 'is', null)
    .returning('id')
    .executeTakeFirst()
  return row !== undefined
}

/**
 * Closes a draw that is open, or closed without a result, and records a result in one step (the
 * dev tools' forced result); false when it already had a result or is settled or cancelled.
 */
export async function closeDrawWithResult(db: Db, drawId: string, result: string) {
  const row = await db
    .updateTable('draws')
    .set({ status: 2, result, bets_digest: null, client_value: null })
    .where('id', '=', drawId)
    .where('status', 'in', [1, 2])
    .where('result', 'is', null)
    .returning('id')
    .executeTakeFirst()
  return row !== undefined
}

export async function markDrawSettled(db: Db, drawId: string, now: Date) {
  await db
    .updateTable('draws')
    .set({ status: 3, settled_at: now })
    .where('id', '=', drawId)
    .where('status', '=', 2)
    .execute()
}

export async function selectDraw(db: Db, drawId: number) {
  return db.selectFrom('draws').selectAll().where('id', '=', String(drawId)).executeTakeFirst()
}

export async function selectDraws(db: Db, gameId: number, start: number, limit: number) {
  return db
    .selectFrom('draws')
    .selectAll()
    .where('game_id', '=', gameId)
    .where('status', 'in', [2, 3, 4])
    .orderBy('draws_at', 'desc')
    .offset(start)
    .limit(limit)
    .execute()
}

/** The draw taking bets now: the open one closing soonest. */
export async function selectCurrentDraw(db: Db, gameId: number) {
  return db
    .selectFrom('draws')
    .selectAll()
    .where('game_id', '=', gameId)
    .where('status', '=', 1)
    .orderBy('closes_at')
    .limit(1)
    .executeTakeFirst()
}

export async function selectBetsDigestInput(db: Db, drawId: string) {
  return db
    .selectFrom('lottery_bets')
    .select(['id', 'cost'])
    .where('draw_id', '=', drawId)
    .orderBy('id')
    .execute()
}

export async function selectOdds(db: Db, gameId: number) {
  return db
    .selectFrom('lottery_odds')
    .select(['top', 'prop', 'odds', 'min', 'max'])
    .where('game_id', '=', gameId)
    .orderBy('sort')
    .execute()
}

const BET_COLUMNS = [
  'lottery_bets.id',
  'lottery_bets.user_id',
  'lottery_bets.draw_id',
  'lottery_bets.game_id',
  'lottery_bets.type',
  'lottery_bets.prop',
  'lottery_bets.amount',
  'lottery_bets.combinations',
  'lottery_bets.cost',
  'lottery_bets.odds',
  'lottery_bets.status',
  'lottery_bets.outcome',
  'lottery_bets.payout',
  'lottery_bets.created_at',
  'lottery_bets.settled_at',
  'lottery_bets.settle_reasons',
  'draws.number as draw_number',
  'draws.draws_at',
  'draws.result',
] as const

const betsWithDraw = (db: Db) =>
  db.selectFrom('lottery_bets').innerJoin('draws', 'draws.id', 'lottery_bets.draw_id')

export async function selectBetsByIds(db: Db, ids: string[]) {
  return betsWithDraw(db)
    .select(BET_COLUMNS)
    .where('lottery_bets.id', 'in', ids)
    .orderBy('lottery_bets.id')
    .execute()
}

export async function selectPlayerBets(
  db: Db,
  userId: number,
  filter: { gameId?: number; status?: number; start: number; limit: number },
) {
  let query = betsWithDraw(db).where('lottery_bets.user_id', '=', String(userId))
  if (filter.gameId !== undefined) query = query.where('lottery_bets.game_id', '=', filter.gameId)
  if (filter.status !== undefined) query = query.where('lottery_bets.status', '=', filter.status)
  const [list, total] = await Promise.all([
    query
      .select(BET_COLUMNS)
      .orderBy('lottery_bets.id', 'desc')
      .offset(filter.start)
      .limit(filter.limit)
      .execute(),
    query.select(sql<string>`count(*)`.as('count')).executeTakeFirstOrThrow(),
  ])
  return { list, total: Number(total.count) }
}

/** Pending bets of a draw, a batch at a time. */
export async function selectPendingBets(db: Db, drawId: string, limit: number) {
  return db
    .selectFrom('lottery_bets')
    .selectAll()
    .where('draw_id', '=', drawId)
    .where('status', '=', 1)
    .orderBy('id')
    .limit(limit)
    .execute()
}

/** Settles a pending bet once, with why (its reasons as a JSON array); false when another worker got there first. */
export async function settleBet(
  db: Db,
  betId: string,
  change: { status: number; outcome: string; payout: bigint; settled_at: Date; settle_reasons: string },
) {
  const row = await db
    .updateTable('lottery_bets')
    .set(change)
    .where('id', '=', betId)
    .where('status', '=', 1)
    .returning('id')
    .executeTakeFirst()
  return row !== undefined
}

/** Holds the draw engine's lead for one transaction; only one instance's tick runs at a time. */
export async function tryDrawEngineLock(db: Db) {
  const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(7031) as locked`.execute(
    db,
  )
  return rows[0]?.locked === true
}

/** The UTC day a bet was settled on, as YYYY-MM-DD: reports count a bet on the day it paid. */
const settledDay = sql<string>`to_char(settled_at at time zone 'UTC', 'YYYY-MM-DD')`

/**
 * The player's settled lottery and racing bets settled in [from, to), summed per game and day;
 * the stake of a bet is its cost (amount times combinations), what the slip debited.
 */
export async function sumSettledLotteryBetsByDay(
  db: Db,
  userId: number,
  range: { from: Date; to: Date },
  gameId?: number,
) {
  let query = db
    .selectFrom('lottery_bets')
    .select([
      'game_id',
      settledDay.as('day'),
      sql<string>`sum(cost)`.as('turnover'),
      sql<string>`coalesce(sum(payout), 0)`.as('payout'),
      sql<string>`count(*)`.as('count'),
    ])
    .where('user_id', '=', String(userId))
    .where('status', '=', BET_STATUS.settled)
    .where('settled_at', '>=', range.from)
    .where('settled_at', '<', range.to)
  if (gameId !== undefined) query = query.where('game_id', '=', gameId)
  const rows = await query.groupBy(['game_id', settledDay]).execute()
  return rows.map((row) => ({
    gameId: row.game_id,
    day: row.day,
    turnover: money(BigInt(row.turnover)),
    payout: money(BigInt(row.payout)),
    count: Number(row.count),
  }))
}

/** What placing a slip needs of its draw; none of it changes once the draw is scheduled. */
export type PlacementDraw = Pick<DrawRow, 'id' | 'game_id' | 'number' | 'draws_at'>

export async function selectPlacementDraw(db: Db, drawId: number): Promise<PlacementDraw | undefined> {
  return db
    .selectFrom('draws')
    .select(['id', 'game_id', 'number', 'draws_at'])
    .where('id', '=', String(drawId))
    .executeTakeFirst()
}

/**
 * What placing a slip needs of its game, read in one statement: its status, its limits, every
 * odds line, and the version that the slip's write checks (migration 20261205100000).
 */
export async function selectPlacementConfig(db: Db, gameId: number) {
  const { rows } = await sql<{
    status: number
    version: string
    limits: { bet_min: string; bet_max: string; disabled_regions: string[] } | null
    odds: { top: string; prop: string; odds: number; min: string; max: string }[]
  }>`select games.status, games.placement_version::text as version,
      (select json_build_object('bet_min', bet_min::text, 'bet_max', bet_max::text,
        'disabled_regions', disabled_regions) from game_limits where game_id = games.id) as limits,
      (select coalesce(json_agg(json_build_object('top', top, 'prop', prop, 'odds', odds,
        'min', min::text, 'max', max::text) order by sort), '[]')
        from lottery_odds where game_id = games.id) as odds
    from games where id = ${gameId}`.execute(db)
  return rows[0]
}

/**
 * A placed slip as its Idempotency-Key keeps it: each bet's answer with id 0, and the bets' ids
 * in the same order (see placedSlipOf).
 */
export type StoredSlip = {
  slip_id: number
  total: string
  score: string
  bet_ids: number[]
  bets: readonly unknown[]
}

/** A slip to store: its bets in order and what to answer for each. */
export type LotterySlipToPlace = {
  userId: number
  drawId: string
  gameId: number
  total: bigint
  bets: readonly {
    type: string
    prop: string
    amount: bigint
    combinations: number
    cost: bigint
    odds: number
  }[]
  /** Each bet's answer, its id to be filled in by the statement. */
  answers: readonly unknown[]
}

/** What a slip's write checks is still so: the sign-in, and the game and draw it was priced from. */
export type PlacementBasis = {
  sessionId: string
  /** The game's placement_version its odds and limits were read at. */
  configVersion: string
  draw: PlacementDraw
}

/**
 * Places a lottery slip in one statement, so in one round trip and one commit: the player's
 * sign-in must still be open, the game active at the version of odds and limits the slip was
 * priced from, and the draw share-locked and still open (closing it waits for the statement);
 * then the total is debited, the slip, its bets, the stake's journal entry and the
 * Idempotency-Key's answer are written, and that answer is returned as a StoredSlip: the bets'
 * answers as the server sent them with their ids beside them, so the statement never rewrites
 * each bet's JSON. When any check fails or the cash is short, nothing is written; so for a
 * player with responsible-play settings unless `isGuarded` (see mayStakeUnguarded).
 */
export async function insertSlipInOneStatement(
  db: Db,
  slip: LotterySlipToPlace,
  basis: PlacementBasis,
  keyed: KeyToAnswer,
  now: Date,
  isGuarded: boolean,
) {
  const { bets } = slip
  const { draw } = basis
  const { rows } = await sql<{
    is_signed_in: boolean
    is_open: boolean
    is_current: boolean
    slip_id: string | null
    total: string | null
    score: string | null
    bet_ids: number[] | null
    house_ready: boolean
    is_protected: boolean
  }>`${sql.raw(preparedMark('lottery-placement'))}with open_draw as (
      -- As remembered: a time read into the server keeps its milliseconds only.
      select game_id = ${slip.gameId} and number = ${draw.number}
        and date_trunc('milliseconds', draws_at) = ${draw.draws_at} as is_current
      from draws
      where id = ${slip.drawId} and status = ${DRAW_STATUS.open} and closes_at > ${now}
      for share
    ), ${signInCte(slip.userId, basis.sessionId, now)}, current_game as (
      select 1 from games
      where id = ${slip.gameId} and status = ${GAME_STATUS.active} and placement_version = ${basis.configVersion}
    ), ${debitCte(
      slip.userId,
      slip.total,
      sql`${isSignedIn} and exists (select 1 from current_game)
        and exists (select 1 from open_draw where is_current) and ${mayStakeUnguarded(slip.userId, isGuarded)}`,
    )},
    slip as (
      insert into lottery_slips (user_id, draw_id, total, created_at)
      select ${String(slip.userId)}, ${slip.drawId}, ${String(slip.total)}, ${now} from debit
      returning id
    ), entry as (
      select nextval('lottery_bets_id_seq'::regclass) as id, entry.*
      from slip, unnest(${bets.map((bet) => bet.type)}::text[], ${bets.map((bet) => bet.prop)}::text[],
        ${bets.map((bet) => String(bet.amount))}::bigint[], ${bets.map((bet) => bet.combinations)}::int[],
        ${bets.map((bet) => String(bet.cost))}::bigint[], ${bets.map((bet) => bet.odds)}::int[])
        with ordinality as entry (type, prop, amount, combinations, cost, odds, position)
    ), bet as (
      insert into lottery_bets (id, slip_id, user_id, draw_id, game_id, type, prop, amount, combinations, cost,
        odds, status, created_at)
      select entry.id, slip.id, ${String(slip.userId)}, ${slip.drawId}, ${slip.gameId}, entry.type, entry.prop,
        entry.amount, entry.combinations, entry.cost, entry.odds, ${BET_STATUS.pending}, ${now}
      from slip, entry
    ), ${stakeEntryCtes('lotteryBet', sql<string>`(select id::text from slip)`, slip.total, now)},
    placed as (
      select slip.id as slip_id, ${usdtText(sql`${String(slip.total)}::bigint`)} as total,
        ${usdtText(sql`debit.balance`)} as score,
        (select jsonb_agg(entry.id order by entry.position) from entry) as bet_ids
      from slip, debit
    ), ${answerCte(
      keyed,
      sql`placed`,
      sql`jsonb_build_object('slip_id', placed.slip_id, 'total', placed.total, 'score', placed.score,
        'bet_ids', placed.bet_ids, 'bets', ${JSON.stringify(slip.answers)}::jsonb)`,
    )}
    select ${isSignedIn} as is_signed_in,
      exists (select 1 from open_draw) as is_open,
      exists (select 1 from current_game) and exists (select 1 from open_draw where is_current) as is_current,
      (select slip_id from placed) as slip_id, (select total from placed) as total,
      (select score from placed) as score, (select bet_ids from placed) as bet_ids,
      ${stakeAccountExists} as house_ready, ${isPlayerProtected(slip.userId)} as is_protected`.execute(db)
  const [row] = rows
  return {
    isSignedIn: row?.is_signed_in ?? false,
    isOpen: row?.is_open ?? false,
    isCurrent: row?.is_current ?? false,
    stored:
      row?.slip_id && row.total !== null && row.score !== null && row.bet_ids
        ? {
            slip_id: Number(row.slip_id),
            total: row.total,
            score: row.score,
            bet_ids: row.bet_ids,
            bets: slip.answers,
          }
        : undefined,
    isHouseReady: row?.house_ready ?? false,
    isProtected: row?.is_protected ?? false,
  }
}
