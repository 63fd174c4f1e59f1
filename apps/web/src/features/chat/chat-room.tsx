import type { RoomMessage } from '@app/contract'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatMessageTime } from '../../shared/format/format'
import { useStickToBottom } from '../../shared/hooks/use-stick-to-bottom'
import { LoadError, SkeletonRows } from '../../shared/ui/load-states'
import { useAuth } from '../auth'
import { useChatRoomQuery, useOlderRoomMessagesMutation } from './chat-api'
import { ChatComposer } from './chat-composer'
import { CHAT_TEXTS } from './chat-texts'
import { roomOf } from './room-messages'
import '../../shared/ui/conversation.css'
import './chat.css'

/** The room's name in the reader's language, e.g. "English", "Brazilian Portuguese". */
function roomName(room: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'language' }).of(room) ?? room
  } catch {
    return room
  }
}

/** What a screen reader hears when someone else posts (not the history, not the player's own). */
function useAnnouncement(messages: readonly RoomMessage[], userId: number | null): string {
  const { t } = useTranslation(CHAT_TEXTS)
  const [text, setText] = useState('')
  const newest = useRef(messages.at(-1)?.id ?? 0)
  useEffect(() => {
    const last = messages.at(-1)
    if (!last || last.id <= newest.current) return
    newest.current = last.id
    if (last.user_id !== userId) setText(t('chat.newMessage', { nickname: last.nickname, text: last.body }))
  }, [messages, userId, t])
  return text
}

function MessageItem({ message, isOwn }: { message: RoomMessage; isOwn: boolean }) {
  const { t, i18n } = useTranslation(CHAT_TEXTS)
  return (
    <li className={isOwn ? 'chat-message chat-message-own' : 'chat-message'} data-id={message.id}>
      <p className="chat-message-head">
        <span className="chat-nickname">{message.nickname}</span>
        {isOwn && <span className="chat-you">{t('chat.you')}</span>}
        <time dateTime={message.created_at}>{formatMessageTime(message.created_at, i18n.language)}</time>
      </p>
      {/* Plain text: React writes every character as it is, so links and markup stay words. */}
      <p className="chat-text conversation-text">{message.body}</p>
    </li>
  )
}

/**
 * The public chat room of the interface language: its latest messages (older on demand), live
 * from the socket, and the send box or, for a guest, the way to sign in. The /chat page and the
 * chat side panel both show it.
 */
export function ChatRoomView() {
  const { t, i18n } = useTranslation(CHAT_TEXTS)
  const { userId } = useAuth()
  const room = roomOf(i18n.language)
  const query = useChatRoomQuery(room)
  const [loadOlder, older] = useOlderRoomMessagesMutation()
  const scroller = useRef<HTMLElement>(null)
  const messages = query.data?.messages ?? []
  const lastMessage = messages.at(-1)
  const announcement = useAnnouncement(messages, userId)
  useStickToBottom(scroller, messages[0]?.id, lastMessage?.id, lastMessage?.user_id === userId)

  if (!query.data) {
    return (
      <div className="chat-view conversation-view">
        {query.isError ? (
          <LoadError error={query.error} text={t('chat.loadError')} onRetry={() => query.refetch()} />
        ) : (
          <SkeletonRows rows={5} label={t('common.loading')} />
        )}
      </div>
    )
  }

  const { slow_mode_seconds: slowModeSeconds, has_older: hasOlder } = query.data
  const oldest = messages[0]
  return (
    <div className="chat-view conversation-view">
      <div className="chat-head">
        <p className="chat-room">{t('chat.room', { language: roomName(room, i18n.language) })}</p>
        {slowModeSeconds > 0 && (
          <p className="chat-slow muted">{t('chat.slowMode', { seconds: slowModeSeconds })}</p>
        )}
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
      <section className="conversation-scroll" ref={scroller} tabIndex={0} aria-label={t('chat.messages')}>
        {hasOlder && oldest && (
          <button
            type="button"
            className="button button-secondary button-small conversation-older"
            disabled={older.isLoading}
            onClick={() => void loadOlder({ room, before_id: oldest.id })}
          >
            {older.isLoading ? t('common.loading') : t('chat.loadOlder')}
          </button>
        )}
        {messages.length === 0 ? (
          <p className="chat-empty muted">{t('chat.empty')}</p>
        ) : (
          <ol className="chat-messages">
            {messages.map((message) => (
              <MessageItem key={message.id} message={message} isOwn={message.user_id === userId} />
            ))}
          </ol>
        )}
      </section>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      <ChatComposer room={room} slowModeSeconds={slowModeSeconds} />
    </div>
  )
}
