import type { AdjustmentList, BalanceAdjustmentRecord } from '@app/contract'
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

/** The signed-in operator. */
const ME = 5

const adjustment = (overrides: Partial<BalanceAdjustmentRecord>): BalanceAdjustmentRecord => ({
  id: 40,
  user_id: 31,
  nickname: 'lucky_ana',
  amount: '1500',
  reason_code: 'goodwill',
  reason: 'Outage on Saturday',
  status: 'pending',
  needs_approval: true,
  maker_id: 8,
  checker_id: null,
  review_reason: null,
  created_at: '2026-05-01T08:00:00Z',
  reviewed_at: null,
  ...overrides,
})

const PENDING: AdjustmentList = {
  total: 2,
  approval_above: '1000',
  list: [
    adjustment({
      id: 41,
      user_id: 32,
      nickname: 'mine',
      amount: '-2500',
      maker_id: ME,
      reason_code: 'chargeback',
      reason: 'Card issuer reversed the deposit',
    }),
    adjustment({}),
  ],
}

function serveAdjustments(overrides: Record<string, (call: OperatorCall) => unknown> = {}) {
  return fakeOperatorApi({
    'GET /me': () => operatorWithRoles(['finance']),
    'GET /adjustments': (call) =>
      call.query.get('status') === 'pending' ? PENDING : { total: 0, approval_above: '1000', list: [] },
    'POST /adjustments': (call) => {
      const body = call.body as { amount: string }
      return body.amount === '1500'
        ? { action_id: 90, adjustment_id: 42, status: 'pending', score: '100' }
        : { action_id: 91, adjustment_id: 43, status: 'applied', score: '125' }
    },
    'POST /adjustments/40/approve': () => adjustment({ status: 'applied', checker_id: ME }),
    'POST /adjustments/40/reject': () => adjustment({ status: 'rejected', checker_id: ME }),
    ...overrides,
  })
}

signOperatorInEachTest({ token: 'finance-token', operatorId: ME })

const rowOf = (text: string) => {
  const row = screen.getByText(text).closest('tr')
  if (!row) throw new Error(`No row holds "${text}"`)
  return row
}

async function fillForm(player: string, amount: string, code: string, reason: string) {
  await userEvent.type(screen.getByLabelText('Player ID'), player)
  await userEvent.type(screen.getByLabelText('Amount (USDT)'), amount)
  await userEvent.selectOptions(screen.getByLabelText('Reason code'), code)
  await userEvent.type(screen.getByLabelText('Reason (kept in the audit log)'), reason)
}

