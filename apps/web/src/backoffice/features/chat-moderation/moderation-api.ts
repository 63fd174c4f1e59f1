import type { CHAT_SANCTIONS, ModeratedRoom } from '@app/contract'
import type { Language } from '@app/domain'
import { operatorRequest } from '../../shared/operator-client'

export type ChatSanction = (typeof CHAT_SANCTIONS)[number]

/** The longest reason the server keeps in the audit log with a moderation action. */
export const MODERATION_REASON_MAX_LENGTH = 500

/** The public chat's moderation calls; the server logs each with the operator and the reason. */
export const moderationApi = {
  room: (room: Language) => operatorRequest<ModeratedRoom>(`/chat/rooms/${encodeURIComponent(room)}`),
  deleteMessage: (messageId: number, reason: string) =>
    operatorRequest<null>(`/chat/messages/${messageId}/delete`, { method: 'POST', body: { reason } }),
  /** A mute needs minutes; a ban without them is permanent. */
  sanction: (userId: number, kind: ChatSanction, reason: string, minutes?: number) =>
    operatorRequest<null>('/chat/sanctions', {
      method: 'POST',
      body: { user_id: userId, kind, reason, ...(minutes === undefined ? {} : { minutes }) },
    }),
  lift: (userId: number, reason: string) =>
    operatorRequest<null>(`/chat/sanctions/${userId}/lift`, { method: 'POST', body: { reason } }),
  setSlowMode: (room: Language, seconds: number, reason: string) =>
    operatorRequest<null>(`/chat/rooms/${encodeURIComponent(room)}`, {
      method: 'PUT',
      body: { slow_mode_seconds: seconds, reason },
    }),
}
