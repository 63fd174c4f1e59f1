import type { BetStatistics } from '@app/contract'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { STORAGE_KEYS } from '../../shared/storage/storage-keys'
import { fakeApi, renderWithStore, stubResizeObserver } from '../wallet/wallet-test-support'
import { ReportsPage } from './reports'

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.token, 'token')
  // Recharts measures its container.
  stubResizeObserver()
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  localStorage.clear()
})

const zero = { turnover: '0', payout: '0', net: '0', bet_count: 0 }
const REPORT: BetStatistics = {
  currency: 'CNY',
  exchange: '7',
  start_date: '2026-02-27',
  end_date: '2026-03-01',
  totals: { turnover: '30', payout: '45.5', net: '15.5', bet_count: 3 },
  by_day: [
    { date: '2026-02-27', ...zero },
    { date: '2026-02-28', turnover: '10', payout: '0', net: '-10', bet_count: 1 },
    { date: '2026-03-01', turnover: '20', payout: '45.5', net: '25.5', bet_count: 2 },
  ],
  by_game: [
    { game: 'soccer', game_id: 10, turnover: '10', payout: '0', net: '-10', bet_count: 1 },
    { game: 'cricket', game_id: null, turnover: '20', payout: '45.5', net: '25.5', bet_count: 2 },
  ],
}

describe('ReportsPage', () => {
  it('shows the totals in the player’s currency, both charts and the tables', async () => {
    const calls = fakeApi({ 'GET /sports/api/v1/member/bet/statistics': { data: REPORT } })
    renderWithStore(<ReportsPage />, { path: '/reports?start_date=2026-02-27&end_date=2026-03-01' })
    const totals = await screen.findByTestId('report-totals')
    expect(within(totals).getByText('210.00 CNY')).toBeTruthy()
    expect(within(totals).getByText('318.50 CNY')).toBeTruthy()
    expect(within(totals).getByText('+108.50 CNY').className).toContain('amount-positive')
    expect(await screen.findByTestId('chart-net-by-day')).toBeTruthy()
    expect(screen.getByTestId('chart-turnover-by-game')).toBeTruthy()
    expect(screen.getByText('Net by day (CNY)')).toBeTruthy()

    const byGame = screen.getByRole('table', { name: 'By game' })
    expect(within(byGame).getByRole('rowheader', { name: 'Cricket' })).toBeTruthy()
    expect(within(byGame).getByText('-70.00 CNY').className).toContain('amount-negative')
    // Days without bets stay out of the table; the newest comes first.
    const byDay = screen.getByRole('table', { name: 'By day' })
    expect(
      within(byDay)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Mar 1, 2026', 'Feb 28, 2026'])
    const [call] = calls
    expect(call?.query.get('start_date')).toBe('2026-02-27')
    expect(call?.query.get('end_date')).toBe('2026-03-01')
    expect(call?.query.get('game_id')).toBe('')
  })

  it('asks again for a chosen game', async () => {
    const calls = fakeApi({ 'GET /sports/api/v1/member/bet/statistics': { data: REPORT } })
    renderWithStore(<ReportsPage />, { path: '/reports' })
    await screen.findByTestId('report-totals')
    await userEvent.selectOptions(screen.getByLabelText('Game'), 'cricket')
    await waitFor(() => expect(calls.at(-1)?.query.get('game_id')).toBe('cricket'))
  })

  it('shows the spec’s empty text when no bet was settled in the range', async () => {
    fakeApi({
      'GET /sports/api/v1/member/bet/statistics': {
        data: {
          ...REPORT,
          totals: zero,
          by_day: REPORT.by_day.map((day) => ({ ...day, ...zero })),
          by_game: [],
        },
      },
    })
    renderWithStore(<ReportsPage />, { path: '/reports' })
    expect(await screen.findByText('No records')).toBeTruthy()
    expect(screen.queryByTestId('chart-net-by-day')).toBeNull()
  })

  it('shows the spec’s error text with a retry', async () => {
    fakeApi({ 'GET /sports/api/v1/member/bet/statistics': { status: 404, msg: 'NOT_FOUND' } })
    renderWithStore(<ReportsPage />, { path: '/reports' })
    expect(await screen.findByText('The reports could not be loaded.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })

  it('explains a range the server would refuse, without asking it', async () => {
    const calls = fakeApi({})
    renderWithStore(<ReportsPage />, { path: '/reports?start_date=2026-03-02&end_date=2026-03-01' })
    expect(await screen.findByText('The first day cannot come after the last day.')).toBeTruthy()
    expect(calls).toHaveLength(0)
  })
})
