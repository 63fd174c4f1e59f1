import { type ExpressionBuilder, sql } from 'kysely'
import type { Db } from '../../db/database'
import { preparedMark } from '../../db/prepared-statements'
import type { Database } from '../../db/schema'

const USER_COLUMNS = [
  'id',
  'email',
  'email_verified',
  'area_code',
  'phone',
  'phone_verified',
  'nickname',
  'real_name',
  'password_hash',
  'payment_password_hash',
  'role',
  'currency',
  'locked_at',
] as const

type UserRow = {
  id: string
  email: string | null
  email_verified: boolean
  area_code: number | null
  phone: string | null
  phone_verified: boolean
  nickname: string
  real_name: string | null
  password_hash: string
  payment_password_hash: string | null
  role: number
  currency: string
  locked_at: Date | null
}

const toUser = (row: UserRow) => ({ ...row, id: Number(row.id) })
export type UserRecord = ReturnType<typeof toUser>

export async function selectUserByEmail(db: Db, email: string) {
  const row = await db.selectFrom('users').select(USER_COLUMNS).where('email', '=', email).executeTakeFirst()
  return row && toUser(row)
}

export async function selectUserByPhone(db: Db, areaCode: number, phone: string) {
  const row = await db
    .selectFrom('users')
    .select(USER_COLUMNS)
    .where('area_code', '=', areaCode)
    .where('phone', '=', phone)
    .executeTakeFirst()
  return row && toUser(row)
}

export async function selectUserById(db: Db, userId: number) {
  const row = await db
    .selectFrom('users')
    .select(USER_COLUMNS)
    .where('id', '=', String(userId))
    .executeTakeFirst()
  return row && toUser(row)
}

/** The owner of an invite code, or undefined. */
export async function selectInviter(db: Db, code: string) {
  const row = await db
    .selectFrom('invite_codes')
    .select('user_id')
    .where('code', '=', code)
    .executeTakeFirst()
  return row ? Number(row.user_id) : undefined
}

export async function selectInviteCode(db: Db, userId: number, kind: number) {
  const row = await db
    .selectFrom('invite_codes')
    .select('code')
    .where('user_id', '=', String(userId))
    .where('kind', '=', kind)
    .executeTakeFirst()
  return row?.code
}

export type NewUser = {
  email: string | null
  emailVerified: boolean
  areaCode: number | null
  phone: string | null
  phoneVerified: boolean
  nickname: string
  passwordHash: string
  role: number
  invitedBy: number | undefined
}

/** Inserts a player; returns undefined when the email or number is already taken. */
export async function insertUser(db: Db, user: NewUser, now: Date) {
  const row = await db
    .insertInto('users')
    .values({
      email: user.email,
      email_verified: user.emailVerified,
      area_code: user.areaCode,
      phone: user.phone,
      phone_verified: user.phoneVerified,
      nickname: user.nickname,
      password_hash: user.passwordHash,
      role: user.role,
      invited_by: user.invitedBy === undefined ? null : String(user.invitedBy),
      created_at: now,
    })
    .onConflict((conflict) => conflict.doNothing())
    .returning('id')
    .executeTakeFirst()
  return row && Number(row.id)
}

/** Inserts an invite code; returns false when the code is already in use. */
export async function insertInviteCode(db: Db, userId: number, kind: number, code: string) {
  const row = await db
    .insertInto('invite_codes')
    .values({ code, user_id: String(userId), kind })
    .onConflict((conflict) => conflict.column('code').doNothing())
    .returning('code')
    .executeTakeFirst()
  return row !== undefined
}

export async function updatePasswordHash(db: Db, userId: number, passwordHash: string) {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash })
    .where('id', '=', String(userId))
    .execute()
}

export type SessionRow = {
  id: string
  family_id: string
  user_id: string
  expires_at: Date
  replaced_at: Date | null
  revoked_at: Date | null
}

export async function insertSession(
  db: Db,
  session: { id: string; familyId: string; userId: number; refreshHash: string; expiresAt: Date; now: Date },
) {
  await db
    .insertInto('sessions')
    .values({
      id: session.id,
      family_id: session.familyId,
      user_id: String(session.userId),
      refresh_hash: session.refreshHash,
      expires_at: session.expiresAt,
      created_at: session.now,
    })
    .execute()
}

