import { describe, expect, it } from 'vitest'
import { exchangeRateOf } from '../../money/exchange'
import { moneyOf } from '../../money/money'
import { type LotterySlipEntry, lotterySlipWarnings } from './warnings'

// 7.1 display units (say CNY) per USDT: a 1 USDT minimum is 7.1, a 5,000 maximum 35,500.
const RATE = exchangeRateOf('7.1')
const PLENTY = moneyOf('1000000')

const entry = (amount: string, combinations?: number): LotterySlipEntry => ({
  amount: moneyOf(amount),
  min: moneyOf('1'),
  max: moneyOf('5000'),
  ...(combinations === undefined ? {} : { combinations }),
})

describe('lotterySlipWarnings', () => {
  it.each([
    ['an empty slip has no warning', [], '0', []],
    ['7.1 is exactly the 1 USDT minimum at 7.1', [entry('7.1')], '1000000', []],
    ['7.09 is below the 1 USDT minimum at 7.1', [entry('7.09')], '1000000', ['belowLotteryGameMinBet']],
    [
      '1 would pass in USDT but is below 7.1 in the display currency',
      [entry('1')],
      '1000000',
      ['belowLotteryGameMinBet'],
    ],
    [
      'an entry at 0 is not placed, so it is never below the minimum',
      [entry('0'), entry('10')],
      '1000000',
      [],
    ],
    ['35,500 is exactly the 5,000 USDT maximum at 7.1', [entry('35500')], '1000000', []],
    ['35,500.01 is above the maximum', [entry('35500.01')], '1000000', ['exceedsLotteryGameMaxBet']],
    ['5,001 would fail in USDT but is far below the maximum at 7.1', [entry('5001')], '1000000', []],
    ['a total of exactly the 10 USDT balance (71) is allowed', [entry('50'), entry('21')], '10', []],
    [
      'a total above the 10 USDT balance (71) is refused',
      [entry('50'), entry('21.01')],
      '10',
      ['insufficientAccountBalance'],
    ],
    ['a 10 balance is 71 at 7.1, so 60 passes although it is above 10', [entry('60')], '10', []],
  ] as const)('%s', (_rule, entries, balance, warnings) => {
    expect(lotterySlipWarnings({ entries, balance: moneyOf(balance), exchangeRate: RATE })).toEqual(warnings)
  })

  it('counts an entry once per combination against the balance, but its limits per combination', () => {
    // 10 per combination × 3 combinations = 30 > 28.4 (4 USDT at 7.1); 10 itself is within 7.1..35,500.
    expect(
      lotterySlipWarnings({ entries: [entry('10', 3)], balance: moneyOf('4'), exchangeRate: RATE }),
    ).toEqual(['insufficientAccountBalance'])
    expect(
      lotterySlipWarnings({ entries: [entry('10', 2)], balance: moneyOf('4'), exchangeRate: RATE }),
    ).toEqual([])
  })

  it('names each warning once, in the fixed order of BET_WARNING_CODES', () => {
    const entries = [entry('1'), entry('2'), entry('40000'), entry('50000')]
    expect(lotterySlipWarnings({ entries, balance: moneyOf('100'), exchangeRate: RATE })).toEqual([
      'insufficientAccountBalance',
      'belowLotteryGameMinBet',
      'exceedsLotteryGameMaxBet',
    ])
  })

  it('uses each entry its own limits', () => {
    const cheap = { amount: moneyOf('700'), min: moneyOf('1'), max: moneyOf('100') }
    const dear = { amount: moneyOf('700'), min: moneyOf('100'), max: moneyOf('1000') }
    expect(lotterySlipWarnings({ entries: [cheap], balance: PLENTY, exchangeRate: RATE })).toEqual([])
    expect(lotterySlipWarnings({ entries: [dear], balance: PLENTY, exchangeRate: RATE })).toEqual([
      'belowLotteryGameMinBet',
    ])
    expect(
      lotterySlipWarnings({
        entries: [{ ...cheap, amount: moneyOf('710.01') }],
        balance: PLENTY,
        exchangeRate: RATE,
      }),
    ).toEqual(['exceedsLotteryGameMaxBet'])
  })

  it('at a rate of 1 compares in USDT directly', () => {
    const rate = exchangeRateOf('1')
    expect(lotterySlipWarnings({ entries: [entry('1')], balance: moneyOf('1'), exchangeRate: rate })).toEqual(
      [],
    )
    expect(
      lotterySlipWarnings({ entries: [entry('0.99')], balance: moneyOf('1'), exchangeRate: rate }),
    ).toEqual(['belowLotteryGameMinBet'])
  })
})