describe('balance adjustments', () => {
  it('lists the pending ones; the maker’s own waits for another operator, the others can be reviewed', async () => {
    serveAdjustments()
    await renderBackoffice('/money/adjustments')
    await screen.findByText('Outage on Saturday')
    const own = within(rowOf('mine'))
    expect(own.getByText('Awaiting another operator')).toBeTruthy()
    expect(own.queryByRole('button', { name: /Approve/ })).toBeNull()
    expect(own.getByText('-2,500.00').className).toContain('amount-negative')
    expect(own.getByText('Chargeback')).toBeTruthy()
    expect(own.getByText('You')).toBeTruthy()
    const other = within(rowOf('lucky_ana'))
    expect(other.getByRole('button', { name: 'Approve adjustment 40' })).toBeTruthy()
    expect(other.getByRole('button', { name: 'Reject adjustment 40' })).toBeTruthy()
  })

  it('says before sending that a large adjustment needs a second operator, and sends it with a key', async () => {
    const api = serveAdjustments()
    await renderBackoffice('/money/adjustments')
    await screen.findByText('Outage on Saturday')
    await fillForm('31', '1500', 'goodwill', 'VIP outage compensation')
    expect(
      screen.getByText('Above 1,000.00 USDT: a second operator must approve it before the balance moves.'),
    ).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Send for approval' }))

    expect(await screen.findByText("Adjustment 42 waits for a second operator's approval.")).toBeTruthy()
    const [sent] = api.callsTo('POST /adjustments')
    expect(sent?.body).toEqual({
      user_id: 31,
      amount: '1500',
      reason_code: 'goodwill',
      reason: 'VIP outage compensation',
    })
    expect(sent?.idempotencyKey).toBeTruthy()
    expect((screen.getByLabelText('Player ID') as HTMLInputElement).value).toBe('')
  })

  it('applies a small debit at once and shows the new balance', async () => {
    serveAdjustments()
    await renderBackoffice('/money/adjustments')
    await screen.findByText('Outage on Saturday')
    await fillForm('31', '-25', 'correction', 'Duplicate bonus')
    expect(screen.getByRole('button', { name: 'Adjust the balance' })).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Adjust the balance' }))
    expect(await screen.findByText('Applied: player 31 now has 125.00 USDT.')).toBeTruthy()
  })

  it('names every missing field and sends nothing', async () => {
    const api = serveAdjustments()
    await renderBackoffice('/money/adjustments')
    await screen.findByText('Outage on Saturday')
    await userEvent.type(screen.getByLabelText('Amount (USDT)'), '0')
    await userEvent.click(screen.getByRole('button', { name: 'Adjust the balance' }))
    expect(screen.getByText("Enter the player's ID.")).toBeTruthy()
    expect(screen.getByText('Enter an amount other than zero with at most 6 decimals.')).toBeTruthy()
    expect(screen.getByText('Choose a reason code.')).toBeTruthy()
    expect(screen.getByText('Write a reason of at least 3 characters.')).toBeTruthy()
    expect(api.callsTo('POST /adjustments')).toHaveLength(0)
  })

  it('approves another operator’s adjustment, and retries a lost answer with the same key', async () => {
    let attempts = 0
    const api = serveAdjustments({
      'POST /adjustments/40/approve': () => {
        attempts += 1
        if (attempts === 1) throw new TypeError('the connection dropped')
        return adjustment({ status: 'applied', checker_id: ME })
      },
    })
    await renderBackoffice('/money/adjustments')
    await screen.findByText('Outage on Saturday')
    await userEvent.click(screen.getByRole('button', { name: 'Approve adjustment 40' }))
    const dialog = screen.getByRole('dialog', { name: 'Approve adjustment 40' })
    expect(within(dialog).getByText('1,500.00 USDT')).toBeTruthy()
    const approve = within(dialog).getByRole('button', { name: 'Approve and apply' })
    await userEvent.click(approve)
    await within(dialog).findByRole('alert')
    await userEvent.click(approve)

    expect(await screen.findByText('Adjustment 40 was approved and applied.')).toBeTruthy()
    const keys = api.callsTo('POST /adjustments/40/approve').map((call) => call.idempotencyKey)
    expect(keys).toHaveLength(2)
    expect(keys[1]).toBe(keys[0])
  })

  it('shows the server’s maker-checker refusal in the dialog', async () => {
    serveAdjustments({
      'POST /adjustments/40/reject': () => new Refusal(403, 'ADJUSTMENT_NEEDS_SECOND_OPERATOR'),
    })
    await renderBackoffice('/money/adjustments')
    await screen.findByText('Outage on Saturday')
    await userEvent.click(screen.getByRole('button', { name: 'Reject adjustment 40' }))
    const dialog = screen.getByRole('dialog', { name: 'Reject adjustment 40' })
    await userEvent.type(
      within(dialog).getByLabelText('Why it is rejected (kept in the audit log)'),
      'No outage that day',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject adjustment' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Another operator must review this adjustment: the operator who asked for it cannot approve or reject it.',
    )
  })

  it('lists the applied and rejected ones in their own tabs', async () => {
    const api = serveAdjustments()
    await renderBackoffice('/money/adjustments')
    await screen.findByText('Outage on Saturday')
    await userEvent.click(screen.getByRole('tab', { name: 'Rejected' }))
    expect(await screen.findByText('No adjustment has been rejected.')).toBeTruthy()
    await waitFor(() => expect(api.callsTo('GET /adjustments').at(-1)?.query.get('status')).toBe('rejected'))
  })
})
