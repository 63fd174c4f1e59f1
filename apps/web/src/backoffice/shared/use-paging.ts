import type { PaginationState, Updater } from '@tanstack/react-table'
import { useCallback, useState } from 'react'

/** The page sizes an operator can pick; the server answers at most 100 rows a page. */
export const PAGE_SIZES = [20, 50, 100] as const

const FIRST_PAGE: PaginationState = { pageIndex: 0, pageSize: PAGE_SIZES[0] }

/**
 * A server-paged table's page, for React Table's `state.pagination` and `onPaginationChange`, and
 * as `page.start` / `page.limit` for the request. A new page size starts again at the first page;
 * `toFirstPage` is for a new filter, tab or order, whose first page is where the list begins.
 */
export function usePaging() {
  const [pagination, setPagination] = useState<PaginationState>(FIRST_PAGE)
  const onPaginationChange = useCallback(
    (updater: Updater<PaginationState>) =>
      setPagination((current) => {
        const next = typeof updater === 'function' ? updater(current) : updater
        return next.pageSize === current.pageSize ? next : { pageIndex: 0, pageSize: next.pageSize }
      }),
    [],
  )
  const toFirstPage = useCallback(() => setPagination((current) => ({ ...current, pageIndex: 0 })), [])
  const page = { start: pagination.pageIndex * pagination.pageSize, limit: pagination.pageSize }
  return { pagination, onPaginationChange, toFirstPage, page }
}
