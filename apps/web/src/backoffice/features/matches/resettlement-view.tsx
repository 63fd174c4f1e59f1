import type { MatchResettlement, ResettledBet } from '@app/contract'
import { BET_STATUS } from '@app/domain'
import { type ColumnDef, getCoreRowModel, useReactTable } from '@tanstack/react-table'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { formatUsdt } from '../../../shared/format/format'
import { DataTable } from '../../shared/data-table'

type ResettlementViewProps = {
  /** What the view is: a preview, a correction applied, a void. */
  title: string
  resettlement: MatchResettlement
  /** Where the heading sits in the page's outline. */
  headingLevel?: 2 | 3
}

const betStatusName = (status: number) =>
  status === BET_STATUS.pending ? 'pending' : status === BET_STATUS.cancelled ? 'refunded' : 'settled'

/** An amount with its sign: what a player gains in the text colour, what they lose in the error colour with a minus sign. */
function SignedAmount({ amount }: { amount: string }) {
  const { i18n } = useTranslation()
  const isNegative = amount.startsWith('-')
  const text = formatUsdt(amount, i18n.language)
  return (
    <span className={isNegative ? 'numeric bo-negative' : 'numeric'}>
      {isNegative || amount === '0' ? text : `+${text}`}
    </span>
  )
}

/** A bet's payout, or that it has none while it waits for its other matches. */
function Payout({ amount }: { amount: string | null }) {
  const { t, i18n } = useTranslation()
  return amount === null ? (
    <span className="muted">{t('matches.bets.noPayout')}</span>
  ) : (
    <span className="numeric">{formatUsdt(amount, i18n.language)}</span>
  )
}

/**
 * The bets a void or a corrected result changes, as the server answered (previewed or applied):
 * each bet's player and slip, its payout before and after and the difference, what a payout taken
 * back takes from the player's cash and what stays owed; then the totals.
 */
export function ResettlementView({ title, resettlement, headingLevel = 2 }: ResettlementViewProps) {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  const Heading = headingLevel === 2 ? 'h2' : 'h3'

  const columns = useMemo<ColumnDef<ResettledBet>[]>(
    () => [
      {
        id: 'bet',
        header: t('matches.bets.bet'),
        meta: { isNumeric: true },
        cell: ({ row }) => `#${row.original.bet_id}`,
      },
      {
        id: 'player',
        header: t('matches.bets.player'),
        cell: ({ row: { original } }) => (
          <>
            {original.nickname} <span className="muted numeric">#{original.user_id}</span>
          </>
        ),
      },
      {
        id: 'slip',
        header: t('matches.bets.slip'),
        cell: ({ row: { original } }) =>
          original.folds.length === 1 && original.folds[0] === 1 && original.legs === 1
            ? t('matches.bets.single', { stake: formatUsdt(original.total_stake, language) })
            : t('matches.bets.parlay', {
                folds: original.folds.join('+'),
                legs: original.legs,
                stake: formatUsdt(original.total_stake, language),
              }),
      },
      {
        id: 'change',
        header: t('matches.bets.change'),
        cell: ({ row: { original } }) => (
          <>
            <span className="bo-tag">{t(`matches.bets.kind.${original.kind}`)}</span>{' '}
            <span className="muted">
              {t('matches.bets.statusChange', {
                from: t(`matches.bets.status.${betStatusName(original.old_status)}`),
                to: t(`matches.bets.status.${betStatusName(original.new_status)}`),
              })}
            </span>
          </>
        ),
      },
      {
        id: 'old_payout',
        header: t('matches.bets.oldPayout'),
        meta: { isNumeric: true },
        cell: ({ row }) => <Payout amount={row.original.old_payout} />,
      },
      {
        id: 'new_payout',
        header: t('matches.bets.newPayout'),
        meta: { isNumeric: true },
        cell: ({ row }) => <Payout amount={row.original.new_payout} />,
      },
      {
        id: 'difference',
        header: t('matches.bets.difference'),
        meta: { isNumeric: true },
        cell: ({ row }) => <SignedAmount amount={row.original.difference} />,
      },
      {
        id: 'owed',
        header: t('matches.bets.takenOwed'),
        meta: { isNumeric: true },
        cell: ({ row: { original } }) =>
          original.receivable === '0' ? (
            original.taken === '0' ? (
              <span className="muted">—</span>
            ) : (
              formatUsdt(original.taken, language)
            )
          ) : (
            <>
              {formatUsdt(original.taken, language)}
              <br />
              <span className="bo-negative">
                {t('matches.bets.owed', { amount: formatUsdt(original.receivable, language) })}
              </span>
            </>
          ),
      },
    ],
    [t, language],
  )

  const table = useReactTable({
    data: resettlement.bets,
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    enableSorting: false,
    getRowId: (row) => String(row.bet_id),
  })
  const { totals } = resettlement

  return (
    <section className="panel bo-resettlement" aria-label={title}>
      <Heading className="bo-resettlement-title">{title}</Heading>
      <DataTable
        table={table}
        caption={title}
        isLoading={false}
        error={undefined}
        onRetry={() => undefined}
        loadingLabel={title}
        emptyText={t('matches.bets.none')}
        isPaged={false}
      />
      <dl className="bo-facts bo-resettlement-totals">
        <dt>{t('matches.totals.bets')}</dt>
        <dd className="numeric">{totals.bets.toLocaleString(language)}</dd>
        <dt>{t('matches.totals.credited')}</dt>
        <dd className="numeric">{formatUsdt(totals.credited, language)} USDT</dd>
        <dt>{t('matches.totals.taken')}</dt>
        <dd className="numeric">{formatUsdt(totals.taken, language)} USDT</dd>
        <dt>{t('matches.totals.receivable')}</dt>
        <dd className={totals.receivable === '0' ? 'numeric' : 'numeric bo-negative'}>
          {formatUsdt(totals.receivable, language)} USDT
        </dd>
        <dt>{t('matches.totals.difference')}</dt>
        <dd>
          <SignedAmount amount={totals.difference} /> USDT
        </dd>
      </dl>
    </section>
  )
}
