import type { Announcement } from '@app/contract'
import { CheckCheck } from 'lucide-react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { BackLink } from '../../shared/ui/back-link'
import { PagedList } from '../../shared/ui/paged-list'
import { firstParagraph, PlainTextView } from '../../shared/ui/plain-text'
import { useAnnouncementQuery, useAnnouncementsInfiniteQuery } from './info-api'
import { DetailState, formatDay, InfoHeader } from './info-parts'
import { INFO_TEXTS } from './info-texts'
import { markAnnouncementsRead, useReadAnnouncementIds } from './read-announcements'

function AnnouncementRow({ announcement, isRead }: { announcement: Announcement; isRead: boolean }) {
  const { t, i18n } = useTranslation(INFO_TEXTS)
  return (
    <li className={isRead ? 'info-row' : 'info-row info-row-unread'} data-announcement={announcement.id}>
      <Link to={`/announcements/${announcement.id}`} className="info-row-link">
        <span className="info-row-title">
          {announcement.title}
          {!isRead && <span className="badge">{t('info.announcements.unread')}</span>}
        </span>
        <span className="info-row-summary muted">{firstParagraph(announcement.content)}</span>
        <time className="muted info-row-date" dateTime={announcement.publish_at}>
          {formatDay(announcement.publish_at, i18n.language)}
        </time>
      </Link>
    </li>
  )
}

/** /announcements: the site's news, newest first; the ones not yet opened on this device stand out. */
export function AnnouncementsPage() {
  const { t } = useTranslation(INFO_TEXTS)
  const query = useAnnouncementsInfiniteQuery()
  const readIds = useReadAnnouncementIds()
  const shown = query.data?.pages.flatMap((page) => page.list) ?? []
  const unread = shown.filter((announcement) => !readIds.has(announcement.id))
  return (
    <section className="info-page" aria-labelledby="announcements-title">
      <InfoHeader
        title={t('info.announcements.title')}
        titleId="announcements-title"
        intro={t('info.announcements.intro')}
      >
        {unread.length > 0 && (
          <>
            <span className="badge" data-testid="announcements-unread">
              {t('info.announcements.unreadCount', { count: unread.length })}
            </span>
            <button
              type="button"
              className="button button-secondary button-small"
              onClick={() => markAnnouncementsRead(unread.map((announcement) => announcement.id))}
            >
              <CheckCheck aria-hidden size={16} />
              {t('info.markAllRead')}
            </button>
          </>
        )}
      </InfoHeader>
      <PagedList
        query={query}
        className="info-list"
        emptyText={t('info.announcements.empty')}
        errorText={t('info.announcements.loadError')}
        renderRow={(announcement) => (
          <AnnouncementRow
            key={announcement.id}
            announcement={announcement}
            isRead={readIds.has(announcement.id)}
          />
        )}
      />
    </section>
  )
}

function AnnouncementArticle({ announcement }: { announcement: Announcement }) {
  const { i18n } = useTranslation(INFO_TEXTS)
  // Opening an announcement reads it, on this device.
  useEffect(() => markAnnouncementsRead([announcement.id]), [announcement.id])
  return (
    <article className="panel info-article" aria-labelledby="announcement-title">
      <h1 id="announcement-title">{announcement.title}</h1>
      <time className="muted" dateTime={announcement.publish_at}>
        {formatDay(announcement.publish_at, i18n.language)}
      </time>
      <PlainTextView text={announcement.content} />
    </article>
  )
}

/** /announcements/{id}: one announcement in full. */
export function AnnouncementPage() {
  const { t } = useTranslation(INFO_TEXTS)
  const id = Number(useParams().id)
  const query = useAnnouncementQuery(id, { skip: !Number.isInteger(id) || id <= 0 })
  return (
    <section className="info-page info-detail">
      <BackLink to="/announcements" label={t('info.announcements.back')} />
      {Number.isInteger(id) && id > 0 ? (
        <DetailState query={query}>
          {(announcement) => <AnnouncementArticle announcement={announcement} />}
        </DetailState>
      ) : (
        <p role="alert">{t('info.notFound')}</p>
      )}
    </section>
  )
}

/** /announcements and /announcements/{id}: the list, or one announcement when the path names it. */
export function AnnouncementsScreen() {
  return useParams().id === undefined ? <AnnouncementsPage /> : <AnnouncementPage />
}
