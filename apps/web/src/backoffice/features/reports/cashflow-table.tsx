import type { CashflowReport } from '@app/contract'
import type { ColumnDef } from '@tanstack/react-table'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { numberFormat } from '../../../shared/format/intl-formats'
import { amountColumn, ReportTable } from './report-table'

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
    const amount = (figure: 'deposits' | 'withdrawals' | 'net') =>
      amountColumn<CashflowRow, typeof figure>(figure, t(`reports.column.${figure}`), language, totals)
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
  return (
    <ReportTable
      caption={caption}
      columns={columns}
      rows={report?.days ?? []}
      rowId={(row) => row.day}
      emptyText={t('reports.empty')}
      {...states}
    />
  )
}
