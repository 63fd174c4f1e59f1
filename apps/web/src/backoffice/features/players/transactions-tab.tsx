import type { ChangeLogEntry } from '@app/contract'
import { type ColumnDef, getCoreRowModel, useReactTable } from '@tanstack/react-table'
import { useCallback, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDateTime, formatUsdt } from '../../../shared/format/format'
import { DataTable } from './data-table'
import { playersApi } from './players-api'
import { useLoaded } from './use-loaded'
import { usePagination } from './use-pagination'

/** The player's balance changes, newest first, with the balance each left. */
export function TransactionsTab({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  const { pagination, onPaginationChange, page } = usePagination()
  const { start, limit } = page
  const load = useCallback(() => playersApi.transactions(userId, { start, limit }), [userId, start, limit])
  const { data, error, isLoading, reload } = useLoaded(load)
  const kinds = data?.kinds

  const columns = useMemo<ColumnDef<ChangeLogEntry>[]>(
    () => [
      {
        id: 'time',
        header: t('players.transactions.time'),
        cell: ({ row }) => formatDateTime(row.original.created_at, language),
      },
      {
        id: 'kind',
        header: t('players.transactions.kind'),
        cell: ({ row }) => {
          const name = kinds?.[String(row.original.kind)]
          return name ? t(`players.kind.${name}`, { defaultValue: name }) : String(row.original.kind)
        },
      },
      {
        id: 'amount',
        header: t('players.transactions.amount'),
        cell: ({ row }) => (
          <span className={row.original.amount.startsWith('-') ? 'amount-negative' : undefined}>
            {formatUsdt(row.original.amount, language)}
          </span>
        ),
      },
      {
        id: 'balance',
        header: t('players.transactions.balance'),
        cell: ({ row }) => formatUsdt(row.original.balance, language),
      },
      {
        id: 'reference',
        header: t('players.transactions.reference'),
        cell: ({ row }) => <span className="numeric">{row.original.remark || '—'}</span>,
      },
    ],
    [t, language, kinds],
  )
  const table = useReactTable({
    data: data?.list ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    enableSorting: false,
    rowCount: data?.total ?? 0,
    getRowId: (row) => row.id,
    state: { pagination },
    onPaginationChange,
  })
  return (
    <div className="panel bo-tab-panel">
      <DataTable
        table={table}
        caption={t('players.transactions.caption')}
        isLoading={isLoading}
        error={error}
        onRetry={reload}
        loadingLabel={t('players.transactions.loading')}
        emptyText={t('players.transactions.empty')}
        numericColumns={['amount', 'balance']}
      />
    </div>
  )
}
