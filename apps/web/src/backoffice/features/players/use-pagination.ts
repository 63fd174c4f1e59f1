import type { PaginationState, Updater } from '@tanstack/react-table'
import { useCallback, useState } from 'react'
import { PAGE_SIZES } from './data-table'

const FIRST_PAGE: PaginationState = { pageIndex: 0, pageSize: PAGE_SIZES[0] }

/**
 * A server-paged table's page, for React Table's `state.pagination` and `onPaginationChange`: a
 * new page size starts again at the first page.
 */
export function usePagination() {
  const [pagination, setPagination] = useState<PaginationState>(FIRST_PAGE)
  const onPaginationChange = useCallback(
    (updater: Updater<PaginationState>) =>
      setPagination((current) => {
        const next = typeof updater === 'function' ? updater(current) : updater
        return next.pageSize === current.pageSize ? next : { pageIndex: 0, pageSize: next.pageSize }
      }),
    [],
  )
  const page = { start: pagination.pageIndex * pagination.pageSize, limit: pagination.pageSize }
  return { pagination, onPaginationChange, page }
}
