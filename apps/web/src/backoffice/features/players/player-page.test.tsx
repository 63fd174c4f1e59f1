import type { MemberLimits, PlayerDetail, PlayerNote } from '@app/contract'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { deskAgent, fakeOperatorApi, Refusal } from '../../testing/fake-operator-api'
import { renderBackoffice } from '../../testing/render-backoffice'
import { signOperatorInEachTest } from '../../testing/sign-operator-in-each-test'

/** Types into a field as a paste: one event, where typing is one per character. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field)
  await user.paste(text)
}

const PLAYER: PlayerDetail = {
  user_id: 31,
  nickname: 'lucky_ana',
  email: 'ana@example.com',
  phone: '+63 9171234567',
  role: 'user',
  balance: '1250.5',
  is_locked: false,
  created_at: '2026-05-01T11:00:00Z',
  last_sign_in_at: '2026-05-03T09:00:00Z',
  real_name: 'Ana Lucky',
  email_verified: true,
  phone_verified: false,
  currency: 'USDT',
  invite_code: 'ANA2CODE',
  agent_invite_code: null,
  balances: { cash: '1250.5', held: '100', in_transit: '40' },
  total_recharge: '3000',
  vip_level: 2,
  lock: null,
  inviter: { user_id: 44, nickname: 'bob_agent', role: 'agent' },
  invitee_count: 1,
}

const limit = (
  kind: 'deposit' | 'loss' | 'wager',
  period: 'day' | 'week' | 'month',
  amount: string | null,
) => ({
  kind,
  period,
  amount,
  used: '20',
  remaining: amount === null ? null : String(Number(amount) - 20),
  pending: null,
})
const LIMITS: MemberLimits = {
  limits: [limit('deposit', 'day', '100'), limit('deposit', 'week', null), limit('loss', 'day', null)],
  block: { kind: 'time_out', started_at: '2026-05-02T10:00:00Z', until: '2026-05-09T10:00:00Z' },
}

const NOTE: PlayerNote = {
  id: 5,
  operator_id: 7,
  operator_name: 'Mia',
  body: 'Asked about a late deposit.',
  created_at: '2026-05-02T08:00:00Z',
}

function servePlayer(overrides: Record<string, Parameters<typeof fakeOperatorApi>[0][string]> = {}) {
  return fakeOperatorApi({
    'GET /support/me': () => deskAgent(),
    'GET /players/31': () => PLAYER,
    'GET /players/31/invitees': () => ({
      total: 1,
      list: [{ ...PLAYER, user_id: 60, nickname: 'friend_of_ana', balance: '5', inviter: undefined }],
    }),
    'GET /players/31/transactions': () => ({
      total: 2,
      kinds: { '34': 'recharge', '10': 'sportsBet' },
      list: [
        {
          id: '9',
          kind: 10,
          amount: '-20',
          balance: '1250.5',
          remark: '#77',
          created_at: '2026-05-03T10:00:00Z',
        },
        {
          id: '8',
          kind: 34,
          amount: '1270.5',
          balance: '1270.5',
          remark: 'D123',
          created_at: '2026-05-03T09:00:00Z',
        },
      ],
    }),
    'GET /players/31/bets': (call) => ({
      total: 1,
      list: [
        {
          id: call.query.get('kind') === 'casino' ? 'R-900' : '77',
          game: call.query.get('kind') === 'lottery' ? 'marksix' : 'soccer',
          detail: 'Arsenal v Chelsea',
          stake: '20',
          payout: null,
          status: 'pending',
          placed_at: '2026-05-03T10:00:00Z',
          settled_at: null,
        },
      ],
    }),
    'GET /players/31/limits': () => LIMITS,
    'GET /players/31/notes': () => ({ total: 1, list: [NOTE] }),
    ...overrides,
  })
}

signOperatorInEachTest({ token: 'desk-token', operatorId: 7 })

/** The definition (dd) that follows a term (dt) in the page's fact lists. */
const factOf = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent

