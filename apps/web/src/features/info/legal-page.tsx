import type { LegalPageKey } from '@app/contract'
import { FileText, ShieldCheck } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { PlainTextView } from '../../shared/ui/plain-text'
import { useLegalPageQuery, useLegalPagesQuery } from './info-api'
import { DetailState, formatDay, InfoHeader } from './info-parts'
import { INFO_TEXTS } from './info-texts'
import { LEGAL_PAGE_ACTIONS, LEGAL_PAGES } from './legal-keys'

const isLegalPageKey = (key: string | undefined): key is LegalPageKey =>
  (LEGAL_PAGES as readonly string[]).includes(key ?? '')

/** Every legal page by its local title, so the list shows even before the server answers. */
function LegalNav({ current }: { current?: LegalPageKey }) {
  const { t } = useTranslation(INFO_TEXTS)
  return (
    <nav className="legal-nav panel" aria-label={t('info.legal.title')}>
      <ul>
        {LEGAL_PAGES.map((key) => (
          <li key={key}>
            {/* A plain link: /agreement shows the terms without being their path. */}
            <Link
              to={`/legal/${key}`}
              className={key === current ? 'nav-link active' : 'nav-link'}
              aria-current={key === current ? 'page' : undefined}
            >
              <FileText aria-hidden size={18} />
              <span>{t(`info.legal.pages.${key}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** One legal page's text from the server, with the day it last changed. */
function LegalDocument({ pageKey, titleId }: { pageKey: LegalPageKey; titleId: string }) {
  const { t, i18n } = useTranslation(INFO_TEXTS)
  const query = useLegalPageQuery(pageKey)
  const action = LEGAL_PAGE_ACTIONS[pageKey]
  return (
    <DetailState query={query}>
      {(page) => (
        <article className="panel info-article legal-article" aria-labelledby={titleId} data-legal={pageKey}>
          <h1 id={titleId}>{page.title}</h1>
          <p className="muted">{t('info.updated', { date: formatDay(page.updated_at, i18n.language) })}</p>
          {action && (
            <Link to={action.to} className="button button-secondary legal-action">
              <ShieldCheck aria-hidden size={18} />
              {t(action.label)}
            </Link>
          )}
          <PlainTextView text={page.body} />
        </article>
      )}
    </DetailState>
  )
}

/** /legal/{key}: privacy, terms, self-exclusion, AML, fairness or gamble aware, beside the list of them all. */
export function LegalPage({ pageKey }: { pageKey?: LegalPageKey }) {
  const { t } = useTranslation(INFO_TEXTS)
  const fromPath = useParams().key
  const key = pageKey ?? (isLegalPageKey(fromPath) ? fromPath : undefined)
  return (
    <section className="info-page legal-layout">
      <LegalNav {...(key ? { current: key } : {})} />
      {key ? (
        <LegalDocument key={key} pageKey={key} titleId="legal-title" />
      ) : (
        <p role="alert" className="panel info-article">
          {t('info.notFound')}
        </p>
      )}
    </section>
  )
}

/** /agreement: the terms registration asks players to accept. */
export function AgreementPage() {
  return <LegalPage pageKey="terms" />
}

/** /legal: the legal pages with the day each last changed. */
export function LegalIndexPage() {
  const { t, i18n } = useTranslation(INFO_TEXTS)
  const query = useLegalPagesQuery()
  const updated = new Map(query.data?.map((page) => [page.key, page]))
  return (
    <section className="info-page" aria-labelledby="legal-title">
      <InfoHeader title={t('info.legal.title')} titleId="legal-title" intro={t('info.legal.intro')} />
      <ul className="info-list">
        {LEGAL_PAGES.map((key) => {
          const page = updated.get(key)
          return (
            <li key={key} className="info-row">
              <Link to={`/legal/${key}`} className="info-row-link">
                <span className="info-row-title">{page?.title ?? t(`info.legal.pages.${key}`)}</span>
                {page && (
                  <span className="info-row-date muted">
                    {t('info.updated', { date: formatDay(page.updated_at, i18n.language) })}
                  </span>
                )}
              </Link>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

/** /legal and /legal/{key}: the list of legal pages, or one of them when the path names it. */
export function LegalScreen() {
  return useParams().key === undefined ? <LegalIndexPage /> : <LegalPage />
}
