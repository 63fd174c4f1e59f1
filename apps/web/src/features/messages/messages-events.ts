import type { MessagesEvent } from '@app/contract'
import { messagesApi } from './messages-api'

type Dispatch = (action: unknown) => unknown

/** Whether a `messages` topic payload is one of the events this client knows. */
export function isMessagesEvent(data: unknown): data is MessagesEvent {
  if (typeof data !== 'object' || data === null || !('type' in data)) return false
  if (data.type === 'unreadCount')
    return 'unread' in data && Number.isInteger(data.unread) && 'message_id' in data
  if (data.type === 'broadcastMessage') return 'message_id' in data && Number.isInteger(data.message_id)
  return false
}

/**
 * One event of the private `messages` topic: a message to this player carries the new unread
 * count, which the badge shows at once; a message to every player only says one more arrived, so
 * the count is read again. Either way an open inbox refreshes to show the new message.
 */
export function handleMessagesEvent(dispatch: Dispatch, data: unknown): void {
  if (!isMessagesEvent(data)) return
  if (data.type === 'unreadCount')
    dispatch(messagesApi.util.upsertQueryData('unreadCount', undefined, { unread: data.unread }))
  else dispatch(messagesApi.util.invalidateTags(['UnreadCount']))
  dispatch(messagesApi.util.invalidateTags(['PrivateMessages']))
}
