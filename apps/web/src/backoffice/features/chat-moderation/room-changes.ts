import type { ModeratedRoom, ModeratedRoomMessage, RoomMessage } from '@app/contract'

/** A new message of the room at the end (oldest first), once even if the socket repeats it. */
export function withMessage(room: ModeratedRoom, message: RoomMessage): ModeratedRoom {
  if (room.messages.some((entry) => entry.id === message.id)) return room
  const moderated: ModeratedRoomMessage = { ...message, deleted_at: null, muted_until: null, banned: false }
  return { ...room, messages: [...room.messages, moderated] }
}

/** A deleted message stays in the moderator's list, marked deleted. */
export function withDeleted(room: ModeratedRoom, messageId: number, at: string): ModeratedRoom {
  return {
    ...room,
    messages: room.messages.map((message) =>
      message.id === messageId && message.deleted_at === null ? { ...message, deleted_at: at } : message,
    ),
  }
}

/** A player's standing on every message of theirs: muted until a time, banned, or cleared (lifted). */
export function withStanding(
  room: ModeratedRoom,
  userId: number,
  standing: Pick<ModeratedRoomMessage, 'muted_until' | 'banned'>,
): ModeratedRoom {
  return {
    ...room,
    messages: room.messages.map((message) =>
      message.user_id === userId ? { ...message, ...standing } : message,
    ),
  }
}
