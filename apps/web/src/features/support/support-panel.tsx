import { useCallback, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useDispatch } from 'react-redux'
import { isApiError } from '../../shared/api/api-error'
import { realtimeHub } from '../../shared/realtime/realtime-hub'
import { LoadError, SkeletonRows } from '../../shared/ui/load-states'
import { useAuth } from '../auth'
import { ConnectionStatus } from './connection-status'
import {
  supportApi,
  useChatTokenQuery,
  useMarkSupportReadMutation,
  useOlderSupportMessagesMutation,
  useSupportConversationQuery,
} from './support-api'
import { SupportComposer } from './support-composer'
import { SupportMessages } from './support-messages'
import { SupportOfflineForm } from './support-offline-form'
import { SupportRating } from './support-rating'
import { SUPPORT_TEXTS } from './support-texts'
import { highestSeq, type SupportThread } from './support-thread'
import { useSupportSend } from './use-support-send'
import '../../shared/ui/conversation.css'
import './support.css'

/** A chat token is renewed this long before it ends, and never sooner than a minute after the last. */
const RENEW_BEFORE_MS = 30_000
const RENEW_AT_LEAST_MS = 60_000
const MAX_TIMER_MS = 2 ** 31 - 1
/** The agent hears that the player is typing at most this often. */
export const TYPING_EVERY_MS = 2000

/** Marks what the player sees as read once an agent's or the system's message is new to them. */
function useMarkRead(token: string, thread: SupportThread | undefined) {
  const [markRead] = useMarkSupportReadMutation()
  // Each mark is asked for once; a new token (sign-in, sign-out) may be another conversation.
  const marked = useRef({ token, seq: 0 })
  useEffect(() => {
    if (!thread) return
    if (marked.current.token !== token) marked.current = { token, seq: 0 }
    const latest = highestSeq(thread.messages)
    const hasUnread = thread.messages.some(
      (message) => message.seq > thread.player_read_seq && message.sender !== 'player',
    )
    if (!hasUnread || latest <= marked.current.seq) return
    marked.current = { token, seq: latest }
    void markRead({ token, seq: latest })
  }, [token, thread, markRead])
}

/** The connection and who answers, above the conversation. */
function SupportHead({ thread }: { thread?: SupportThread | undefined }) {
  const { t } = useTranslation(SUPPORT_TEXTS)
  return (
    <div className="support-head">
      <ConnectionStatus />
      {thread && (
        <p className="support-agent muted">
          {thread.agent_name ? t('support.agent', { name: thread.agent_name }) : t('support.waiting')}
        </p>
      )}
    </div>
  )
}

function SupportConversation({ token }: { token: string }) {
  const { t } = useTranslation(SUPPORT_TEXTS)
  const dispatch = useDispatch()
  const conversation = useSupportConversationQuery(token)
  const [loadOlder, older] = useOlderSupportMessagesMutation()
  const { pending, send, retry, discard } = useSupportSend(token)
  const thread = conversation.data
  useMarkRead(token, thread)

  // An ended chat session is renewed at once; the conversation then loads with the new token.
  const isTokenInvalid = isApiError(conversation.error) && conversation.error.msg === 'CHAT_TOKEN_INVALID'
  useEffect(() => {
    if (isTokenInvalid) dispatch(supportApi.util.invalidateTags(['ChatToken']))
  }, [isTokenInvalid, dispatch])

  const lastTyping = useRef(0)
  const handleTyping = useCallback(() => {
    const now = Date.now()
    if (now - lastTyping.current < TYPING_EVERY_MS) return
    lastTyping.current = now
    realtimeHub.send({ type: 'supportTyping' })
  }, [])

  if (!thread) {
    return (
      <>
        <SupportHead />
        {conversation.isError ? (
          <LoadError
            error={conversation.error}
            text={t('support.loadError')}
            onRetry={() => conversation.refetch()}
          />
        ) : (
          <SkeletonRows rows={4} label={t('common.loading')} />
        )}
      </>
    )
  }

  const isResolved = thread.status === 'resolved'
  const oldest = thread.messages[0]
  return (
    <>
      <SupportHead thread={thread} />
      <SupportMessages
        thread={thread}
        pending={pending}
        isLoadingOlder={older.isLoading}
        onLoadOlder={() => {
          if (oldest) void loadOlder({ token, before_seq: oldest.seq })
        }}
        onRetry={retry}
        onDiscard={discard}
        footer={
          isResolved &&
          (thread.rating === null ? (
            <SupportRating token={token} />
          ) : (
            <p className="support-notice" role="status">
              {t('support.rating.thanks')}
            </p>
          ))
        }
      />
      {thread.agents_online === 0 ? (
        <SupportOfflineForm token={token} />
      ) : (
        <SupportComposer onSend={send} onTyping={handleTyping} />
      )}
    </>
  )
}

/**
 * The live support panel: the player's (or guest's) one conversation with the agents, kept live
 * over the app's socket. A guest's conversation is kept on this device by its guest id and moves
 * into the account when the guest signs in.
 */
export function SupportPanel() {
  const { t } = useTranslation(SUPPORT_TEXTS)
  const { isAuthorized, userId } = useAuth()
  const chatToken = useChatTokenQuery({ isSignedIn: isAuthorized, userId })
  const { refetch } = chatToken
  const expiresAt = chatToken.data?.expires_at

  useEffect(() => {
    if (!expiresAt) return
    const wait = Date.parse(expiresAt) - Date.now() - RENEW_BEFORE_MS
    if (Number.isNaN(wait)) return
    const timer = setTimeout(() => void refetch(), Math.min(Math.max(wait, RENEW_AT_LEAST_MS), MAX_TIMER_MS))
    return () => clearTimeout(timer)
  }, [expiresAt, refetch])

  return (
    <div className="support-view conversation-view">
      {chatToken.data ? (
        <SupportConversation token={chatToken.data.token} />
      ) : (
        <>
          <SupportHead />
          {chatToken.isError ? (
            <LoadError error={chatToken.error} text={t('support.loadError')} onRetry={() => refetch()} />
          ) : (
            <SkeletonRows rows={4} label={t('common.loading')} />
          )}
        </>
      )}
    </div>
  )
}
