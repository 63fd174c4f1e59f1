import { cleanup, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { STORAGE_KEYS } from '../../../shared/storage/storage-keys'
import { fakeApi, renderWithStore } from '../../wallet/wallet-test-support'
import { SessionClock } from '..'
import { realityCheck } from './protection-test-support'

const STARTED = '2026-05-01T12:00:00.000Z'

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }))
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('the session clock', () => {
  it('shows how long the player has been signed in on the server’s clock, whatever the browser’s says', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'token')
    // The browser's clock is 5 minutes fast: the server says 1:02:03 have passed.
    vi.setSystemTime(Date.parse(STARTED) + (62 * 60 + 3 + 300) * 1000)
    fakeApi({
      'GET /sports/api/v1/member/reality_check': {
        data: realityCheck({
          session_started_at: STARTED,
          now: new Date(Date.parse(STARTED) + (62 * 60 + 3) * 1000).toISOString(),
        }),
      },
    })
    renderWithStore(<SessionClock />)
    const clock = await screen.findByTestId('session-clock')
    expect(clock.textContent).toBe('Session1:02:03')
    expect(clock.querySelector('time')?.getAttribute('datetime')).toBe('PT1H2M3S')
  })

  it('shows nothing to a guest and asks nothing', async () => {
    const calls = fakeApi({})
    const { container } = renderWithStore(<SessionClock />)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(container.textContent).toBe('')
    expect(calls).toEqual([])
  })
})
