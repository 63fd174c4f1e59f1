import { useTranslation } from 'react-i18next'
import { isApiError } from '../api/base-query'

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

/** The spec's error text for a failed load, with a retry button. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation()
  const msg = isApiError(error) ? error.msg : 'somethingWentWrong'
  return (
    <div className="panel load-error" role="alert">
      <p>{t(`errors.${msg}`, { defaultValue: t('errors.somethingWentWrong') })}</p>
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
