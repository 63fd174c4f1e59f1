import { type ColumnDef, getCoreRowModel, useReactTable } from '@tanstack/react-table'
import { useTranslation } from 'react-i18next'
import { DataTable } from '../../shared/data-table'
import { Amount } from './report-figures'

type ReportTableProps<Row> = {
  caption: string
  columns: ColumnDef<Row>[]
  rows: Row[]
  rowId: (row: Row) => string
  isLoading: boolean
  error: unknown
  onRetry: () => void
  emptyText: string
}

/**
 * A report's table: every row of the range on one page (no pager), and the totals row that the
 * columns' footers write.
 */
export function ReportTable<Row>({ columns, rows, rowId, ...states }: ReportTableProps<Row>) {
  const { t } = useTranslation()
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: rowId,
    manualPagination: true,
    enableSorting: false,
    state: { pagination: { pageIndex: 0, pageSize: Math.max(rows.length, 1) } },
  })
  return <DataTable table={table} loadingLabel={t('reports.loading')} isPaged={false} {...states} />
}

/**
 * A column of one amount of a report's rows, its total in the footer.
 *
 * @example amountColumn<CashflowRow>('net', t('reports.column.net'), language, report?.totals)
 */
export function amountColumn<Row extends Record<Figure, string>, Figure extends keyof Row & string>(
  figure: Figure,
  header: string,
  language: string,
  totals: Record<Figure, string> | undefined,
): ColumnDef<Row> {
  return {
    id: figure,
    header: () => header,
    meta: { isNumeric: true },
    cell: ({ row }) => <Amount value={row.original[figure]} language={language} />,
    footer: () => (totals ? <Amount value={totals[figure]} language={language} /> : null),
  }
}
