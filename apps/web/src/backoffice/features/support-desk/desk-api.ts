import type {
  DESK_QUEUES,
  DeskAgent,
  DeskConversation,
  DeskConversationDetail,
  SupportMessage,
} from '@app/contract'
import { newClientMessageId } from '../../../shared/api/client-message-id'
import { operatorRequest } from '../../shared/operator-client'

export type DeskQueue = (typeof DESK_QUEUES)[number]

const conversationPath = (id: number) => `/support/conversations/${id}`

/** The agent desk's calls (operators with the support role). */
export const deskApi = {
  me: () => operatorRequest<DeskAgent>('/support/me'),
  /** Available or away; while available the desk repeats it as a heartbeat. */
  setPresence: (available: boolean) =>
    operatorRequest<DeskAgent>('/support/presence', { method: 'PUT', body: { available } }),
  agents: () => operatorRequest<DeskAgent[]>('/support/agents'),
  queue: (queue: DeskQueue) =>
    operatorRequest<DeskConversation[]>(`/support/conversations?queue=${encodeURIComponent(queue)}`),
  conversation: (id: number) => operatorRequest<DeskConversationDetail>(conversationPath(id)),
  /** A reply with the desk's own message id: sent twice (a retry), it is stored once. */
  reply: (id: number, body: string) =>
    operatorRequest<SupportMessage>(`${conversationPath(id)}/messages`, {
      method: 'POST',
      body: { client_msg_id: newClientMessageId(), body },
    }),
  /** To another agent, or to the caller when `operatorId` is absent. */
  assign: (id: number, operatorId?: number) =>
    operatorRequest<DeskConversation>(`${conversationPath(id)}/assign`, {
      method: 'POST',
      body: operatorId === undefined ? {} : { operator_id: operatorId },
    }),
  resolve: (id: number) =>
    operatorRequest<DeskConversation>(`${conversationPath(id)}/resolve`, { method: 'POST' }),
  reopen: (id: number) =>
    operatorRequest<DeskConversation>(`${conversationPath(id)}/reopen`, { method: 'POST' }),
  read: (id: number, seq: number) =>
    operatorRequest<DeskConversation>(`${conversationPath(id)}/read`, { method: 'POST', body: { seq } }),
}
