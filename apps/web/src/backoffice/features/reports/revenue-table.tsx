import type { RevenueFigures } from '@app/contract'
import type { ColumnDef } from '@tanstack/react-table'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { HoldPercent } from './report-figures'
import { amountColumn, ReportTable } from './report-table'

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
export function RevenueTable({ labelHeader, totals, ...table }: RevenueTableProps) {
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
      ...AMOUNTS.map((figure) =>
        amountColumn<RevenueRow, typeof figure>(figure, t(`reports.column.${figure}`), language, totals),
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
  return <ReportTable columns={columns} rowId={(row) => row.id} {...table} />
}
