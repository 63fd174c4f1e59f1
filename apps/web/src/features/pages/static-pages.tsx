import { Construction, SearchX } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'

/** Any path the route table does not know. */
export function NotFoundPage() {
  const { t } = useTranslation()
  return (
    <section className="static-page panel" aria-labelledby="page-title">
      <SearchX aria-hidden size={48} className="static-icon" />
      <h1 id="page-title">{t('pages.notFoundTitle')}</h1>
      <p>{t('pages.notFoundBody')}</p>
      <Link to="/" className="button">
        {t('common.goHome')}
      </Link>
    </section>
  )
}

/** The spec's under-construction page: screens that have not opened yet. */
export function UnderConstructionPage() {
  const { t } = useTranslation()
  return (
    <section className="static-page panel" aria-labelledby="page-title" data-page="under-construction">
      <Construction aria-hidden size={48} className="static-icon" />
      <h1 id="page-title">{t('pages.underConstructionTitle')}</h1>
      <p>{t('pages.underConstructionBody')}</p>
      <Link to="/" className="button">
        {t('common.goHome')}
      </Link>
    </section>
  )
}

/**
 * The error fallback: 'somethingWentWrong', a message (by default 'somethingWrongTryAgain') and a
 * button that loads the root path afresh.
 */
export function ErrorFallbackPage({ messageKey = 'pages.somethingWrongTryAgain' }: { messageKey?: string }) {
  const { t } = useTranslation()
  return (
    <section className="static-page panel" role="alert" aria-labelledby="page-title">
      <h1 id="page-title">{t('pages.somethingWentWrong')}</h1>
      <p>{t(messageKey)}</p>
      <a href="/" className="button">
        {t('common.goHome')}
      </a>
    </section>
  )
}
