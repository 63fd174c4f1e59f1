import type { BankInformation, MemberAccount, MemberInfo, WithdrawChannels } from '@app/contract'
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi, type RecordedCall, renderWithStore } from './wallet-test-support'
import { WithdrawForm } from './withdraw-form'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const member: MemberInfo = {
  user_id: 1,
  score: '500',
  nickname: 'player one',
  role: 'user',
  currency: 'USDT',
  email: 'player@example.com',
  email_verified: true,
  area_code: null,
  phone: null,
  phone_verified: false,
  has_real_name: true,
  has_payment_password: true,
  invite_code: 'ABCD2345',
}
const account: MemberAccount = {
  score: '500',
  held: '0',
  currency: 'USDT',
  total_recharge: '0',
  vip: { level: 0, percent: 0, next_level: 1, next_recharge: '1000', remaining: '1000' },
}
const channels: WithdrawChannels = {
  enabled: true,
  channels: [
    {
      id: 1,
      type: 'crypto',
      name: 'USDT · TRC20',
      network: 'TRC20',
      min: '2',
      max: '10000',
      fee_rate_bp: 100,
      network_fee: '1',
      deposit_enabled: true,
      withdraw_enabled: true,
    },
  ],
}
const saved: BankInformation = {
  id: 9,
  account_type: 'crypto',
  country: null,
  bank_code: null,
  bank_name: null,
  account_no: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
  account_name: 'My wallet',
  network: 'TRC20',
  cpf: null,
  is_default: true,
}

function setUp(
  withdraw: (call: RecordedCall) => { status?: number; data?: unknown; msg?: string; errorData?: unknown },
) {
  const calls = fakeApi({
    'GET /sports/api/v1/member/info': { data: member },
    'GET /sports/api/v1/member/account': { data: account },
    'GET /sports/api/v1/withdraw/all': { data: channels },
    'GET /sports/api/v1/bank_information': { data: [saved] },
    'POST /sports/api/v1/withdraw': withdraw,
  })
  renderWithStore(<WithdrawForm />)
  return calls
}

const withdrawal = {
  order_id: 'W1',
  amount: '100',
  service_fee: '1',
  network_fee: '1',
  net_amount: '98',
  status: 0,
  channel: 'USDT · TRC20',
  account_no: 'TJRa…RTv8',
  remark: null,
  created_at: '2026-05-01T10:00:00Z',
  reviewed_at: null,
}

describe('WithdrawForm', () => {
  it('shows the service fee, network fee and net amount live as the amount is typed', async () => {
    setUp(() => ({ data: withdrawal }))
    const amount = await screen.findByLabelText('Amount (whole USDT)')
    const quote = screen.getByTestId('withdrawal-quote')
    expect(quote.textContent).toContain('Service fee (1%)')
    await userEvent.type(amount, '100')
    expect(quote.textContent).toBe('Service fee (1%)1.00 USDTNetwork fee1.00 USDTYou receive98.00 USDT')
    await userEvent.clear(amount)
    await userEvent.type(amount, '1')
    expect(quote.querySelector('.amount-negative')?.textContent).toBe('-0.01 USDT')
  })

  it('explains each broken rule under its field and sends nothing', async () => {
    const calls = setUp(() => ({ data: withdrawal }))
    await userEvent.type(await screen.findByLabelText('Amount (whole USDT)'), '10.5')
    await userEvent.type(screen.getByLabelText('Payment password'), '123')
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }))
    const errors = [...document.querySelectorAll('.field-error')].map((node) => node.textContent)
    expect(errors).toEqual([
      'The withdrawal amount must be a whole number.',
      'The payment password is exactly 6 digits.',
    ])
    expect(calls.some((call) => call.method === 'POST')).toBe(false)
  })

  it('fills the minimum into the text of an amount below it', async () => {
    setUp(() => ({ data: withdrawal }))
    await userEvent.type(await screen.findByLabelText('Amount (whole USDT)'), '1')
    await userEvent.type(screen.getByLabelText('Payment password'), '123456')
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }))
    expect(document.querySelector('.field-error')?.textContent).toBe('The minimum withdrawal is 2 USDT.')
  })

  it('sends the account, amount and password with an idempotency key, and confirms', async () => {
    const calls = setUp(() => ({ data: withdrawal }))
    await userEvent.type(await screen.findByLabelText('Amount (whole USDT)'), '100')
    await userEvent.type(screen.getByLabelText('Payment password'), '123456')
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }))
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('was sent for approval'))
    const post = calls.find((call) => call.method === 'POST')
    expect(post?.body).toEqual({ info_id: 9, amount: '100', password: '123456' })
    expect(post?.headers.get('idempotency-key')).toMatch(/^[\w.:-]{8,100}$/)
    expect((screen.getByLabelText('Payment password') as HTMLInputElement).value).toBe('')
  })

  it('shows a wrong payment password under its field with the attempts left', async () => {
    setUp(() => ({
      status: 400,
      msg: 'PAYMENT_PASSWORD_WRONG',
      errorData: { field: 'old_password', attempts_left: 3 },
    }))
    await userEvent.type(await screen.findByLabelText('Amount (whole USDT)'), '100')
    await userEvent.type(screen.getByLabelText('Payment password'), '654321')
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }))
    await waitFor(() =>
      expect(document.querySelector('.field-error')?.textContent).toBe(
        'The payment password is not correct. 3 attempts left.',
      ),
    )
  })

  it('keeps the button off once the payment password is locked, saying why', async () => {
    setUp(() => ({
      status: 423,
      msg: 'PAYMENT_PASSWORD_LOCKED',
      errorData: { locked_until: '2026-11-27T12:00:00.000Z', attempts_left: 0 },
    }))
    await userEvent.type(await screen.findByLabelText('Amount (whole USDT)'), '100')
    await userEvent.type(screen.getByLabelText('Payment password'), '654321')
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }))
    expect(
      await screen.findByText('The payment password is locked for 24 hours after 5 wrong attempts.'),
    ).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Withdraw' })).toHaveProperty('disabled', true)
  })

  it('offers the way to the profile when the payment password is missing', async () => {
    setUp(() => ({ status: 422, msg: 'PAYMENT_PASSWORD_MISSING' }))
    await userEvent.type(await screen.findByLabelText('Amount (whole USDT)'), '100')
    await userEvent.type(screen.getByLabelText('Payment password'), '654321')
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Please set a payment password in your profile first.')
    expect(alert.querySelector('button')?.textContent).toBe('Go to profile')
  })
})
