import type { CashflowFigures, CashflowReport } from '@app/contract'
import { type ColumnDef, getCoreRowModel, useReactTable } from '@tanstack/react-table'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { numberFormat } from '../../../shared/format/intl-formats'
import { DataTable } from '../../shared/data-table'
import { Amount } from './report-figures'

type CashflowRow = CashflowReport['days'][number]

type CashflowTableProps = {
  caption: string
  report: CashflowReport | undefined
  formatDay: (day: string) => string
  isLoading: boolean
  error: unknown
  onRetry: () => void
}

/** Deposits and withdrawals per day, how many and how much, the net, and the totals below. */
export function CashflowTable({ caption, report, formatDay, ...states }: CashflowTableProps) {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  const totals = report?.totals
  const columns = useMemo<ColumnDef<CashflowRow>[]>(() => {
    const count = (value: number) => <span className="numeric">{numberFormat(language).format(value)}</span>
    const counted = (figure: 'deposit_count' | 'withdrawal_count'): ColumnDef<CashflowRow> => ({
      id: figure,
      header: () => t(`reports.column.${figure}`),
      meta: { isNumeric: true },
      cell: ({ row }) => count(row.original[figure]),
      footer: () => (totals ? count(totals[figure]) : null),
    })
    const amount = (
      figure: keyof Omit<CashflowFigures, 'deposit_count' | 'withdrawal_count'>,
    ): ColumnDef<CashflowRow> => ({
      id: figure,
      header: () => t(`reports.column.${figure}`),
      meta: { isNumeric: true },
      cell: ({ row }) => <Amount value={row.original[figure]} language={language} />,
      footer: () => (totals ? <Amount value={totals[figure]} language={language} /> : null),
    })
    return [
      {
        id: 'day',
        header: () => t('reports.column.day'),
        cell: ({ row }) => formatDay(row.original.day),
        footer: () => t('reports.total'),
      },
      counted('deposit_count'),
      amount('deposits'),
      counted('withdrawal_count'),
      amount('withdrawals'),
      amount('net'),
    ]
  }, [t, language, totals, formatDay])
  const rows = report?.days ?? []
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row.day,
    manualPagination: true,
    enableSorting: false,
    state: { pagination: { pageIndex: 0, pageSize: Math.max(rows.length, 1) } },
  })
  return (
    <DataTable
      table={table}
      caption={caption}
      loadingLabel={t('reports.loading')}
      emptyText={t('reports.empty')}
      isPaged={false}
      {...states}
    />
  )
}
