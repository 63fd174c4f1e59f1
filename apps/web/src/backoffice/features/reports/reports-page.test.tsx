import type { CashflowReport, DailyReport, GamesReport, RevenueFigures } from '@app/contract'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { startSession } from '../../shared/operator-session'
import {
  deskAgent,
  fakeOperatorApi,
  type OperatorCall,
  operatorWithRoles,
  Refusal,
} from '../../testing/fake-operator-api'
import { stubWebSocket } from '../../testing/fake-web-socket'
import { renderBackoffice } from '../../testing/render-backoffice'
import { defaultRange } from './report-range'

const figures = (overrides: Partial<RevenueFigures>): RevenueFigures => ({
  turnover: '0',
  payouts: '0',
  ggr: '0',
  bonus_cost: '0',
  ngr: '0',
  hold_percent: null,
  ...overrides,
})

const SOCCER = figures({ turnover: '10', ggr: '10', ngr: '10', hold_percent: '100.00' })
const CASINO = figures({ turnover: '5', payouts: '12', ggr: '-7', ngr: '-7', hold_percent: '-140.00' })
const TOTALS = figures({
  turnover: '15',
  payouts: '12',
  ggr: '3',
  bonus_cost: '1.5',
  ngr: '1.5',
  hold_percent: '20.00',
})

const daily = (call: OperatorCall): DailyReport => ({
  from: call.query.get('from') ?? '',
  to: call.query.get('to') ?? '',
  time_zone: 'UTC',
  game: null,
  days: [
    { day: '2026-05-01', ...figures({}) },
    { day: '2026-05-02', ...TOTALS },
  ],
  totals: TOTALS,
})

const games = (call: OperatorCall): GamesReport => ({
  from: call.query.get('from') ?? '',
  to: call.query.get('to') ?? '',
  time_zone: 'UTC',
  games: [
    { game: 'soccer', ...SOCCER },
    { game: 'tadaGames', ...CASINO },
    { game: null, ...figures({ bonus_cost: '1.5', ngr: '-1.5' }) },
  ],
  totals: TOTALS,
})

const cashflow = (call: OperatorCall): CashflowReport => ({
  from: call.query.get('from') ?? '',
  to: call.query.get('to') ?? '',
  time_zone: 'UTC',
  days: [
    {
      day: '2026-05-02',
      deposit_count: 2,
      deposits: '1500',
      withdrawal_count: 1,
      withdrawals: '30',
      net: '1470',
    },
  ],
  totals: { deposit_count: 2, deposits: '1500', withdrawal_count: 1, withdrawals: '30', net: '1470' },
})

function serveReports(extra: Record<string, (call: OperatorCall) => unknown> = {}) {
  return fakeOperatorApi({
    'GET /me': () => operatorWithRoles(['finance']),
    'GET /reports/daily': daily,
    'GET /reports/games': games,
    'GET /reports/cashflow': cashflow,
    'GET /reports/daily.csv': () => 'day,turnover',
    ...extra,
  })
}

const section = (name: string) => screen.getByRole('region', { name }) as HTMLElement
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent)

