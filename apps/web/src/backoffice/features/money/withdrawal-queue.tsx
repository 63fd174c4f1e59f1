import type { PendingWithdrawal, WithdrawalQueueSort } from '@app/contract'
import { WITHDRAWAL_STATUS } from '@app/domain'
import { type ColumnDef, getCoreRowModel, type SortingState, useReactTable } from '@tanstack/react-table'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { formatDateTime, formatUsdt } from '../../../shared/format/format'
import { useNow } from '../../../shared/hooks/use-now'
import { FormTabs } from '../../../shared/ui/form-fields'
import { ApproveRejectButtons } from '../../shared/approve-reject-buttons'
import { DataTable } from '../../shared/data-table'
import { formatAge } from '../../shared/format-age'
import { useLoaded } from '../../shared/use-loaded'
import { usePaging } from '../../shared/use-paging'
import { moneyApi } from './money-api'
import { PlayerFilter } from './player-filter'
import { ageBand } from './withdrawal-age'
import { type WithdrawalReview, WithdrawalReviewDialog } from './withdrawal-review-dialog'

/** The queue's tabs and the status each lists. */
export const QUEUE_TABS = {
  waiting: WITHDRAWAL_STATUS.canApprove,
  approved: WITHDRAWAL_STATUS.processing,
  paid: WITHDRAWAL_STATUS.successTransaction,
  rejected: WITHDRAWAL_STATUS.reject,
  failed: WITHDRAWAL_STATUS.failed,
} as const
export type QueueTab = keyof typeof QUEUE_TABS
const TAB_NAMES = Object.keys(QUEUE_TABS) as QueueTab[]
const isQueueTab = (text: string | null): text is QueueTab => TAB_NAMES.includes(text as QueueTab)
const TAB_PARAM = 'status'
const MINUTE_MS = 60_000

/** Whether a withdrawal still waits on us, so its age is a warning. */
const isOpen = (status: number) =>
  status === WITHDRAWAL_STATUS.canApprove || status === WITHDRAWAL_STATUS.processing

/**
 * The withdrawal queue: one status per tab, paged, sorted and filtered on the server; each row's
 * age coloured by how long the player has waited; approve, or reject with a reason.
 */
