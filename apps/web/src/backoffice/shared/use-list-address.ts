import type { PaginationState, SortingState, Updater } from '@tanstack/react-table'
import { useCallback } from 'react'
import { useSearchParams } from 'react-router'
import { PAGE_SIZES } from './use-paging'

/** What a list writes into the address: a value sets its parameter, '' or undefined removes it. */
export type AddressChange = Record<string, string | number | undefined>

/** The address's parameters with a change applied: `withChange(params, { q: 'ana', start: 0 })`. */
export function withChange(current: URLSearchParams, change: AddressChange): URLSearchParams {
  const merged = new URLSearchParams(current)
  for (const [key, value] of Object.entries(change)) {
    if (value === undefined || value === '') merged.delete(key)
    else merged.set(key, String(value))
  }
  return merged
}

/**
 * A server-paged list whose filters, order and page live in the address, so a reload or a shared
 * link shows the same rows: the parameters to read the filters from, `update` to change them,
 * and the page (`start`, `limit`) with React Table's `pagination` and `onPaginationChange`. A new
 * page size starts again at the first page; a new filter passes `start: 0` itself.
 *
 * @example
 * const { params, update, start, limit, pagination, onPaginationChange } = useListAddress()
 * const q = params.get('q') ?? ''
 * update({ q: 'ana', start: 0 })
 */
export function useListAddress() {
  const [params, setParams] = useSearchParams()
  const limitParam = Number(params.get('limit'))
  const limit = (PAGE_SIZES as readonly number[]).includes(limitParam) ? limitParam : PAGE_SIZES[0]
  const start = Math.max(0, Math.floor(Number(params.get('start')) / limit) * limit || 0)
  const update = useCallback(
    (change: AddressChange) => setParams((current) => withChange(current, change)),
    [setParams],
  )
  const pagination: PaginationState = { pageIndex: start / limit, pageSize: limit }
  const onPaginationChange = (updater: Updater<PaginationState>) => {
    const next = typeof updater === 'function' ? updater(pagination) : updater
    const isNewSize = next.pageSize !== limit
    update({ limit: next.pageSize, start: isNewSize ? 0 : next.pageIndex * next.pageSize })
  }
  return { params, update, start, limit, pagination, onPaginationChange }
}

/**
 * A list's order as the address writes it (`column`, or `-column` for descending) as React
 * Table's sorting state, and the handler that hands a new order on when the list knows it.
 *
 * @example
 * const { sorting, onSortingChange } = addressSorting(sort, isPlayerSort, (next) => update({ sort: next, start: 0 }))
 */
export function addressSorting<Sort extends string>(
  sort: Sort,
  isSort: (text: string | null) => text is Sort,
  onSort: (sort: Sort) => void,
) {
  const sorting: SortingState = [{ id: sort.replace(/^-/, ''), desc: sort.startsWith('-') }]
  const onSortingChange = (updater: Updater<SortingState>) => {
    const [next] = typeof updater === 'function' ? updater(sorting) : updater
    const asked = next ? (next.desc ? `-${next.id}` : next.id) : null
    if (isSort(asked)) onSort(asked)
  }
  return { sorting, onSortingChange }
}
