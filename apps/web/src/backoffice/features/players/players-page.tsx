import { PLAYER_SORTS, type PlayerSort, type PlayerSummary } from '@app/contract'
import {
  type ColumnDef,
  getCoreRowModel,
  type PaginationState,
  type SortingState,
  type Updater,
  useReactTable,
} from '@tanstack/react-table'
import { Search } from 'lucide-react'
import { type FormEvent, useCallback, useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { formatDateTime, formatUsdt } from '../../../shared/format/format'
import { DataTable } from '../../shared/data-table'
import { useLoaded } from '../../shared/use-loaded'
import { PAGE_SIZES } from '../../shared/use-paging'
import { PlayerStatus } from './player-status'
import { playersApi } from './players-api'
import './players.css'

const DEFAULT_SORT: PlayerSort = '-created_at'
const DEFAULT_PAGE_SIZE = PAGE_SIZES[0]

const isPlayerSort = (text: string | null): text is PlayerSort =>
  text !== null && (PLAYER_SORTS as readonly string[]).includes(text)

/** The list's search, order and page, kept in the address so a reload or a shared link shows the same. */
function useListState() {
  const [params, setParams] = useSearchParams()
  const q = params.get('q') ?? ''
  const sortParam = params.get('sort')
  const sort = isPlayerSort(sortParam) ? sortParam : DEFAULT_SORT
  const limitParam = Number(params.get('limit'))
  const limit = (PAGE_SIZES as readonly number[]).includes(limitParam) ? limitParam : DEFAULT_PAGE_SIZE
  const start = Math.max(0, Math.floor(Number(params.get('start')) / limit) * limit || 0)
  const update = useCallback(
    (next: { q?: string; sort?: PlayerSort; start?: number; limit?: number }) =>
      setParams((current) => {
        const merged = new URLSearchParams(current)
        for (const [key, value] of Object.entries(next)) merged.set(key, String(value))
        return merged
      }),
    [setParams],
  )
  return { q, sort, start, limit, update }
}

/** The players list: a search over id, nickname, email, mobile and invite code, sorted and paged by the server. */
export function PlayersPage() {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  const searchId = useId()
  const { q, sort, start, limit, update } = useListState()
  const [text, setText] = useState(q)

  const { data, error, isLoading, reload } = useLoaded(
    JSON.stringify({ q, sort, start, limit }),
    () => playersApi.search(q, sort, { start, limit }),
    { keepPrevious: true },
  )

  const sorting: SortingState = [{ id: sort.replace(/^-/, ''), desc: sort.startsWith('-') }]
  const pagination: PaginationState = { pageIndex: start / limit, pageSize: limit }

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
          <Link to={`/players/${row.original.user_id}`} className="bo-player-link">
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
    onSortingChange: (updater: Updater<SortingState>) => {
      const [next] = typeof updater === 'function' ? updater(sorting) : updater
      if (!next || !isPlayerSort(next.id)) return
      update({ sort: (next.desc ? `-${next.id}` : next.id) as PlayerSort, start: 0 })
    },
    onPaginationChange: (updater: Updater<PaginationState>) => {
      const next = typeof updater === 'function' ? updater(pagination) : updater
      const isNewSize = next.pageSize !== limit
      update({ limit: next.pageSize, start: isNewSize ? 0 : next.pageIndex * next.pageSize })
    },
  })

  function handleSearch(event: FormEvent) {
    event.preventDefault()
    update({ q: text.trim(), start: 0 })
  }

  return (
    <div className="bo-players">
      <header className="bo-page-header">
        <h1>{t('players.title')}</h1>
        {/* biome-ignore lint/a11y/useSemanticElements: jsdom, where the component tests run, has no <search> element yet */}
        <form className="bo-player-search" role="search" onSubmit={handleSearch}>
          <div className="field">
            <label htmlFor={searchId}>{t('players.searchLabel')}</label>
            <input
              id={searchId}
              type="search"
              maxLength={254}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          </div>
          <button type="submit" className="button">
            <Search aria-hidden size={18} />
            {t('players.searchButton')}
          </button>
        </form>
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
