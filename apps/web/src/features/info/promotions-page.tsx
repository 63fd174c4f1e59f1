import type { PromotionSummary } from '@app/contract'
import { useTranslation } from 'react-i18next'
import { useDispatch } from 'react-redux'
import { Link, useParams } from 'react-router'
import { BackLink } from '../../shared/ui/back-link'
import { PagedList } from '../../shared/ui/paged-list'
import { PlainTextView } from '../../shared/ui/plain-text'
import { modalOpened, walletOpened } from '../../shared/ui-state/ui-slice'
import { useAuth } from '../auth'
import { usePromotionQuery, usePromotionsInfiniteQuery } from './info-api'
import { DetailState, formatDay, InfoHeader } from './info-parts'
import { INFO_TEXTS } from './info-texts'

/** When the offer applies: "Mar 1, 2026 – Mar 31, 2026", or "From Mar 1, 2026" with no end. */
function usePeriod() {
  const { t, i18n } = useTranslation(INFO_TEXTS)
  return (promotion: PromotionSummary) => {
    const start = formatDay(promotion.starts_at, i18n.language)
    return promotion.ends_at
      ? t('info.promotions.period', { start, end: formatDay(promotion.ends_at, i18n.language) })
      : t('info.promotions.periodOpen', { start })
  }
}

function StateBadge({ state }: { state: PromotionSummary['state'] }) {
  const { t } = useTranslation(INFO_TEXTS)
  return <span className={`status-badge promotion-${state}`}>{t(`info.promotions.state.${state}`)}</span>
}

function PromotionCard({ promotion }: { promotion: PromotionSummary }) {
  const period = usePeriod()
  return (
    <li className="promotion-card panel" data-promotion={promotion.id}>
      <Link to={`/promotions/${promotion.id}`} className="promotion-card-link">
        <img src={promotion.image_url} alt="" width={600} height={300} loading="lazy" />
        <span className="promotion-card-text">
          <span className="promotion-card-title">{promotion.title}</span>
          <span className="promotion-card-meta">
            <StateBadge state={promotion.state} />
            <span className="muted">{period(promotion)}</span>
          </span>
        </span>
      </Link>
    </li>
  )
}

/** /promotions: every offer as a card with its picture, title and period. */
export function PromotionsPage() {
  const { t } = useTranslation(INFO_TEXTS)
  const query = usePromotionsInfiniteQuery()
  return (
    <section className="info-page" aria-labelledby="promotions-title">
      <InfoHeader
        title={t('info.promotions.title')}
        titleId="promotions-title"
        intro={t('info.promotions.intro')}
      />
      <PagedList
        query={query}
        className="promotion-grid"
        emptyText={t('info.noRecords')}
        renderRow={(promotion) => <PromotionCard key={promotion.id} promotion={promotion} />}
      />
    </section>
  )
}

/** The way into a running offer: the wallet's deposit for a player, registration for a guest. */
function JoinButton() {
  const { t } = useTranslation(INFO_TEXTS)
  const dispatch = useDispatch()
  const { isAuthorized } = useAuth()
  return (
    <button
      type="button"
      className="button"
      onClick={() => dispatch(isAuthorized ? walletOpened('deposit') : modalOpened('register'))}
    >
      {t(isAuthorized ? 'info.promotions.depositNow' : 'info.promotions.registerNow')}
    </button>
  )
}

/** /promotions/{id}: one offer with its picture, period, text and terms (opened from the home page's images). */
export function PromotionPage() {
  const { t } = useTranslation(INFO_TEXTS)
  const period = usePeriod()
  const id = Number(useParams().id)
  const isValidId = Number.isInteger(id) && id > 0
  const query = usePromotionQuery(id, { skip: !isValidId })
  return (
    <section className="info-page info-detail">
      <BackLink to="/promotions" label={t('info.promotions.back')} />
      {isValidId ? (
        <DetailState query={query}>
          {(promotion) => (
            <article className="panel info-article promotion-article" aria-labelledby="promotion-title">
              <img
                className="promotion-hero"
                src={promotion.image_url}
                alt=""
                width={600}
                height={300}
                fetchPriority="high"
              />
              <h1 id="promotion-title">{promotion.title}</h1>
              <p className="promotion-card-meta">
                <StateBadge state={promotion.state} />
                <span className="muted">{period(promotion)}</span>
              </p>
              <PlainTextView text={promotion.body} />
              {promotion.state === 'running' && <JoinButton />}
              <section className="promotion-terms" aria-labelledby="promotion-terms">
                <h2 id="promotion-terms">{t('info.promotions.terms')}</h2>
                <PlainTextView text={promotion.terms} headingLevel={3} />
              </section>
            </article>
          )}
        </DetailState>
      ) : (
        <p role="alert">{t('info.notFound')}</p>
      )}
    </section>
  )
}

/** /promotions and /promotions/{id}: the cards, or one promotion when the path names it. */
export function PromotionsScreen() {
  return useParams().id === undefined ? <PromotionsPage /> : <PromotionPage />
}
