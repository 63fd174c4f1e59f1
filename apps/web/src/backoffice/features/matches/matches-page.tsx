import { MATCH_SORTS, type MatchSort, type OperatorMatch } from '@app/contract'
import { isSportsGame, MATCH_STATUS, SPORTS_GAMES, type SportsGame } from '@app/domain'
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
import { MatchResult, MatchStatusTag, matchStatusName } from './match-status'
import { type MatchListQuery, matchesApi } from './matches-api'
import './matches.css'

const DEFAULT_SORT: MatchSort = '-starts_at'
const DEFAULT_PAGE_SIZE = PAGE_SIZES[0]
const STATUS_CODES: readonly number[] = Object.values(MATCH_STATUS)

const isMatchSort = (text: string | null): text is MatchSort =>
  text !== null && (MATCH_SORTS as readonly string[]).includes(text)

/** The list's filters, order and page, kept in the address so a reload or a shared link shows the same. */
function useListState() {
  const [params, setParams] = useSearchParams()
  const sportParam = params.get('sport') ?? ''
  const statusParam = Number(params.get('status') ?? Number.NaN)
  const sortParam = params.get('sort')
  const limitParam = Number(params.get('limit'))
  const limit = (PAGE_SIZES as readonly number[]).includes(limitParam) ? limitParam : DEFAULT_PAGE_SIZE
  const query: MatchListQuery = {
    q: params.get('q') ?? '',
    sport: isSportsGame(sportParam) ? sportParam : undefined,
    status: STATUS_CODES.includes(statusParam) ? statusParam : undefined,
    sort: isMatchSort(sortParam) ? sortParam : DEFAULT_SORT,
    start: Math.max(0, Math.floor(Number(params.get('start')) / limit) * limit || 0),
    limit,
  }
  const update = useCallback(
    (next: Partial<Record<keyof MatchListQuery, string | number | undefined>>) =>
      setParams((current) => {
        const merged = new URLSearchParams(current)
        for (const [key, value] of Object.entries(next)) {
          if (value === undefined || value === '') merged.delete(key)
          else merged.set(key, String(value))
        }
        return merged
      }),
    [setParams],
  )
  return { query, update }
}

/**
 * The trading desk's matches: JC soccer, JC basketball and BD matches with their results and the
 * bets on them, searched, filtered, sorted and paged by the server; each opens its match page.
 */
export function MatchesPage() {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  const id = useId()
  const { query, update } = useListState()
  const { q, sort, start, limit } = query
  const [text, setText] = useState(q)

  const { data, error, isLoading, reload } = useLoaded(JSON.stringify(query), () => matchesApi.list(query), {
    keepPrevious: true,
  })

  const sorting: SortingState = [{ id: sort.replace(/^-/, ''), desc: sort.startsWith('-') }]
  const pagination: PaginationState = { pageIndex: start / limit, pageSize: limit }

  const columns = useMemo<ColumnDef<OperatorMatch>[]>(
    () => [
      {
        id: 'starts_at',
        header: t('matches.column.kickOff'),
        accessorKey: 'match_start_time',
        sortDescFirst: true,
        cell: ({ row }) => (
          <time className="numeric" dateTime={row.original.match_start_time}>
            {formatDateTime(row.original.match_start_time, language)}
          </time>
        ),
      },
      {
        id: 'match',
        header: t('matches.column.match'),
        enableSorting: false,
        cell: ({ row: { original } }) => (
          <>
            <Link to={`/matches/${encodeURIComponent(original.match_id)}`} className="bo-match-link">
              {t('matches.teams', { home: original.home_name, away: original.away_name })}
            </Link>
            <br />
            <span className="muted">
              {t(`matches.sport.${original.game}`)} · {original.league_name}
            </span>
          </>
        ),
      },
      {
        id: 'status',
        header: t('matches.column.status'),
        enableSorting: false,
        cell: ({ row }) => <MatchStatusTag status={row.original.status} />,
      },
      {
        id: 'result',
        header: t('matches.column.result'),
        enableSorting: false,
        cell: ({ row }) => <MatchResult match={row.original} />,
      },
      {
        id: 'bets',
        header: t('matches.column.bets'),
        accessorFn: (row) => row.bets.count,
        sortDescFirst: true,
        meta: { isNumeric: true },
        cell: ({ row: { original } }) => (
          <>
            {original.bets.count.toLocaleString(language)}
            {original.bets.pending > 0 && (
              <>
                <br />
                <span className="muted">
                  {t('matches.pendingCount', { count: original.bets.pending.toLocaleString(language) })}
                </span>
              </>
            )}
          </>
        ),
      },
      {
        id: 'stake',
        header: t('matches.column.stake'),
        accessorFn: (row) => row.bets.stake,
        sortDescFirst: true,
        meta: { isNumeric: true },
        cell: ({ row }) => formatUsdt(row.original.bets.stake, language),
      },
      {
        id: 'payout',
        header: t('matches.column.payout'),
        enableSorting: false,
        meta: { isNumeric: true },
        cell: ({ row }) => formatUsdt(row.original.bets.payout, language),
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
    enableMultiSort: false,
    rowCount: data?.total ?? 0,
    getRowId: (row) => row.match_id,
    state: { sorting, pagination },
    onSortingChange: (updater: Updater<SortingState>) => {
      const [next] = typeof updater === 'function' ? updater(sorting) : updater
      const asked = next ? (next.desc ? `-${next.id}` : next.id) : undefined
      if (isMatchSort(asked ?? null)) update({ sort: asked, start: 0 })
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

  const isFiltered = q !== '' || query.sport !== undefined || query.status !== undefined
  return (
    <div className="bo-matches">
      <header className="bo-page-header">
        <h1>{t('matches.title')}</h1>
      </header>
      {/* biome-ignore lint/a11y/useSemanticElements: jsdom, where the component tests run, has no <search> element yet */}
      <form className="bo-match-filters" role="search" onSubmit={handleSearch}>
        <div className="field">
          <label htmlFor={`${id}-q`}>{t('matches.filter.search')}</label>
          <input
            id={`${id}-q`}
            type="search"
            maxLength={100}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <button type="submit" className="button">
          <Search aria-hidden size={18} />
          {t('matches.filter.searchButton')}
        </button>
        <div className="field">
          <label htmlFor={`${id}-sport`}>{t('matches.filter.sport')}</label>
          <select
            id={`${id}-sport`}
            value={query.sport ?? ''}
            onChange={(event) => update({ sport: event.target.value, start: 0 })}
          >
            <option value="">{t('matches.filter.allSports')}</option>
            {SPORTS_GAMES.map((sport: SportsGame) => (
              <option key={sport} value={sport}>
                {t(`matches.sport.${sport}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-status`}>{t('matches.filter.status')}</label>
          <select
            id={`${id}-status`}
            value={query.status ?? ''}
            onChange={(event) => update({ status: event.target.value, start: 0 })}
          >
            <option value="">{t('matches.filter.allStatuses')}</option>
            {STATUS_CODES.map((code) => (
              <option key={code} value={code}>
                {t(`matches.status.${matchStatusName(code) ?? 'open'}`)}
              </option>
            ))}
          </select>
        </div>
      </form>
      <section className="panel bo-table-panel" aria-label={t('matches.results')}>
        <DataTable
          table={table}
          caption={t('matches.results')}
          isLoading={isLoading}
          error={error}
          onRetry={reload}
          loadingLabel={t('matches.loading')}
          emptyText={isFiltered ? t('matches.empty') : t('matches.none')}
        />
      </section>
    </div>
  )
}
