import type { AdjustmentStatus, BalanceAdjustmentRecord } from '@app/contract'
import { mayReviewAdjustment, parseMoney } from '@app/domain'
import { type ColumnDef, getCoreRowModel, useReactTable } from '@tanstack/react-table'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDateTime, formatUsdt } from '../../../shared/format/format'
import { FormTabs } from '../../../shared/ui/form-fields'
import { ApproveRejectButtons } from '../../shared/approve-reject-buttons'
import { DataTable } from '../../shared/data-table'
import { useOperatorId } from '../../shared/operator-session'
import { useLoaded } from '../../shared/use-loaded'
import { usePaging } from '../../shared/use-paging'
import { AdjustmentForm } from './adjustment-form'
import { type AdjustmentReview, AdjustmentReviewDialog } from './adjustment-review-dialog'
import { type AdjustmentRequest, type AdjustmentResult, moneyApi } from './money-api'

const STATUS_TABS: readonly AdjustmentStatus[] = ['pending', 'applied', 'rejected']

/**
 * Balance adjustments (maker-checker): the form that asks for one, and the list of adjustments by
 * status, where the pending ones wait for a second operator to approve or reject them. The
 * operator who asked for one sees it waiting for someone else.
 */
export function AdjustmentsPanel() {
  const { t, i18n } = useTranslation()
  const operatorId = useOperatorId()
  const [status, setStatus] = useState<AdjustmentStatus>('pending')
  const { pagination, onPaginationChange, toFirstPage, page } = usePaging()
  const [review, setReview] = useState<AdjustmentReview>()
  // Reviewed here: hidden from the pending list at once, before the list is read again.
  const [reviewedIds, setReviewedIds] = useState<ReadonlySet<number>>(new Set())
  const [notice, setNotice] = useState('')
  const {
    data: value,
    error,
    isLoading,
    reload,
  } = useLoaded(`${status}:${page.start}:${page.limit}`, () =>
    moneyApi.adjustments(status, page.start, page.limit),
  )
  const approvalAbove = useMemo(() => {
    const parsed = value ? parseMoney(value.approval_above) : undefined
    return parsed?.ok ? parsed.value : undefined
  }, [value])

  const columns = useMemo<ColumnDef<BalanceAdjustmentRecord>[]>(
    () => [
      {
        id: 'id',
        header: () => t('money.adjustments.number'),
        cell: ({ row: { original } }) => <span className="numeric">#{original.id}</span>,
      },
      {
        id: 'player',
        header: () => t('money.withdrawals.player'),
        cell: ({ row: { original } }) => (
          <>
            {original.nickname ?? t('money.noName')}{' '}
            <span className="muted numeric">#{original.user_id}</span>
          </>
        ),
      },
      {
        id: 'amount',
        header: () => t('money.adjustments.amount'),
        meta: { isNumeric: true },
        cell: ({ row: { original } }) => (
          <span className={original.amount.startsWith('-') ? 'numeric amount-negative' : 'numeric'}>
            {formatUsdt(original.amount, i18n.language)}
          </span>
        ),
      },
      {
        id: 'reason',
        header: () => t('money.reason'),
        cell: ({ row: { original } }) => (
          <>
            <span className="bo-tag">{t(`money.reasonCodes.${original.reason_code}`)}</span>
            <div className="bo-remark">{original.reason}</div>
          </>
        ),
      },
      {
        id: 'maker',
        header: () => t('money.adjustments.maker'),
        cell: ({ row: { original } }) => (
          <>
            <span className="numeric">
              {original.maker_id === operatorId
                ? t('money.you')
                : t('money.byOperator', { id: original.maker_id })}
            </span>
            <br />
            <time className="muted numeric" dateTime={original.created_at}>
              {formatDateTime(original.created_at, i18n.language)}
            </time>
          </>
        ),
      },
      {
        id: 'review',
        header: () => (status === 'pending' ? t('money.actions') : t('money.adjustments.checker')),
        cell: ({ row: { original } }) => {
          if (original.status !== 'pending') {
            return (
              <>
                {original.checker_id === null ? (
                  <span className="muted">{t('money.adjustments.atOnce')}</span>
                ) : (
                  <span className="numeric">{t('money.byOperator', { id: original.checker_id })}</span>
                )}
                {original.review_reason && <div className="bo-remark">{original.review_reason}</div>}
              </>
            )
          }
          if (!mayReviewAdjustment(original.maker_id, operatorId)) {
            return (
              <span className="bo-tag bo-tag-warning bo-tag-wrap">
                {t('money.adjustments.awaitingOther')}
              </span>
            )
          }
          return (
            <ApproveRejectButtons
              approveLabel={t('money.adjustments.approve')}
              rejectLabel={t('money.adjustments.reject')}
              approveName={t('money.adjustments.approveNumber', { id: original.id })}
              rejectName={t('money.adjustments.rejectNumber', { id: original.id })}
              onApprove={() => {
                setNotice('')
                setReview({ kind: 'approve', adjustment: original })
              }}
              onReject={() => {
                setNotice('')
                setReview({ kind: 'reject', adjustment: original })
              }}
            />
          )
        },
      },
    ],
    [t, i18n.language, operatorId, status],
  )

  const rows = useMemo(
    () => value?.list.filter((row) => !(row.status === 'pending' && reviewedIds.has(row.id))),
    [value, reviewedIds],
  )

  const table = useReactTable({
    data: rows ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(row.id),
    manualPagination: true,
    enableSorting: false,
    rowCount: value?.total ?? 0,
    state: { pagination },
    onPaginationChange,
  })

  function handleRequested(result: AdjustmentResult, request: AdjustmentRequest) {
    setNotice(
      result.status === 'pending'
        ? t('money.adjustments.done.pending', { id: result.adjustment_id })
        : t('money.adjustments.done.applied', {
            player: request.user_id,
            balance: formatUsdt(result.score, i18n.language),
          }),
    )
    reload()
  }

  function handleReviewed({ kind, adjustment }: AdjustmentReview, result: BalanceAdjustmentRecord) {
    setReviewedIds((current) => new Set(current).add(adjustment.id))
    setNotice(t(`money.adjustments.done.${kind === 'approve' ? 'approved' : 'rejected'}`, { id: result.id }))
    reload()
  }

  return (
    <section className="bo-money-section" aria-labelledby="bo-adjustments-title">
      <div className="bo-toolbar">
        <h2 id="bo-adjustments-title">{t('money.adjustments.title')}</h2>
      </div>
      <p className="bo-notice" role="status">
        {notice}
      </p>
      <div className="bo-adjustments">
        <AdjustmentForm approvalAbove={approvalAbove} onDone={handleRequested} />
        <div className="bo-adjustment-list">
          <FormTabs
            label={t('money.adjustments.statuses')}
            value={status}
            onChange={(next) => {
              setStatus(next)
              toFirstPage()
            }}
            tabs={STATUS_TABS.map((each) => ({ value: each, label: t(`money.adjustments.tabs.${each}`) }))}
          />
          <div className="panel bo-table-panel">
            <DataTable
              table={table}
              caption={t(`money.adjustments.caption.${status}`)}
              error={error}
              isLoading={isLoading}
              onRetry={reload}
              loadingLabel={t('money.adjustments.loading')}
              emptyText={t(`money.adjustments.empty.${status}`)}
            />
          </div>
        </div>
      </div>
      <AdjustmentReviewDialog review={review} onClose={() => setReview(undefined)} onDone={handleReviewed} />
    </section>
  )
}
