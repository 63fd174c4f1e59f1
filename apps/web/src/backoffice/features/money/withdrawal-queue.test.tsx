import type { PendingWithdrawal, WithdrawalQueue } from '@app/contract'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import {
  fakeOperatorApi,
  type OperatorCall,
  operatorWithRoles,
  Refusal,
} from '../../testing/fake-operator-api'
import { renderBackoffice } from '../../testing/render-backoffice'
import { signOperatorInEachTest } from '../../testing/sign-operator-in-each-test'

const HOUR = 3600

const withdrawal = (overrides: Partial<PendingWithdrawal>): PendingWithdrawal => ({
  id: 11,
  order_id: 'W20260501AAAAAAAAAA',
  amount: '30',
  service_fee: '0',
  network_fee: '1',
  net_amount: '29',
  status: 0,
  channel: 'USDT · TRC20',
  account_no: 'TLa2f6…YjU7',
  remark: null,
  created_at: '2026-05-01T08:00:00Z',
  reviewed_at: null,
  user_id: 31,
  real_name: 'Ana Lucky',
  account_type: 'crypto',
  account_name: 'My TRC20 wallet',
  full_account_no: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7',
  network: 'TRC20',
  reviewed_by: null,
  age_seconds: 600,
  ...overrides,
})

const WAITING: WithdrawalQueue = {
  total: 45,
  list: [
    withdrawal({ id: 11, order_id: 'W-OLD', age_seconds: 13 * HOUR }),
    withdrawal({ id: 12, order_id: 'W-MID', amount: '120', net_amount: '119', age_seconds: 5 * HOUR }),
    withdrawal({ id: 13, order_id: 'W-NEW', amount: '20', net_amount: '19', age_seconds: 120 }),
  ],
}

function serveQueue(overrides: Record<string, (call: OperatorCall) => unknown> = {}) {
  return fakeOperatorApi({
    // A finance operator: the support desk is not theirs.
    'GET /me': () => operatorWithRoles(['finance']),
    'GET /withdrawals': (call) =>
      call.query.get('status') === '0'
        ? WAITING
        : {
            total: 1,
            list: [
              withdrawal({
                id: 9,
                order_id: 'W-PAID',
                status: 3,
                reviewed_at: '2026-05-01T09:00:00Z',
                reviewed_by: 5,
              }),
            ],
          },
    'POST /withdrawals/11/approve': () => withdrawal({ id: 11, order_id: 'W-OLD', status: 3 }),
    'POST /withdrawals/12/reject': (call) =>
      withdrawal({ id: 12, order_id: 'W-MID', status: 4, remark: (call.body as { reason: string }).reason }),
    ...overrides,
  })
}

signOperatorInEachTest({ token: 'finance-token', operatorId: 5 })

const rowOf = (text: string) => {
  const row = screen.getByText(text).closest('tr')
  if (!row) throw new Error(`No row holds "${text}"`)
  return row
}
const queries = (api: ReturnType<typeof serveQueue>) =>
  api.callsTo('GET /withdrawals').map((call) => Object.fromEntries(call.query))

