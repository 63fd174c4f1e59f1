import type { ChangeLogEntry } from '@app/contract'
import { type ColumnDef, getCoreRowModel, useReactTable } from '@tanstack/react-table'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDateTime, formatUsdt } from '../../../shared/format/format'
import { DataTable } from '../../shared/data-table'
import { useLoaded } from '../../shared/use-loaded'
import { usePaging } from '../../shared/use-paging'
import { playersApi } from './players-api'

/** The player's balance changes, newest first, with the balance each left. */
export function TransactionsTab({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  const { pagination, onPaginationChange, page } = usePaging()
  const { data, error, isLoading, reload } = useLoaded(
    `${userId}:${page.start}:${page.limit}`,
    () => playersApi.transactions(userId, page),
    { keepPrevious: true },
  )
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
        meta: { isNumeric: true },
        cell: ({ row }) => (
          <span className={row.original.amount.startsWith('-') ? 'amount-negative' : undefined}>
            {formatUsdt(row.original.amount, language)}
          </span>
        ),
      },
      {
        id: 'balance',
        header: t('players.transactions.balance'),
        meta: { isNumeric: true },
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
      />
    </div>
  )
}
