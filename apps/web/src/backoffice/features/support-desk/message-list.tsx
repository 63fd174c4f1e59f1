import type { SupportMessage } from '@app/contract'
import { Fragment, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { formatMessageTime } from '../../../shared/format/format'

type MessageListProps = {
  messages: readonly SupportMessage[]
  /** The player's name as the agent sees it: the nickname, or "Guest". */
  playerName: string
  /** The agents had read up to here when the conversation opened: a marker shows where new ones start. */
  readSeq: number
}

/** The conversation oldest first: the player's, the agents' and the system's lines, with images. */
export function MessageList({ messages, playerName, readSeq }: MessageListProps) {
  const { t, i18n } = useTranslation()
  const list = useRef<HTMLOListElement>(null)
  const firstUnread = messages.find((message) => message.seq > readSeq && message.sender === 'player')

  // The latest line stays in view as messages arrive.
  const lastId = messages.at(-1)?.id
  useEffect(() => {
    const element = list.current
    if (element && lastId !== undefined) element.scrollTop = element.scrollHeight
  }, [lastId])

  if (messages.length === 0) return <p className="bo-messages-empty muted">{t('desk.noMessages')}</p>
  return (
    <ol ref={list} className="bo-messages" aria-label={t('desk.messages')}>
      {messages.map((message) => (
        <Fragment key={message.id}>
          {message === firstUnread && (
            <li className="bo-read-marker">
              <span>{t('desk.newMessages')}</span>
            </li>
          )}
          {message.sender === 'system' ? (
            <li className="bo-message bo-message-system">
              <span>
                {message.system
                  ? t(`desk.system.${message.system}`, { agent: message.agent_name ?? t('desk.anAgent') })
                  : message.body}
              </span>
              <time className="muted" dateTime={message.created_at}>
                {formatMessageTime(message.created_at, i18n.language)}
              </time>
            </li>
          ) : (
            <li className={`bo-message bo-message-${message.sender}`}>
              <span className="bo-message-meta">
                <span className="bo-message-author">
                  {message.sender === 'player' ? playerName : (message.agent_name ?? t('desk.anAgent'))}
                </span>
                <time className="muted" dateTime={message.created_at}>
                  {formatMessageTime(message.created_at, i18n.language)}
                </time>
              </span>
              {message.body && <span className="bo-message-body">{message.body}</span>}
              {message.image_url && (
                <a href={message.image_url} target="_blank" rel="noreferrer" className="bo-message-image">
                  <img
                    src={message.image_url}
                    alt={t('desk.imageFrom', { name: playerName })}
                    loading="lazy"
                  />
                </a>
              )}
            </li>
          )}
        </Fragment>
      ))}
    </ol>
  )
}
