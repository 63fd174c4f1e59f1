import type { RealityCheckUpdate } from '@app/contract'
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { STORAGE_KEYS } from '../../../shared/storage/storage-keys'
import { fakeApi, renderWithStore } from '../../wallet/wallet-test-support'
import { realityCheck } from './protection-test-support'
import { RealityCheckSetting } from './reality-check-setting'

const STARTED = new Date(Date.now() - 125 * 60_000).toISOString()

beforeEach(() => localStorage.setItem(STORAGE_KEYS.token, 'token'))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  localStorage.clear()
  sessionStorage.clear()
})

describe('the reality check setting', () => {
  it('saves the chosen interval with a toast, its first reminder a full interval from now', async () => {
    const calls = fakeApi({
      'GET /sports/api/v1/member/reality_check': { data: realityCheck({ session_started_at: STARTED }) },
      'PUT /sports/api/v1/member/reality_check': {
        data: realityCheck({ session_started_at: STARTED, interval_minutes: 30 }),
      },
    })
    const { store } = renderWithStore(<RealityCheckSetting />)
    const off = await screen.findByRole('radio', { name: 'Off' })
    expect((off as HTMLInputElement).checked).toBe(true)
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement
    expect(save.disabled).toBe(true)
    await userEvent.click(screen.getByRole('radio', { name: '30 minutes' }))
    await userEvent.click(save)
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
        { interval_minutes: 30 } satisfies RealityCheckUpdate,
      ]),
    )
    expect(store.getState().ui.toast).toMatchObject({
      type: 'successful',
      message: 'protection.reality.saved',
    })
    // 125 minutes in, the four reminders of 30 minutes already past do not all pop up at once.
    expect(sessionStorage.getItem(`reality_checks_acknowledged:${STARTED}`)).toBe('{"count":4,"minutes":30}')
    await waitFor(() =>
      expect((screen.getByRole('radio', { name: '30 minutes' }) as HTMLInputElement).checked).toBe(true),
    )
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true)
  })
})
