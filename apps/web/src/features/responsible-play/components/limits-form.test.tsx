import type { LimitsUpdate } from '@app/contract'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { formatDateTime } from '../../../shared/format/format'
import { STORAGE_KEYS } from '../../../shared/storage/storage-keys'
import { fakeApi, type RecordedCall, renderWithStore } from '../../wallet/wallet-test-support'
import { memberLimits, playerLimit, polyfillDialog, realityCheck } from './protection-test-support'
import { ResponsiblePlay } from './responsible-play-section'

beforeAll(polyfillDialog)
beforeEach(() => localStorage.setItem(STORAGE_KEYS.token, 'token'))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  localStorage.clear()
})

const EFFECTIVE_AT = '2026-05-02T12:00:00Z'

/** The player's limits behind the fake API, with what each PUT sent and the answer it gets. */
function limitsApi(initial: ReturnType<typeof memberLimits>, answer = initial) {
  return fakeApi({
    'GET /sports/api/v1/member/limits': { data: initial },
    'PUT /sports/api/v1/member/limits': { data: answer },
    'GET /sports/api/v1/member/reality_check': {
      data: realityCheck({ session_started_at: new Date().toISOString() }),
    },
  })
}

const sent = (calls: RecordedCall[]) =>
  calls.filter((call) => call.method === 'PUT').map((call) => (call.body as LimitsUpdate).limits)

const row = async (kind: string, period: string) => {
  await screen.findByRole('region', { name: 'Limits' })
  const found = document.querySelector<HTMLElement>(`[data-limit="${kind}-${period}"]`)
  if (!found) throw new Error(`no ${kind} ${period} row`)
  return found
}

