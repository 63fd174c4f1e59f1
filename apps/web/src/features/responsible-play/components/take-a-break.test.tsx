import type { MemberLimits, TimeOutRequest } from '@app/contract'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { formatDateTime } from '../../../shared/format/format'
import { STORAGE_KEYS } from '../../../shared/storage/storage-keys'
import { fakeApi, renderWithStore } from '../../wallet/wallet-test-support'
import { memberLimits, polyfillDialog, realityCheck } from './protection-test-support'
import { ResponsiblePlay } from './responsible-play-section'

beforeAll(polyfillDialog)
beforeEach(() => localStorage.setItem(STORAGE_KEYS.token, 'token'))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  localStorage.clear()
})

const DAY_MS = 86_400_000

function breakApi(limits: MemberLimits, answers: Record<string, unknown> = {}) {
  return fakeApi({
    'GET /sports/api/v1/member/limits': { data: limits },
    'GET /sports/api/v1/member/reality_check': {
      data: realityCheck({ session_started_at: new Date().toISOString() }),
    },
    ...answers,
  })
}

const section = (name: string) => screen.findByRole('region', { name })

describe('taking a break', () => {
  it('confirms a time-out in a dialog that says plainly what happens, then sends it with an idempotency key', async () => {
    const until = new Date(Date.now() + 7 * DAY_MS).toISOString()
    const calls = breakApi(memberLimits(), {
      'POST /sports/api/v1/member/time_out': {
        data: memberLimits([], { kind: 'time_out', started_at: new Date().toISOString(), until }),
      },
    })
    const { store } = renderWithStore(<ResponsiblePlay />)
    await userEvent.click(within(await section('Time-out')).getByRole('button', { name: '7 days' }))
    const dialog = screen.getByRole('dialog', { name: 'Time-out: 7 days' })
    const text = dialog.textContent ?? ''
    expect(text).toContain('Your break ends on')
    expect(text).toContain('Once it starts, it cannot be shortened or lifted, by you or by our support team.')
    expect(text).toContain('Deposits, bets, transfers to games and promotions close for the whole break.')
    expect(text).toContain('Any game you have open ends now.')
    expect(text).toContain('Withdrawals and your messages stay available.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start time-out' }))

    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1))
    const [post] = calls.filter((call) => call.method === 'POST')
    expect(post?.path).toBe('/sports/api/v1/member/time_out')
    expect(post?.body).toEqual({ duration: '7d' } satisfies TimeOutRequest)
    expect(post?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{32,36}$/)
    expect(store.getState().ui.toast).toMatchObject({
      type: 'successful',
      message: 'protection.break.started',
    })
    const banner = await screen.findByText(`You are on a time-out until ${formatDateTime(until, 'en')}.`)
    expect(banner.closest('[role="status"]')?.textContent).toContain(
      'Withdrawals and messages stay available.',
    )
  })

  it('says a permanent self-exclusion never ends, and sends nothing when cancelled', async () => {
    const calls = breakApi(memberLimits())
    renderWithStore(<ResponsiblePlay />)
    await userEvent.click(within(await section('Self-exclusion')).getByRole('button', { name: 'Permanent' }))
    const dialog = screen.getByRole('dialog', { name: 'Self-exclusion: Permanent' })
    expect(dialog.textContent).toContain('This break never ends.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(calls.filter((call) => call.method === 'POST')).toEqual([])
  })

  it('disables the choices that would end before the break in force, which only a longer one may replace', async () => {
    const until = new Date(Date.now() + 300 * DAY_MS).toISOString()
    breakApi(memberLimits([], { kind: 'self_exclusion', started_at: new Date().toISOString(), until }))
    renderWithStore(<ResponsiblePlay />)
    expect(
      await screen.findByText(`You have excluded yourself until ${formatDateTime(until, 'en')}.`),
    ).toBeTruthy()
    const enabled = (name: string) =>
      section(name).then((found) =>
        within(found)
          .getAllByRole('button')
          .filter((button) => !(button as HTMLButtonElement).disabled)
          .map((button) => button.textContent),
      )
    expect(await enabled('Time-out')).toEqual([])
    expect(await enabled('Self-exclusion')).toEqual(['1 year', '2 years', '5 years', 'Permanent'])
    expect(screen.getByText(/A break can only be lengthened/)).toBeTruthy()
    await userEvent.click(within(await section('Self-exclusion')).getByRole('button', { name: '1 year' }))
    expect(screen.getByRole('dialog').textContent).toContain(
      `It replaces your current break, which ends on ${formatDateTime(until, 'en')}.`,
    )
  })

  it('reckons which choices lengthen the break on the server’s clock, not on a browser clock that is behind', async () => {
    // The server is 2 hours ahead; its time-out, taken an hour ago, ends in 6 days 23 hours.
    const serverNow = Date.now() + 2 * 3_600_000
    fakeApi({
      'GET /sports/api/v1/member/limits': {
        data: memberLimits([], {
          kind: 'time_out',
          started_at: new Date(serverNow - 3_600_000).toISOString(),
          until: new Date(serverNow + 7 * DAY_MS - 3_600_000).toISOString(),
        }),
      },
      'GET /sports/api/v1/member/reality_check': {
        data: realityCheck({
          session_started_at: new Date().toISOString(),
          now: new Date(serverNow).toISOString(),
        }),
      },
    })
    renderWithStore(<ResponsiblePlay />)
    const timeOut = await section('Time-out')
    await waitFor(() =>
      expect((within(timeOut).getByRole('button', { name: '7 days' }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    )
    expect((within(timeOut).getByRole('button', { name: '24 hours' }) as HTMLButtonElement).disabled).toBe(
      true,
    )
  })

  it('leaves no choice during a permanent self-exclusion and says it is for good', async () => {
    breakApi(memberLimits([], { kind: 'self_exclusion', started_at: new Date().toISOString(), until: null }))
    renderWithStore(<ResponsiblePlay />)
    expect(await screen.findByText('You have excluded yourself permanently.')).toBeTruthy()
    const buttons = [
      ...within(await section('Time-out')).getAllByRole('button'),
      ...within(await section('Self-exclusion')).getAllByRole('button'),
    ]
    expect(buttons).toHaveLength(8)
    expect(buttons.every((button) => (button as HTMLButtonElement).disabled)).toBe(true)
  })

  it('shows the server’s refusal in a toast', async () => {
    breakApi(memberLimits(), {
      'POST /sports/api/v1/member/self_exclusion': { status: 422, msg: 'BREAK_CANNOT_SHORTEN' },
    })
    const { store } = renderWithStore(<ResponsiblePlay />)
    await userEvent.click(within(await section('Self-exclusion')).getByRole('button', { name: '6 months' }))
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Exclude me' }))
    await waitFor(() =>
      expect(store.getState().ui.toast).toMatchObject({
        type: 'error',
        message: 'errors.BREAK_CANNOT_SHORTEN',
      }),
    )
  })

  it('links to the self-exclusion policy', async () => {
    breakApi(memberLimits())
    renderWithStore(<ResponsiblePlay />)
    const link = await screen.findByRole('link', { name: 'Read our self-exclusion policy' })
    expect(link.getAttribute('href')).toBe('/legal/self-exclusion')
  })
})
