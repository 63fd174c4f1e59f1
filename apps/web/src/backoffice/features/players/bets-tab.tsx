import {
  CASINO_PROVIDERS,
  type CasinoProvider,
  PLAYER_BET_KINDS,
  type PlayerBet,
  type PlayerBetKind,
  type PlayerBetStatus,
} from '@app/contract'
import { type ColumnDef, getCoreRowModel, useReactTable } from '@tanstack/react-table'
import { useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatDateTime, formatUsdt } from '../../../shared/format/format'
import { DataTable } from '../../shared/data-table'
import { useLoaded } from '../../shared/use-loaded'
import { usePaging } from '../../shared/use-paging'
import { playersApi } from './players-api'

/** The casino providers by their own names, which no language translates. */
const PROVIDER_NAMES: Record<CasinoProvider, string> = {
  pg: 'PG Soft',
  pg2: 'PG Soft (aggregator)',
  tada: 'TaDa',
  noah: 'Noah',
}

/** Each bet status's tag: waiting in the info colour, settled in the success colour, refused in the error colour. */
const STATUS_TAGS: Record<PlayerBetStatus, string> = {
  pending: 'bo-tag bo-tag-info',
  settled: 'bo-tag bo-tag-success',
  cancelled: 'bo-tag',
  refused: 'bo-tag bo-tag-error',
}

/** The player's bets of one kind (sports, lottery, cricket, or one provider's casino rounds), newest first. */
export function BetsTab({ userId }: { userId: number }) {
  const { t } = useTranslation()
  const providerId = useId()
  const [kind, setKind] = useState<PlayerBetKind>('sports')
  const [provider, setProvider] = useState<CasinoProvider>('pg')
  return (
    <div className="panel bo-tab-panel">
      <div className="bo-bets-filters">
        <fieldset className="bo-segmented">
          <legend className="visually-hidden">{t('players.bets.kindLabel')}</legend>
          {PLAYER_BET_KINDS.map((each) => (
            <button
              key={each}
              type="button"
              className="bo-segment"
              aria-pressed={each === kind}
              onClick={() => setKind(each)}
            >
              {t(`players.bets.kind.${each}`)}
            </button>
          ))}
        </fieldset>
        {kind === 'casino' && (
          <span className="field bo-inline-field">
            <label htmlFor={providerId}>{t('players.bets.provider')}</label>
            <select
              id={providerId}
              value={provider}
              onChange={(event) => setProvider(event.target.value as CasinoProvider)}
            >
              {CASINO_PROVIDERS.map((each) => (
                <option key={each} value={each}>
                  {PROVIDER_NAMES[each]}
                </option>
              ))}
            </select>
          </span>
        )}
      </div>
      {/* Another kind is another list: its own first page, never the last kind's rows while it loads. */}
      <BetsTable key={`${kind}:${provider}`} userId={userId} kind={kind} provider={provider} />
    </div>
  )
}

function BetsTable({
  userId,
  kind,
  provider,
}: {
  userId: number
  kind: PlayerBetKind
  provider: CasinoProvider
}) {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  const { pagination, onPaginationChange, page } = usePaging()
  const { data, error, isLoading, reload } = useLoaded(
    `${userId}:${kind}:${provider}:${page.start}:${page.limit}`,
    () => playersApi.bets(userId, kind, provider, page),
    { keepPrevious: true },
  )

  const columns = useMemo<ColumnDef<PlayerBet>[]>(
    () => [
      {
        id: 'placed',
        header: t('players.bets.placed'),
        cell: ({ row }) => formatDateTime(row.original.placed_at, language),
      },
      {
        id: 'id',
        header: t('players.bets.id'),
        cell: ({ row }) => <span className="numeric">{row.original.id}</span>,
      },
      { id: 'game', header: t('players.bets.game'), cell: ({ row }) => row.original.game },
      { id: 'detail', header: t('players.bets.detail'), cell: ({ row }) => row.original.detail },
      {
        id: 'stake',
        header: t('players.bets.stake'),
        meta: { isNumeric: true },
        cell: ({ row }) => formatUsdt(row.original.stake, language),
      },
      {
        id: 'payout',
        header: t('players.bets.payout'),
        meta: { isNumeric: true },
        cell: ({ row }) => (row.original.payout === null ? '—' : formatUsdt(row.original.payout, language)),
      },
      {
        id: 'status',
        header: t('players.bets.status'),
        cell: ({ row }) => (
          <span className={STATUS_TAGS[row.original.status]}>
            {t(`players.bets.statusName.${row.original.status}`)}
          </span>
        ),
      },
      {
        id: 'settled',
        header: t('players.bets.settled'),
        cell: ({ row }) =>
          row.original.settled_at ? formatDateTime(row.original.settled_at, language) : '—',
      },
    ],
    [t, language],
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
    <DataTable
      table={table}
      caption={t('players.bets.caption', { kind: t(`players.bets.kind.${kind}`) })}
      isLoading={isLoading}
      error={error}
      onRetry={reload}
      loadingLabel={t('players.bets.loading')}
      emptyText={t('players.bets.empty')}
    />
  )
}
