import type {
  ChangeLog,
  ChangeLogQuery,
  Page,
  PlayerDetail,
  PlayerNote,
  PlayerPage,
  PlayerSearchQuery,
  PlayerSummary,
} from '@app/contract'
import { money, ROLE, roleName, toDecimalString } from '@app/domain'
import type { Db } from '../../db/database'
import { AppError } from '../../errors/app-error'
import { recordOperatorAction } from '../audit/audit.service'
import { playerInTransit } from '../ledger/ledger.service'
import { changeLog, memberAccount } from '../wallet/wallet.service'
import { revokeUserSessions } from './accounts.repository'
import {
  insertPlayerNote,
  isPlayerId,
  type PlayerSummaryRow,
  selectInviteCodes,
  selectInvitees,
  selectLockForUpdate,
  selectNickname,
  selectPlayerNotes,
  selectPlayerProfile,
  selectPlayers,
  updateLock,
} from './players.repository'

const PLAYER_INVITE_KIND = 1
const AGENT_INVITE_KIND = 2

const decimal = (value: string | bigint) => toDecimalString(money(BigInt(value)))
const roleOf = (role: number) => roleName(role === ROLE.agent ? ROLE.agent : ROLE.user)
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString())

function toSummary(row: PlayerSummaryRow): PlayerSummary {
  return {
    user_id: Number(row.id),
    nickname: row.nickname,
    email: row.email,
    phone: row.phone ? `+${row.area_code ?? ''} ${row.phone}` : null,
    role: roleOf(row.role),
    balance: decimal(row.balance),
    is_locked: row.locked_at !== null,
    created_at: row.created_at.toISOString(),
    last_sign_in_at: iso(row.last_sign_in_at),
  }
}

/** The player of an id, or 404 UNKNOWN_PLAYER (an operator's id included). */
export async function playerOrThrow(db: Db, userId: number): Promise<number> {
  if (!(await isPlayerId(db, userId))) throw new AppError('UNKNOWN_PLAYER', 404, { field: 'user_id' })
  return userId
}

/**
 * Players matching the operator's search, a page at a time in the order asked: e.g.
 * `{ q: 'ana', sort: '-created_at' }` finds "Ana Lucky" and ana@example.com, newest first.
 */
export async function searchPlayers(db: Db, query: PlayerSearchQuery): Promise<PlayerPage> {
  const { rows, total } = await selectPlayers(db, {
    term: query.q.trim(),
    sort: query.sort,
    start: query.start,
    limit: query.limit,
  })
  return { list: rows.map(toSummary), total }
}

/** A player's page: profile, balances, VIP standing, lock, inviter and how many they invited. */
export async function playerDetail(db: Db, userId: number): Promise<PlayerDetail> {
  const profile = await selectPlayerProfile(db, userId)
  if (!profile) throw new AppError('UNKNOWN_PLAYER', 404, { field: 'user_id' })
  const [account, inTransit, codes] = await Promise.all([
    memberAccount(db, userId),
    playerInTransit(db, userId),
    selectInviteCodes(db, userId),
  ])
  return {
    ...toSummary(profile),
    real_name: profile.real_name,
    email_verified: profile.email_verified,
    phone_verified: profile.phone_verified,
    currency: profile.currency,
    invite_code: codes.get(PLAYER_INVITE_KIND) ?? null,
    agent_invite_code: codes.get(AGENT_INVITE_KIND) ?? null,
    balances: { cash: account.score, held: account.held, in_transit: toDecimalString(inTransit) },
    total_recharge: account.total_recharge,
    vip_level: account.vip.level,
    lock: profile.locked_at
      ? {
          locked_at: profile.locked_at.toISOString(),
          operator_id: profile.locked_by === null ? null : Number(profile.locked_by),
          reason: profile.lock_reason,
        }
      : null,
    inviter:
      profile.inviter_id === null || profile.inviter_nickname === null || profile.inviter_role === null
        ? null
        : {
            user_id: Number(profile.inviter_id),
            nickname: profile.inviter_nickname,
            role: roleOf(profile.inviter_role),
          },
    invitee_count: Number(profile.invitee_count),
  }
}

/** The players a player invited, newest first. */
export async function listInvitees(
  db: Db,
  userId: number,
  start: number,
  limit: number,
): Promise<PlayerPage> {
  await playerOrThrow(db, userId)
  const { rows, total } = await selectInvitees(db, userId, start, limit)
  return { list: rows.map(toSummary), total }
}

/** A player's balance changes, as the player's own change log shows them. */
export async function playerTransactions(db: Db, userId: number, query: ChangeLogQuery): Promise<ChangeLog> {
  return changeLog(db, await playerOrThrow(db, userId), query)
}

/** What operators wrote about a player, newest first. */
export async function listPlayerNotes(
  db: Db,
  userId: number,
  start: number,
  limit: number,
): Promise<Page<PlayerNote>> {
  await playerOrThrow(db, userId)
  const { rows, total } = await selectPlayerNotes(db, userId, start, limit)
  return {
    list: rows.map((row) => ({
      id: Number(row.id),
      operator_id: Number(row.operator_id),
      operator_name: row.operator_name,
      body: row.body,
      created_at: row.created_at.toISOString(),
    })),
    total,
  }
}

/** Adds a note to a player; notes are never edited or deleted, and each is in the audit log. */
export async function addPlayerNote(
  db: Db,
  operatorId: number,
  userId: number,
  body: string,
  now: Date,
): Promise<PlayerNote> {
  await playerOrThrow(db, userId)
  return db.transaction().execute(async (trx) => {
    const note = await insertPlayerNote(trx, { userId, operatorId, body }, now)
    await recordOperatorAction(
      trx,
      {
        operatorId,
        action: 'player.note',
        target: `user:${userId}`,
        reason: null,
        details: { note_id: Number(note.id) },
        before: null,
        after: { note_id: Number(note.id), body: note.body },
      },
      now,
    )
    return {
      id: Number(note.id),
      operator_id: operatorId,
      operator_name: (await selectNickname(trx, operatorId)) ?? '',
      body: note.body,
      created_at: note.created_at.toISOString(),
    }
  })
}

/**
 * Locks or unlocks a player's account with a reason. A lock ends every open session at once and
 * refuses every sign-in until it is lifted; the player's money and bets are untouched. Asking for
 * the state the account is already in changes nothing and logs nothing.
 */
export async function setPlayerLock(
  db: Db,
  operatorId: number,
  userId: number,
  change: { isLocked: boolean; reason: string },
  now: Date,
): Promise<PlayerDetail> {
  await db.transaction().execute(async (trx) => {
    const before = await selectLockForUpdate(trx, userId)
    if (!before) throw new AppError('UNKNOWN_PLAYER', 404, { field: 'user_id' })
    if ((before.locked_at !== null) === change.isLocked) return
    const after = change.isLocked ? { lockedAt: now, operatorId, reason: change.reason } : null
    await updateLock(trx, userId, after)
    if (change.isLocked) await revokeUserSessions(trx, userId, now)
    await recordOperatorAction(
      trx,
      {
        operatorId,
        action: change.isLocked ? 'player.lock' : 'player.unlock',
        target: `user:${userId}`,
        reason: change.reason,
        details: {},
        before: {
          locked_at: iso(before.locked_at),
          locked_by: before.locked_by === null ? null : Number(before.locked_by),
          lock_reason: before.lock_reason,
        },
        after: after
          ? { locked_at: now.toISOString(), locked_by: operatorId, lock_reason: change.reason }
          : { locked_at: null, locked_by: null, lock_reason: null },
      },
      now,
    )
  })
  return playerDetail(db, userId)
}
