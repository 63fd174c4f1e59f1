import type { ChatRoom, RoomEvent, RoomMessage } from '@app/contract'
import { FALLBACK_LANGUAGE, isLanguage, type Language } from '@app/domain'

/** The most messages a room keeps on screen; older ones are loaded again on demand. */
export const ROOM_MESSAGES_KEPT = 300

/** The room of an interface language: each language has its own, English for any other. */
export function roomOf(language: string): Language {
  return isLanguage(language) ? language : FALLBACK_LANGUAGE
}

/**
 * A room's messages in the order they were posted, each once: merging ids [2, 3] into [1, 2] gives
 * [1, 2, 3] (ids grow with time).
 */
export function mergeRoomMessages(
  held: readonly RoomMessage[],
  incoming: readonly RoomMessage[],
): RoomMessage[] {
  const byId = new Map<number, RoomMessage>()
  for (const message of [...held, ...incoming]) if (!byId.has(message.id)) byId.set(message.id, message)
  return [...byId.values()].sort((first, second) => first.id - second.id)
}

/** Takes new messages into a room (an Immer draft), keeping only the newest ROOM_MESSAGES_KEPT. */
export function addRoomMessages(room: ChatRoom, messages: readonly RoomMessage[]): void {
  const merged = mergeRoomMessages(room.messages, messages)
  if (merged.length > ROOM_MESSAGES_KEPT) {
    room.messages = merged.slice(-ROOM_MESSAGES_KEPT)
    room.has_older = true
  } else {
    room.messages = merged
  }
}

/** One event of the joined room's channel, applied to the room in place (an Immer draft). */
export function applyRoomEvent(room: ChatRoom, event: RoomEvent): void {
  switch (event.kind) {
    case 'message':
      addRoomMessages(room, [event.message])
      return
    case 'deleted':
      room.messages = room.messages.filter((message) => message.id !== event.id)
      return
    case 'settings':
      room.slow_mode_seconds = event.slow_mode_seconds
      return
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/** Whether a socket payload is an event of this room (the socket's data is not validated). */
export function isRoomEvent(data: unknown, room: Language): data is RoomEvent {
  if (!isObject(data)) return false
  if (data.kind === 'message') {
    const message = data.message
    return (
      isObject(message) &&
      message.room === room &&
      Number.isInteger(message.id) &&
      typeof message.nickname === 'string' &&
      typeof message.body === 'string'
    )
  }
  if (data.kind === 'deleted') return data.room === room && Number.isInteger(data.id)
  if (data.kind === 'settings') return data.room === room && Number.isInteger(data.slow_mode_seconds)
  return false
}
