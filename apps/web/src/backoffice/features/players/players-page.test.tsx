import type { PlayerPage, PlayerSummary } from '@app/contract'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { deskAgent, fakeOperatorApi, type OperatorCall } from '../../testing/fake-operator-api'
import { renderBackoffice } from '../../testing/render-backoffice'
import { signOperatorInEachTest } from '../../testing/sign-operator-in-each-test'

/** Types into a field as a paste: one event, where typing is one per character. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field)
  await user.paste(text)
}

const player = (overrides: Partial<PlayerSummary>): PlayerSummary => ({
  user_id: 31,
  nickname: 'lucky_ana',
  email: 'ana@example.com',
  phone: null,
  role: 'user',
  balance: '1250.5',
  is_locked: false,
  created_at: '2026-05-01T11:00:00Z',
  last_sign_in_at: '2026-05-03T09:00:00Z',
  ...overrides,
})

const AGENT = deskAgent()

/** The players list's answers: 45 players in all, the page asked for being these three. */
function servePlayers(
  page: PlayerPage = {
    total: 45,
    list: [
      player({}),
      player({
        user_id: 44,
        nickname: 'bob_agent',
        email: null,
        phone: '+86 13800138000',
        role: 'agent',
        balance: '80',
        is_locked: true,
      }),
      player({ user_id: 52, nickname: 'newcomer', balance: '0', last_sign_in_at: null }),
    ],
  },
) {
  return fakeOperatorApi({
    'GET /support/me': () => AGENT,
    'GET /players': () => page,
  })
}

const lastSearch = (calls: OperatorCall[]) => calls.filter((call) => call.path === '/players').at(-1)?.query

signOperatorInEachTest({ token: 'desk-token', operatorId: 7 })

describe('the players list', () => {
  it('shows the first page newest first, with each player’s standing, and a link to their page', async () => {
    const api = servePlayers()
    await renderBackoffice('/players')
    const row = (await screen.findByRole('link', { name: 'bob_agent' })).closest('tr') as HTMLElement
    expect(within(row).getByText('Locked')).toBeTruthy()
    expect(within(row).getByText('Agent')).toBeTruthy()
    expect(within(row).getByText('+86 13800138000')).toBeTruthy()
    expect(screen.getByText('1,250.50')).toBeTruthy()
    expect(screen.getByText('Never')).toBeTruthy()
    expect(screen.getByText('Rows 1–3 of 45')).toBeTruthy()
    expect(Object.fromEntries(lastSearch(api.calls) ?? [])).toEqual({
      q: '',
      sort: '-created_at',
      start: '0',
      limit: '20',
    })
    expect(screen.getByRole('columnheader', { name: /Registered/ }).getAttribute('aria-sort')).toBe(
      'descending',
    )
    expect(screen.getByRole('link', { name: 'Players' }).getAttribute('aria-current')).toBe('page')
  })

  it('searches on the server from the first page', async () => {
    const api = servePlayers()
    await renderBackoffice('/players?start=40')
    const user = userEvent.setup()
    await screen.findByRole('link', { name: 'lucky_ana' })
    await fill(user, screen.getByLabelText('ID, nickname, email, mobile or invite code'), ' ana@example.com ')
    await user.click(screen.getByRole('button', { name: 'Search' }))
    await waitFor(() => expect(lastSearch(api.calls)?.get('q')).toBe('ana@example.com'))
    expect(lastSearch(api.calls)?.get('start')).toBe('0')
    expect(screen.getByRole('table', { name: 'Players matching “ana@example.com”' })).toBeTruthy()
  })

  it('asks the server for another order when a sortable column’s header is pressed', async () => {
    const api = servePlayers()
    await renderBackoffice('/players?start=20')
    const user = userEvent.setup()
    await screen.findByRole('link', { name: 'lucky_ana' })
    expect(within(screen.getByRole('columnheader', { name: 'Email' })).queryByRole('button')).toBeNull()

    await user.click(screen.getByRole('button', { name: /Cash \(USDT\)/ }))
    await waitFor(() => expect(lastSearch(api.calls)?.get('sort')).toBe('-balance'))
    expect(lastSearch(api.calls)?.get('start')).toBe('0')
    await user.click(screen.getByRole('button', { name: /Cash \(USDT\)/ }))
    await waitFor(() => expect(lastSearch(api.calls)?.get('sort')).toBe('balance'))
    await user.click(screen.getByRole('button', { name: /Nickname/ }))
    await waitFor(() => expect(lastSearch(api.calls)?.get('sort')).toBe('nickname'))
    expect(screen.getByRole('columnheader', { name: /Nickname/ }).getAttribute('aria-sort')).toBe('ascending')
  })

  it('pages on the server, and a new page size starts at the first page', async () => {
    const api = servePlayers()
    await renderBackoffice('/players')
    const user = userEvent.setup()
    await screen.findByRole('link', { name: 'lucky_ana' })
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true)
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await waitFor(() => expect(lastSearch(api.calls)?.get('start')).toBe('20'))
    expect(await screen.findByText('Rows 21–23 of 45')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText('Rows 41–43 of 45')).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true)

    await user.selectOptions(screen.getByLabelText('Rows per page'), '50')
    await waitFor(() => expect(lastSearch(api.calls)?.get('limit')).toBe('50'))
    expect(lastSearch(api.calls)?.get('start')).toBe('0')
  })

  it('says so when nobody matches, and offers a retry when the list fails', async () => {
    fakeOperatorApi({ 'GET /support/me': () => AGENT, 'GET /players': () => ({ list: [], total: 0 }) })
    const first = await renderBackoffice('/players?q=nobody')
    expect(await screen.findByText('No player matches this search.')).toBeTruthy()
    first.unmount()

    let isDown = true
    fakeOperatorApi({
      'GET /support/me': () => AGENT,
      'GET /players': () => {
        if (isDown) throw new Error('down')
        return { list: [player({})], total: 1 }
      },
    })
    await renderBackoffice('/players')
    const user = userEvent.setup()
    const retry = await screen.findByRole('button', { name: 'Try again' })
    isDown = false
    await user.click(retry)
    expect(await screen.findByRole('link', { name: 'lucky_ana' })).toBeTruthy()
  })
})
