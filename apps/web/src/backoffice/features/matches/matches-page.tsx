import { MATCH_SORTS, type MatchSort, type OperatorMatch } from '@app/contract'
import { isSportsGame, MATCH_STATUS, SPORTS_GAMES, type SportsGame } from '@app/domain'
import { type ColumnDef, getCoreRowModel, useReactTable } from '@tanstack/react-table'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatDateTime, formatUsdt } from '../../../shared/format/format'
import { DataTable } from '../../shared/data-table'
import { FilterSelect } from '../../shared/filter-select'
import { SearchForm } from '../../shared/search-form'
import { addressSorting, useListAddress } from '../../shared/use-list-address'
import { useLoaded } from '../../shared/use-loaded'
import { MatchResult, MatchStatusTag, matchStatusName } from './match-status'
import { type MatchListQuery, matchesApi } from './matches-api'
import './matches.css'

const DEFAULT_SORT: MatchSort = '-starts_at'
const STATUS_CODES: readonly number[] = Object.values(MATCH_STATUS)

const isMatchSort = (text: string | null): text is MatchSort =>
  text !== null && (MATCH_SORTS as readonly string[]).includes(text)

/** The list's filters, order and page, kept in the address so a reload or a shared link shows the same. */
function useListState() {
  const { params, update, start, limit, pagination, onPaginationChange } = useListAddress()
  const sportParam = params.get('sport') ?? ''
  const statusParam = Number(params.get('status') ?? Number.NaN)
  const sortParam = params.get('sort')
  const query: MatchListQuery = {
    q: params.get('q') ?? '',
    sport: isSportsGame(sportParam) ? sportParam : undefined,
    status: STATUS_CODES.includes(statusParam) ? statusParam : undefined,
    sort: isMatchSort(sortParam) ? sortParam : DEFAULT_SORT,
    start,
    limit,
  }
  return { query, update, pagination, onPaginationChange }
}

/**
 * The trading desk's matches: JC soccer, JC basketball and BD matches with their results and the
 * bets on them, searched, filtered, sorted and paged by the server; each opens its match page.
 */
export function MatchesPage() {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  const { query, update, pagination, onPaginationChange } = useListState()
  const { sorting, onSortingChange } = addressSorting(query.sort, isMatchSort, (next) =>
    update({ sort: next, start: 0 }),
  )

  const { data, error, isLoading, reload } = useLoaded(JSON.stringify(query), () => matchesApi.list(query), {
    keepPrevious: true,
  })

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
            <Link to={`/matches/${encodeURIComponent(original.match_id)}`} className="bo-row-link">
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
    onSortingChange,
    onPaginationChange,
  })

  const isFiltered = query.q !== '' || query.sport !== undefined || query.status !== undefined
  return (
    <div className="bo-section bo-matches">
      <header className="bo-page-header">
        <h1>{t('matches.title')}</h1>
      </header>
      <SearchForm
        className="bo-match-filters"
        label={t('matches.filter.search')}
        buttonLabel={t('matches.filter.searchButton')}
        maxLength={100}
        query={query.q}
        onSearch={(text) => update({ q: text, start: 0 })}
      >
        <FilterSelect
          label={t('matches.filter.sport')}
          allLabel={t('matches.filter.allSports')}
          value={query.sport}
          options={SPORTS_GAMES}
          optionLabel={(sport: SportsGame) => t(`matches.sport.${sport}`)}
          onChange={(next) => update({ sport: next, start: 0 })}
        />
        <FilterSelect
          label={t('matches.filter.status')}
          allLabel={t('matches.filter.allStatuses')}
          value={query.status}
          options={STATUS_CODES}
          optionLabel={(code) => t(`matches.status.${matchStatusName(code) ?? 'open'}`)}
          onChange={(next) => update({ status: next, start: 0 })}
        />
      </SearchForm>
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
