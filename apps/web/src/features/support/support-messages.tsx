import type { SupportMessage } from '@app/contract'
import type { TFunction } from 'i18next'
import { Check, CheckCheck, Headset, RotateCw } from 'lucide-react'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatMessageTime } from '../../shared/format/format'
import { useStickToBottom } from '../../shared/hooks/use-stick-to-bottom'
import { SUPPORT_TEXTS } from './support-texts'
import { highestSeq, type SupportThread } from './support-thread'
import type { PendingMessage } from './use-support-send'

/** How long "Support is typing…" shows after the agent's last keystroke. */
export const TYPING_SHOWN_MS = 4000

type Translate = TFunction

/** Who wrote a message, as the conversation names them. */
function senderName(message: SupportMessage, t: Translate): string {
  if (message.sender === 'player') return t('support.you')
  return message.agent_name ?? t('support.team')
}

/** A system line in the reader's language; the server only names its kind. */
function systemText(message: SupportMessage, t: Translate): string {
  if (!message.system) return message.body
  return t(`support.system.${message.system}`, { name: message.agent_name ?? t('support.team') })
}

/** Whether the agent typed within the last few seconds, turning false on its own when they stop. */
function useIsTyping(agentTypingAt: number | null): boolean {
  const [, setExpired] = useState(0)
  useEffect(() => {
    if (agentTypingAt === null) return
    const left = agentTypingAt + TYPING_SHOWN_MS - Date.now()
    if (left <= 0) return
    const timer = setTimeout(() => setExpired(agentTypingAt), left)
    return () => clearTimeout(timer)
  }, [agentTypingAt])
  return agentTypingAt !== null && Date.now() < agentTypingAt + TYPING_SHOWN_MS
}

/** What a screen reader hears when the agent writes or the conversation changes (not the history). */
function useAnnouncement(messages: readonly SupportMessage[], t: Translate): string {
  const [text, setText] = useState('')
  const newest = useRef(highestSeq(messages))
  useEffect(() => {
    const last = messages.at(-1)
    if (!last || last.seq <= newest.current) return
    newest.current = last.seq
    if (last.sender === 'player') return
    const said = last.sender === 'system' ? systemText(last, t) : last.body || t('support.image')
    setText(t('support.newMessage', { sender: senderName(last, t), text: said }))
  }, [messages, t])
  return text
}

function MessageItem({ message, agentReadSeq }: { message: SupportMessage; agentReadSeq: number }) {
  const { t, i18n } = useTranslation(SUPPORT_TEXTS)
  const time = (
    <time dateTime={message.created_at}>{formatMessageTime(message.created_at, i18n.language)}</time>
  )
  if (message.sender === 'system') {
    return (
      <li className="support-message support-message-system" data-seq={message.seq}>
        <p>{systemText(message, t)}</p>
        <span className="support-meta">{time}</span>
      </li>
    )
  }
  const isOwn = message.sender === 'player'
  const isRead = isOwn && message.seq <= agentReadSeq
  return (
    <li className={`support-message support-message-${message.sender}`} data-seq={message.seq}>
      <div className="support-bubble">
        <span className={isOwn ? 'visually-hidden' : 'support-sender'}>{senderName(message, t)}</span>
        {message.image_url && (
          <a href={message.image_url} target="_blank" rel="noreferrer" className="support-image-link">
            <img
              className="support-image"
              src={message.image_url}
              alt={t('support.imageAlt', { sender: senderName(message, t) })}
              loading="lazy"
            />
          </a>
        )}
        {message.body && <p className="support-text conversation-text">{message.body}</p>}
      </div>
      <span className="support-meta">
        {time}
        {isOwn && (
          <span className="support-receipt" data-read={isRead}>
            {isRead ? <CheckCheck aria-hidden size={14} /> : <Check aria-hidden size={14} />}
            {isRead ? t('support.read') : t('support.sent')}
          </span>
        )}
      </span>
    </li>
  )
}

