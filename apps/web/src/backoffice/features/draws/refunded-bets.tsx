import type { RefundedBet, VoidedDraw } from '@app/contract'
import { type ColumnDef, getCoreRowModel, useReactTable } from '@tanstack/react-table'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { formatUsdt } from '../../../shared/format/format'
import { DataTable } from '../../shared/data-table'

const NO_RETRY = () => undefined

/** The bets a void refunded, each with its player and stake, and what went back in all. */
export function RefundedBets({ voided, onDismiss }: { voided: VoidedDraw; onDismiss: () => void }) {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  const columns = useMemo<ColumnDef<RefundedBet>[]>(
    () => [
      {
        id: 'bet',
        header: t('draws.refunded.bet'),
        cell: ({ row }) => <span className="numeric">#{row.original.bet_id}</span>,
      },
      {
        id: 'player',
        header: t('draws.refunded.player'),
        cell: ({ row: { original } }) => (
          <>
            {original.nickname} <span className="muted numeric">#{original.user_id}</span>
          </>
        ),
        footer: () => t('draws.refunded.total'),
      },
      {
        id: 'stake',
        header: t('draws.refunded.stake'),
        meta: { isNumeric: true },
        cell: ({ row }) => formatUsdt(row.original.stake, language),
        footer: () => formatUsdt(voided.total, language),
      },
    ],
    [t, language, voided.total],
  )
  const table = useReactTable({
    data: voided.refunded,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(row.bet_id),
    manualPagination: true,
    enableSorting: false,
  })
  const titleId = `bo-refunded-${voided.draw.id}`
  return (
    <section className="panel bo-refunded" aria-labelledby={titleId}>
      <div className="bo-toolbar">
        <h2 id={titleId}>{t('draws.refunded.title', { number: voided.draw.number })}</h2>
        <button type="button" className="button button-secondary button-small" onClick={onDismiss}>
          {t('draws.refunded.dismiss')}
        </button>
      </div>
      <DataTable
        table={table}
        caption={t('draws.refunded.title', { number: voided.draw.number })}
        isLoading={false}
        error={undefined}
        onRetry={NO_RETRY}
        loadingLabel=""
        emptyText={t('draws.refunded.none')}
        isPaged={false}
      />
    </section>
  )
}