export function WithdrawalQueue() {
  const { t, i18n } = useTranslation()
  const [search, setSearch] = useSearchParams()
  const requested = search.get(TAB_PARAM)
  const tab: QueueTab = isQueueTab(requested) ? requested : 'waiting'
  const [sorting, setSorting] = useState<SortingState>([{ id: 'created_at', desc: false }])
  const { pagination, onPaginationChange, toFirstPage, page } = usePaging()
  const [player, setPlayer] = useState<number>()
  const [review, setReview] = useState<WithdrawalReview>()
  // Reviewed here: hidden from the waiting list at once, before the list is read again.
  const [reviewedIds, setReviewedIds] = useState<ReadonlySet<number>>(new Set())
  const [notice, setNotice] = useState('')
  const now = useNow(MINUTE_MS)

  const sort = (sorting[0]?.id ?? 'created_at') as WithdrawalQueueSort
  const order = sorting[0]?.desc ? 'desc' : 'asc'
  const query = {
    status: QUEUE_TABS[tab],
    userId: player,
    sort,
    order,
    ...page,
  } as const
  const {
    data: value,
    loadedAt,
    error,
    isLoading,
    reload,
  } = useLoaded(JSON.stringify(query), () => moneyApi.withdrawals(query))

  const columns = useMemo<ColumnDef<PendingWithdrawal>[]>(
    () => [
      {
        id: 'order',
        header: () => t('money.withdrawals.order'),
        enableSorting: false,
        cell: ({ row: { original } }) => (
          <>
            <span className="numeric">{original.order_id}</span>
            <br />
            <span className="muted">{original.channel}</span>
          </>
        ),
      },
      {
        id: 'player',
        header: () => t('money.withdrawals.player'),
        enableSorting: false,
        cell: ({ row: { original } }) => (
          <>
            {original.real_name ?? t('money.noName')}{' '}
            <span className="muted numeric">#{original.user_id}</span>
          </>
        ),
      },
      {
        id: 'account',
        header: () => t('money.withdrawals.account'),
        enableSorting: false,
        cell: ({ row: { original } }) => (
          <>
            <span className="bo-tag">
              {original.network ?? t(`money.accountType.${original.account_type}`)}
            </span>{' '}
            <span className="numeric bo-account-no">{original.full_account_no}</span>
            <br />
            <span className="muted">{original.account_name}</span>
          </>
        ),
      },
      {
        id: 'amount',
        // Sorted on the server; the accessor only makes the column sortable.
        accessorFn: (row) => row.amount,
        header: () => t('money.withdrawals.amount'),
        meta: { isNumeric: true },
        cell: ({ row: { original } }) => (
          <>
            <span className="numeric">{formatUsdt(original.amount, i18n.language)}</span>
            <br />
            <span className="muted numeric">
              {t('money.withdrawals.netOf', { net: formatUsdt(original.net_amount, i18n.language) })}
            </span>
          </>
        ),
      },
      {
        id: 'created_at',
        accessorFn: (row) => row.created_at,
        header: () => t('money.withdrawals.requested'),
        cell: ({ row: { original } }) => (
          <time className="numeric" dateTime={original.created_at}>
            {formatDateTime(original.created_at, i18n.language)}
          </time>
        ),
      },
      {
        id: 'age',
        header: () => t('money.withdrawals.age'),
        enableSorting: false,
        cell: ({ row: { original } }) => {
          // The server's age at load time, carried forward by this page's clock.
          const ageSeconds = original.age_seconds + Math.max(0, Math.floor((now - loadedAt) / 1000))
          const since = new Date(now - ageSeconds * 1000).toISOString()
          const band = isOpen(original.status) ? ageBand(ageSeconds) : undefined
          return (
            <span className={band ? `bo-age-band bo-age-${band}` : 'muted'}>
              <span className="numeric">{formatAge(since, now, i18n.language)}</span>
              {band && band !== 'fresh' && (
                <span className={band === 'overdue' ? 'bo-tag bo-tag-error' : 'bo-tag bo-tag-warning'}>
                  {t(`money.withdrawals.band.${band}`)}
                </span>
              )}
            </span>
          )
        },
      },
      {
        id: 'review',
        header: () => (tab === 'waiting' ? t('money.actions') : t('money.withdrawals.reviewed')),
        enableSorting: false,
        cell: ({ row: { original } }) =>
          original.status === WITHDRAWAL_STATUS.canApprove ? (
            <ApproveRejectButtons
              approveLabel={t('money.withdrawals.approve')}
              rejectLabel={t('money.withdrawals.reject')}
              approveName={t('money.withdrawals.approveOrder', { order: original.order_id })}
              rejectName={t('money.withdrawals.rejectOrder', { order: original.order_id })}
              onApprove={() => {
                setNotice('')
                setReview({ kind: 'approve', withdrawal: original })
              }}
              onReject={() => {
                setNotice('')
                setReview({ kind: 'reject', withdrawal: original })
              }}
            />
          ) : (
            <>
              {original.reviewed_at && (
                <time className="numeric" dateTime={original.reviewed_at}>
                  {formatDateTime(original.reviewed_at, i18n.language)}
                </time>
              )}
              {original.reviewed_by !== null && (
                <span className="muted numeric">
                  {' '}
                  · {t('money.byOperator', { id: original.reviewed_by })}
                </span>
              )}
              {original.remark && <div className="bo-remark">{original.remark}</div>}
            </>
          ),
      },
    ],
    [t, i18n.language, now, loadedAt, tab],
  )

  const rows = useMemo(
    () =>
      value?.list.filter((row) => !(row.status === WITHDRAWAL_STATUS.canApprove && reviewedIds.has(row.id))),
    [value, reviewedIds],
  )

  const table = useReactTable({
    data: rows ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(row.id),
    manualSorting: true,
    manualPagination: true,
    enableSortingRemoval: false,
    enableMultiSort: false,
    rowCount: value?.total ?? 0,
    // How long a request has waited matters while it waits; a reviewed one shows when it was reviewed.
    state: { sorting, pagination, columnVisibility: { age: isOpen(QUEUE_TABS[tab]) } },
    onSortingChange: (change) => {
      setSorting(change)
      toFirstPage()
    },
    onPaginationChange,
  })

  function handleDone({ kind, withdrawal }: WithdrawalReview, result: PendingWithdrawal) {
    setReviewedIds((current) => new Set(current).add(withdrawal.id))
    const outcome =
      kind === 'reject' ? 'rejected' : result.status === WITHDRAWAL_STATUS.failed ? 'failed' : 'paid'
    setNotice(t(`money.withdrawals.done.${outcome}`, { order: result.order_id }))
    reload()
  }

  return (
    <section className="bo-money-section" aria-labelledby="bo-withdrawals-title">
      <div className="bo-toolbar">
        <h2 id="bo-withdrawals-title">{t('money.withdrawals.title')}</h2>
        <FormTabs
          label={t('money.withdrawals.statuses')}
          value={tab}
          onChange={(next) => {
            setNotice('')
            toFirstPage()
            setSearch({ [TAB_PARAM]: next })
          }}
          tabs={TAB_NAMES.map((name) => ({ value: name, label: t(`money.withdrawals.tabs.${name}`) }))}
        />
        <PlayerFilter
          player={player}
          onPlayer={(next) => {
            setPlayer(next)
            toFirstPage()
          }}
        />
      </div>
      <p className="bo-notice" role="status">
        {notice}
      </p>
      <div className="panel bo-table-panel">
        <DataTable
          table={table}
          caption={t(`money.withdrawals.caption.${tab}`)}
          error={error}
          isLoading={isLoading}
          onRetry={reload}
          loadingLabel={t('money.withdrawals.loading')}
          emptyText={t(`money.withdrawals.empty.${tab}`)}
        />
      </div>
      <WithdrawalReviewDialog review={review} onClose={() => setReview(undefined)} onDone={handleDone} />
    </section>
  )
}