export async function selectSessionByRefreshHash(
  db: Db,
  refreshHash: string,
): Promise<SessionRow | undefined> {
  return db
    .selectFrom('sessions')
    .select(['id', 'family_id', 'user_id', 'expires_at', 'replaced_at', 'revoked_at'])
    .where('refresh_hash', '=', refreshHash)
    .executeTakeFirst()
}

/** Marks a refresh token used; returns false when it was already used (a reuse or a race). */
export async function markSessionReplaced(db: Db, sessionId: string, now: Date) {
  const row = await db
    .updateTable('sessions')
    .set({ replaced_at: now })
    .where('id', '=', sessionId)
    .where('replaced_at', 'is', null)
    .where('revoked_at', 'is', null)
    .returning('id')
    .executeTakeFirst()
  return row !== undefined
}

export async function revokeFamily(db: Db, familyId: string, now: Date) {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute()
}

export async function revokeUserSessions(db: Db, userId: number, now: Date) {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', String(userId))
    .where('revoked_at', 'is', null)
    .execute()
}

/**
 * Whether a sign-in (session family) is still open: some token of it is neither revoked nor
 * expired. The sports placement's read (migration 20261129100000) asks the same in its own
 * statement, and a slip's write asks it with signInCte.
 */
export async function isFamilyActive(db: Db, familyId: string, now: Date) {
  // Every guarded call asks this first: a prepared statement, parsed and planned once per connection.
  const { rows } = await sql`${sql.raw(preparedMark('session-family-active'))}select 1 from sessions
    where family_id = ${familyId} and revoked_at is null and expires_at > ${now} limit 1`.execute(db)
  return rows.length > 0
}

/**
 * The CTE `sign_in` of a statement that writes on the player's sign-in: whether it is still open,
 * asked once however often the statement reads it (isSignedIn).
 */
export const signInCte = (userId: number, familyId: string, now: Date) =>
  sql`sign_in as (select exists (select 1 from sessions where family_id = ${familyId}::uuid
    and user_id = ${String(userId)} and revoked_at is null and expires_at > ${now}) as is_open)`

/** Whether the sign-in of the statement's signInCte is open. */
export const isSignedIn = sql<boolean>`(select is_open from sign_in)`

export async function insertAuthEvent(
  db: Db,
  event: {
    userId: number | undefined
    identifier: string
    ip: string
    action: string
    outcome: string
    now: Date
  },
) {
  await db
    .insertInto('auth_events')
    .values({
      user_id: event.userId === undefined ? null : String(event.userId),
      identifier: event.identifier,
      ip: event.ip,
      action: event.action,
      outcome: event.outcome,
      created_at: event.now,
    })
    .execute()
}

/**
 * Failed sign-ins of one kind (`action`: a player's password, an operator's password or code) for
 * an identifier since `since`, in all and from one address, and from that address since
 * `recentSince` with the latest of them, in one read.
 */
export async function countSignInFailures(
  db: Db,
  action: string,
  identifier: string,
  ip: string,
  since: Date,
  recentSince: Date,
) {
  const fromIpRecently = (eb: ExpressionBuilder<Database, 'auth_events'>) =>
    eb.and([eb('ip', '=', ip), eb('created_at', '>=', recentSince)])
  const row = await db
    .selectFrom('auth_events')
    .select((eb) => [
      eb.fn.countAll<string>().as('total'),
      eb.fn.count<string>(eb.case().when('ip', '=', ip).then(1).end()).as('from_ip'),
      eb.fn.count<string>(eb.case().when(fromIpRecently(eb)).then(1).end()).as('recent_from_ip'),
      eb.fn
        .max<Date | null>(eb.case().when(fromIpRecently(eb)).then(eb.ref('created_at')).end())
        .as('last_from_ip_at'),
    ])
    .where('identifier', '=', identifier)
    .where('action', '=', action)
    .where('outcome', '=', 'failure')
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow()
  return {
    total: Number(row.total),
    fromIp: Number(row.from_ip),
    recentFromIp: Number(row.recent_from_ip),
    lastFromIpAt: row.last_from_ip_at ? new Date(row.last_from_ip_at) : null,
  }
}

