import type { PayChannel, Recharge } from '@app/contract'
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DepositForm } from './deposit-form'
import { paymentPage } from './payment-page'
import { fakeApi, type RecordedCall, renderWithStore } from './wallet-test-support'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const base = { fee_rate_bp: 0, network_fee: '0', deposit_enabled: true, withdraw_enabled: true }
const channels: PayChannel[] = [
  { ...base, id: 1, type: 'crypto', name: 'USDT · TRC20', network: 'TRC20', min: '100', max: '50000' },
  { ...base, id: 2, type: 'bank', name: 'Online banking', network: null, min: '100', max: '20000' },
  { ...base, id: 3, type: 'card', name: 'Visa / Mastercard', network: null, min: '100', max: '5000' },
]
const deposit = (overrides: Partial<Recharge>): Recharge => ({
  order_id: 'D1',
  type: 'crypto',
  channel: 'USDT · TRC20',
  network: 'TRC20',
  amount: '150',
  status: 0,
  address: null,
  pay_url: null,
  tx_hash: null,
  card_last4: null,
  created_at: '2026-05-01T10:00:00Z',
  completed_at: null,
  ...overrides,
})

function setUp(
  recharge: (call: RecordedCall) => { data?: unknown; status?: number; msg?: string },
  recent: () => { data?: unknown; status?: number; msg?: string } = () => ({ status: 404, msg: 'NOT_FOUND' }),
) {
  const calls = fakeApi({
    'GET /sports/api/v1/recharge': recent,
    'GET /sports/api/v1/recharge/type': {
      data: [
        { type: 'crypto', available: true },
        { type: 'bank', available: true },
        { type: 'card', available: true },
      ],
    },
    'GET /sports/api/v1/pay/all': { data: channels },
    'GET /sports/api/v1/member/account': { status: 404, msg: 'NOT_FOUND' },
    'POST /sports/api/v1/recharge': recharge,
  })
  renderWithStore(<DepositForm />)
  return calls
}

describe('DepositForm', () => {
  it('answers a crypto deposit with the address, its QR code and the arrival note', async () => {
    const address = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8'
    const calls = setUp(() => ({ data: deposit({ address }) }))
    await userEvent.type(await screen.findByLabelText('Amount (USDT)'), '150')
    await userEvent.click(screen.getByRole('button', { name: 'Show my deposit address' }))
    expect((await screen.findByTestId('deposit-address')).textContent).toBe(address)
    expect(screen.getByTitle('QR code of your deposit address')).toBeDefined()
    expect(document.body.textContent).toContain('Crypto deposits may take a few minutes to 1 hour to arrive.')
    const post = calls.find((call) => call.method === 'POST')
    expect(post?.body).toEqual({ channel_id: 1, amount: '150' })
    expect(post?.headers.get('idempotency-key')).toBeTruthy()
  })

  it('shows the transfers the network has seen at the address, pending and then credited', async () => {
    const address = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8'
    const txHash = '7c2d9f0e5b1a4c3d8e6f7a9b0c1d2e3f405162738495a6b7c8d9e0f1a2b3c4d5'
    let status = 0
    setUp(
      () => ({ data: deposit({ address }) }),
      () => ({
        data: {
          list: [
            deposit({ address, tx_hash: txHash, status }),
            deposit({ order_id: 'D0', address: 'Tother', tx_hash: 'x' }),
          ],
          total: 2,
        },
      }),
    )
    await userEvent.type(await screen.findByLabelText('Amount (USDT)'), '150')
    await userEvent.click(screen.getByRole('button', { name: 'Show my deposit address' }))
    const row = await screen.findByTestId('chain-transfer')
    expect(row.textContent).toContain('Transaction 7c2d9f0e5b…b3c4d5')
    expect(row.textContent).toContain('Pending')
    // Only transfers to this deposit's address are listed.
    expect(screen.getAllByTestId('chain-transfer')).toHaveLength(1)
    status = 3
    await waitFor(() => expect(screen.getByTestId('chain-transfer').textContent).toContain('Success'), {
      timeout: 8000,
    })
  }, 15_000)

  it('shows the channel’s range and refuses an amount below the minimum with the limit filled in', async () => {
    const calls = setUp(() => ({ data: deposit({}) }))
    const amount = await screen.findByLabelText('Amount (USDT)')
    expect(screen.getByText('From 100.00 to 50,000.00 USDT')).toBeDefined()
    await userEvent.type(amount, '50')
    await userEvent.click(screen.getByRole('button', { name: 'Show my deposit address' }))
    expect(document.querySelector('.field-error')?.textContent).toBe('The minimum deposit is 100 USDT.')
    expect(calls.some((call) => call.method === 'POST')).toBe(false)
  })

  it('checks the card fields with the domain rules before sending anything', async () => {
    const calls = setUp(() => ({ data: deposit({}) }))
    await userEvent.click(await screen.findByRole('tab', { name: 'Card' }))
    await userEvent.click(screen.getByRole('button', { name: '200' }))
    await userEvent.type(screen.getByLabelText('Card number'), '4111111111111112')
    await userEvent.type(screen.getByLabelText('Expiry date'), '1320')
    await userEvent.type(screen.getByLabelText('CVV'), '12')
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }))
    const errors = [...document.querySelectorAll('.field-error')].map((node) => node.textContent)
    expect(errors).toEqual([
      'Please enter the name on the card.',
      'The card number is not valid.',
      'Please enter the expiry date as MM/YY.',
      'The CVV is 3 or 4 digits.',
    ])
    expect(calls.some((call) => call.method === 'POST')).toBe(false)
  })

  it('sends a valid card deposit and goes to the payment page', async () => {
    const open = vi.spyOn(paymentPage, 'open').mockImplementation(() => {})
    const calls = setUp(() => ({
      data: deposit({ type: 'card', pay_url: 'https://pay.example/checkout/D1' }),
    }))
    await userEvent.click(await screen.findByRole('tab', { name: 'Card' }))
    await userEvent.type(screen.getByLabelText('Amount (USDT)'), '250')
    await userEvent.type(screen.getByLabelText('Name on card'), 'Ana Silva')
    await userEvent.type(screen.getByLabelText('Card number'), '4111111111111111')
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe('4111 1111 1111 1111')
    await userEvent.type(screen.getByLabelText('Expiry date'), '1299')
    await userEvent.type(screen.getByLabelText('CVV'), '123')
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }))
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://pay.example/checkout/D1'))
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      channel_id: 3,
      amount: '250',
      card: { name: 'Ana Silva', number: '4111111111111111', expiry: '12/99', cvv: '123' },
    })
    expect(screen.getByRole('status').textContent).toBe('Opening the payment page…')
  })
})
