import type { PayChannel } from '@app/contract'
import { moneyOf } from '@app/domain'
import { describe, expect, it } from 'vitest'
import {
  checkDepositForm,
  depositRange,
  formatCardNumber,
  formatExpiry,
  quickAmounts,
} from './deposit-checks'

const card: PayChannel = {
  id: 7,
  type: 'card',
  name: 'Visa / Mastercard',
  network: null,
  min: '50',
  max: '1000',
  fee_rate_bp: 0,
  network_fee: '0',
  deposit_enabled: true,
  withdraw_enabled: false,
}
const now = new Date('2026-05-15T12:00:00Z')
const goodCard = { name: 'Ana Silva', number: '4111 1111 1111 1111', expiry: '12/28', cvv: '123' }

const failures = (checks: ReturnType<typeof checkDepositForm>) =>
  Object.fromEntries(
    Object.entries(checks).flatMap(([field, check]) => (check.ok ? [] : [[field, check.reason]])),
  )

describe('checkDepositForm', () => {
  it.each([
    ['a good card and amount pass', { amount: '150', card: goodCard }, {}],
    [
      'the amount is at least the spec’s 100, above the channel’s own 50',
      { amount: '60', card: goodCard },
      { amount: 'BELOW_MIN_DEPOSIT' },
    ],
    [
      'the amount is at most the channel’s maximum',
      { amount: '1500', card: goodCard },
      { amount: 'ABOVE_MAX_DEPOSIT' },
    ],
    ['an empty amount is not an amount', { amount: '', card: goodCard }, { amount: 'INVALID_AMOUNT' }],
    [
      'the card number must pass its checksum',
      { amount: '150', card: { ...goodCard, number: '4111 1111 1111 1112' } },
      { 'card.number': 'INVALID_CARD_NUMBER' },
    ],
    [
      'the name on the card is required',
      { amount: '150', card: { ...goodCard, name: ' ' } },
      { 'card.name': 'CARD_NAME_REQUIRED' },
    ],
    [
      'the expiry is MM/YY',
      { amount: '150', card: { ...goodCard, expiry: '13/28' } },
      { 'card.expiry': 'INVALID_EXPIRY' },
    ],
    [
      'an expired card is refused',
      { amount: '150', card: { ...goodCard, expiry: '04/26' } },
      { 'card.expiry': 'CARD_EXPIRED' },
    ],
    [
      'the CVV is 3 or 4 digits',
      { amount: '150', card: { ...goodCard, cvv: '12' } },
      { 'card.cvv': 'INVALID_CVV' },
    ],
  ])('%s', (_rule, values, expected) => {
    expect(failures(checkDepositForm(values, card, now))).toEqual(expected)
  })

  it('asks for no card details on a bank channel', () => {
    const bank = { ...card, type: 'bank' as const }
    expect(
      Object.keys(
        checkDepositForm({ amount: '150', card: { name: '', number: '', expiry: '', cvv: '' } }, bank, now),
      ),
    ).toEqual(['amount'])
  })

  it('names the minimum it broke, for the {{limit}} of the text', () => {
    expect(checkDepositForm({ amount: '60', card: goodCard }, card, now).amount).toEqual({
      ok: false,
      reason: 'BELOW_MIN_DEPOSIT',
      limit: moneyOf('100'),
    })
  })
})

describe('deposit helpers', () => {
  it('shows the range from the spec’s minimum to the channel’s maximum', () => {
    expect(depositRange(card)).toEqual({ min: moneyOf('100'), max: moneyOf('1000') })
  })

  it('offers only the quick amounts the channel takes', () => {
    expect(quickAmounts(card)).toEqual([moneyOf('100'), moneyOf('200'), moneyOf('500'), moneyOf('1000')])
  })

  it.each([
    ['4111111111111111', '4111 1111 1111 1111'],
    ['4111-1111', '4111 1111'],
    ['411', '411'],
  ])('groups the card number %s as %s', (typed, shown) => {
    expect(formatCardNumber(typed)).toBe(shown)
  })

  it.each([
    ['0528', '05/28'],
    ['05/28', '05/28'],
    ['05', '05'],
    ['123456', '12/34'],
  ])('writes the expiry %s as %s', (typed, shown) => {
    expect(formatExpiry(typed)).toBe(shown)
  })
})
