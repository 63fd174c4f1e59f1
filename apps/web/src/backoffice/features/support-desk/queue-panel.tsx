import { DESK_QUEUES, type DeskConversation } from '@app/contract'
import { type KeyboardEvent, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useNow } from '../../../shared/hooks/use-now'
import { EmptyState, LoadError, SkeletonRows } from '../../../shared/ui/load-states'
import { formatAge } from '../../shared/format-age'
import { languageName } from '../../shared/language-name'
import type { DeskQueue } from './desk-api'
import type { Queues } from './desk-queues'

const AGE_REFRESH_MS = 30_000

type QueuePanelProps = {
  queues: Queues
  errors: Partial<Record<DeskQueue, unknown>>
  active: DeskQueue
  onActive: (queue: DeskQueue) => void
  selectedId: number | undefined
  onSelect: (conversationId: number) => void
  onRetry: (queue: DeskQueue) => void
}

const unreadOf = (list: DeskConversation[] | undefined) =>
  (list ?? []).reduce((total, conversation) => total + conversation.unread, 0)

/** The queues as tabs with their counts and unread badges, and the active queue's conversations. */
export function QueuePanel({
  queues,
  errors,
  active,
  onActive,
  selectedId,
  onSelect,
  onRetry,
}: QueuePanelProps) {
  const { t } = useTranslation()
  const id = useId()
  const tabs = useRef<Partial<Record<DeskQueue, HTMLButtonElement | null>>>({})
  const now = useNow(AGE_REFRESH_MS)

  // The tabs pattern: arrow keys move between tabs, Home and End go to the first and the last.
  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: DESK_QUEUES.length - 1,
    }
    const target = moves[event.key]
    if (target === undefined) return
    event.preventDefault()
    const queue = DESK_QUEUES[(target + DESK_QUEUES.length) % DESK_QUEUES.length] ?? active
    onActive(queue)
    tabs.current[queue]?.focus()
  }

  const list = queues[active]
  const error = errors[active]
  return (
    <section className="bo-queues panel" aria-label={t('desk.queues')}>
      <div className="bo-tabs" role="tablist" aria-label={t('desk.queues')}>
        {DESK_QUEUES.map((queue, index) => {
          const count = queues[queue]?.length
          const unread = unreadOf(queues[queue])
          const isActive = queue === active
          return (
            <button
              key={queue}
              ref={(element) => {
                tabs.current[queue] = element
              }}
              type="button"
              role="tab"
              id={`${id}-${queue}`}
              aria-selected={isActive}
              aria-controls={`${id}-panel`}
              tabIndex={isActive ? 0 : -1}
              className="bo-tab"
              onClick={() => onActive(queue)}
              onKeyDown={(event) => handleKeyDown(event, index)}
            >
              <span>{t(`desk.queue.${queue}`)}</span>
              {count !== undefined && (
                <span className="bo-count numeric">
                  <span className="visually-hidden">{t('desk.conversationCount', { number: count })}</span>
                  <span aria-hidden>{count}</span>
                </span>
              )}
              {unread > 0 && (
                <span className="bo-unread numeric">
                  <span className="visually-hidden">{t('desk.unreadCount', { number: unread })}</span>
                  <span aria-hidden>{unread}</span>
                </span>
              )}
            </button>
          )
        })}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${active}`} className="bo-queue">
        {error !== undefined ? (
          <LoadError error={error} onRetry={() => onRetry(active)} />
        ) : list === undefined ? (
          <SkeletonRows rows={5} label={t('desk.loadingQueue')} />
        ) : list.length === 0 ? (
          <EmptyState text={t(`desk.empty.${active}`)} />
        ) : (
          <ul className="bo-queue-list">
            {list.map((conversation) => (
              <li key={conversation.id}>
                <QueueItem
                  conversation={conversation}
                  now={now}
                  isSelected={conversation.id === selectedId}
                  onSelect={onSelect}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}

function QueueItem({
  conversation,
  now,
  isSelected,
  onSelect,
}: {
  conversation: DeskConversation
  now: number
  isSelected: boolean
  onSelect: (conversationId: number) => void
}) {
  const { t, i18n } = useTranslation()
  return (
    <button
      type="button"
      className="bo-queue-item"
      aria-current={isSelected ? 'true' : undefined}
      onClick={() => onSelect(conversation.id)}
    >
      <span className="bo-queue-line">
        <span className="bo-queue-name">{conversation.nickname ?? t('desk.guest')}</span>
        <abbr className="bo-language" title={languageName(conversation.language, i18n.language)}>
          {conversation.language}
        </abbr>
        <time className="bo-age muted" dateTime={conversation.updated_at}>
          {formatAge(conversation.updated_at, now, i18n.language)}
        </time>
      </span>
      <span className="bo-queue-line">
        <span className="bo-queue-last muted">{conversation.last_message}</span>
        {conversation.unread > 0 && (
          <span className="bo-unread numeric">
            <span className="visually-hidden">{t('desk.unreadCount', { number: conversation.unread })}</span>
            <span aria-hidden>{conversation.unread}</span>
          </span>
        )}
      </span>
    </button>
  )
}
