import {
  LIMIT_PERIOD_MS,
  LIMIT_PERIODS,
  type LimitPeriod,
  RETURN_ENTRY_KINDS,
  STAKE_ENTRY_KINDS,
  TRANSACTION_STATUS,
} from '@app/domain'
import { sql } from 'kysely'
import type { Db } from '../../db/database'
import type { PlayerLimitsTable, PlayerProtectionsTable } from '../../db/schema'

export type ProtectionRow = PlayerProtectionsTable
export type LimitRow = Omit<PlayerLimitsTable, 'amount' | 'pending_amount'> & {
  amount: string | null
  pending_amount: string | null
}

/**
 * A player's protection row, locked until the transaction ends when `lock` is set, so that two
 * money calls of a protected player are checked one after the other; undefined when the player
 * has never set a limit or taken a break.
 */
export async function selectProtection(
  db: Db,
  userId: number,
  lock: boolean,
): Promise<ProtectionRow | undefined> {
  let query = db.selectFrom('player_protections').selectAll().where('user_id', '=', String(userId))
  if (lock) query = query.forUpdate()
  return query.executeTakeFirst()
}

/** Makes the player's protection row when missing, then locks it. */
export async function lockNewProtection(db: Db, userId: number, now: Date): Promise<ProtectionRow> {
  await db
    .insertInto('player_protections')
    .values({
      user_id: String(userId),
      block_kind: null,
      blocked_at: null,
      blocked_until: null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute()
  const row = await selectProtection(db, userId, true)
  if (!row) throw new Error(`Protection row of player ${userId} vanished after its insert`)
  return row
}

export async function selectLimits(db: Db, userId: number): Promise<LimitRow[]> {
  return db.selectFrom('player_limits').selectAll().where('user_id', '=', String(userId)).execute()
}

export async function upsertLimit(db: Db, row: LimitRow): Promise<void> {
  await db
    .insertInto('player_limits')
    .values(row)
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'kind', 'period']).doUpdateSet({
        amount: row.amount,
        pending_amount: row.pending_amount,
        pending_effective_at: row.pending_effective_at,
        updated_at: row.updated_at,
      }),
    )
    .execute()
}

export async function updateBlock(
  db: Db,
  userId: number,
  block: { kind: 'time_out' | 'self_exclusion'; startedAt: Date; until: Date | null },
): Promise<void> {
  await db
    .updateTable('player_protections')
    .set({
      block_kind: block.kind,
      blocked_at: block.startedAt,
      blocked_until: block.until,
      updated_at: block.startedAt,
    })
    .where('user_id', '=', String(userId))
    .execute()
}

export async function insertProtectionEvent(
  db: Db,
  event: { userId: number; operatorId: number | null; action: string; details: Record<string, unknown> },
  now: Date,
): Promise<void> {
  await db
    .insertInto('protection_events')
    .values({
      user_id: String(event.userId),
      operator_id: event.operatorId === null ? null : String(event.operatorId),
      action: event.action,
      details: JSON.stringify(event.details),
      created_at: now,
    })
    .execute()
}

const windowStarts = (now: Date) =>
  Object.fromEntries(
    LIMIT_PERIODS.map((period) => [period, new Date(now.getTime() - LIMIT_PERIOD_MS[period])]),
  ) as Record<LimitPeriod, Date>

type PerPeriod = Record<LimitPeriod, bigint>

const perPeriod = (row: Record<string, string | null> | undefined, prefix: string): PerPeriod =>
  Object.fromEntries(
    LIMIT_PERIODS.map((period) => [period, BigInt(row?.[`${prefix}_${period}`] ?? 0)]),
  ) as PerPeriod

/**
 * What a player's deposits count against their limits in each window: the ones credited and the
 * ones still waiting for payment, which hold their room until they end.
 */
export async function selectDepositTotals(db: Db, userId: number, now: Date): Promise<PerPeriod> {
  const since = windowStarts(now)
  const { rows } = await sql<Record<string, string | null>>`
    select
      sum(amount) filter (where created_at > ${since.day}) as deposited_day,
      sum(amount) filter (where created_at > ${since.week}) as deposited_week,
      sum(amount) as deposited_month
    from deposits
    where user_id = ${String(userId)} and created_at > ${since.month}
      and status in (${TRANSACTION_STATUS.pending}, ${TRANSACTION_STATUS.success})`.execute(db)
  return perPeriod(rows[0], 'deposited')
}

const stakeKinds = sql.raw(STAKE_ENTRY_KINDS.map((kind) => `'${kind}'`).join(', '))
const playKinds = sql.raw([...STAKE_ENTRY_KINDS, ...RETURN_ENTRY_KINDS].map((kind) => `'${kind}'`).join(', '))

/**
 * A player's play in each window, from the ledger: the stakes (wagered) and the stakes less what
 * came back (the net loss, negative when ahead). An open stake has not come back, so it counts
 * as lost until it settles.
 */
