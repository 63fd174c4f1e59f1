import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { startSession } from '../../shared/operator-session'
import { deskAgent, fakeOperatorApi } from '../../testing/fake-operator-api'
import { stubWebSocket } from '../../testing/fake-web-socket'
import { renderBackoffice } from '../../testing/render-backoffice'
import { PRESENCE_HEARTBEAT_MS } from './agent'

const AWAY = deskAgent({ open_chats: 2 })

beforeEach(() => {
  stubWebSocket()
  startSession({ token: 'desk-token', operatorId: 7 })
  // Only the heartbeat's interval runs on the test's clock; the page's requests keep real time.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
})
afterEach(() => {
  vi.useRealTimers()
  cleanup()
  sessionStorage.clear()
  vi.unstubAllGlobals()
})

it('sets the agent available and repeats it every 30 s as a heartbeat until they step away', async () => {
  const api = fakeOperatorApi({
    'GET /support/me': () => AWAY,
    'PUT /support/presence': (call) => ({ ...AWAY, ...(call.body as { available: boolean }) }),
    'GET /support/conversations': () => [],
  })
  await renderBackoffice('/support')
  expect((await screen.findByText('2 / 5 open chats')).textContent).toBe('2 / 5 open chats')
  const available = screen.getByRole('button', { name: 'Available' })
  expect(available.getAttribute('aria-pressed')).toBe('false')

  fireEvent.click(available)
  await vi.waitFor(() => expect(available.getAttribute('aria-pressed')).toBe('true'))
  const beats = () => api.callsTo('PUT /support/presence').map((call) => call.body)
  expect(beats()).toEqual([{ available: true }])

  await act(() => vi.advanceTimersByTimeAsync(PRESENCE_HEARTBEAT_MS))
  await act(() => vi.advanceTimersByTimeAsync(PRESENCE_HEARTBEAT_MS))
  expect(beats()).toEqual([{ available: true }, { available: true }, { available: true }])

  fireEvent.click(screen.getByRole('button', { name: 'Away' }))
  await vi.waitFor(() => expect(available.getAttribute('aria-pressed')).toBe('false'))
  await act(() => vi.advanceTimersByTimeAsync(3 * PRESENCE_HEARTBEAT_MS))
  expect(beats()).toEqual([
    { available: true },
    { available: true },
    { available: true },
    { available: false },
  ])
})
