import { flexRender, type RowData, type Table } from '@tanstack/react-table'
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { EmptyState, LoadError, SkeletonRows } from '../../../shared/ui/load-states'

declare module '@tanstack/react-table' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: module augmentation merges into the library's interface
  interface ColumnMeta<TData extends RowData, TValue> {
    /** A cell's class, e.g. `bo-amount` to right-align amounts. */
    className?: string
  }
}

type DataTableProps<Row> = {
  table: Table<Row>
  /** What the table lists, for screen readers. */
  caption: string
  /** The rows of the current query; undefined while they load. */
  rows: readonly Row[] | undefined
  error: unknown
  onRetry: () => void
  loadingLabel: string
  emptyText: string
}

/**
 * A back-office table of a react-table instance whose rows, sorting and paging come from the
 * server: skeleton rows while loading, the error with a retry, the empty text, and header buttons
 * for the sortable columns that say which way the rows run (aria-sort).
 */
export function DataTable<Row>({
  table,
  caption,
  rows,
  error,
  onRetry,
  loadingLabel,
  emptyText,
}: DataTableProps<Row>) {
  const { t } = useTranslation()
  if (error !== undefined) return <LoadError error={error} onRetry={onRetry} />
  if (!rows) return <SkeletonRows rows={6} label={loadingLabel} />
  if (rows.length === 0) return <EmptyState text={emptyText} />
  return (
    <div className="bo-table-scroll">
      <table className="bo-table bo-money-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted()
                const label = flexRender(header.column.columnDef.header, header.getContext())
                const className = header.column.columnDef.meta?.className
                return (
                  <th
                    key={header.id}
                    scope="col"
                    className={className}
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                  >
                    {header.column.getCanSort() ? (
                      <button
                        type="button"
                        className="bo-money-sort"
                        onClick={header.column.getToggleSortingHandler()}
                        title={t('money.table.sort')}
                      >
                        {label}
                        {sorted === 'asc' ? (
                          <ArrowUp aria-hidden size={14} />
                        ) : sorted === 'desc' ? (
                          <ArrowDown aria-hidden size={14} />
                        ) : (
                          <ArrowUpDown aria-hidden size={14} className="muted" />
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
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} className={cell.column.columnDef.meta?.className}>
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
