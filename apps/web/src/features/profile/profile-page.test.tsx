import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
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
})
