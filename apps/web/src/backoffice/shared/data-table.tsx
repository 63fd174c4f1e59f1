import { flexRender, type RowData, type Table, type Row as TableRow } from '@tanstack/react-table'
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight } from 'lucide-react'
import { Fragment, type ReactNode, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState, LoadError, SkeletonRows } from '../../shared/ui/load-states'
import { PAGE_SIZES } from './use-paging'
import './data-table.css'

declare module '@tanstack/react-table' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: module augmentation merges into the library's interface
  interface ColumnMeta<TData extends RowData, TValue> {
    /** A column of amounts or counts: right-aligned, in tabular numerals. */
    isNumeric?: boolean
  }
}

type DataTableProps<Row> = {
  /**
   * A react-table instance with `manualPagination` (and `manualSorting` when columns sort), whose
   * `data` is the current page from the server. Give `rowCount` when the server counts the rows;
   * leave it out (with `pageCount: -1`) when it does not, and a full page means more may follow.
   */
  table: Table<Row>
  /** What the table lists, for screen readers. */
  caption: string
  /** The rows of the current query are on their way (the table shows them greyed when it has some). */
  isLoading: boolean
  error: unknown
  onRetry: () => void
  loadingLabel: string
  emptyText: string
  /** Hides the pager, for a list that is never longer than a page. */
  isPaged?: boolean
  /** What an expanded row shows below it, across the whole table (see `row.getToggleExpandedHandler`). */
  renderExpandedRow?: (row: TableRow<Row>) => ReactNode
}

/**
 * The back office's table of one page of server rows: skeleton rows while the first answer loads,
 * the error with a retry, the empty text, header buttons for the sortable columns that say which
 * way the rows run (aria-sort), and the pager. Paging and sorting only change the table's state:
 * the caller asks the server again (see `usePaging` and `useLoaded` beside this file).
 *
 * @example
 * const { pagination, onPaginationChange, page } = usePaging()
 * const { data, error, isLoading, reload } = useLoaded(JSON.stringify(page), () => api.list(page))
 * const table = useReactTable({ data: data?.list ?? [], columns, getCoreRowModel: getCoreRowModel(),
 *   manualPagination: true, enableSorting: false, rowCount: data?.total ?? 0,
 *   state: { pagination }, onPaginationChange })
 * <DataTable table={table} caption={…} isLoading={isLoading} error={error} onRetry={reload} … />
 */
export function DataTable<Row>({
  table,
  caption,
  isLoading,
  error,
  onRetry,
  loadingLabel,
  emptyText,
  isPaged = true,
  renderExpandedRow,
}: DataTableProps<Row>) {
  const { t } = useTranslation()
  const rows = table.getRowModel().rows
  const { pageIndex } = table.getState().pagination
  // A footer row (totals) only when some column says what goes in it.
  const footerGroups = table
    .getFooterGroups()
    .filter((group) => group.headers.some((header) => header.column.columnDef.footer !== undefined))
  if (error !== undefined) return <LoadError error={error} onRetry={onRetry} />
  if (isLoading && rows.length === 0) return <SkeletonRows rows={6} label={loadingLabel} />
  // Past the last page (the rows moved on while the operator paged) the pager still leads back.
  if (rows.length === 0 && pageIndex === 0) return <EmptyState text={emptyText} />
  return (
    <div className="bo-data-table-wrap">
      {rows.length === 0 ? (
        <EmptyState text={emptyText} />
      ) : (
        <div className="bo-data-table-scroll">
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
                        className={header.column.columnDef.meta?.isNumeric ? 'bo-amount' : undefined}
                        aria-sort={
                          sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                        }
                      >
                        {header.column.getCanSort() ? (
                          <button
                            type="button"
                            className="bo-sort"
                            onClick={header.column.getToggleSortingHandler()}
                            title={t('common.table.sort')}
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
                <Fragment key={row.id}>
                  <tr>
                    {row.getVisibleCells().map((cell) => (
                      <td
                        key={cell.id}
                        className={cell.column.columnDef.meta?.isNumeric ? 'bo-amount numeric' : undefined}
                      >
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </td>
                    ))}
                  </tr>
                  {renderExpandedRow && row.getIsExpanded() && (
                    <tr className="bo-expanded-row">
                      <td colSpan={row.getVisibleCells().length}>{renderExpandedRow(row)}</td>
                    </tr>
                  )}
                </Fragment>
              ))}
            </tbody>
            {footerGroups.length > 0 && (
              <tfoot>
                {footerGroups.map((group) => (
                  <tr key={group.id}>
                    {group.headers.map((header) => (
                      <td
                        key={header.id}
                        className={header.column.columnDef.meta?.isNumeric ? 'bo-amount numeric' : undefined}
                      >
                        {flexRender(header.column.columnDef.footer, header.getContext())}
                      </td>
                    ))}
                  </tr>
                ))}
              </tfoot>
            )}
          </table>
        </div>
      )}
      {isPaged && <TablePager table={table} />}
    </div>
  )
}

/**
 * Where the page's rows sit among all of them, the page size, and the previous and next pages.
 * Without a server count (`rowCount` left out) a full page is taken to mean more may follow.
 */
function TablePager<Row>({ table }: { table: Table<Row> }) {
  const { t, i18n } = useTranslation()
  const sizeId = useId()
  const { pageIndex, pageSize } = table.getState().pagination
  const total = table.options.rowCount
  const shown = table.getRowModel().rows.length
  const from = pageIndex * pageSize + (shown > 0 ? 1 : 0)
  const to = pageIndex * pageSize + shown
  const hasMore = total === undefined ? shown === pageSize : (pageIndex + 1) * pageSize < total
  const number = (value: number) => value.toLocaleString(i18n.language)
  return (
    <div className="bo-pager">
      <span className="numeric" aria-live="polite">
        {total === undefined
          ? t('common.table.rows', { from: number(from), to: number(to) })
          : t('common.table.rowsOf', { from: number(from), to: number(to), total: number(total) })}
      </span>
      <span className="bo-pager-size">
        <label htmlFor={sizeId}>{t('common.table.pageSize')}</label>
        <select
          id={sizeId}
          value={pageSize}
          onChange={(event) => table.setPagination({ pageIndex: 0, pageSize: Number(event.target.value) })}
        >
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
        disabled={pageIndex === 0}
        onClick={() => table.previousPage()}
      >
        <ChevronLeft aria-hidden size={16} />
        {t('common.table.previous')}
      </button>
      <button
        type="button"
        className="button button-secondary button-small"
        disabled={!hasMore}
        onClick={() => table.setPageIndex(pageIndex + 1)}
      >
        {t('common.table.next')}
        <ChevronRight aria-hidden size={16} />
      </button>
    </div>
  )
}