function PendingItem({
  message,
  onRetry,
  onDiscard,
}: {
  message: PendingMessage
  onRetry: (clientMsgId: string) => void
  onDiscard: (clientMsgId: string) => void
}) {
  const { t } = useTranslation(SUPPORT_TEXTS)
  const isFailed = message.status === 'failed'
  return (
    <li
      className="support-message support-message-player support-message-pending"
      data-status={message.status}
      aria-busy={!isFailed}
    >
      <div className="support-bubble">
        <span className="visually-hidden">{t('support.you')}</span>
        {message.previewUrl && (
          <img className="support-image" src={message.previewUrl} alt={message.file?.name ?? ''} />
        )}
        {!message.previewUrl && message.file && (
          <p className="support-text conversation-text">{message.file.name}</p>
        )}
        {message.body && <p className="support-text conversation-text">{message.body}</p>}
      </div>
      {isFailed ? (
        <div className="support-failed" role="alert">
          <span>
            {t('support.notSent')}
            {message.error &&
              `: ${t(`errors.${message.error}`, { defaultValue: t('errors.somethingWentWrong') })}`}
          </span>
          <span className="support-failed-actions">
            <button
              type="button"
              className="button button-ghost button-small"
              onClick={() => onRetry(message.clientMsgId)}
            >
              <RotateCw aria-hidden size={14} />
              {t('common.retry')}
            </button>
            <button
              type="button"
              className="button button-ghost button-small"
              onClick={() => onDiscard(message.clientMsgId)}
            >
              {t('support.discard')}
            </button>
          </span>
        </div>
      ) : (
        <span className="support-meta">{t('support.sending')}</span>
      )}
    </li>
  )
}

type SupportMessagesProps = {
  thread: SupportThread
  pending: readonly PendingMessage[]
  isLoadingOlder: boolean
  onLoadOlder: () => void
  onRetry: (clientMsgId: string) => void
  onDiscard: (clientMsgId: string) => void
  /** What closes the conversation for now: the rating after the agent resolved it. */
  footer?: ReactNode
}

/**
 * The conversation: earlier messages on demand, the player's messages on the right with their
 * read receipts, the agents' on the left with their names, system lines in the middle, then the
 * messages still on their way and the agent's typing.
 */
export function SupportMessages({
  thread,
  pending,
  isLoadingOlder,
  onLoadOlder,
  onRetry,
  onDiscard,
  footer,
}: SupportMessagesProps) {
  const { t } = useTranslation(SUPPORT_TEXTS)
  const scroller = useRef<HTMLElement>(null)
  const isTyping = useIsTyping(thread.agentTypingAt)
  const announcement = useAnnouncement(thread.messages, t)
  // A message the server already holds leaves the pending list even before the send answers.
  const held = new Set(thread.messages.map((message) => message.client_msg_id).filter(Boolean))
  const waiting = pending.filter((message) => !held.has(message.clientMsgId))
  const lastPending = waiting.at(-1)
  const lastKey = lastPending ? lastPending.clientMsgId : thread.messages.at(-1)?.seq
  const endKey = `${lastKey}-${isTyping}-${Boolean(footer)}`
  useStickToBottom(scroller, thread.messages[0]?.seq, endKey, !!lastPending)
  const isEmpty = thread.messages.length === 0 && waiting.length === 0

  return (
    <>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
      <section className="conversation-scroll" ref={scroller} tabIndex={0} aria-label={t('support.history')}>
        {thread.has_older && (
          <button
            type="button"
            className="button button-secondary button-small conversation-older"
            disabled={isLoadingOlder}
            onClick={onLoadOlder}
          >
            {isLoadingOlder ? t('common.loading') : t('support.loadOlder')}
          </button>
        )}
        {isEmpty && (
          <div className="support-greeting">
            <Headset aria-hidden size={36} className="static-icon" />
            <p className="support-greeting-title">{t('support.greetingTitle')}</p>
            <p className="muted">{t('support.greeting')}</p>
          </div>
        )}
        <ol className="support-messages">
          {thread.messages.map((message) => (
            <MessageItem key={message.seq} message={message} agentReadSeq={thread.agent_read_seq} />
          ))}
          {waiting.map((message) => (
            <PendingItem
              key={message.clientMsgId}
              message={message}
              onRetry={onRetry}
              onDiscard={onDiscard}
            />
          ))}
        </ol>
        {isTyping && (
          <p className="support-typing">
            <span className="support-typing-dots" aria-hidden>
              <span />
              <span />
              <span />
            </span>
            {t('support.typing')}
          </p>
        )}
        {footer}
      </section>
      <p className="visually-hidden" aria-live="polite">
        {isTyping ? t('support.typing') : announcement}
      </p>
    </>
  )
}
