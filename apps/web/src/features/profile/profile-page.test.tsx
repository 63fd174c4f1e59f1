import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes, useLocation } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi, renderWithStore } from '../wallet/wallet-test-support'
import { ProfilePage } from './profile-page'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('ProfilePage', () => {
  it('opens on rewards, switches content from the menu, and opens the wallet from its entry', async () => {
    fakeApi({
      'GET /activities/api/v1/benefit/check_in': {
        data: {
          today: '2026-05-01',
          checked_in_today: false,
          streak: 0,
          next_day: 1,
          rewards: [{ day: 1, reward: '0.5' }],
        },
      },
    })
    const { store } = renderWithStore(<ProfilePage />, { path: '/profile' })
    expect(screen.getByRole('heading', { level: 1, name: 'My profile' })).toBeDefined()
    const menu = screen.getByRole('navigation', { name: 'Profile menu' })
    expect(within(menu).getByRole('button', { name: 'Rewards' }).getAttribute('aria-current')).toBe('page')
    expect(await screen.findByRole('region', { name: 'Daily check-in' })).toBeDefined()

    await userEvent.click(within(menu).getByRole('button', { name: 'Transaction history' }))
    expect(store.getState().ui.selectedProfileMenu).toBe('transactions')
    expect(await screen.findByRole('region', { name: 'Transaction history' })).toBeDefined()

    await userEvent.click(within(menu).getByRole('button', { name: 'Wallet' }))
    expect(store.getState().ui).toMatchObject({ openedModal: 'wallet', walletType: 'deposit' })
    expect(store.getState().ui.selectedProfileMenu).toBe('transactions')
  })

  it('opens on the section the address names, responsible play from the self-exclusion page, then drops the query', async () => {
    fakeApi({
      'GET /sports/api/v1/member/limits': { data: { block: null, limits: [] } },
      'GET /sports/api/v1/member/reality_check': {
        data: {
          interval_minutes: null,
          session_started_at: new Date().toISOString(),
          now: new Date().toISOString(),
          wagered: '0',
          net_result: '0',
        },
      },
    })
    function Address() {
      const { pathname, search } = useLocation()
      return <output data-testid="address">{pathname + search}</output>
    }
    const { store } = renderWithStore(
      <Routes>
        <Route
          path="/profile"
          element={
            <>
              <ProfilePage />
              <Address />
            </>
          }
        />
      </Routes>,
      { path: '/profile?section=responsiblePlay' },
    )
    const menu = screen.getByRole('navigation', { name: 'Profile menu' })
    await waitFor(() =>
      expect(
        within(menu).getByRole('button', { name: 'Responsible play' }).getAttribute('aria-current'),
      ).toBe('page'),
    )
    expect(store.getState().ui.selectedProfileMenu).toBe('responsiblePlay')
    expect(await screen.findByRole('region', { name: 'Responsible play' })).toBeDefined()
    expect(await screen.findByRole('region', { name: 'Deposit limits' })).toBeDefined()
    expect(screen.getByTestId('address').textContent).toBe('/profile')
  })
})
