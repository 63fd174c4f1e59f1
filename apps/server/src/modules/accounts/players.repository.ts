import type { PlayerSort } from '@app/contract'
import { OPERATOR_ROLE } from '@app/domain'
import { sql } from 'kysely'
import type { Db } from '../../db/database'

/** Ids compared with a BIGINT column: anything longer is not a player id (and would overflow). */
const PLAYER_ID = /^\d{1,15}$/
/** A mobile number as an operator types it: digits, with spaces, dashes, brackets or a leading +. */
const PHONE_SEPARATORS = /[\s()+-]/g

/** `text` as a LIKE pattern that matches it literally. */
const literalLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`)

/** The last successful sign-in (registration signs in too) of the row's player. */
const lastSignIn = sql<Date | null>`(
  select max(auth_events.created_at) from auth_events
  where auth_events.user_id = users.id and auth_events.outcome = 'success'
    and (auth_events.action like 'sign-in%' or auth_events.action = 'register'))`

/** Players (never operators) with their cash account, for lists. */
function players(db: Db) {
  return db
    .selectFrom('users')
    .leftJoin('ledger_accounts as cash', (join) =>
      join.onRef('cash.user_id', '=', 'users.id').on('cash.kind', '=', 'player_cash'),
    )
    .where('users.role', '!=', OPERATOR_ROLE)
}
type Players = ReturnType<typeof players>

const SUMMARY_COLUMNS = [
  'users.id',
  'users.nickname',
  'users.email',
  'users.area_code',
  'users.phone',
  'users.role',
  'users.locked_at',
  'users.created_at',
] as const

function withSummary(query: Players) {
  return query.select([
    ...SUMMARY_COLUMNS,
    sql<string>`coalesce(cash.balance, 0)`.as('balance'),
    lastSignIn.as('last_sign_in_at'),
  ])
}

export type PlayerSummaryRow = Awaited<ReturnType<ReturnType<typeof withSummary>['execute']>>[number]

/**
 * Players matching a search: an exact id, part of the nickname or email (any case), the start of
 * the mobile number with or without its country code, or an exact invite code.
 */
function matching(query: Players, term: string): Players {
  return query.where((eb) => {
    const contains = `%${literalLike(term)}%`
    const conditions = [
      eb('users.nickname', 'ilike', contains),
      eb('users.email', 'ilike', contains),
      eb.exists(
        eb
          .selectFrom('invite_codes')
          .select(sql`1`.as('one'))
          .whereRef('invite_codes.user_id', '=', 'users.id')
          .where('invite_codes.code', '=', term.toUpperCase()),
      ),
    ]
    if (PLAYER_ID.test(term)) conditions.push(eb('users.id', '=', term))
    const digits = term.replace(PHONE_SEPARATORS, '')
    if (/^\d{3,20}$/.test(digits)) {
      conditions.push(
        eb('users.phone', 'like', `${digits}%`),
        eb(sql<string>`users.area_code::text || users.phone`, 'like', `${digits}%`),
      )
    }
    return eb.or(conditions)
  })
}

const SORT_EXPRESSIONS = {
  id: sql`users.id`,
  nickname: sql`lower(users.nickname)`,
  created_at: sql`users.created_at`,
  last_sign_in_at: sql`last_sign_in_at`,
  balance: sql`coalesce(cash.balance, 0)`,
} as const

/** A page of players matching `term` (every player when empty), in the order asked, and how many match. */
export async function selectPlayers(
  db: Db,
  search: { term: string; sort: PlayerSort; start: number; limit: number },
) {
  const filtered = search.term ? matching(players(db), search.term) : players(db)
  const isDescending = search.sort.startsWith('-')
  const column = (isDescending ? search.sort.slice(1) : search.sort) as keyof typeof SORT_EXPRESSIONS
  const direction = sql.raw(isDescending ? 'desc nulls last' : 'asc nulls first')
  const [rows, count] = await Promise.all([
    withSummary(filtered)
      .orderBy(sql`${SORT_EXPRESSIONS[column]} ${direction}`)
      .orderBy('users.id', isDescending ? 'desc' : 'asc')
      .offset(search.start)
      .limit(search.limit)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(count.total) }
}

/** A page of the players a player invited, newest first, and how many there are. */
export async function selectInvitees(db: Db, userId: number, start: number, limit: number) {
  const invited = players(db).where('users.invited_by', '=', String(userId))
  const [rows, count] = await Promise.all([
    withSummary(invited).orderBy('users.id', 'desc').offset(start).limit(limit).execute(),
    invited.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(count.total) }
}

/** One player's profile with their inviter, lock and invitee count; undefined for an unknown id or an operator. */
export async function selectPlayerProfile(db: Db, userId: number) {
  return withSummary(players(db).where('users.id', '=', String(userId)))
    .leftJoin('users as inviter', 'inviter.id', 'users.invited_by')
    .select([
      'users.real_name',
      'users.email_verified',
      'users.phone_verified',
      'users.currency',
      'users.locked_by',
      'users.lock_reason',
      'inviter.id as inviter_id',
      'inviter.nickname as inviter_nickname',
      'inviter.role as inviter_role',
      sql<string>`(select count(*) from users as invitee where invitee.invited_by = users.id)`.as(
        'invitee_count',
      ),
    ])
    .executeTakeFirst()
}

/** A player's invite codes by kind (1 every player's, 2 an agent's for agents). */
export async function selectInviteCodes(db: Db, userId: number) {
  const rows = await db
    .selectFrom('invite_codes')
    .select(['kind', 'code'])
    .where('user_id', '=', String(userId))
    .execute()
  return new Map(rows.map((row) => [row.kind, row.code]))
}

/** Whether the id is a player's (not an operator's). */
export async function isPlayerId(db: Db, userId: number): Promise<boolean> {
  const row = await players(db).select('users.id').where('users.id', '=', String(userId)).executeTakeFirst()
  return row !== undefined
}

/** Locks the player's row for the rest of the transaction and reads their lock. */
export async function selectLockForUpdate(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['locked_at', 'locked_by', 'lock_reason'])
    .where('id', '=', String(userId))
    .where('role', '!=', OPERATOR_ROLE)
    .forUpdate()
    .executeTakeFirst()
}

export async function updateLock(
  db: Db,
  userId: number,
  lock: { lockedAt: Date; operatorId: number; reason: string } | null,
) {
  await db
    .updateTable('users')
    .set(
      lock
        ? { locked_at: lock.lockedAt, locked_by: String(lock.operatorId), lock_reason: lock.reason }
        : { locked_at: null, locked_by: null, lock_reason: null },
    )
    .where('id', '=', String(userId))
    .execute()
}

export async function insertPlayerNote(
  db: Db,
  note: { userId: number; operatorId: number; body: string },
  now: Date,
) {
  return db
    .insertInto('player_notes')
    .values({
      user_id: String(note.userId),
      operator_id: String(note.operatorId),
      body: note.body,
      created_at: now,
    })
    .returning(['id', 'operator_id', 'body', 'created_at'])
    .executeTakeFirstOrThrow()
}

/** A player's notes, newest first, with the nickname of the operator who wrote each. */
export async function selectPlayerNotes(db: Db, userId: number, start: number, limit: number) {
  const notes = db.selectFrom('player_notes').where('player_notes.user_id', '=', String(userId))
  const [rows, count] = await Promise.all([
    notes
      .innerJoin('users as operator', 'operator.id', 'player_notes.operator_id')
      .select([
        'player_notes.id',
        'player_notes.operator_id',
        'operator.nickname as operator_name',
        'player_notes.body',
        'player_notes.created_at',
      ])
      .orderBy('player_notes.id', 'desc')
      .offset(start)
      .limit(limit)
      .execute(),
    notes.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(count.total) }
}

export async function selectNickname(db: Db, userId: number) {
  const row = await db
    .selectFrom('users')
    .select('nickname')
    .where('id', '=', String(userId))
    .executeTakeFirst()
  return row?.nickname
}