describe("a player's page", () => {
  it('opens on the overview: profile, money, VIP level, inviter and invitees', async () => {
    servePlayer()
    await renderBackoffice('/players/31')
    expect(await screen.findByRole('heading', { name: /lucky_ana/ })).toBeTruthy()
    expect(screen.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe('true')
    expect(factOf('Cash')).toBe('1,250.50 USDT')
    expect(factOf('Held for withdrawals')).toBe('100.00 USDT')
    expect(factOf('In transit to games')).toBe('40.00 USDT')
    expect(factOf('VIP level')).toBe('Level 2')
    expect(factOf('Mobile')).toBe('+63 9171234567 (not verified)')
    expect(screen.getByRole('link', { name: 'bob_agent' }).getAttribute('href')).toBe('/players/44')
    expect(await screen.findByRole('link', { name: 'friend_of_ana' })).toBeTruthy()
  })

  it('lists the balance changes with their kinds in words, debits in the error colour', async () => {
    servePlayer()
    await renderBackoffice('/players/31?tab=transactions')
    const table = await screen.findByRole('table', { name: 'Balance changes' })
    expect(within(table).getByText('Sports bet')).toBeTruthy()
    expect(within(table).getByText('Deposit')).toBeTruthy()
    expect(within(table).getByText('-20.00').className).toBe('amount-negative')
  })

  it('lists bets of the kind chosen, and casino rounds of the provider chosen', async () => {
    const api = servePlayer()
    await renderBackoffice('/players/31')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('tab', { name: 'Bets' }))
    expect(await screen.findByText('Arsenal v Chelsea')).toBeTruthy()
    expect(api.callsTo('GET /players/31/bets').at(-1)?.query.get('kind')).toBe('sports')

    await user.click(screen.getByRole('button', { name: 'Lottery' }))
    expect(await screen.findByText('marksix')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Casino games' }))
    await user.selectOptions(await screen.findByLabelText('Provider'), 'tada')
    await waitFor(() =>
      expect(api.callsTo('GET /players/31/bets').at(-1)?.query.get('provider')).toBe('tada'),
    )
    expect(api.callsTo('GET /players/31/bets').at(-1)?.query.get('kind')).toBe('casino')
    expect(await screen.findByText('R-900')).toBeTruthy()
  })

  it('adds a note, kept at the top of the list', async () => {
    const api = servePlayer({
      'POST /players/31/notes': (call) => ({
        ...NOTE,
        id: 6,
        body: (call.body as { body: string }).body,
        created_at: '2026-05-03T12:00:00Z',
      }),
    })
    await renderBackoffice('/players/31?tab=notes')
    const user = userEvent.setup()
    expect(await screen.findByText('Asked about a late deposit.')).toBeTruthy()
    const add = screen.getByRole('button', { name: 'Add the note' }) as HTMLButtonElement
    expect(add.disabled).toBe(true)
    await fill(user, screen.getByLabelText('Note'), '  Deposit found, credited by finance.  ')
    await user.click(add)
    await waitFor(() =>
      expect(api.callsTo('POST /players/31/notes')[0]?.body).toEqual({
        body: 'Deposit found, credited by finance.',
      }),
    )
    expect(await screen.findByText('The note was added.')).toBeTruthy()
    const notes = within(screen.getByRole('list')).getAllByRole('listitem')
    expect(notes[0]?.textContent).toContain('Deposit found, credited by finance.')
    expect(notes[1]?.textContent).toContain('Asked about a late deposit.')
  })

  it('shows the limits and the break in force, and tightens a limit only downwards, with a reason', async () => {
    const api = servePlayer({
      'PUT /players/31/limits': () => ({
        ...LIMITS,
        limits: [limit('deposit', 'day', '50'), ...LIMITS.limits.slice(1)],
      }),
    })
    await renderBackoffice('/players/31?tab=protection')
    const user = userEvent.setup()
    const limits = await screen.findByRole('table', { name: 'Limits' })
    const depositsDay = within(limits)
      .getByRole('rowheader', { name: 'Deposits over 24 hours' })
      .closest('tr')
    expect(depositsDay?.textContent).toContain('100.00')
    expect(screen.getByText('Time-out')).toBeTruthy()
    expect(screen.getByText(/until/)).toBeTruthy()

    expect(screen.getByText('In force now: 100.00 USDT.')).toBeTruthy()
    await fill(user, screen.getByLabelText('New limit (USDT)'), '150')
    await fill(user, screen.getByLabelText('Reason (kept in the audit log)'), 'ok')
    await user.click(screen.getByRole('button', { name: 'Tighten the limit' }))
    expect(screen.getByText('The new limit must not be above the 100.00 USDT in force.')).toBeTruthy()
    expect(screen.getByText('Write a reason of at least 3 characters.')).toBeTruthy()
    expect(api.callsTo('PUT /players/31/limits')).toEqual([])

    await user.clear(screen.getByLabelText('New limit (USDT)'))
    await fill(user, screen.getByLabelText('New limit (USDT)'), '50')
    await fill(
      user,
      screen.getByLabelText('Reason (kept in the audit log)'),
      'ay, asked by the player on chat',
    )
    await user.click(screen.getByRole('button', { name: 'Tighten the limit' }))
    await waitFor(() =>
      expect(api.callsTo('PUT /players/31/limits')[0]?.body).toEqual({
        limits: [{ kind: 'deposit', period: 'day', amount: '50' }],
        reason: 'okay, asked by the player on chat',
      }),
    )
    expect(await screen.findByText('Deposits over 24 hours is now limited to 50.00 USDT.')).toBeTruthy()
    expect(screen.getByText('In force now: 50.00 USDT.')).toBeTruthy()
  })

  it("shows the server's refusal of a limit in words", async () => {
    servePlayer({ 'PUT /players/31/limits': () => new Refusal(422, 'LIMIT_NOT_TIGHTER') })
    await renderBackoffice('/players/31?tab=protection')
    const user = userEvent.setup()
    await fill(user, await screen.findByLabelText('New limit (USDT)'), '10')
    await fill(user, screen.getByLabelText('Reason (kept in the audit log)'), 'Player asked')
    await user.click(screen.getByRole('button', { name: 'Tighten the limit' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      "An operator can only lower a player's limits, never raise or remove them.",
    )
  })

  it('locks the account with a reason in a dialog, and offers to unlock it after', async () => {
    const api = servePlayer({
      'POST /players/31/lock': (call) => ({
        ...PLAYER,
        is_locked: true,
        lock: {
          locked_at: '2026-05-03T12:00:00Z',
          operator_id: 7,
          reason: (call.body as { reason: string }).reason,
        },
      }),
    })
    await renderBackoffice('/players/31')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Lock' }))
    const dialog = screen.getByRole('dialog', { name: 'Lock lucky_ana' })
    await fill(user, within(dialog).getByLabelText('Reason (kept in the audit log)'), 'no')
    await user.click(within(dialog).getByRole('button', { name: 'Lock the account' }))
    expect(within(dialog).getByText('Write a reason of at least 3 characters.')).toBeTruthy()
    expect(api.callsTo('POST /players/31/lock')).toEqual([])

    await fill(
      user,
      within(dialog).getByLabelText('Reason (kept in the audit log)'),
      't the owner: chargeback',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Lock the account' }))
    await waitFor(() =>
      expect(api.callsTo('POST /players/31/lock')[0]?.body).toEqual({ reason: 'not the owner: chargeback' }),
    )
    expect(await screen.findByText('lucky_ana is locked.')).toBeTruthy()
    expect(screen.getByText(/Locked since .*: not the owner: chargeback/)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Unlock' })).toBeTruthy()
  })

  it('moves between tabs with the arrow keys', async () => {
    servePlayer()
    await renderBackoffice('/players/31')
    const user = userEvent.setup()
    const overview = await screen.findByRole('tab', { name: 'Overview' })
    overview.focus()
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Transactions' }).getAttribute('aria-selected')).toBe('true')
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Transactions' }))
    await user.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(screen.getByRole('tab', { name: 'Notes' }).getAttribute('aria-selected')).toBe('true')
  })
})
