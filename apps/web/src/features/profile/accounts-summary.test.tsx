import type { BetStatistics, MemberAccount } from '@app/contract'
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { STORAGE_KEYS } from '../../shared/storage/storage-keys'
import { fakeApi, renderWithStore } from '../wallet/wallet-test-support'
import { AccountsSummary, thisMonth } from './accounts-summary'

beforeEach(() => localStorage.setItem(STORAGE_KEYS.token, 'token'))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  localStorage.clear()
})

const account: MemberAccount = {
  score: '120.5',
  held: '20',
  currency: 'USDT',
  total_recharge: '500',
  vip: { level: 1, percent: 10, next_level: 2, next_recharge: '1000', remaining: '500' },
}
const totals = { turnover: '40', payout: '30', net: '-10', bet_count: 4 }
const month: BetStatistics = {
  currency: 'USDT',
  exchange: '1',
  start_date: '2026-03-01',
  end_date: '2026-03-17',
  totals,
  by_day: [],
  by_game: [],
}

describe('AccountsSummary', () => {
  it('shows the main wallet, what is held, their total and this month’s net from the report', async () => {
    const calls = fakeApi({
      'GET /sports/api/v1/member/account': { data: account },
      'GET /sports/api/v1/member/bet/statistics': { data: month },
    })
    renderWithStore(<AccountsSummary />)
    const wallets = await screen.findByTestId('accounts-wallets')
    expect(within(wallets).getByText('Main wallet').nextElementSibling?.textContent).toBe('120.50 USDT')
    expect(within(wallets).getByText('Held').nextElementSibling?.textContent).toBe('20.00 USDT')
    expect(within(wallets).getByText('Total').nextElementSibling?.textContent).toBe('140.50 USDT')
    const net = await screen.findByTestId('month-net')
    expect(within(net).getByText('-10.00 USDT').className).toContain('amount-negative')
    const report = calls.find((call) => call.path.endsWith('/bet/statistics'))
    expect(report?.query.get('start_date')).toBe(thisMonth(new Date()).start_date)
    expect(within(net).getByRole('link', { name: 'Open the full report' }).getAttribute('href')).toContain(
      '/reports?start_date=',
    )
  })

  it('counts this month from the first of the UTC month', () => {
    expect(thisMonth(new Date('2026-03-17T23:30:00-03:00'))).toEqual({
      start_date: '2026-03-01',
      end_date: '2026-03-18',
    })
  })
})
