import { DESK_QUEUES, type DeskConversation, type SupportMessage } from '@app/contract'
import type { DeskQueue } from './desk-api'

/** Each queue's conversations, newest activity first; undefined while the first load runs. */
export type Queues = Record<DeskQueue, DeskConversation[] | undefined>

export const NO_QUEUES: Queues = {
  unassigned: undefined,
  mine: undefined,
  open: undefined,
  resolved: undefined,
}

/**
 * Whether a conversation belongs in a queue, as the server files it: `unassigned` and `mine` hold
 * open conversations without an agent or with this one, `open` every open one, `resolved` the rest.
 */
export function isInQueue(queue: DeskQueue, conversation: DeskConversation, operatorId: number): boolean {
  const isOpen = conversation.status === 'open'
  if (queue === 'unassigned') return isOpen && conversation.assigned_operator_id === null
  if (queue === 'mine') return isOpen && conversation.assigned_operator_id === operatorId
  if (queue === 'open') return isOpen
  return conversation.status === 'resolved'
}

const byLatestActivity = (a: DeskConversation, b: DeskConversation) =>
  b.updated_at.localeCompare(a.updated_at) || b.id - a.id

/**
 * Files a new or changed conversation: out of every queue it has left, into (or updated in) every
 * queue it now belongs to, e.g. an assigned conversation leaves `unassigned` and joins `mine`.
 * A queue still loading stays so: its load brings the conversation.
 */
export function fileConversation(queues: Queues, conversation: DeskConversation, operatorId: number): Queues {
  const filed = { ...queues }
  for (const queue of DESK_QUEUES) {
    const list = queues[queue]
    if (!list) continue
    const others = list.filter((item) => item.id !== conversation.id)
    filed[queue] = isInQueue(queue, conversation, operatorId)
      ? [...others, conversation].sort(byLatestActivity)
      : others
  }
  return filed
}

/** The one-line text of a message in a queue: its body, or a picture sign for an image alone. */
export const messagePreview = (message: SupportMessage): string =>
  message.body.trim() || (message.image_url ? '🖼' : '')

/**
 * A new message moves its conversation to the top of each queue with the message as its last line;
 * a player's message counts as unread unless the agent has the conversation open.
 */
export function bumpConversation(
  queues: Queues,
  conversationId: number,
  message: SupportMessage,
  isOpenHere: boolean,
): Queues {
  const bumped = { ...queues }
  for (const queue of DESK_QUEUES) {
    const list = queues[queue]
    const item = list?.find((entry) => entry.id === conversationId)
    if (!list || !item || message.seq <= item.last_seq) continue
    const isUnread = message.sender === 'player' && !isOpenHere
    const updated: DeskConversation = {
      ...item,
      last_seq: message.seq,
      last_message: messagePreview(message) || item.last_message,
      unread: item.unread + (isUnread ? 1 : 0),
      updated_at: message.created_at > item.updated_at ? message.created_at : item.updated_at,
    }
    bumped[queue] = [updated, ...list.filter((entry) => entry.id !== conversationId)].sort(byLatestActivity)
  }
  return bumped
}