beforeEach(() => {
  startSession({ token: 'finance-token', operatorId: 5 })
})
afterEach(() => {
  cleanup()
  sessionStorage.clear()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('the reports', () => {
  it('shows the last week by day, by game and as cash flow, with totals, the formulas and the time zone', async () => {
    const api = serveReports()
    await renderBackoffice('/reports')
    const week = defaultRange(new Date())
    await screen.findByRole('table', { name: 'Revenue by game' })
    for (const route of ['GET /reports/daily', 'GET /reports/games', 'GET /reports/cashflow']) {
      expect(Object.fromEntries(api.callsTo(route)[0]?.query ?? []), route).toEqual(week)
    }
    expect(screen.getByText('GGR = turnover − payouts')).toBeTruthy()
    expect(screen.getByText('NGR = GGR − bonus cost')).toBeTruthy()
    expect(screen.getByText('Hold % = GGR ÷ turnover')).toBeTruthy()
    expect(screen.getByText(/Days are UTC days/)).toBeTruthy()

    const byGame = within(section('Revenue by game')).getByRole('table')
    const [, soccer, casino, bonus, total] = within(byGame).getAllByRole('row')
    expect(cellsOf(soccer as HTMLElement)).toEqual([
      'Soccer',
      '10.00',
      '0.00',
      '10.00',
      '0.00',
      '10.00',
      '100.00%',
    ])
    expect(cellsOf(casino as HTMLElement)).toEqual([
      'TaDa games',
      '5.00',
      '12.00',
      '-7.00',
      '0.00',
      '-7.00',
      '-140.00%',
    ])
    // A loss for the house reads in the error colour: GGR, NGR and hold.
    expect(
      within(casino as HTMLElement)
        .getAllByText(/^-/)
        .map((amount) => amount.className),
    ).toEqual(['numeric amount-negative', 'numeric amount-negative', 'numeric amount-negative'])
    expect(cellsOf(bonus as HTMLElement)).toEqual([
      'No game (bonus cost)',
      '0.00',
      '0.00',
      '0.00',
      '1.50',
      '-1.50',
      '—',
    ])
    expect(cellsOf(total as HTMLElement)).toEqual([
      'Total',
      '15.00',
      '12.00',
      '3.00',
      '1.50',
      '1.50',
      '20.00%',
    ])

    const byDay = within(section('Revenue by day')).getByRole('table')
    expect(
      within(byDay)
        .getAllByRole('row')
        .map((row) => within(row).queryAllByRole('cell')[0]?.textContent),
    ).toEqual([undefined, 'May 1, 2026', 'May 2, 2026', 'Total'])
    const flow = within(section('Deposits and withdrawals')).getByRole('table')
    expect(cellsOf(within(flow).getAllByRole('row')[1] as HTMLElement)).toEqual([
      'May 2, 2026',
      '2',
      '1,500.00',
      '1',
      '30.00',
      '1,470.00',
    ])
  })

  it('shows one game by day, saying its bonus cost is none', async () => {
    const api = serveReports()
    await renderBackoffice('/reports')
    await screen.findByRole('table', { name: 'Revenue by day' })
    await userEvent.selectOptions(screen.getByLabelText('Game'), 'TaDa games')
    await waitFor(() => expect(api.callsTo('GET /reports/daily').at(-1)?.query.get('game')).toBe('tadaGames'))
    expect(screen.getByText(/One game only/)).toBeTruthy()
    expect(api.callsTo('GET /reports/games')).toHaveLength(1)
  })

  it('asks for a chosen range, and explains a reversed or too long one instead of asking', async () => {
    const api = serveReports()
    const user = userEvent.setup()
    await renderBackoffice('/reports')
    await screen.findByRole('table', { name: 'Revenue by day' })
    const form = screen.getByRole('form', { name: 'Days of the reports' })
    const from = within(form).getByLabelText('From')
    const to = within(form).getByLabelText('To')
    const choose = async (first: string, last: string) => {
      await user.clear(from)
      await user.type(from, first)
      await user.clear(to)
      await user.type(to, last)
      await user.click(within(form).getByRole('button', { name: 'Show' }))
    }
    await choose('2025-01-01', '2026-01-02')
    expect(within(form).getByRole('alert').textContent).toBe(
      'A report covers at most 366 days. Please choose a shorter range.',
    )
    await choose('2026-05-02', '2026-05-01')
    expect(within(form).getByRole('alert').textContent).toBe('The last day comes before the first.')
    expect(api.callsTo('GET /reports/daily')).toHaveLength(1)

    await choose('2026-04-01', '2026-04-30')
    await waitFor(() =>
      expect(Object.fromEntries(api.callsTo('GET /reports/cashflow').at(-1)?.query ?? [])).toEqual({
        from: '2026-04-01',
        to: '2026-04-30',
      }),
    )
  })

  it('downloads a table as the server’s CSV of the same days, and says why when it cannot', async () => {
    const api = serveReports({ 'GET /reports/games.csv': () => new Refusal(403, 'FORBIDDEN') })
    const saved: string[] = []
    // jsdom keeps no files: the object URL is a stand-in and "saving" is the link's click.
    URL.createObjectURL = () => 'blob:report'
    URL.revokeObjectURL = () => {}
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function save(this: HTMLAnchorElement) {
      saved.push(this.download)
    })
    await renderBackoffice('/reports?from=2026-05-01&to=2026-05-02')
    await screen.findByRole('table', { name: 'Revenue by day' })
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV: Revenue by day' }))
    await waitFor(() => expect(saved).toEqual(['daily-2026-05-01-to-2026-05-02.csv']))
    expect(Object.fromEntries(api.callsTo('GET /reports/daily.csv')[0]?.query ?? [])).toEqual({
      from: '2026-05-01',
      to: '2026-05-02',
    })

    await userEvent.click(screen.getByRole('button', { name: 'Download CSV: Revenue by game' }))
    expect((await within(section('Revenue by game')).findByRole('alert')).textContent).toBe(
      'You are not allowed to do this.',
    )
  })

  it('is for finance: a support operator who opens its address has no access, and nothing is asked', async () => {
    stubWebSocket()
    const api = fakeOperatorApi({
      'GET /me': () => operatorWithRoles(['support']),
      'GET /support/me': () => deskAgent({ operator_id: 5, name: 'Sam' }),
    })
    await renderBackoffice('/reports')
    expect(await screen.findByRole('heading', { name: 'You do not have access' })).toBeTruthy()
    expect(api.calls.filter((call) => call.path.startsWith('/reports'))).toEqual([])
  })
})
