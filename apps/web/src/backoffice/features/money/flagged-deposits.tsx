import type { FlaggedChainTransfer, FlaggedDeposit } from '@app/contract'
import { type ColumnDef, getCoreRowModel, type PaginationState, useReactTable } from '@tanstack/react-table'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDateTime, formatUsdt } from '../../../shared/format/format'
import { DataTable } from './data-table'
import { moneyApi } from './money-api'
import { TablePager } from './table-pager'
import { useLoaded } from './use-loaded'

/** A paged read-only list whose server gives no total: a full page means there may be more. */
function usePagedList<Row>(name: string, load: (start: number, limit: number) => Promise<Row[]>) {
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 20 })
  const start = pagination.pageIndex * pagination.pageSize
  const loaded = useLoaded(`${name}:${start}:${pagination.pageSize}`, () => load(start, pagination.pageSize))
  return { ...loaded, pagination, setPagination }
}

/**
 * Deposits set aside for a closer look, read-only: those credited beyond a player's deposit limit
 * or during a break (a transfer on chain cannot be refused), and on-chain transfers to our
 * addresses that were not credited at all (another token, an address of another network).
 */
export function FlaggedDeposits() {
  const { t } = useTranslation()
  return (
    <section className="bo-money-section" aria-labelledby="bo-flagged-title">
      <div className="bo-toolbar">
        <h2 id="bo-flagged-title">{t('money.flagged.title')}</h2>
      </div>
      <OverLimitDeposits />
      <FlaggedTransfers />
    </section>
  )
}

function OverLimitDeposits() {
  const { t, i18n } = useTranslation()
  const list = usePagedList('over-limit', moneyApi.overLimitDeposits)
  const columns = useMemo<ColumnDef<FlaggedDeposit>[]>(
    () => [
      {
        id: 'order',
        header: () => t('money.flagged.order'),
        cell: ({ row: { original } }) => <span className="numeric">{original.order_id}</span>,
      },
      {
        id: 'player',
        header: () => t('money.flagged.player'),
        cell: ({ row: { original } }) => <span className="numeric">#{original.user_id}</span>,
      },
      {
        id: 'channel',
        header: () => t('money.flagged.channel'),
        cell: ({ row: { original } }) => original.network ?? t(`money.paymentType.${original.type}`),
      },
      {
        id: 'amount',
        header: () => t('money.flagged.amount'),
        meta: { className: 'bo-amount' },
        cell: ({ row: { original } }) => (
          <span className="numeric">{formatUsdt(original.amount, i18n.language)}</span>
        ),
      },
      {
        id: 'credited',
        header: () => t('money.flagged.credited'),
        cell: ({ row: { original } }) => {
          const at = original.completed_at ?? original.created_at
          return (
            <time className="numeric" dateTime={at}>
              {formatDateTime(at, i18n.language)}
            </time>
          )
        },
      },
      {
        id: 'hash',
        header: () => t('money.flagged.txHash'),
        cell: ({ row: { original } }) => <span className="numeric bo-hash">{original.tx_hash ?? '—'}</span>,
      },
    ],
    [t, i18n.language],
  )
  const table = useReactTable({
    data: list.value ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    enableSorting: false,
    pageCount: -1,
    state: { pagination: list.pagination },
    onPaginationChange: list.setPagination,
  })
  return (
    <div className="bo-flagged-part">
      <h3>{t('money.flagged.overLimit')}</h3>
      <p className="muted bo-intro">{t('money.flagged.overLimitIntro')}</p>
      <div className="panel bo-table-panel">
        <DataTable
          table={table}
          rows={list.value}
          caption={t('money.flagged.overLimit')}
          error={list.error}
          onRetry={list.reload}
          loadingLabel={t('money.flagged.loading')}
          emptyText={t('money.flagged.overLimitEmpty')}
        />
        {list.value && (list.value.length > 0 || list.pagination.pageIndex > 0) && (
          <TablePager table={table} total={undefined} shown={list.value.length} />
        )}
      </div>
    </div>
  )
}

function FlaggedTransfers() {
  const { t, i18n } = useTranslation()
  const list = usePagedList('transfers', moneyApi.flaggedTransfers)
  const columns = useMemo<ColumnDef<FlaggedChainTransfer>[]>(
    () => [
      {
        id: 'flag',
        header: () => t('money.flagged.why'),
        cell: ({ row: { original } }) => (
          <span className="bo-tag bo-tag-warning">{t(`money.flagged.flags.${original.flag}`)}</span>
        ),
      },
      {
        id: 'network',
        header: () => t('money.flagged.network'),
        cell: ({ row: { original } }) => original.network,
      },
      {
        id: 'to',
        header: () => t('money.flagged.to'),
        cell: ({ row: { original } }) => (
          <>
            <span className="numeric bo-hash">{original.to}</span>
            {original.user_id !== null && <span className="muted numeric"> · #{original.user_id}</span>}
          </>
        ),
      },
      {
        id: 'value',
        header: () => t('money.flagged.value'),
        meta: { className: 'bo-amount' },
        cell: ({ row: { original } }) => <span className="numeric">{original.value}</span>,
      },
      {
        id: 'transaction',
        header: () => t('money.flagged.txHash'),
        cell: ({ row: { original } }) => (
          <>
            <span className="numeric bo-hash">{original.tx_hash}</span>
            <br />
            <span className="muted numeric">
              {t('money.flagged.position', { block: original.block_number, log: original.log_index })}
            </span>
          </>
        ),
      },
      {
        id: 'seen',
        header: () => t('money.flagged.seen'),
        cell: ({ row: { original } }) => (
          <time className="numeric" dateTime={original.seen_at}>
            {formatDateTime(original.seen_at, i18n.language)}
          </time>
        ),
      },
    ],
    [t, i18n.language],
  )
  const table = useReactTable({
    data: list.value ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(row.id),
    manualPagination: true,
    enableSorting: false,
    pageCount: -1,
    state: { pagination: list.pagination },
    onPaginationChange: list.setPagination,
  })
  return (
    <div className="bo-flagged-part">
      <h3>{t('money.flagged.transfers')}</h3>
      <p className="muted bo-intro">{t('money.flagged.transfersIntro')}</p>
      <div className="panel bo-table-panel">
        <DataTable
          table={table}
          rows={list.value}
          caption={t('money.flagged.transfers')}
          error={list.error}
          onRetry={list.reload}
          loadingLabel={t('money.flagged.loading')}
          emptyText={t('money.flagged.transfersEmpty')}
        />
        {list.value && (list.value.length > 0 || list.pagination.pageIndex > 0) && (
          <TablePager table={table} total={undefined} shown={list.value.length} />
        )}
      </div>
    </div>
  )
}
