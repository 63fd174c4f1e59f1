import {
  type ChatRoom,
  type ChatStanding,
  type ModeratedRoom,
  ROOM_FLOOD_CAP,
  type RoomMessage,
} from '@app/contract'
import { type Language, nextPostWait, secondsUntil } from '@app/domain'
import type { Db } from '../../db/database'
import { AppError } from '../../errors/app-error'
import type { StructuredLog } from '../../logger'
import type { Bus } from '../../realtime/bus'
import { recordOperatorAction } from '../audit/audit.service'

type RoomMessageRow = {
  id: string
  room: string
  user_id: string
  nickname: string
  body: string
  created_at: Date
}

function toRoomMessage(row: RoomMessageRow): RoomMessage {
  return {
    id: Number(row.id),
    room: row.room as Language,
    user_id: Number(row.user_id),
    nickname: row.nickname,
    body: row.body,
    created_at: row.created_at.toISOString(),
  }
}

function roomMessages(db: Db, room: Language) {
  return db
    .selectFrom('chat_room_messages')
    .innerJoin('users', 'users.id', 'chat_room_messages.user_id')
    .select([
      'chat_room_messages.id',
      'chat_room_messages.room',
      'chat_room_messages.user_id',
      'users.nickname',
      'chat_room_messages.body',
      'chat_room_messages.created_at',
      'chat_room_messages.deleted_at',
    ])
    .where('chat_room_messages.room', '=', room)
}

async function slowModeOf(db: Db, room: Language): Promise<number> {
  const row = await db
    .selectFrom('chat_rooms')
    .select('slow_mode_seconds')
    .where('room', '=', room)
    .executeTakeFirst()
  return row?.slow_mode_seconds ?? 0
}

/** The room's latest messages (or those before `before_id`), oldest first; deleted ones are gone. */
export async function getRoom(
  db: Db,
  room: Language,
  query: { before_id?: number | undefined; limit: number },
): Promise<ChatRoom> {
  let select = roomMessages(db, room).where('chat_room_messages.deleted_at', 'is', null)
  if (query.before_id !== undefined)
    select = select.where('chat_room_messages.id', '<', String(query.before_id))
  const newestFirst = await select
    .orderBy('chat_room_messages.id', 'desc')
    .limit(query.limit + 1)
    .execute()
  return {
    room,
    slow_mode_seconds: await slowModeOf(db, room),
    messages: newestFirst.slice(0, query.limit).reverse().map(toRoomMessage),
    has_older: newestFirst.length > query.limit,
  }
}

function recentPosts(db: Db, userId: number, room: Language) {
  return db
    .selectFrom('chat_room_messages')
    .select('created_at')
    .where('user_id', '=', String(userId))
    .where('room', '=', room)
    .orderBy('created_at', 'desc')
    .limit(ROOM_FLOOD_CAP.messages)
    .execute()
}

/** What the player may do in the room now. */
export async function getStanding(db: Db, userId: number, room: Language, now: Date): Promise<ChatStanding> {
  const [sanction, posts, slowMode] = await Promise.all([
    db
      .selectFrom('chat_sanctions')
      .select(['muted_until', 'banned'])
      .where('user_id', '=', String(userId))
      .executeTakeFirst(),
    recentPosts(db, userId, room),
    slowModeOf(db, room),
  ])
  const mutedUntil = sanction?.muted_until && sanction.muted_until > now ? sanction.muted_until : null
  const banned = sanction?.banned ?? false
  const wait = nextPostWait(
    posts.map((post) => post.created_at),
    slowMode,
    ROOM_FLOOD_CAP,
    now,
  )
  return {
    can_post: !banned && mutedUntil === null,
    muted_until: mutedUntil?.toISOString() ?? null,
    banned,
    next_post_at: wait?.until.toISOString() ?? null,
  }
}

/**
 * Posts the player's message once per client message id, unless they are banned, muted, in the
 * room's slow mode or over the flood cap. The player's sanctions row is locked for the post, so
 * parallel posts of one player are judged one after another.
 */
