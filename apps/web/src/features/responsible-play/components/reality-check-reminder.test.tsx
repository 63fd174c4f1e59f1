import type { RealityCheck } from '@app/contract'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes, useLocation } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { STORAGE_KEYS } from '../../../shared/storage/storage-keys'
import { fakeApi, type RecordedCall, renderWithStore } from '../../wallet/wallet-test-support'
import { polyfillDialog, realityCheck } from './protection-test-support'
import { RealityCheckReminder } from './reality-check-reminder'

const MINUTE_MS = 60_000
const SIGNED_IN_AT = Date.parse('2026-05-01T12:00:00Z')
const STARTED = new Date(SIGNED_IN_AT).toISOString()

beforeAll(polyfillDialog)
beforeEach(() => {
  // Only the clock is faked: the reminder reads the time, timers run as they do.
  vi.useFakeTimers({ toFake: ['Date'] })
  localStorage.setItem(STORAGE_KEYS.token, 'token')
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  localStorage.clear()
  sessionStorage.clear()
})

/** The server's reality check, read at the (faked) time of each request. */
function checkApi(set: Partial<RealityCheck> = {}) {
  return fakeApi({
    'GET /sports/api/v1/member/reality_check': () => ({
      data: realityCheck({
        session_started_at: STARTED,
        interval_minutes: 15,
        wagered: '120',
        net_result: '-35.5',
        ...set,
      }),
    }),
    'POST /sports/api/v1/sign_out': { data: null },
  })
}

function Address() {
  const { pathname, search } = useLocation()
  return <output data-testid="address">{pathname + search}</output>
}

function renderReminder() {
  return renderWithStore(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <RealityCheckReminder />
            <Address />
          </>
        }
      />
    </Routes>,
    { path: '/sport/soccer' },
  )
}

const checksAsked = (calls: RecordedCall[]) => calls.filter((call) => call.path.endsWith('/reality_check'))

describe('the reality check reminder', () => {
  it('appears once a full interval has passed, with the time, stakes and result of the session', async () => {
    vi.setSystemTime(SIGNED_IN_AT + 16 * MINUTE_MS)
    checkApi()
    renderReminder()
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' })
    expect(dialog.textContent).toContain('You have been signed in for 16 minutes.')
    expect(within(dialog).getByText('120.00 USDT')).toBeTruthy()
    const net = within(dialog).getByText('-35.50 USDT')
    expect(net.className).toContain('amount-negative')
  })

  it('goes on Continue and not again for the same check, even after a reload, but comes back at the next one', async () => {
    vi.setSystemTime(SIGNED_IN_AT + 16 * MINUTE_MS)
    const calls = checkApi()
    renderReminder()
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(sessionStorage.getItem(`reality_checks_acknowledged:${STARTED}`)).toBe('{"count":1,"minutes":15}')

    // A reload: a new page asks the server again and finds the check answered.
    cleanup()
    const asked = checksAsked(calls).length
    renderReminder()
    await waitFor(() => expect(checksAsked(calls).length).toBeGreaterThan(asked))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByRole('dialog')).toBeNull()

    // Fifteen minutes on, the window's focus reads the check again and the next reminder is due.
    vi.setSystemTime(SIGNED_IN_AT + 31 * MINUTE_MS)
    fireEvent.focus(window)
    const next = await screen.findByRole('dialog', { name: 'Reality check' })
    expect(next.textContent).toContain('You have been signed in for 31 minutes.')
  })

  it('appears after a reload when a due check was not answered', async () => {
    vi.setSystemTime(SIGNED_IN_AT + 50 * MINUTE_MS)
    sessionStorage.setItem(`reality_checks_acknowledged:${STARTED}`, '{"count":2,"minutes":15}')
    checkApi()
    renderReminder()
    expect(await screen.findByRole('dialog', { name: 'Reality check' })).toBeTruthy()
  })

  it('counts the session on the server’s clock, not on a browser clock that is wrong', async () => {
    // The browser thinks it is an hour later than the server does: 16 minutes in, not 76.
    vi.setSystemTime(SIGNED_IN_AT + 76 * MINUTE_MS)
    fakeApi({
      'GET /sports/api/v1/member/reality_check': {
        data: realityCheck({
          session_started_at: STARTED,
          interval_minutes: 60,
          now: new Date(SIGNED_IN_AT + 16 * MINUTE_MS).toISOString(),
        }),
      },
    })
    renderReminder()
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('never appears without an interval', async () => {
    vi.setSystemTime(SIGNED_IN_AT + 5 * 60 * MINUTE_MS)
    const calls = checkApi({ interval_minutes: null })
    renderReminder()
    await waitFor(() => expect(checksAsked(calls)).toHaveLength(1))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('leads to the account history, answering the check', async () => {
    vi.setSystemTime(SIGNED_IN_AT + 20 * MINUTE_MS)
    checkApi()
    renderReminder()
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'View history' }))
    expect(screen.getByTestId('address').textContent).toBe('/profile?section=accountHistory')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('signs the player out', async () => {
    vi.setSystemTime(SIGNED_IN_AT + 20 * MINUTE_MS)
    const calls = checkApi()
    const { store } = renderReminder()
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }))
    await waitFor(() => expect(store.getState().auth.isAuthorized).toBe(false))
    expect(calls.map((call) => `${call.method} ${call.path}`)).toContain('POST /sports/api/v1/sign_out')
    expect(screen.getByTestId('address').textContent).toBe('/')
  })
})
