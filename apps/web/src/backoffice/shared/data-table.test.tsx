import {
  type ColumnDef,
  getCoreRowModel,
  type PaginationState,
  type SortingState,
  useReactTable,
} from '@tanstack/react-table'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { i18n } from 'i18next'
import { useState } from 'react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createBackofficeI18n } from '../i18n/backoffice-i18n'
import { DataTable } from './data-table'

type Bet = { id: string; game: string; stake: string }

const COLUMNS: ColumnDef<Bet>[] = [
  { id: 'game', header: 'Game', enableSorting: false, cell: ({ row }) => row.original.game },
  {
    id: 'stake',
    accessorFn: (row) => row.stake,
    header: 'Stake',
    meta: { isNumeric: true },
    cell: ({ row }) => row.original.stake,
  },
]

const bets = (count: number, from = 1): Bet[] =>
  Array.from({ length: count }, (_, index) => ({
    id: String(from + index),
    game: `Game ${from + index}`,
    stake: `${from + index}.00`,
  }))

type HarnessProps = {
  rows: Bet[]
  /** The server's count over every page; undefined when it gives none. */
  total?: number
  isLoading?: boolean
  error?: unknown
  onRetry?: () => void
  onQuery?: (query: { pagination: PaginationState; sorting: SortingState }) => void
  initialPage?: number
}

/** A caller as the back office writes one: the table's state is the query the server is asked. */
function Harness({
  rows,
  total,
  isLoading = false,
  error,
  onRetry = () => undefined,
  onQuery = () => undefined,
  initialPage = 0,
}: HarnessProps) {
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: initialPage, pageSize: 20 })
  const [sorting, setSorting] = useState<SortingState>([])
  const table = useReactTable({
    data: rows,
    columns: COLUMNS,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row.id,
    manualPagination: true,
    manualSorting: true,
    ...(total === undefined ? { pageCount: -1 } : { rowCount: total }),
    state: { pagination, sorting },
    onPaginationChange: (updater) => {
      const next = typeof updater === 'function' ? updater(pagination) : updater
      setPagination(next)
      onQuery({ pagination: next, sorting })
    },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater
      setSorting(next)
      onQuery({ pagination, sorting: next })
    },
  })
  return (
    <DataTable
      table={table}
      caption="The player’s bets"
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
      loadingLabel="Loading the bets"
      emptyText="No bets yet."
    />
  )
}

let texts: i18n
beforeAll(async () => {
  texts = await createBackofficeI18n('en')
})
afterEach(cleanup)

const show = (props: HarnessProps) =>
  render(
    <I18nextProvider i18n={texts}>
      <Harness {...props} />
    </I18nextProvider>,
  )
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement

describe('the shared back-office table', () => {
  it('shows skeleton rows until the first answer, then the rows greyed while the next one loads', () => {
    const { rerender } = show({ rows: [], isLoading: true })
    expect(screen.getByRole('status', { name: 'Loading the bets' })).toBeTruthy()
    expect(screen.queryByRole('table')).toBeNull()
    rerender(
      <I18nextProvider i18n={texts}>
        <Harness rows={bets(3)} total={3} isLoading />
      </I18nextProvider>,
    )
    expect(screen.getByRole('table', { name: 'The player’s bets' }).getAttribute('aria-busy')).toBe('true')
  })

  it('shows the failure with a retry, and the empty text for a list with no rows', async () => {
    const onRetry = vi.fn()
    show({ rows: [], error: { status: 503, msg: 'serverError' }, onRetry })
    const alert = screen.getByRole('alert')
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(onRetry).toHaveBeenCalledOnce()
    cleanup()
    show({ rows: [], total: 0 })
    expect(screen.getByText('No bets yet.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull()
  })

  it('right-aligns a numeric column and says where the page sits among the server’s count', () => {
    show({ rows: bets(20), total: 45 })
    expect(screen.getByRole('columnheader', { name: /Stake/ }).className).toBe('bo-amount')
    expect(screen.getByRole('cell', { name: '1.00' }).className).toBe('bo-amount numeric')
    expect(screen.getByText('Rows 1–20 of 45')).toBeTruthy()
    expect(button('Previous').disabled).toBe(true)
    expect(button('Next').disabled).toBe(false)
  })

  it('asks for the next page and a new page size from the first page, and stops at the last page', async () => {
    const onQuery = vi.fn()
    show({ rows: bets(20), total: 45, onQuery })
    await userEvent.click(button('Next'))
    expect(onQuery).toHaveBeenLastCalledWith({ pagination: { pageIndex: 1, pageSize: 20 }, sorting: [] })
    await userEvent.selectOptions(screen.getByLabelText('Rows per page'), '50')
    expect(onQuery).toHaveBeenLastCalledWith({ pagination: { pageIndex: 0, pageSize: 50 }, sorting: [] })
    cleanup()
    show({ rows: bets(5, 41), total: 45, initialPage: 2 })
    expect(screen.getByText('Rows 41–45 of 45')).toBeTruthy()
    expect(button('Next').disabled).toBe(true)
  })

  it('takes a full page for “there may be more” when the server gives no count', () => {
    show({ rows: bets(20) })
    expect(screen.getByText('Rows 1–20')).toBeTruthy()
    expect(button('Next').disabled).toBe(false)
    cleanup()
    show({ rows: bets(7, 21), initialPage: 1 })
    expect(screen.getByText('Rows 21–27')).toBeTruthy()
    expect(button('Next').disabled).toBe(true)
  })

  it('keeps the pager past the last page, so an operator whose rows moved on can page back', () => {
    show({ rows: [], total: 20, initialPage: 1 })
    expect(screen.getByText('No bets yet.')).toBeTruthy()
    expect(button('Previous').disabled).toBe(false)
  })

  it('sorts on the server from the sortable column’s header, which says which way the rows run', async () => {
    const onQuery = vi.fn()
    show({ rows: bets(3), total: 3, onQuery })
    expect(within(screen.getByRole('columnheader', { name: 'Game' })).queryByRole('button')).toBeNull()
    const stake = screen.getByRole('columnheader', { name: /Stake/ })
    expect(stake.getAttribute('aria-sort')).toBeNull()
    await userEvent.click(within(stake).getByRole('button', { name: /Stake/ }))
    expect(onQuery).toHaveBeenLastCalledWith({
      pagination: { pageIndex: 0, pageSize: 20 },
      sorting: [{ id: 'stake', desc: false }],
    })
    expect(stake.getAttribute('aria-sort')).toBe('ascending')
  })
})