export async function postInRoom(
  db: Db,
  bus: Bus,
  userId: number,
  room: Language,
  input: { client_msg_id: string; body: string },
  now: Date,
): Promise<RoomMessage> {
  const { message, isNew } = await db.transaction().execute(async (trx) => {
    const sanction = await lockStanding(trx, userId, now)
    const existing = await roomMessages(trx, room)
      .where('chat_room_messages.user_id', '=', String(userId))
      .where('chat_room_messages.client_msg_id', '=', input.client_msg_id)
      .executeTakeFirst()
    if (existing) return { message: existing, isNew: false }
    if (sanction.banned) throw new AppError('CHAT_BANNED', 403)
    if (sanction.muted_until && sanction.muted_until > now) {
      throw new AppError('CHAT_MUTED', 403, {
        minutes: Math.ceil(secondsUntil(sanction.muted_until, now) / 60),
      })
    }
    const posts = await recentPosts(trx, userId, room)
    const wait = nextPostWait(
      posts.map((post) => post.created_at),
      await slowModeOf(trx, room),
      ROOM_FLOOD_CAP,
      now,
    )
    if (wait?.cause === 'slowMode') {
      throw new AppError('CHAT_SLOW_MODE', 429, { seconds: secondsUntil(wait.until, now) })
    }
    if (wait) throw new AppError('CHAT_FLOODING', 429, { seconds: secondsUntil(wait.until, now) })
    const inserted = await trx
      .insertInto('chat_room_messages')
      .values({
        room,
        user_id: String(userId),
        body: input.body,
        client_msg_id: input.client_msg_id,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const row = await roomMessages(trx, room)
      .where('chat_room_messages.id', '=', inserted.id)
      .executeTakeFirstOrThrow()
    return { message: row, isNew: true }
  })
  const posted = toRoomMessage(message)
  if (isNew) await bus.publish({ channel: 'room', room, data: { kind: 'message', message: posted } })
  return posted
}

// Moderation: every action is recorded with the operator and the reason.

export async function moderatedRoom(db: Db, room: Language, now: Date): Promise<ModeratedRoom> {
  const rows = await roomMessages(db, room)
    .leftJoin('chat_sanctions', 'chat_sanctions.user_id', 'chat_room_messages.user_id')
    .select(['chat_sanctions.muted_until', 'chat_sanctions.banned'])
    .orderBy('chat_room_messages.id', 'desc')
    .limit(200)
    .execute()
  return {
    room,
    slow_mode_seconds: await slowModeOf(db, room),
    messages: rows.reverse().map((row) => ({
      ...toRoomMessage(row),
      deleted_at: row.deleted_at?.toISOString() ?? null,
      muted_until: row.muted_until && row.muted_until > now ? row.muted_until.toISOString() : null,
      banned: row.banned ?? false,
    })),
  }
}

export async function deleteRoomMessage(
  db: Db,
  bus: Bus,
  operatorId: number,
  id: number,
  reason: string,
  now: Date,
): Promise<void> {
  const deleted = await db.transaction().execute(async (trx) => {
    const message = await trx
      .selectFrom('chat_room_messages')
      .select(['id', 'room', 'user_id', 'deleted_at'])
      .where('id', '=', String(id))
      .forUpdate()
      .executeTakeFirst()
    if (!message) throw new AppError('NOT_FOUND', 404)
    if (message.deleted_at) return undefined
    await trx
      .updateTable('chat_room_messages')
      .set({ deleted_at: now, deleted_by: String(operatorId) })
      .where('id', '=', message.id)
      .execute()
    await recordOperatorAction(
      trx,
      {
        operatorId,
        action: 'chat.delete',
        target: `chat_room_message:${id}`,
        reason,
        details: { room: message.room, user_id: Number(message.user_id) },
        before: { deleted_at: null, deleted_by: null },
        after: { deleted_at: now.toISOString(), deleted_by: operatorId },
      },
      now,
    )
    return message.room as Language
  })
  if (deleted)
    await bus.publish({ channel: 'room', room: deleted, data: { kind: 'deleted', room: deleted, id } })
}

/** A player's standing in the chat, its row made on first use and locked for the transaction. */
async function lockStanding(trx: Db, userId: number, now: Date) {
  await trx
    .insertInto('chat_sanctions')
    .values({ user_id: String(userId), updated_at: now })
    .onConflict((conflict) => conflict.doNothing())
    .execute()
  return trx
    .selectFrom('chat_sanctions')
    .select(['muted_until', 'banned'])
    .where('user_id', '=', String(userId))
    .forUpdate()
    .executeTakeFirstOrThrow()
}

/** Locks the standing of a player a moderator acts on and returns it; an unknown player is 404. */
async function lockSanction(trx: Db, userId: number, now: Date) {
  const player = await trx
    .selectFrom('users')
    .select('id')
    .where('id', '=', String(userId))
    .executeTakeFirst()
  if (!player) throw new AppError('NOT_FOUND', 404)
  return lockStanding(trx, userId, now)
}

/** A player's chat standing as the audit log keeps it. */
const standingSnapshot = (standing: { muted_until: Date | null; banned: boolean }) => ({
  muted_until: standing.muted_until?.toISOString() ?? null,
  banned: standing.banned,
})

/** Mutes a player for some minutes, or bans them (for some minutes as a mute, or for good). */
export async function sanction(
  db: Db,
  operatorId: number,
  input: { user_id: number; kind: 'mute' | 'ban'; minutes?: number | undefined; reason: string },
  now: Date,
): Promise<void> {
  if (input.kind === 'mute' && input.minutes === undefined) {
    throw new AppError('VALIDATION_FAILED', 400, { field: 'minutes' })
  }
  await db.transaction().execute(async (trx) => {
    const standing = await lockSanction(trx, input.user_id, now)
    const until = input.minutes === undefined ? null : new Date(now.getTime() + input.minutes * 60_000)
    const change = input.kind === 'ban' && until === null ? { banned: true } : { muted_until: until }
    await trx
      .updateTable('chat_sanctions')
      .set({ ...change, updated_at: now })
      .where('user_id', '=', String(input.user_id))
      .execute()
    await recordOperatorAction(
      trx,
      {
        operatorId,
        action: `chat.${input.kind}`,
        target: `user:${input.user_id}`,
        reason: input.reason,
        details: { minutes: input.minutes ?? null },
        before: standingSnapshot(standing),
        after: standingSnapshot({ ...standing, ...change }),
      },
      now,
    )
  })
}

export async function liftSanction(db: Db, operatorId: number, userId: number, reason: string, now: Date) {
  await db.transaction().execute(async (trx) => {
    const standing = await lockSanction(trx, userId, now)
    const lifted = { banned: false, muted_until: null }
    await trx
      .updateTable('chat_sanctions')
      .set({ ...lifted, updated_at: now })
      .where('user_id', '=', String(userId))
      .execute()
    await recordOperatorAction(
      trx,
      {
        operatorId,
        action: 'chat.lift',
        target: `user:${userId}`,
        reason,
        details: {},
        before: standingSnapshot(standing),
        after: standingSnapshot(lifted),
      },
      now,
    )
  })
}

export async function setSlowMode(
  db: Db,
  bus: Bus,
  log: StructuredLog,
  operatorId: number,
  room: Language,
  input: { slow_mode_seconds: number; reason: string },
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // A room without a row has no slow mode (the column's default).
    const previous = await trx
      .selectFrom('chat_rooms')
      .select('slow_mode_seconds')
      .where('room', '=', room)
      .forUpdate()
      .executeTakeFirst()
    await trx
      .insertInto('chat_rooms')
      .values({ room, slow_mode_seconds: input.slow_mode_seconds })
      .onConflict((conflict) =>
        conflict.column('room').doUpdateSet({ slow_mode_seconds: input.slow_mode_seconds }),
      )
      .execute()
    await recordOperatorAction(
      trx,
      {
        operatorId,
        action: 'chat.slow_mode',
        target: `chat_room:${room}`,
        reason: input.reason,
        details: { slow_mode_seconds: input.slow_mode_seconds },
        before: { slow_mode_seconds: previous?.slow_mode_seconds ?? 0 },
        after: { slow_mode_seconds: input.slow_mode_seconds },
      },
      now,
    )
  })
  log.info({ operatorId, room, slowModeSeconds: input.slow_mode_seconds }, 'chat slow mode set')
  await bus.publish({
    channel: 'room',
    room,
    data: { kind: 'settings', room, slow_mode_seconds: input.slow_mode_seconds },
  })
}
