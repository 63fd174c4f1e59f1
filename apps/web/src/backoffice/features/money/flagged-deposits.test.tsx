import type { FlaggedChainTransfer, FlaggedDeposit } from '@app/contract'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeOperatorApi, operatorWithRoles } from '../../testing/fake-operator-api'
import { renderBackoffice } from '../../testing/render-backoffice'
import { signOperatorInEachTest } from '../../testing/sign-operator-in-each-test'

const deposit = (index: number): FlaggedDeposit => ({
  order_id: `D-OVER-${index}`,
  user_id: 31,
  type: 'crypto',
  network: 'TRC20',
  amount: '500',
  tx_hash: `0xhash${index}`,
  status: 3,
  created_at: '2026-05-01T08:00:00Z',
  completed_at: '2026-05-01T08:05:00Z',
})

const TRANSFER: FlaggedChainTransfer = {
  id: 7,
  network: 'BEP20',
  tx_hash: '0xfeedfacefeedface',
  log_index: 2,
  block_number: 4_100_200,
  token_contract: '0x0000000000000000000000000000000000000001',
  from: '0x00000000000000000000000000000000000000aa',
  to: '0x52908400098527886E0F7030069857D2E4169EE7',
  value: '1000000000000000000',
  user_id: 31,
  flag: 'OTHER_TOKEN',
  seen_at: '2026-05-01T09:00:00Z',
}

signOperatorInEachTest({ token: 'finance-token', operatorId: 5 })

describe('flagged deposits', () => {
  it('lists deposits credited beyond a limit and transfers set aside, read-only', async () => {
    const api = fakeOperatorApi({
      'GET /me': () => operatorWithRoles(['finance']),
      'GET /deposits/over_limit': (call) =>
        call.query.get('start') === '0'
          ? Array.from({ length: 20 }, (_, index) => deposit(index))
          : [deposit(99)],
      'GET /deposits/flagged_transfers': () => [TRANSFER],
    })
    await renderBackoffice('/money/flagged')
    await screen.findByText('D-OVER-0')
    const transfers = screen.getByRole('table', { name: 'Transfers not credited' })
    expect(within(transfers).getByText('Another token')).toBeTruthy()
    expect(within(transfers).getByText('block 4100200 · log 2')).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Approve|Reject/ })).toBeNull()

    // The server gives no total: a full page may have more after it.
    const overLimit = screen
      .getByRole('table', { name: 'Credited beyond a limit' })
      .closest('.bo-table-panel')
    if (!(overLimit instanceof HTMLElement)) throw new Error('the over-limit list has no panel')
    await userEvent.click(within(overLimit).getByRole('button', { name: 'Next' }))
    await screen.findByText('D-OVER-99')
    await waitFor(() => expect(api.callsTo('GET /deposits/over_limit').at(-1)?.query.get('start')).toBe('20'))
    expect((within(overLimit).getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('shows the empty texts when nothing was flagged', async () => {
    fakeOperatorApi({
      'GET /me': () => operatorWithRoles(['finance']),
      'GET /deposits/over_limit': () => [],
      'GET /deposits/flagged_transfers': () => [],
    })
    await renderBackoffice('/money/flagged')
    expect(await screen.findByText('No deposit went beyond a limit.')).toBeTruthy()
    expect(await screen.findByText('No transfer was set aside.')).toBeTruthy()
  })
})
