import type { OperatorAction, OperatorActionPage } from '@app/contract'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { deskAgent, fakeOperatorApi, operatorWithRoles } from '../../testing/fake-operator-api'
import { renderBackoffice } from '../../testing/render-backoffice'
import { signOperatorInEachTest } from '../../testing/sign-operator-in-each-test'

const AGENT = deskAgent({ roles: ['admin'] })

const action = (overrides: Partial<OperatorAction>): OperatorAction => ({
  id: 91,
  operator_id: 5,
  operator_email: 'finance@example.com',
  operator_roles: ['finance'],
  client_address: '203.0.113.9',
  action: 'reject_withdrawal',
  target: 'W-2026-0001',
  reason: 'Name does not match',
  details: { amount: '30' },
  before: { status: 0, reviewed_by: null, remark: null },
  after: { status: 4, reviewed_by: 5, remark: 'Name does not match' },
  created_at: '2026-05-03T09:30:00Z',
  ...overrides,
})

const PAGE: OperatorActionPage = {
  total: 45,
  list: [
    action({}),
    action({
      id: 90,
      operator_id: 3,
      operator_email: 'support@example.com',
      operator_roles: ['support'],
      action: 'player.note',
      target: 'user:31',
      reason: null,
      details: { note_id: 12 },
      before: null,
      after: { note_id: 12, body: 'Called twice.' },
    }),
  ],
}

function serveLog(page: OperatorActionPage = PAGE) {
  return fakeOperatorApi({ 'GET /support/me': () => AGENT, 'GET /actions': () => page })
}

signOperatorInEachTest({ token: 'admin-token', operatorId: 7 })

describe('the audit log', () => {
  it('lists who did what, with which roles, from where and why, newest first, a page at a time', async () => {
    const api = serveLog()
    await renderBackoffice('/audit')
    const table = await screen.findByRole('table', { name: 'Operator actions' })
    const row = within(table).getByText('reject_withdrawal').closest('tr') as HTMLElement
    expect(within(row).getByText('finance@example.com')).toBeTruthy()
    expect(within(row).getByText('Finance')).toBeTruthy()
    expect(within(row).getByText('W-2026-0001')).toBeTruthy()
    expect(within(row).getByText('Name does not match')).toBeTruthy()
    expect(within(row).getByText('203.0.113.9')).toBeTruthy()
    expect(screen.getByText('Rows 1–2 of 45')).toBeTruthy()
    expect(api.callsTo('GET /actions')[0]?.query.toString()).toBe('start=0&limit=20')

    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    await waitFor(() => expect(api.callsTo('GET /actions').at(-1)?.query.get('start')).toBe('20'))
  })

  it('opens a row onto the fields the write changed, before and after', async () => {
    serveLog()
    await renderBackoffice('/audit')
    const open = await screen.findByRole('button', { name: 'Show what action 91 changed' })
    expect(open.getAttribute('aria-expanded')).toBe('false')
    await userEvent.click(open)
    const diff = screen.getByRole('table', { name: 'What action 91 changed' })
    const rows = within(diff).getAllByRole('row').slice(1)
    expect(rows.map((row) => row.textContent)).toEqual([
      'status changed04',
      'reviewed_by changedempty5',
      'remark changedemptyName does not match',
    ])
    expect(
      screen.getByRole('button', { name: 'Hide what action 91 changed' }).getAttribute('aria-expanded'),
    ).toBe('true')

    // A creation has nothing before: every field is added.
    await userEvent.click(screen.getByRole('button', { name: 'Show what action 90 changed' }))
    const created = screen.getByRole('table', { name: 'What action 90 changed' })
    expect(
      within(created)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['note_id added—12', 'body added—Called twice.'])
  })

  it('searches by operator, action, target, days and text, from the first page', async () => {
    const api = serveLog()
    const user = userEvent.setup()
    await renderBackoffice('/audit?start=20')
    await screen.findByRole('table', { name: 'Operator actions' })
    const form = screen.getByRole('search', { name: 'Search the audit log' })
    await user.type(within(form).getByLabelText('Operator id'), '5')
    await user.type(within(form).getByLabelText('Action'), 'reject_withdrawal')
    await user.type(within(form).getByLabelText('Target'), 'W-2026-0001')
    await user.type(within(form).getByLabelText('From'), '2026-05-01')
    await user.type(within(form).getByLabelText('To'), '2026-05-03')
    await user.type(within(form).getByLabelText('Text anywhere'), 'mismatch')
    await user.click(within(form).getByRole('button', { name: 'Search' }))
    await waitFor(() => expect(api.callsTo('GET /actions').at(-1)?.query.get('q')).toBe('mismatch'))
    const query = api.callsTo('GET /actions').at(-1)?.query
    expect(Object.fromEntries(query ?? [])).toEqual({
      operator: '5',
      action: 'reject_withdrawal',
      target: 'W-2026-0001',
      // The days are the operator's own: from local midnight to the next one after the last day.
      from: new Date(2026, 4, 1).toISOString(),
      to: new Date(2026, 4, 4).toISOString(),
      q: 'mismatch',
      start: '0',
      limit: '20',
    })

    // The form now starts from the search in the address.
    const searched = screen.getByRole('search', { name: 'Search the audit log' })
    expect((within(searched).getByLabelText('Operator id') as HTMLInputElement).value).toBe('5')
    await user.click(within(searched).getByRole('button', { name: 'Clear' }))
    await waitFor(() => expect(api.callsTo('GET /actions').at(-1)?.query.toString()).toBe('start=0&limit=20'))
    const cleared = screen.getByRole('search', { name: 'Search the audit log' })
    expect((within(cleared).getByLabelText('Operator id') as HTMLInputElement).value).toBe('')
  })

  it('says so when nothing matches', async () => {
    serveLog({ list: [], total: 0 })
    await renderBackoffice('/audit?action=nothing')
    expect(await screen.findByText('No action matches this search.')).toBeTruthy()
  })

  it('is for admins: a finance operator who opens its address has no access, and nothing is asked', async () => {
    const api = fakeOperatorApi({
      'GET /me': () => operatorWithRoles(['finance']),
      'GET /actions': () => PAGE,
    })
    await renderBackoffice('/audit')
    expect(await screen.findByRole('heading', { name: 'You do not have access' })).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Audit log' })).toBeNull()
    expect(api.callsTo('GET /actions')).toEqual([])
  })
})
