import { moneyOf } from '@app/domain'
import { describe, expect, it } from 'vitest'
import { readLimitAmount } from './limit-amount'

describe('readLimitAmount', () => {
  it.each([
    ['a whole amount is that many USDT', '100', { ok: true, value: moneyOf('100') }],
    ['decimals are kept exactly', '150.5', { ok: true, value: moneyOf('150.5') }],
    ['zero is a limit that allows nothing', '0', { ok: true, value: moneyOf('0') }],
    ['spaces around the amount do not count', ' 20 ', { ok: true, value: moneyOf('20') }],
    ['an empty field asks for an amount', '', { ok: false, reason: 'amountRequired' }],
    ['a lone point is not an amount', '.', { ok: false, reason: 'amountInvalid' }],
    ['more than 6 decimals is refused, not rounded', '1.0000001', { ok: false, reason: 'amountInvalid' }],
    [
      'more than 12 whole digits is beyond what the API takes',
      '1234567890123',
      { ok: false, reason: 'amountInvalid' },
    ],
    ['leading zeros do not count as digits', '000000000000100', { ok: true, value: moneyOf('100') }],
  ])('%s', (_, text, expected) => {
    expect(readLimitAmount(text)).toEqual(expected)
  })
})
