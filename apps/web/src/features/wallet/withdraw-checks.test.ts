import type { PayChannel } from '@app/contract'
import { moneyOf } from '@app/domain'
import { describe, expect, it } from 'vitest'
import {
  channelForAccount,
  checkNewAccount,
  checkWithdrawForm,
  feePercent,
  withdrawalQuoteFor,
} from './withdraw-checks'

const channel = (overrides: Partial<PayChannel> = {}): PayChannel => ({
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
  ...overrides,
})

describe('channelForAccount', () => {
  const channels = [
    channel({ id: 1, network: 'TRC20' }),
    channel({ id: 2, network: 'ERC20', withdraw_enabled: false }),
    channel({ id: 3, type: 'bank', network: null, name: 'Bank' }),
  ]
  it.each([
    [
      'a crypto account is paid by the channel of its network',
      { account_type: 'crypto', network: 'TRC20' },
      1,
    ],
    ['a closed network has no channel', { account_type: 'crypto', network: 'ERC20' }, undefined],
    ['a bank account is paid by the bank channel', { account_type: 'bank', network: null }, 3],
    ['a PIX account is paid by the bank channel', { account_type: 'pix', network: null }, 3],
  ] as const)('%s', (_rule, account, id) => {
    expect(channelForAccount(account, channels)?.id).toBe(id)
  })
})

describe('withdrawalQuoteFor', () => {
  it('quotes the 1% service fee, the network fee and the net amount of what was typed', () => {
    expect(withdrawalQuoteFor('100', channel())).toEqual({
      serviceFee: moneyOf('1'),
      networkFee: moneyOf('1'),
      net: moneyOf('98'),
    })
  })

  it('rounds a fraction of a micro-unit of fee up, as the domain does', () => {
    expect(withdrawalQuoteFor('3', channel({ fee_rate_bp: 50, network_fee: '0' }))?.serviceFee).toBe(
      moneyOf('0.015'),
    )
  })

  it.each(['', 'abc', '0', '-5'])('quotes nothing for %j', (typed) => {
    expect(withdrawalQuoteFor(typed, channel())).toBeUndefined()
  })
})

describe('feePercent', () => {
  it.each([
    [100, '1'],
    [150, '1.5'],
    [5, '0.05'],
    [0, '0'],
  ])('%i basis points read as %s%%', (bp, text) => {
    expect(feePercent(channel({ fee_rate_bp: bp }))).toBe(text)
  })
})

describe('checkWithdrawForm', () => {
  const available = moneyOf('500')
  it.each([
    ['a whole amount within the limits and a 6-digit password pass', '100', '123456', {}],
    ['the amount must be a whole number', '10.5', '123456', { amount: 'WITHDRAWAL_NOT_WHOLE_NUMBER' }],
    ['the amount is at least 2 USDT', '1', '123456', { amount: 'BELOW_MIN_WITHDRAWAL' }],
    ['the amount is at most the balance', '600', '123456', { amount: 'INSUFFICIENT_BALANCE' }],
    ['the net amount after fees is above zero', '2', '123456', { amount: 'NET_AMOUNT_NOT_POSITIVE' }],
    ['an amount that is not a number is refused', '1e3', '123456', { amount: 'INVALID_AMOUNT' }],
    ['the payment password is 6 digits', '100', '12345', { password: 'PAYMENT_PASSWORD_SIX_DIGITS' }],
  ])('%s', (_rule, amount, password, failures) => {
    const checks = checkWithdrawForm({ amount, password }, available, channel({ network_fee: '2' }))
    const reasons = Object.fromEntries(
      Object.entries(checks).flatMap(([field, check]) => (check.ok ? [] : [[field, check.reason]])),
    )
    expect(reasons).toEqual(failures)
  })

  it('names the minimum it broke, for the {{limit}} of the text', () => {
    expect(checkWithdrawForm({ amount: '1', password: '123456' }, available, channel()).amount).toEqual({
      ok: false,
      reason: 'BELOW_MIN_WITHDRAWAL',
      limit: moneyOf('2'),
    })
  })
})

describe('checkNewAccount', () => {
  const reasons = (checks: ReturnType<typeof checkNewAccount>) =>
    Object.fromEntries(
      Object.entries(checks).flatMap(([field, check]) => (check.ok ? [] : [[field, check.reason]])),
    )

  it('a crypto address must have its network’s shape', () => {
    const base = { account_type: 'crypto', network: 'TRC20', account_name: 'My wallet' } as const
    expect(reasons(checkNewAccount({ ...base, account_no: 'TQ1bogus' }))).toEqual({
      account_no: 'INVALID_ADDRESS',
    })
    expect(reasons(checkNewAccount({ ...base, account_no: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8' }))).toEqual(
      {},
    )
  })

  it('a bank account needs a bank from the list, a number and a name', () => {
    expect(
      reasons(checkNewAccount({ account_type: 'bank', country: 'ID', account_no: ' ', account_name: '' })),
    ).toEqual({
      account_no: 'REQUIRED',
      account_name: 'REQUIRED',
      bank_code: 'UNKNOWN_BANK',
    })
  })

  it('a Brazilian bank account needs a valid CPF too', () => {
    const bank = {
      account_type: 'bank',
      country: 'BR',
      bank_code: '001',
      account_no: '12345',
      account_name: 'Ana',
    } as const
    expect(reasons(checkNewAccount(bank))).toEqual({ cpf: 'INVALID_CPF' })
    expect(reasons(checkNewAccount({ ...bank, cpf: '52998224725' }))).toEqual({})
  })

  it('a PIX account needs a valid CPF', () => {
    const pix = {
      account_type: 'pix',
      country: 'BR',
      account_no: 'key@example.com',
      account_name: 'Ana',
    } as const
    expect(reasons(checkNewAccount({ ...pix, cpf: '111.111.111-11' }))).toEqual({ cpf: 'INVALID_CPF' })
    expect(reasons(checkNewAccount({ ...pix, cpf: '529.982.247-25' }))).toEqual({})
  })
})