export async function selectPlayTotals(
  db: Db,
  userId: number,
  now: Date,
): Promise<{ wagered: PerPeriod; lost: PerPeriod }> {
  const since = windowStarts(now)
  const { rows } = await sql<Record<string, string | null>>`
    select
      ${sql.join(
        LIMIT_PERIODS.map(
          (period) => sql`
            sum(-posting.amount) filter (where entry.kind in (${stakeKinds}) and entry.created_at > ${since[period]})
              as ${sql.ref(`wagered_${period}`)},
            sum(-posting.amount) filter (where entry.created_at > ${since[period]}) as ${sql.ref(`lost_${period}`)}`,
        ),
      )}
    from ledger_accounts account
    join postings posting on posting.account_id = account.id
    join journal_entries entry on entry.id = posting.entry_id
    where account.kind = 'player_cash' and account.user_id = ${String(userId)}
      and entry.kind in (${playKinds}) and entry.created_at > ${since.month}`.execute(db)
  return { wagered: perPeriod(rows[0], 'wagered'), lost: perPeriod(rows[0], 'lost') }
}

/** A player's stakes and net result (what came back less the stakes) since a moment. */
export async function selectPlaySince(
  db: Db,
  userId: number,
  since: Date,
): Promise<{ wagered: bigint; net: bigint }> {
  const { rows } = await sql<{ wagered: string | null; net: string | null }>`
    select
      sum(-posting.amount) filter (where entry.kind in (${stakeKinds})) as wagered,
      sum(posting.amount) as net
    from ledger_accounts account
    join postings posting on posting.account_id = account.id
    join journal_entries entry on entry.id = posting.entry_id
    where account.kind = 'player_cash' and account.user_id = ${String(userId)}
      and entry.kind in (${playKinds}) and entry.created_at >= ${since}`.execute(db)
  return { wagered: BigInt(rows[0]?.wagered ?? 0), net: BigInt(rows[0]?.net ?? 0) }
}

/** When a sign-in began: the first token of its family. */
export async function selectSignInStart(db: Db, familyId: string): Promise<Date | undefined> {
  const row = await db
    .selectFrom('sessions')
    .select((eb) => eb.fn.min('created_at').as('started_at'))
    .where('family_id', '=', familyId)
    .executeTakeFirst()
  return row?.started_at ?? undefined
}

export async function selectRealityCheck(db: Db, userId: number): Promise<number | null> {
  const row = await db
    .selectFrom('reality_checks')
    .select('interval_minutes')
    .where('user_id', '=', String(userId))
    .executeTakeFirst()
  return row?.interval_minutes ?? null
}

export async function upsertRealityCheck(
  db: Db,
  userId: number,
  minutes: number | null,
  now: Date,
): Promise<void> {
  await db
    .insertInto('reality_checks')
    .values({ user_id: String(userId), interval_minutes: minutes, updated_at: now })
    .onConflict((conflict) =>
      conflict.column('user_id').doUpdateSet({ interval_minutes: minutes, updated_at: now }),
    )
    .execute()
}

/** Ends the player's open game sessions: their provider can settle rounds but open no new one. */
export async function expireGameSessions(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .updateTable('game_sessions')
    .set({ expires_at: now })
    .where('user_id', '=', String(userId))
    .where('expires_at', '>', now)
    .execute()
}

/** Flags a credited deposit as beyond the player's limits or during a break, for the operators. */
export async function flagDepositOverLimit(db: Db, orderId: string): Promise<void> {
  await db.updateTable('deposits').set({ over_limit: true }).where('order_id', '=', orderId).execute()
}

export async function isPlayer(db: Db, userId: number): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('id', '=', String(userId)).executeTakeFirst()
  return row !== undefined
}

/**
 * The condition a one-statement stake adds to its debit: the player has no protection row, or
 * the statement runs after guardStake in the same transaction (`isGuarded`). A protected player's
 * stake written without the guard is refused whole, and the caller takes the guarded path.
 */
export const mayStakeUnguarded = (userId: number, isGuarded: boolean) =>
  sql<boolean>`(${isGuarded}::boolean or not exists (select 1 from player_protections where user_id = ${String(userId)}))`

/** A column telling whether the player has a protection row, for a stake refused by mayStakeUnguarded. */
export const isPlayerProtected = (userId: number) =>
  sql<boolean>`exists (select 1 from player_protections where user_id = ${String(userId)})`

/** Deposits credited beyond a limit or during a break, newest first. */
export async function selectFlaggedDeposits(db: Db, start: number, limit: number) {
  return db
    .selectFrom('deposits')
    .select([
      'order_id',
      'user_id',
      'type',
      'network',
      'amount',
      'tx_hash',
      'status',
      'created_at',
      'completed_at',
    ])
    .where('over_limit', '=', true)
    .orderBy('id', 'desc')
    .offset(start)
    .limit(limit)
    .execute()
}