describe('the limits', () => {
  it('show each limit in force with what its window used and has left, and unset ones as no limit', async () => {
    limitsApi(memberLimits([playerLimit('deposit', 'day', { amount: '100', used: '20', remaining: '80' })]))
    renderWithStore(<ResponsiblePlay />)
    const deposit = await screen.findByRole('region', { name: 'Deposit limits' })
    expect(within(deposit).getAllByRole('listitem')).toHaveLength(3)
    const day = await row('deposit', 'day')
    expect(day.textContent).toContain('Limit100.00 USDT')
    expect(day.textContent).toContain('Used20.00 USDT')
    expect(day.textContent).toContain('Remaining80.00 USDT')
    expect((await row('wager', 'month')).textContent).toContain('No limit')
    expect(
      screen.getByText('Lowering a limit applies at once; raising or removing one applies after 24 hours.'),
    ).toBeTruthy()
  })

  it('show a raise waiting for its 24 hours with when it applies, and Cancel puts the amount in force again', async () => {
    const waiting = playerLimit('deposit', 'day', {
      amount: '100',
      used: '20',
      remaining: '80',
      pending: { amount: '200', effective_at: EFFECTIVE_AT },
    })
    const calls = limitsApi(memberLimits([waiting]), memberLimits([{ ...waiting, pending: null }]))
    const { store } = renderWithStore(<ResponsiblePlay />)
    const day = await row('deposit', 'day')
    expect(day.textContent).toContain(`Rises to 200.00 USDT on ${formatDateTime(EFFECTIVE_AT, 'en')}.`)
    await userEvent.click(within(day).getByRole('button', { name: 'Cancel change' }))
    await waitFor(() => expect(sent(calls)).toEqual([[{ kind: 'deposit', period: 'day', amount: '100' }]]))
    expect(store.getState().ui.toast).toMatchObject({
      type: 'successful',
      message: 'protection.limits.cancelled',
    })
    await waitFor(() => expect(within(day).queryByText(/Rises to/)).toBeNull())
  })

  it('ask before saving, saying a lower limit applies at once, and send it on OK', async () => {
    const calls = limitsApi(
      memberLimits([playerLimit('wager', 'week', { amount: '500', used: '0', remaining: '500' })]),
      memberLimits([playerLimit('wager', 'week', { amount: '300', used: '0', remaining: '300' })]),
    )
    const { store } = renderWithStore(<ResponsiblePlay />)
    const week = await row('wager', 'week')
    await userEvent.type(screen.getByRole('textbox', { name: 'Wager limits 7 days New limit (USDT)' }), '300')
    await userEvent.click(within(week).getByRole('button', { name: 'Save' }))
    const dialog = screen.getByRole('dialog', { name: 'Save this limit?' })
    expect(dialog.textContent).toContain('Wager limit (7 days): 300.00 USDT. It applies at once.')
    expect(sent(calls)).toEqual([])
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }))
    await waitFor(() => expect(sent(calls)).toEqual([[{ kind: 'wager', period: 'week', amount: '300' }]]))
    expect(store.getState().ui.toast).toMatchObject({
      type: 'successful',
      message: 'protection.limits.savedNow',
    })
    await waitFor(() => expect(week.textContent).toContain('Limit300.00 USDT'))
  })

  it('say that a raise waits 24 hours while the limit in force stays, and send nothing when cancelled', async () => {
    const calls = limitsApi(
      memberLimits([playerLimit('loss', 'month', { amount: '1000', used: '250', remaining: '750' })]),
    )
    renderWithStore(<ResponsiblePlay />)
    const month = await row('loss', 'month')
    await userEvent.type(within(month).getByRole('textbox'), '1500')
    await userEvent.click(within(month).getByRole('button', { name: 'Save' }))
    const dialog = screen.getByRole('dialog', { name: 'Save this limit?' })
    expect(dialog.textContent).toMatch(
      /Loss limit \(30 days\): 1,500\.00 USDT from .+\. Until then 1,000\.00 USDT stays in force\./,
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(sent(calls)).toEqual([])
  })

  it('remove a limit after asking, sending no amount, and show when the removal applies', async () => {
    const calls = limitsApi(
      memberLimits([playerLimit('deposit', 'day', { amount: '100', used: '0', remaining: '100' })]),
      memberLimits([
        playerLimit('deposit', 'day', {
          amount: '100',
          used: '0',
          remaining: '100',
          pending: { amount: null, effective_at: EFFECTIVE_AT },
        }),
      ]),
    )
    const { store } = renderWithStore(<ResponsiblePlay />)
    const day = await row('deposit', 'day')
    await userEvent.click(within(day).getByRole('button', { name: 'Remove limit' }))
    const dialog = screen.getByRole('dialog', { name: 'Remove this limit?' })
    expect(dialog.textContent).toMatch(
      /Deposit limit \(24 hours\): no limit from .+\. Until then 100\.00 USDT/,
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }))
    await waitFor(() => expect(sent(calls)).toEqual([[{ kind: 'deposit', period: 'day', amount: null }]]))
    expect(store.getState().ui.toast).toMatchObject({
      message: 'protection.limits.savedLater',
      params: { date: formatDateTime(EFFECTIVE_AT, 'en') },
    })
    await waitFor(() =>
      expect(day.textContent).toContain(`Removed on ${formatDateTime(EFFECTIVE_AT, 'en')}.`),
    )
    expect(within(day).queryByRole('button', { name: 'Remove limit' })).toBeNull()
  })

  it('refuse an empty field or the amount already in force under the field, without asking', async () => {
    const calls = limitsApi(
      memberLimits([playerLimit('deposit', 'week', { amount: '100', used: '0', remaining: '100' })]),
    )
    renderWithStore(<ResponsiblePlay />)
    const week = await row('deposit', 'week')
    await userEvent.click(within(week).getByRole('button', { name: 'Save' }))
    expect(within(week).getByText('Enter an amount.')).toBeTruthy()
    await userEvent.type(within(week).getByRole('textbox'), '100')
    await userEvent.click(within(week).getByRole('button', { name: 'Save' }))
    expect(within(week).getByText('This is already your limit.')).toBeTruthy()
    expect(within(week).getByRole('textbox').getAttribute('aria-invalid')).toBe('true')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(sent(calls)).toEqual([])
  })

  it('show the server’s refusal in a toast', async () => {
    fakeApi({
      'GET /sports/api/v1/member/limits': { data: memberLimits() },
      'PUT /sports/api/v1/member/limits': { status: 422, msg: 'VALIDATION_FAILED' },
      'GET /sports/api/v1/member/reality_check': {
        data: realityCheck({ session_started_at: new Date().toISOString() }),
      },
    })
    const { store } = renderWithStore(<ResponsiblePlay />)
    const day = await row('loss', 'day')
    await userEvent.type(within(day).getByRole('textbox'), '50')
    await userEvent.click(within(day).getByRole('button', { name: 'Save' }))
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'OK' }))
    await waitFor(() =>
      expect(store.getState().ui.toast).toMatchObject({ type: 'error', message: 'errors.VALIDATION_FAILED' }),
    )
  })
})
