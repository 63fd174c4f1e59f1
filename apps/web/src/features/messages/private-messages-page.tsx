import type { PrivateMessage } from '@app/contract'
import { CheckCheck, Megaphone } from 'lucide-react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useDispatch } from 'react-redux'
import { Link, useParams } from 'react-router'
import { formatDateTime } from '../../shared/format/format'
import { BackLink } from '../../shared/ui/back-link'
import { LoadError, SkeletonRows } from '../../shared/ui/load-states'
import { PagedList } from '../../shared/ui/paged-list'
import { firstParagraph, PlainTextView } from '../../shared/ui/plain-text'
import { toastShown } from '../../shared/ui-state/ui-slice'
import {
  useMarkAllMessagesReadMutation,
  useMarkMessageReadMutation,
  usePrivateMessageQuery,
  usePrivateMessagesInfiniteQuery,
} from './messages-api'
import { MESSAGES_TEXTS } from './messages-texts'
import './messages.css'

function MessageRow({ message }: { message: PrivateMessage }) {
  const { t, i18n } = useTranslation(MESSAGES_TEXTS)
  return (
    <li className={message.is_read ? 'message-row' : 'message-row message-unread'} data-message={message.id}>
      <Link to={`/private-messages/${message.id}`} className="message-link">
        <span className="message-title">
          {message.title}
          {!message.is_read && <span className="badge">{t('info.messages.new')}</span>}
        </span>
        <span className="message-summary muted">{firstParagraph(message.content)}</span>
        <span className="message-meta muted">
          <time dateTime={message.sent_at}>{formatDateTime(message.sent_at, i18n.language)}</time>
          {message.is_broadcast && (
            <span className="message-broadcast">
              <Megaphone aria-hidden size={14} />
              {t('info.messages.broadcast')}
            </span>
          )}
        </span>
      </Link>
    </li>
  )
}

/** /private-messages: the player's inbox, newest first, with its unread count and "mark all read". */
export function PrivateMessagesPage() {
  const { t } = useTranslation(MESSAGES_TEXTS)
  const dispatch = useDispatch()
  const query = usePrivateMessagesInfiniteQuery()
  const [markAllRead, marking] = useMarkAllMessagesReadMutation()
  const unread = query.data?.pages[0]?.unread ?? 0
  async function handleMarkAll() {
    try {
      await markAllRead().unwrap()
    } catch {
      dispatch(toastShown({ type: 'error', message: 'info.messages.markReadFailed' }))
    }
  }
  return (
    <section className="messages-page" aria-labelledby="messages-title">
      <header className="messages-header">
        <div>
          <h1 id="messages-title">{t('info.messages.title')}</h1>
          <p className="muted">{t('info.messages.intro')}</p>
        </div>
        {query.data && (
          <div className="messages-actions">
            <span className="muted" data-testid="messages-unread">
              {unread > 0 ? t('info.messages.unreadCount', { count: unread }) : t('info.messages.allRead')}
            </span>
            <button
              type="button"
              className="button button-secondary button-small"
              disabled={unread === 0 || marking.isLoading}
              onClick={handleMarkAll}
            >
              <CheckCheck aria-hidden size={16} />
              {t('info.messages.markAllRead')}
            </button>
          </div>
        )}
      </header>
      <PagedList
        query={query}
        className="message-list"
        emptyText={t('info.messages.empty')}
        errorText={t('info.messages.loadError')}
        renderRow={(message) => <MessageRow key={message.id} message={message} />}
      />
    </section>
  )
}

function MessageArticle({ message }: { message: PrivateMessage }) {
  const { t, i18n } = useTranslation(MESSAGES_TEXTS)
  const [markRead] = useMarkMessageReadMutation()
  // Opening a message reads it; the badge and the inbox follow from the answer.
  useEffect(() => {
    if (!message.is_read) void markRead(message.id)
  }, [message.id, message.is_read, markRead])
  return (
    <article className="panel message-article" aria-labelledby="message-title">
      <h1 id="message-title">{message.title}</h1>
      <p className="message-meta muted">
        <time dateTime={message.sent_at}>{formatDateTime(message.sent_at, i18n.language)}</time>
        {message.is_broadcast && (
          <span className="message-broadcast">
            <Megaphone aria-hidden size={14} />
            {t('info.messages.broadcast')}
          </span>
        )}
      </p>
      <PlainTextView text={message.content} />
    </article>
  )
}

/** /private-messages/{id}: one message in full; opening it marks it read. */
export function PrivateMessagePage() {
  const { t } = useTranslation(MESSAGES_TEXTS)
  const id = Number(useParams().id)
  const isValidId = Number.isInteger(id) && id > 0
  const query = usePrivateMessageQuery(id, { skip: !isValidId })
  return (
    <section className="messages-page">
      <BackLink to="/private-messages" label={t('info.messages.back')} />
      {query.isLoading ? (
        <SkeletonRows rows={4} label={t('common.loading')} />
      ) : query.data ? (
        <MessageArticle message={query.data} />
      ) : (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      )}
    </section>
  )
}

/** /private-messages and /private-messages/{id}: the inbox, or one message when the path names it. */
export function PrivateMessagesScreen() {
  return useParams().id === undefined ? <PrivateMessagesPage /> : <PrivateMessagePage />
}
