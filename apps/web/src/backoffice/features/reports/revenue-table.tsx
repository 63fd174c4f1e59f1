import type { RevenueFigures } from '@app/contract'
import { type ColumnDef, getCoreRowModel, useReactTable } from '@tanstack/react-table'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { DataTable } from '../../shared/data-table'
import { Amount, HoldPercent } from './report-figures'

/** One row of a revenue table: its label (a day, a game) and its figures. */
export type RevenueRow = RevenueFigures & { id: string; label: string }

const AMOUNTS = ['turnover', 'payouts', 'ggr', 'bonus_cost', 'ngr'] as const

type RevenueTableProps = {
  caption: string
  /** The header of the label column, e.g. "Day". */
  labelHeader: string
  rows: RevenueRow[]
  totals: RevenueFigures | undefined
  isLoading: boolean
  error: unknown
  onRetry: () => void
  emptyText: string
}

/** Turnover, payouts, GGR, bonus cost, NGR and hold per row, and the totals below them. */
export function RevenueTable({ caption, labelHeader, rows, totals, ...states }: RevenueTableProps) {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  const columns = useMemo<ColumnDef<RevenueRow>[]>(
    () => [
      {
        id: 'label',
        header: () => labelHeader,
        cell: ({ row }) => row.original.label,
        footer: () => t('reports.total'),
      },
      ...AMOUNTS.map(
        (figure): ColumnDef<RevenueRow> => ({
          id: figure,
          header: () => t(`reports.column.${figure}`),
          meta: { isNumeric: true },
          cell: ({ row }) => <Amount value={row.original[figure]} language={language} />,
          footer: () => (totals ? <Amount value={totals[figure]} language={language} /> : null),
        }),
      ),
      {
        id: 'hold_percent',
        header: () => t('reports.column.hold_percent'),
        meta: { isNumeric: true },
        cell: ({ row }) => <HoldPercent value={row.original.hold_percent} language={language} />,
        footer: () => (totals ? <HoldPercent value={totals.hold_percent} language={language} /> : null),
      },
    ],
    [t, language, labelHeader, totals],
  )
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row.id,
    manualPagination: true,
    enableSorting: false,
    state: { pagination: { pageIndex: 0, pageSize: Math.max(rows.length, 1) } },
  })
  return (
    <DataTable
      table={table}
      caption={caption}
      loadingLabel={t('reports.loading')}
      isPaged={false}
      {...states}
    />
  )
}
