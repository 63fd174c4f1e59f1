import type { OperatorDrawFilter } from '@app/contract'
import { BET_STATUS, DRAW_STATUS } from '@app/domain'
import { sql } from 'kysely'
import type { Db } from '../../db/database'
import type { DrawResultEntriesTable } from '../../db/schema'

/** A draw under a row lock, so entering its result, settling and voiding it never interleave. */
export async function lockDraw(db: Db, drawId: number) {
  return db.selectFrom('draws').selectAll().where('id', '=', String(drawId)).forUpdate().executeTakeFirst()
}

/** The draw's first entry that waits for its second operator, under a row lock, if any. */
export async function lockPendingEntry(db: Db, drawId: string) {
  return db
    .selectFrom('draw_result_entries')
    .selectAll()
    .where('draw_id', '=', drawId)
    .where('status', '=', 'pending')
    .forUpdate()
    .executeTakeFirst()
}

/** Stores a first entry, pending; returns its id. */
export async function insertFirstEntry(
  db: Db,
  entry: { drawId: string; operatorId: number; result: string; now: Date },
) {
  const row = await db
    .insertInto('draw_result_entries')
    .values({
      draw_id: entry.drawId,
      status: 'pending',
      first_operator_id: String(entry.operatorId),
      first_result: entry.result,
      first_entered_at: entry.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return Number(row.id)
}

/** Closes a pending entry with the second operator's copy: agreed or disputed. */
export async function closeEntry(
  db: Db,
  entryId: string,
  close: {
    status: Extract<DrawResultEntriesTable['status'], 'agreed' | 'disputed'>
    operatorId: number
    result: string
    now: Date
  },
) {
  await db
    .updateTable('draw_result_entries')
    .set({
      status: close.status,
      second_operator_id: String(close.operatorId),
      second_result: close.result,
      second_entered_at: close.now,
    })
    .where('id', '=', entryId)
    .where('status', '=', 'pending')
    .execute()
}

/** Withdraws the draw's pending entry, if any: the draw was voided before it was confirmed. */
export async function withdrawPendingEntry(db: Db, drawId: string) {
  await db
    .updateTable('draw_result_entries')
    .set({ status: 'withdrawn' })
    .where('draw_id', '=', drawId)
    .where('status', '=', 'pending')
    .execute()
}

/** The draw's bets still pending, with their players' nicknames, in bet order. */
export async function selectOpenBetsWithPlayers(db: Db, drawId: string) {
  return db
    .selectFrom('lottery_bets as bet')
    .innerJoin('users', 'users.id', 'bet.user_id')
    .select(['bet.id', 'bet.user_id', 'bet.cost', 'users.nickname'])
    .where('bet.draw_id', '=', drawId)
    .where('bet.status', '=', BET_STATUS.pending)
    .orderBy('bet.id')
    .execute()
}

/** Marks a draw that had no result canceled (its bets are refunded in the same transaction). */
export async function markDrawCanceled(db: Db, drawId: string, now: Date) {
  await db
    .updateTable('draws')
    .set({ status: DRAW_STATUS.canceled, settled_at: now })
    .where('id', '=', drawId)
    .where('status', 'in', [DRAW_STATUS.open, DRAW_STATUS.closed])
    .where('result', 'is', null)
    .execute()
}

/** Draws with their latest result entry and the bets they still hold. */
function operatorDraws(db: Db) {
  return db
    .selectFrom('draws')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('draw_result_entries as entry')
          .selectAll('entry')
          .whereRef('entry.draw_id', '=', 'draws.id')
          .orderBy('entry.id', 'desc')
          .limit(1)
          .as('entry'),
      (join) => join.onTrue(),
    )
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('lottery_bets as bet')
          .select([sql<string>`count(*)`.as('count'), sql<string>`coalesce(sum(bet.cost), 0)`.as('stake')])
          .whereRef('bet.draw_id', '=', 'draws.id')
          .where('bet.status', '=', BET_STATUS.pending)
          .as('bets'),
      (join) => join.onTrue(),
    )
}

function withColumns(query: ReturnType<typeof operatorDraws>) {
  return query.select([
    'draws.id',
    'draws.game_id',
    'draws.number',
    'draws.status',
    'draws.closes_at',
    'draws.draws_at',
    'draws.result_source',
    'draws.result',
    'entry.status as entry_status',
    'entry.first_operator_id',
    'entry.first_result',
    'entry.first_entered_at',
    'entry.second_operator_id',
    'entry.second_result',
    'entry.second_entered_at',
    'bets.count as open_bets',
    'bets.stake as open_stake',
  ])
}

export type OperatorDrawRow = Awaited<ReturnType<ReturnType<typeof withColumns>['execute']>>[number]

/** Which draws each filter lists: `waiting` are the closed draws of an outside lottery without a result. */
function filtered(query: ReturnType<typeof operatorDraws>, status: OperatorDrawFilter) {
  switch (status) {
    case 'waiting':
      return query
        .where('draws.status', '=', DRAW_STATUS.closed)
        .where('draws.result', 'is', null)
        .where('draws.result_source', '=', 'official')
    case 'open':
      return query.where('draws.status', '=', DRAW_STATUS.open)
    case 'settled':
      return query.where('draws.status', '=', DRAW_STATUS.settled)
    case 'canceled':
      return query.where('draws.status', '=', DRAW_STATUS.canceled)
  }
}

/**
 * A page of the draws under the filter, and how many there are. Draws still to come or to enter
 * run oldest first (the longest waiting on top); settled and canceled ones newest first.
 */
export async function selectOperatorDraws(
  db: Db,
  filter: { status: OperatorDrawFilter; gameId?: number | undefined },
  page: { start: number; limit: number },
) {
  let query = filtered(operatorDraws(db), filter.status)
  if (filter.gameId !== undefined) query = query.where('draws.game_id', '=', filter.gameId)
  const isHistory = filter.status === 'settled' || filter.status === 'canceled'
  const [rows, count] = await Promise.all([
    withColumns(query)
      .orderBy('draws.draws_at', isHistory ? 'desc' : 'asc')
      .orderBy('draws.id', isHistory ? 'desc' : 'asc')
      .offset(page.start)
      .limit(page.limit)
      .execute(),
    query.select(sql<string>`count(*)`.as('total')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(count.total) }
}

/** One draw as the operators' list shows it. */
export async function selectOperatorDraw(db: Db, drawId: string) {
  return withColumns(operatorDraws(db)).where('draws.id', '=', drawId).executeTakeFirst()
}