describe('the withdrawal queue', () => {
  it('lists the waiting withdrawals oldest first, a page at a time, with their ages coloured', async () => {
    const api = serveQueue()
    await renderBackoffice('/money')
    await screen.findByText('W-OLD')
    expect(queries(api)[0]).toEqual({
      status: '0',
      sort: 'created_at',
      order: 'asc',
      start: '0',
      limit: '20',
    })
    expect(screen.getByRole('tab', { name: 'Waiting' }).getAttribute('aria-selected')).toBe('true')
    expect(screen.getByText('Rows 1–3 of 45')).toBeTruthy()
    // A finance operator has no desk, so no desk connection to report.
    expect(screen.queryByText(/Connecting|Offline|Live/)).toBeNull()

    const overdue = within(rowOf('W-OLD'))
    expect(overdue.getByText('Over 12 h').closest('.bo-age-band')?.classList).toContain('bo-age-overdue')
    expect(within(rowOf('W-MID')).getByText('Over 4 h').closest('.bo-age-band')?.classList).toContain(
      'bo-age-ageing',
    )
    const fresh = within(rowOf('W-NEW'))
    expect(fresh.queryByText(/Over/)).toBeNull()
    expect(fresh.getByText('TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7')).toBeTruthy()

    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    await waitFor(() => expect(queries(api).at(-1)).toMatchObject({ start: '20', limit: '20' }))
  })

  it('sorts by amount on the server, either way round, and starts again at the first page', async () => {
    const api = serveQueue()
    await renderBackoffice('/money/withdrawals')
    await screen.findByText('W-OLD')
    const amountHeader = screen.getByRole('columnheader', { name: /Amount/ })
    await userEvent.click(within(amountHeader).getByRole('button'))
    await waitFor(() =>
      expect(queries(api).at(-1)).toMatchObject({ sort: 'amount', order: 'asc', start: '0' }),
    )
    await screen.findByText('W-OLD')
    expect(screen.getByRole('columnheader', { name: /Amount/ }).getAttribute('aria-sort')).toBe('ascending')
    await userEvent.click(within(screen.getByRole('columnheader', { name: /Amount/ })).getByRole('button'))
    await waitFor(() => expect(queries(api).at(-1)).toMatchObject({ sort: 'amount', order: 'desc' }))
  })

  it('shows each status in its own tab, and one player’s withdrawals when filtered', async () => {
    const api = serveQueue()
    await renderBackoffice('/money/withdrawals')
    await screen.findByText('W-OLD')
    await userEvent.click(screen.getByRole('tab', { name: 'Paid' }))
    await screen.findByText('W-PAID')
    expect(queries(api).at(-1)).toMatchObject({ status: '3' })
    expect(within(rowOf('W-PAID')).getByText(/Operator #5/)).toBeTruthy()
    expect(within(rowOf('W-PAID')).queryByRole('button', { name: /Approve/ })).toBeNull()
    expect(screen.queryByRole('columnheader', { name: 'Waiting' })).toBeNull()

    await userEvent.type(screen.getByLabelText('Player ID'), '31')
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }))
    await waitFor(() => expect(queries(api).at(-1)).toMatchObject({ status: '3', user_id: '31' }))
  })

  it('approves a withdrawal once, with an Idempotency-Key, and says it was paid', async () => {
    const api = serveQueue()
    await renderBackoffice('/money/withdrawals')
    await screen.findByText('W-OLD')
    await userEvent.click(screen.getByRole('button', { name: 'Approve withdrawal W-OLD' }))
    const dialog = screen.getByRole('dialog', { name: 'Approve withdrawal W-OLD' })
    expect(within(dialog).getByText('29.00 USDT')).toBeTruthy()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve and pay' }))

    expect(await screen.findByText('Withdrawal W-OLD was approved and paid.')).toBeTruthy()
    const [approval] = api.callsTo('POST /withdrawals/11/approve')
    expect(approval?.idempotencyKey).toMatch(/^[\w-]{8,}$/)
    expect(api.callsTo('POST /withdrawals/11/approve')).toHaveLength(1)
    // The queue is read again after the review.
    await waitFor(() => expect(api.callsTo('GET /withdrawals').length).toBeGreaterThanOrEqual(2))
  })

  it('rejects only with a reason, which it sends', async () => {
    const api = serveQueue()
    await renderBackoffice('/money/withdrawals')
    await screen.findByText('W-MID')
    await userEvent.click(screen.getByRole('button', { name: 'Reject withdrawal W-MID' }))
    const dialog = screen.getByRole('dialog', { name: 'Reject withdrawal W-MID' })
    const submit = within(dialog).getByRole('button', { name: 'Reject withdrawal' })
    expect((submit as HTMLButtonElement).disabled).toBe(true)
    await userEvent.type(
      within(dialog).getByLabelText('Reason (kept in the audit log)'),
      'Name does not match',
    )
    await userEvent.click(submit)
    expect(
      await screen.findByText('Withdrawal W-MID was rejected; the money went back to the player.'),
    ).toBeTruthy()
    expect(api.callsTo('POST /withdrawals/12/reject')[0]?.body).toEqual({ reason: 'Name does not match' })
  })

  it('says why a review was refused, in the dialog', async () => {
    serveQueue({ 'POST /withdrawals/11/approve': () => new Refusal(409, 'WITHDRAWAL_NOT_PENDING') })
    await renderBackoffice('/money/withdrawals')
    await screen.findByText('W-OLD')
    await userEvent.click(screen.getByRole('button', { name: 'Approve withdrawal W-OLD' }))
    const dialog = screen.getByRole('dialog', { name: 'Approve withdrawal W-OLD' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve and pay' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This withdrawal has already been reviewed.',
    )
  })

  it('shows a support-only operator who opens its address that they have no access, and asks nothing', async () => {
    const api = fakeOperatorApi({
      'GET /me': () => operatorWithRoles(['support']),
      'GET /withdrawals': () => new Refusal(403, 'FORBIDDEN'),
    })
    await renderBackoffice('/money/withdrawals')
    expect(await screen.findByRole('heading', { name: 'You do not have access' })).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Money' })).toBeNull()
    expect(api.callsTo('GET /withdrawals')).toEqual([])
  })

  it('shows the server’s refusal when it refuses the queue after all (roles changed since the page loaded)', async () => {
    serveQueue({ 'GET /withdrawals': () => new Refusal(403, 'FORBIDDEN') })
    await renderBackoffice('/money/withdrawals')
    expect(await screen.findByText('You are not allowed to do this.')).toBeTruthy()
  })
})
