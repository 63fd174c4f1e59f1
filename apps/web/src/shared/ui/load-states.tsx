import { useTranslation } from 'react-i18next'
import { isApiError } from '../api/api-error'

/** Skeleton rows while a list loads: never a blank panel. */
export function SkeletonRows({ rows = 3, label }: { rows?: number; label: string }) {
  return (
    <div className="skeleton-rows" role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
        <span key={index} className="skeleton-row" />
      ))}
    </div>
  )
}

/**
 * The spec's error text for a failed load, with a retry button: the list's own text when it has
 * one (e.g. "The results could not be loaded."), else the failure's.
 */
export function LoadError({ error, onRetry, text }: { error: unknown; onRetry: () => void; text?: string }) {
  const { t } = useTranslation('errors')
  const msg = isApiError(error) ? error.msg : 'somethingWentWrong'
  return (
    <div className="panel load-error" role="alert">
      <p>{text ?? t(`errors.${msg}`, { defaultValue: t('errors.somethingWentWrong') })}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  )
}

/** An empty list: the spec's empty text beside a small drawing. */
export function EmptyState({ text }: { text: string }) {
  return (
    <div className="empty-state">
      <img src="/art/empty.svg" alt="" width={120} height={120} />
      <p>{text}</p>
    </div>
  )
}

/** The "load more" button under a list that has more pages. */
export function LoadMore({
  hasMore,
  isLoading,
  onLoad,
}: {
  hasMore: boolean
  isLoading: boolean
  onLoad: () => void
}) {
  const { t } = useTranslation()
  if (!hasMore) return null
  return (
    <button type="button" className="button button-secondary load-more" disabled={isLoading} onClick={onLoad}>
      {isLoading ? t('common.loading') : t('common.loadMore')}
    </button>
  )
}