/** Failed password sign-ins on an account since its last successful sign-in of any kind. */
export async function countFailuresSinceLastSignIn(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('auth_events')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', String(userId))
    .where('action', '=', 'sign-in-password')
    .where('outcome', '=', 'failure')
    .where((eb) =>
      eb(
        'created_at',
        '>',
        eb.fn.coalesce(
          eb
            .selectFrom('auth_events as success')
            .select((inner) => inner.fn.max('success.created_at').as('at'))
            .where('success.user_id', '=', String(userId))
            .where('success.outcome', '=', 'success')
            .where('success.action', 'like', 'sign-in%'),
          sql<Date>`'-infinity'::timestamptz`,
        ),
      ),
    )
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

export async function updateNickname(db: Db, userId: number, nickname: string) {
  await db.updateTable('users').set({ nickname }).where('id', '=', String(userId)).execute()
}

export async function updatePaymentPasswordHash(db: Db, userId: number, hash: string) {
  await db
    .updateTable('users')
    .set({ payment_password_hash: hash, payment_password_failures: 0, payment_password_locked_until: null })
    .where('id', '=', String(userId))
    .execute()
}

/** The payment password's hash and lock state. */
export async function selectPaymentPasswordState(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['payment_password_hash', 'payment_password_failures', 'payment_password_locked_until'])
    .where('id', '=', String(userId))
    .executeTakeFirst()
}

/** Clears a lock that has run out, so the player starts again with 5 tries. */
export async function clearExpiredPaymentLock(db: Db, userId: number, now: Date) {
  await db
    .updateTable('users')
    .set({ payment_password_failures: 0, payment_password_locked_until: null })
    .where('id', '=', String(userId))
    .where('payment_password_locked_until', '<=', now)
    .execute()
}

/**
 * Counts one wrong payment password in a single statement, only while fewer than `maxFailures`
 * are counted, and locks at the last one: concurrent wrong attempts can never count more.
 * Returns the failures counted so far, or undefined when none could be counted (already locked).
 */
export async function countPaymentPasswordFailure(
  db: Db,
  userId: number,
  maxFailures: number,
  lockUntil: Date,
): Promise<number | undefined> {
  const row = await db
    .updateTable('users')
    .set((eb) => ({
      payment_password_failures: eb('payment_password_failures', '+', 1),
      payment_password_locked_until: eb
        .case()
        .when('payment_password_failures', '>=', maxFailures - 1)
        .then(eb.cast<Date>(eb.val(lockUntil), 'timestamptz'))
        .else(null)
        .end(),
    }))
    .where('id', '=', String(userId))
    .where('payment_password_failures', '<', maxFailures)
    .returning('payment_password_failures')
    .executeTakeFirst()
  return row?.payment_password_failures
}

export async function resetPaymentPasswordFailures(db: Db, userId: number) {
  await db
    .updateTable('users')
    .set({ payment_password_failures: 0 })
    .where('id', '=', String(userId))
    .where('payment_password_failures', '>', 0)
    .execute()
}

/** Ends every sign-in of a player except one. */
export async function revokeOtherSessions(db: Db, userId: number, keepFamilyId: string, now: Date) {
  await db
    .updateTable('sessions')
    .set({ revoked_at: now })
    .where('user_id', '=', String(userId))
    .where('family_id', '!=', keepFamilyId)
    .where('revoked_at', 'is', null)
    .execute()
}

/** Sets the real name once; returns false when one was already set. */
export async function setRealNameOnce(db: Db, userId: number, realName: string) {
  const row = await db
    .updateTable('users')
    .set({ real_name: realName })
    .where('id', '=', String(userId))
    .where('real_name', 'is', null)
    .returning('id')
    .executeTakeFirst()
  return row !== undefined
}

/** Binds a verified email; returns false when another account holds it. */
export async function bindEmail(db: Db, userId: number, email: string) {
  const row = await db
    .updateTable('users')
    .set({ email, email_verified: true })
    .where('id', '=', String(userId))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('users as other')
            .select('other.id')
            .where('other.email', '=', email)
            .where('other.id', '!=', String(userId)),
        ),
      ),
    )
    .returning('id')
    .executeTakeFirst()
  return row !== undefined
}

/** Binds a verified mobile number; returns false when another account holds it. */
export async function bindPhone(db: Db, userId: number, areaCode: number, phone: string) {
  const row = await db
    .updateTable('users')
    .set({ area_code: areaCode, phone, phone_verified: true })
    .where('id', '=', String(userId))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('users as other')
            .select('other.id')
            .where('other.area_code', '=', areaCode)
            .where('other.phone', '=', phone)
            .where('other.id', '!=', String(userId)),
        ),
      ),
    )
    .returning('id')
    .executeTakeFirst()
  return row !== undefined
}

export async function updateCurrency(db: Db, userId: number, currency: string) {
  await db.updateTable('users').set({ currency }).where('id', '=', String(userId)).execute()
}
