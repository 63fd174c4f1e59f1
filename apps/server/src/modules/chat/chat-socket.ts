import type { Clock } from '../../clock/clock'
import type { Db } from '../../db/database'
import type { Bus } from '../../realtime/bus'
import type { ChatSocketHooks } from '../../realtime/realtime.routes'
import type { AccountSettings } from '../accounts/accounts.service'
import { operatorWithDuty } from '../operator/operator-guard'
import { type ChatTokens, identityOfKey, supportKey } from './chat-tokens'
import { selectConversationById } from './support.repository'
import { conversationIdOf, identityOf } from './support.service'

/** The socket's chat requests: joining a conversation or the desk, and passing typing on. */
export function chatSocketHooks(
  db: Db,
  bus: Bus,
  clock: Clock,
  tokens: ChatTokens,
  settings: AccountSettings,
): ChatSocketHooks {
  return {
    async joinSupport(chatToken) {
      const identity = await tokens.read(chatToken, clock.now())
      if (!identity) return undefined
      return supportKey(identity)
    },
    async supportTyping(key) {
      const conversationId = await conversationIdOf(db, identityOfKey(key))
      if (conversationId === undefined) return
      await bus.publish({ channel: 'desk', data: { kind: 'typing', conversation_id: conversationId } })
    },
    joinDesk: (token) => operatorWithDuty(db, settings, token, 'support', clock.now()),
    async deskTyping(conversationId) {
      const conversation = await selectConversationById(db, conversationId)
      if (!conversation) return
      await bus.publish({
        channel: 'support',
        supportKey: supportKey(identityOf(conversation)),
        data: { kind: 'typing', conversation_id: conversationId, sender: 'agent' },
      })
    },
  }
}
