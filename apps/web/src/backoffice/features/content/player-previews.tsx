import type { FooterState, MessageAudience } from '@app/contract'
import { AD_KIND } from '@app/contract'
import { Megaphone, X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../../../shared/format/format'
import { PlainTextView } from '../../../shared/ui/plain-text'
// The player's own styles for these parts, so a preview looks as the player will see it.
import '../../../features/info/info.css'
import '../../../features/messages/messages.css'

/*
 * Reduced copies of the player's home page parts, announcement, promotion and message screens:
 * the same markup and class names (the player's styles.css is the back office's too), without
 * their links, rotation and data calls. Long texts go through the player's PlainTextView, so
 * headings and paragraphs come out as the player reads them. Titles are not headings here: the
 * preview sits inside the editor's dialog, whose headings come first.
 */

/** What the preview shows when the operator has written nothing yet. */
function Nothing() {
  const { t } = useTranslation()
  return <p className="muted">{t('content.preview.empty')}</p>
}

/** The home page's marquee line. */
export function MarqueePreview({ text }: { text: string }) {
  const { t } = useTranslation()
  if (text.trim() === '') return <Nothing />
  return (
    <section className="marquee panel" aria-label={t('content.preview.marquee')}>
      <ul>
        <li>{text}</li>
      </ul>
    </section>
  )
}

/** An announcement as its page shows it: title, date and text. */
export function AnnouncementPreview({
  title,
  body,
  publishAt,
}: {
  title: string
  body: string
  publishAt: string | null
}) {
  const { i18n } = useTranslation()
  if (title.trim() === '' && body.trim() === '') return <Nothing />
  return (
    <article className="panel info-article">
      <p className="bo-preview-title">{title}</p>
      {publishAt && (
        <time className="muted" dateTime={publishAt}>
          {formatDateTime(publishAt, i18n.language)}
        </time>
      )}
      <PlainTextView text={body} headingLevel={3} />
    </article>
  )
}

/** A promotion: its card as the promotions list shows it, and its page with the offer and terms. */
export function PromotionPreview({
  imageUrl,
  title,
  body,
  terms,
  startsAt,
  endsAt,
}: {
  imageUrl: string
  title: string
  body: string
  terms: string
  startsAt: string | null
  endsAt: string | null
}) {
  const { t, i18n } = useTranslation()
  const period =
    startsAt === null
      ? ''
      : endsAt === null
        ? t('content.preview.periodOpen', { start: formatDateTime(startsAt, i18n.language) })
        : t('content.preview.period', {
            start: formatDateTime(startsAt, i18n.language),
            end: formatDateTime(endsAt, i18n.language),
          })
  return (
    <div className="bo-preview-stack">
      <div className="promotion-card panel">
        <span className="promotion-card-link">
          {imageUrl && <img src={imageUrl} alt="" width={600} height={300} />}
          <span className="promotion-card-text">
            <span className="promotion-card-title">{title}</span>
            <span className="promotion-card-meta">
              <span className="muted">{period}</span>
            </span>
          </span>
        </span>
      </div>
      <article className="panel info-article promotion-article">
        <PlainTextView text={body} headingLevel={3} />
        <section className="promotion-terms">
          <p className="bo-preview-subtitle">{t('content.fields.terms')}</p>
          <PlainTextView text={terms} headingLevel={3} />
        </section>
      </article>
    </div>
  )
}

/** A carousel slide with its caption, as the home page's carousel shows one. */
export function SlidePreview({ pic, name }: { pic: string; name: string }) {
  const { t } = useTranslation()
  return (
    <section className="carousel" aria-label={t('content.preview.carousel')}>
      <div className="carousel-viewport">
        <div className="carousel-track">
          <div className="carousel-slide">
            <span className="bo-preview-slide">
              {pic && <img src={pic} alt="" width={1200} height={400} />}
              <span className="carousel-caption">{name}</span>
            </span>
          </div>
        </div>
      </div>
    </section>
  )
}

/** A home banner: the download banner with its text and close button, or a promotion image. */
export function BannerPreview({ kind, src, alt }: { kind: number; src: string; alt: string }) {
  const { t } = useTranslation()
  if (kind === AD_KIND.download) {
    return (
      <aside className="download-banner" aria-label={t('content.preview.downloadBanner')}>
        <span className="download-install">
          {src && <img src={src} alt="" width={1200} height={160} />}
          <span className="download-copy">
            <span className="download-text">{alt}</span>
          </span>
        </span>
        <span className="icon-button download-dismiss" aria-hidden>
          <X size={18} />
        </span>
      </aside>
    )
  }
  return (
    <section aria-label={t('content.preview.promotionImages')} className="promotions">
      {src && <img src={src} alt={alt} width={600} height={300} />}
    </section>
  )
}

/** The footer's legal line and the copyright line under it. */
export function FooterPreview({ text, brand, state }: { text: string; brand: string; state?: FooterState }) {
  const { t } = useTranslation()
  return (
    <footer className="site-footer">
      {state && <p className="muted">{t(`content.footerState.${state}`)}</p>}
      {text.trim() === '' ? <Nothing /> : <p className="footer-legal">{text}</p>}
      <p className="footer-copyright">
        <span className="age-badge" aria-hidden>
          18+
        </span>
        © {new Date().getFullYear()} {brand}
      </p>
    </footer>
  )
}

/** A private message as the player's inbox opens it. */
export function MessagePreview({
  title,
  body,
  sentAt,
  audience,
}: {
  title: string
  body: string
  sentAt: string | null
  audience: MessageAudience['kind']
}) {
  const { t, i18n } = useTranslation()
  if (title.trim() === '' && body.trim() === '') return <Nothing />
  return (
    <article className="panel message-article">
      <p className="bo-preview-title">{title}</p>
      <p className="message-meta muted">
        <time dateTime={sentAt ?? undefined}>
          {sentAt ? formatDateTime(sentAt, i18n.language) : t('content.messages.sentNow')}
        </time>
        {audience === 'everyone' && (
          <span className="message-broadcast">
            <Megaphone aria-hidden size={14} />
            {t('content.preview.broadcast')}
          </span>
        )}
      </p>
      <PlainTextView text={body} headingLevel={3} />
    </article>
  )
}
