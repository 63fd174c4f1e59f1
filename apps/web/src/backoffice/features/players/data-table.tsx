import { flexRender, type Table } from '@tanstack/react-table'
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState, LoadError, SkeletonRows } from '../../../shared/ui/load-states'

/** How many rows a page may hold. */
export const PAGE_SIZES = [20, 50, 100] as const

type DataTableProps<Row> = {
  table: Table<Row>
  caption: string
  /** The rows' answer has not arrived yet (the first time). */
  isLoading: boolean
  error: unknown
  onRetry: () => void
  loadingLabel: string
  emptyText: string
  /** Columns of amounts and counts: right-aligned, in tabular numerals. */
  numericColumns?: readonly string[]
  /** Hides the pager, for a list that is never longer than a page. */
  isPaged?: boolean
}

/**
 * A table whose sorting and paging happen on the server: a sortable column's header is a button
 * that asks for the other order, and the pager under it moves a page at a time.
 */
export function DataTable<Row>({
  table,
  caption,
  isLoading,
  error,
  onRetry,
  loadingLabel,
  emptyText,
  numericColumns = [],
  isPaged = true,
}: DataTableProps<Row>) {
  const rows = table.getRowModel().rows
  const isNumeric = (columnId: string) => numericColumns.includes(columnId)
  if (error !== undefined) return <LoadError error={error} onRetry={onRetry} />
  if (isLoading && rows.length === 0) return <SkeletonRows rows={6} label={loadingLabel} />
  if (rows.length === 0) return <EmptyState text={emptyText} />
  return (
    <div className="bo-data-table-wrap">
      <table className="bo-table bo-data-table" aria-busy={isLoading}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted()
                const label = flexRender(header.column.columnDef.header, header.getContext())
                return (
                  <th
                    key={header.id}
                    scope="col"
                    className={isNumeric(header.column.id) ? 'bo-amount' : undefined}
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                  >
                    {header.column.getCanSort() ? (
                      <button
                        type="button"
                        className="bo-sort"
                        onClick={header.column.getToggleSortingHandler()}
                      >
                        {label}
                        {sorted === 'asc' ? (
                          <ArrowUp aria-hidden size={14} />
                        ) : sorted === 'desc' ? (
                          <ArrowDown aria-hidden size={14} />
                        ) : (
                          <ArrowUpDown aria-hidden size={14} className="bo-sort-idle" />
                        )}
                      </button>
                    ) : (
                      label
                    )}
                  </th>
                )
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} className={isNumeric(cell.column.id) ? 'bo-amount numeric' : undefined}>
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {isPaged && <Pager table={table} />}
    </div>
  )
}

/** Where the page is in the whole list, the page size, and the previous and next pages. */
function Pager<Row>({ table }: { table: Table<Row> }) {
  const { t, i18n } = useTranslation()
  const id = useId()
  const { pageIndex, pageSize } = table.getState().pagination
  const total = table.getRowCount()
  const from = total === 0 ? 0 : pageIndex * pageSize + 1
  const to = Math.min(total, (pageIndex + 1) * pageSize)
  const number = new Intl.NumberFormat(i18n.language)
  return (
    <div className="bo-pager">
      <span className="numeric" role="status">
        {t('players.pager.range', {
          from: number.format(from),
          to: number.format(to),
          total: number.format(total),
        })}
      </span>
      <span className="bo-pager-size">
        <label htmlFor={id}>{t('players.pager.pageSize')}</label>
        <select id={id} value={pageSize} onChange={(event) => table.setPageSize(Number(event.target.value))}>
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </span>
      <button
        type="button"
        className="button button-secondary button-small"
        disabled={!table.getCanPreviousPage()}
        onClick={() => table.previousPage()}
      >
        <ChevronLeft aria-hidden size={16} />
        {t('players.pager.previous')}
      </button>
      <button
        type="button"
        className="button button-secondary button-small"
        disabled={!table.getCanNextPage()}
        onClick={() => table.nextPage()}
      >
        {t('players.pager.next')}
        <ChevronRight aria-hidden size={16} />
      </button>
    </div>
  )
}
