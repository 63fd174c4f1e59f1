import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { TextField } from '../../shared/ui/form-fields'
import { EmptyState, LoadError, LoadMore, SkeletonRows } from '../../shared/ui/load-states'
import type { StatusLabel } from './status-labels'
import { WALLET_TEXTS } from './wallet-texts'

/** A history's date bounds, as YYYY-MM-DD or empty for no bound. */
export type DateRange = { from: string; to: string }

/** Today as YYYY-MM-DD in the reader's calendar, the latest day a filter may pick. */
function today(): string {
  const now = new Date()
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/** From and to days of a history list; the first day cannot come after the last. */
export function DateRangeFilter({
  value,
  onChange,
}: {
  value: DateRange
  onChange: (range: DateRange) => void
}) {
  const { t } = useTranslation(WALLET_TEXTS)
  const latest = today()
  return (
    <>
      <TextField
        label={t('wallet.history.from')}
        type="date"
        value={value.from}
        max={value.to || latest}
        onChange={(event) => onChange({ ...value, from: event.target.value })}
      />
      <TextField
        label={t('wallet.history.to')}
        type="date"
        value={value.to}
        min={value.from || undefined}
        max={latest}
        onChange={(event) => onChange({ ...value, to: event.target.value })}
      />
    </>
  )
}

/** A status as a coloured label: waiting, done or stopped. */
export function StatusBadge({ label }: { label: StatusLabel }) {
  const { t } = useTranslation(WALLET_TEXTS)
  return <span className={`status-badge status-${label.tone}`}>{t(label.key)}</span>
}

/** A paged history query as a list reads it (what RTK Query's infinite queries return). */
export type PagedQuery<Row> = {
  isLoading: boolean
  error?: unknown
  data?: { pages: readonly { list: readonly Row[] }[] }
  refetch: () => unknown
  hasNextPage: boolean
  isFetchingNextPage: boolean
  fetchNextPage: () => unknown
}

/**
 * A history list: loading, error and empty states, its rows across every page, and "load more".
 * The empty and error texts default to the spec's "no records" and the failure's own text.
 */
export function PagedHistory<Row>({
  query,
  renderRow,
  emptyText,
  errorText,
  className = 'history-list',
}: {
  query: PagedQuery<Row>
  renderRow: (row: Row) => ReactNode
  emptyText?: string
  errorText?: string
  /** The list's class, for a list laid out differently from the wallet's histories. */
  className?: string
}) {
  const { t } = useTranslation(WALLET_TEXTS)
  if (query.isLoading) return <SkeletonRows rows={4} label={t('common.loading')} />
  if (query.error || !query.data)
    return (
      <LoadError
        error={query.error}
        onRetry={() => void query.refetch()}
        {...(errorText === undefined ? {} : { text: errorText })}
      />
    )
  const rows = query.data.pages.flatMap((page) => page.list)
  if (rows.length === 0) return <EmptyState text={emptyText ?? t('wallet.history.noRecords')} />
  return (
    <>
      <ul className={className}>{rows.map(renderRow)}</ul>
      <LoadMore
        hasMore={query.hasNextPage}
        isLoading={query.isFetchingNextPage}
        onLoad={() => void query.fetchNextPage()}
      />
    </>
  )
}
