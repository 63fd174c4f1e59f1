import type { Recharge } from '@app/contract'
import { screen } from '@testing-library/react'
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

const CREDITED: Recharge = {
  order_id: 'D20260501BBBBBBBBBB',
  type: 'crypto',
  channel: 'USDT · ERC20',
  network: 'ERC20',
  amount: '150.5',
  status: 3,
  address: '0x52908400098527886E0F7030069857D2E4169EE7',
  pay_url: null,
  tx_hash: '0xabc12345',
  card_last4: null,
  created_at: '2026-05-01T08:00:00Z',
  completed_at: '2026-05-01T08:01:00Z',
}

function serveDeposits(confirm: (call: OperatorCall) => unknown = () => CREDITED) {
  return fakeOperatorApi({
    'GET /me': () => operatorWithRoles(['finance']),
    'POST /deposits/confirm': confirm,
  })
}

signOperatorInEachTest({ token: 'finance-token', operatorId: 5 })

async function fill(address: string, hash: string, amount: string, logIndex = '') {
  await userEvent.selectOptions(screen.getByLabelText('Network'), 'ERC20')
  await userEvent.type(screen.getByLabelText('Deposit address'), address)
  await userEvent.type(screen.getByLabelText('Transaction hash'), hash)
  await userEvent.type(screen.getByLabelText('Amount (USDT)'), amount)
  if (logIndex) await userEvent.type(screen.getByLabelText('Log index (optional)'), logIndex)
}

describe('crypto deposit confirmation', () => {
  it('credits a transfer with an Idempotency-Key and says which order it became', async () => {
    const api = serveDeposits()
    await renderBackoffice('/money/deposits')
    await fill(CREDITED.address ?? '', '0xabc12345', '150.5', '3')
    await userEvent.click(screen.getByRole('button', { name: 'Credit the deposit' }))
    expect(await screen.findByText('Deposit D20260501BBBBBBBBBB was credited: 150.50 USDT.')).toBeTruthy()
    const [call] = api.callsTo('POST /deposits/confirm')
    expect(call?.body).toEqual({
      network: 'ERC20',
      address: CREDITED.address,
      tx_hash: '0xabc12345',
      amount: '150.5',
      log_index: 3,
    })
    expect(call?.idempotencyKey).toBeTruthy()
  })

  it('names each bad field and sends nothing', async () => {
    const api = serveDeposits()
    await renderBackoffice('/money/deposits')
    await userEvent.type(screen.getByLabelText('Transaction hash'), '0xab')
    await userEvent.click(screen.getByRole('button', { name: 'Credit the deposit' }))
    expect(screen.getByText('Enter the address the player deposited to.')).toBeTruthy()
    expect(screen.getByText('Enter the transaction hash: 8 to 100 characters.')).toBeTruthy()
    expect(screen.getByText('Enter an amount above zero with at most 6 decimals.')).toBeTruthy()
    expect(api.callsTo('POST /deposits/confirm')).toHaveLength(0)
  })

  it('says when the transfer was credited before', async () => {
    serveDeposits(() => new Refusal(409, 'DEPOSIT_ALREADY_CREDITED'))
    await renderBackoffice('/money/deposits')
    await fill('0x52908400098527886E0F7030069857D2E4169EE7', '0xabc12345', '10')
    await userEvent.click(screen.getByRole('button', { name: 'Credit the deposit' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This transaction hash has already been credited.',
    )
  })
})
