import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState, LoadError, LoadMore, SkeletonRows } from './load-states'

/** A paged list query as a list reads it (what RTK Query's infinite queries return). */
export type PagedListQuery<Row> = {
  isLoading: boolean
  error?: unknown
  data?: { pages: readonly { list: readonly Row[] }[] }
  refetch: () => unknown
  hasNextPage: boolean
  isFetchingNextPage: boolean
  fetchNextPage: () => unknown
}

/**
 * A paged list with the spec's states: skeleton rows while it loads, the list's own error text
 * with a retry button, its empty text, then its rows across every page and "load more".
 */
export function PagedList<Row>({
  query,
  renderRow,
  emptyText,
  errorText,
  className,
  label,
}: {
  query: PagedListQuery<Row>
  renderRow: (row: Row) => ReactNode
  emptyText: string
  /** The list's failure text from the spec's catalogue; the failure's own text when it has none. */
  errorText?: string
  className: string
  /** The list's accessible name, when the page has several. */
  label?: string
}) {
  const { t } = useTranslation()
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
  if (rows.length === 0) return <EmptyState text={emptyText} />
  return (
    <>
      <ul className={className} aria-label={label}>
        {rows.map(renderRow)}
      </ul>
      <LoadMore
        hasMore={query.hasNextPage}
        isLoading={query.isFetchingNextPage}
        onLoad={() => void query.fetchNextPage()}
      />
    </>
  )
}
