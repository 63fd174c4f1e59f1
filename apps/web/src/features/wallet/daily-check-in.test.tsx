import type { CheckInStatus } from '@app/contract'
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DailyCheckIn } from './daily-check-in'
import { fakeApi, renderWithStore } from './wallet-test-support'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const rewards = ['0.5', '1', '1.5', '2', '3', '4', '8'].map((reward, index) => ({ day: index + 1, reward }))
const status = (overrides: Partial<CheckInStatus>): CheckInStatus => ({
  today: '2026-05-01',
  checked_in_today: false,
  streak: 2,
  next_day: 3,
  rewards,
  ...overrides,
})

describe('DailyCheckIn', () => {
  it('shows the 7-day strip with today highlighted, claims with an idempotency key and then shows the claimed state', async () => {
    let claimed = false
    const calls = fakeApi({
      'GET /activities/api/v1/benefit/check_in': () => ({
        data: claimed ? status({ checked_in_today: true, streak: 3, next_day: 4 }) : status({}),
      }),
      'POST /activities/api/v1/benefit/check_in': () => {
        claimed = true
        return { data: { streak_day: 3, reward: '1.5', score: '101.5' } }
      },
    })
    renderWithStore(<DailyCheckIn />)
    const today = await screen.findByTestId('check-in-day-3')
    expect(today.getAttribute('aria-current')).toBe('date')
    expect(today.textContent).toContain('Today')
    expect(screen.getByTestId('check-in-day-1').className).toContain('check-in-claimed')
    await userEvent.click(screen.getByRole('button', { name: 'Check in' }))
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Checked in today' })).toHaveProperty('disabled', true),
    )
    expect(screen.getByRole('status').textContent).toBe('You received 1.50 USDT.')
    expect(screen.getByTestId('check-in-day-3').className).toContain('check-in-claimedToday')
    const post = calls.find((call) => call.method === 'POST')
    expect(post?.headers.get('idempotency-key')).toBeTruthy()
  })

  it('shows the server’s refusal of a second claim the same day as error text', async () => {
    fakeApi({
      'GET /activities/api/v1/benefit/check_in': { data: status({}) },
      'POST /activities/api/v1/benefit/check_in': { status: 422, msg: 'ALREADY_CHECKED_IN' },
    })
    renderWithStore(<DailyCheckIn />)
    await userEvent.click(await screen.findByRole('button', { name: 'Check in' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You have already checked in today. Come back tomorrow.',
    )
  })
})
