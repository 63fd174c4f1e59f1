import { PLAYER_SORTS, type PlayerSort, type PlayerSummary } from '@app/contract'
import { type ColumnDef, getCoreRowModel, useReactTable } from '@tanstack/react-table'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatDateTime, formatUsdt } from '../../../shared/format/format'
import { DataTable } from '../../shared/data-table'
import { SearchForm } from '../../shared/search-form'
import { addressSorting, useListAddress } from '../../shared/use-list-address'
import { useLoaded } from '../../shared/use-loaded'
import { PlayerStatus } from './player-status'
import { playersApi } from './players-api'
import './players.css'

const DEFAULT_SORT: PlayerSort = '-created_at'

const isPlayerSort = (text: string | null): text is PlayerSort =>
  text !== null && (PLAYER_SORTS as readonly string[]).includes(text)

/** The players list: a search over id, nickname, email, mobile and invite code, sorted and paged by the server. */
export function PlayersPage() {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  // The search, order and page live in the address, so a reload or a shared link shows the same.
  const { params, update, start, limit, pagination, onPaginationChange } = useListAddress()
  const q = params.get('q') ?? ''
  const sortParam = params.get('sort')
  const sort = isPlayerSort(sortParam) ? sortParam : DEFAULT_SORT
  const { sorting, onSortingChange } = addressSorting(sort, isPlayerSort, (next) =>
    update({ sort: next, start: 0 }),
  )

  const { data, error, isLoading, reload } = useLoaded(
    JSON.stringify({ q, sort, start, limit }),
    () => playersApi.search(q, sort, { start, limit }),
    { keepPrevious: true },
  )

  const columns = useMemo<ColumnDef<PlayerSummary>[]>(
    () => [
      {
        id: 'id',
        header: t('players.column.id'),
        accessorKey: 'user_id',
        meta: { isNumeric: true },
        cell: ({ row }) => <span className="numeric">{row.original.user_id}</span>,
      },
      {
        id: 'nickname',
        header: t('players.column.nickname'),
        accessorKey: 'nickname',
        sortDescFirst: false,
        cell: ({ row }) => (
          <Link to={`/players/${row.original.user_id}`} className="bo-row-link">
            {row.original.nickname}
          </Link>
        ),
      },
      {
        id: 'email',
        header: t('players.column.email'),
        enableSorting: false,
        cell: ({ row }) =>
          row.original.email ? (
            <span className="bo-ellipsis" title={row.original.email}>
              {row.original.email}
            </span>
          ) : (
            '—'
          ),
      },
      {
        id: 'phone',
        header: t('players.column.phone'),
        enableSorting: false,
        cell: ({ row }) => <span className="numeric">{row.original.phone ?? '—'}</span>,
      },
      {
        id: 'role',
        header: t('players.column.role'),
        enableSorting: false,
        cell: ({ row }) => t(`players.role.${row.original.role}`),
      },
      {
        id: 'balance',
        header: t('players.column.balance'),
        accessorKey: 'balance',
        meta: { isNumeric: true },
        sortDescFirst: true,
        cell: ({ row }) => formatUsdt(row.original.balance, language),
      },
      {
        id: 'status',
        header: t('players.column.status'),
        enableSorting: false,
        cell: ({ row }) => <PlayerStatus isLocked={row.original.is_locked} />,
      },
      {
        id: 'created_at',
        header: t('players.column.created'),
        accessorKey: 'created_at',
        sortDescFirst: true,
        cell: ({ row }) => formatDateTime(row.original.created_at, language),
      },
      {
        id: 'last_sign_in_at',
        header: t('players.column.lastSignIn'),
        accessorKey: 'last_sign_in_at',
        sortDescFirst: true,
        cell: ({ row }) =>
          row.original.last_sign_in_at
            ? formatDateTime(row.original.last_sign_in_at, language)
            : t('players.never'),
      },
    ],
    [t, language],
  )

  const table = useReactTable({
    data: data?.list ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    enableSortingRemoval: false,
    rowCount: data?.total ?? 0,
    getRowId: (row) => String(row.user_id),
    state: { sorting, pagination },
    onSortingChange,
    onPaginationChange,
  })

  return (
    <div className="bo-section bo-players">
      <header className="bo-page-header">
        <h1>{t('players.title')}</h1>
        <SearchForm
          className="bo-player-search"
          label={t('players.searchLabel')}
          buttonLabel={t('players.searchButton')}
          maxLength={254}
          query={q}
          onSearch={(text) => update({ q: text, start: 0 })}
        />
      </header>
      <section className="panel bo-players-results" aria-label={t('players.results')}>
        <DataTable
          table={table}
          caption={q ? t('players.resultsFor', { q }) : t('players.results')}
          isLoading={isLoading}
          error={error}
          onRetry={reload}
          loadingLabel={t('players.loading')}
          emptyText={q ? t('players.empty') : t('players.none')}
        />
      </section>
    </div>
  )
}
