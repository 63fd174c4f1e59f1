import type { FlaggedChainTransfer, FlaggedDeposit } from '@app/contract'
import { type ColumnDef, getCoreRowModel, useReactTable } from '@tanstack/react-table'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDateTime, formatUsdt } from '../../../shared/format/format'
import { DataTable } from '../../shared/data-table'
import { useLoaded } from '../../shared/use-loaded'
import { usePaging } from '../../shared/use-paging'
import { moneyApi } from './money-api'

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
        meta: { isNumeric: true },
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
  return (
    <FlaggedList
      name="over-limit"
      title={t('money.flagged.overLimit')}
      intro={t('money.flagged.overLimitIntro')}
      emptyText={t('money.flagged.overLimitEmpty')}
      columns={columns}
      getRowId={(row) => row.order_id}
      load={moneyApi.overLimitDeposits}
    />
  )
}

function FlaggedTransfers() {
  const { t, i18n } = useTranslation()
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
        meta: { isNumeric: true },
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
  return (
    <FlaggedList
      name="transfers"
      title={t('money.flagged.transfers')}
      intro={t('money.flagged.transfersIntro')}
      emptyText={t('money.flagged.transfersEmpty')}
      columns={columns}
      getRowId={(row) => String(row.id)}
      load={moneyApi.flaggedTransfers}
    />
  )
}

type FlaggedListProps<Row> = {
  /** Tells the lists' queries apart. */
  name: string
  title: string
  intro: string
  emptyText: string
  columns: ColumnDef<Row>[]
  getRowId: (row: Row) => string
  load: (start: number, limit: number) => Promise<Row[]>
}

/** One read-only list of flagged money, paged; the server gives no total, so a full page means there may be more. */
function FlaggedList<Row>({ name, title, intro, emptyText, columns, getRowId, load }: FlaggedListProps<Row>) {
  const { t } = useTranslation()
  const { pagination, onPaginationChange, page } = usePaging()
  const { data, error, isLoading, reload } = useLoaded(`${name}:${page.start}:${page.limit}`, () =>
    load(page.start, page.limit),
  )
  const table = useReactTable({
    data: data ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId,
    manualPagination: true,
    enableSorting: false,
    pageCount: -1,
    state: { pagination },
    onPaginationChange,
  })
  return (
    <div className="bo-flagged-part">
      <h3>{title}</h3>
      <p className="muted bo-intro">{intro}</p>
      <div className="panel bo-table-panel">
        <DataTable
          table={table}
          caption={title}
          isLoading={isLoading}
          error={error}
          onRetry={reload}
          loadingLabel={t('money.flagged.loading')}
          emptyText={emptyText}
        />
      </div>
    </div>
  )
}
