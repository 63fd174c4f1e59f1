import { describe, expect, it } from 'vitest'
import type { BetWarningCode } from '../codes/bet-warnings'
import { exchangeRateOf } from '../money/exchange'
import { moneyOf } from '../money/money'
import { type SportsBetLimits, type SportsSlipState, sportsSlipWarnings } from './warnings'

// 7.1 display units (say CNY) per USDT: a 1 USDT minimum is 7.1, a 1,000 maximum 7,100.
const RATE = exchangeRateOf('7.1')

const LIMITS: SportsBetLimits = {
  minBet: moneyOf('1'),
  maxBet: moneyOf('1000'),
  minMultiple: 1,
  maxMultiple: 100,
  minBonus: moneyOf('2'),
  maxBonus: moneyOf('100000'),
}

const state = (changes: Partial<SportsSlipState> = {}): SportsSlipState => ({
  castValue: moneyOf('71'),
  multiple: 1,
  combinationCount: 1n,
  estimate: { min: moneyOf('142'), max: moneyOf('142') },
  balance: moneyOf('1000'),
  exchangeRate: RATE,
  limits: LIMITS,
  region: 'HK',
  disabledRegions: ['XX'],
  ...changes,
})

describe('sportsSlipWarnings', () => {
  it.each<[string, Partial<SportsSlipState>, BetWarningCode[]]>([
    ['a slip within every limit has no warning', {}, []],
    ['7.1 is exactly the 1 USDT minimum bet at 7.1', { castValue: moneyOf('7.1') }, []],
    ['7.09 is below the 1 USDT minimum bet at 7.1', { castValue: moneyOf('7.09') }, ['belowMinBet']],
    [
      '1 would pass in USDT but is below 7.1 in the display currency',
      { castValue: moneyOf('1') },
      ['belowMinBet'],
    ],
    ['an empty stake (0) is never below the minimum', { castValue: moneyOf('0') }, []],
    ['7,100 is exactly the 1,000 USDT maximum bet', { castValue: moneyOf('7100') }, []],
    [
      '7,100.01 is above the maximum bet',
      { castValue: moneyOf('7100.01'), balance: moneyOf('2000') },
      ['exceedsMaxBet'],
    ],
    [
      '1,001 would fail in USDT but is far below the maximum at 7.1',
      { castValue: moneyOf('1001'), balance: moneyOf('1000') },
      [],
    ],
    [
      'a maximum of 0 means no maximum',
      {
        castValue: moneyOf('99999'),
        balance: moneyOf('1000000'),
        limits: { ...LIMITS, maxBet: moneyOf('0') },
      },
      [],
    ],
    [
      'the debit is the stake × multiple × combinations: 71 × 2 × 50 = 7,100 is exactly the 1,000 USDT balance',
      { multiple: 2, combinationCount: 50n },
      [],
    ],
    [
      '…one more combination is above the balance',
      { multiple: 2, combinationCount: 51n },
      ['insufficientAccountBalance'],
    ],
    ['a multiple above its maximum', { multiple: 101, balance: moneyOf('1000000') }, ['exceedsMaxMultiple']],
    ['a multiple below its minimum', { limits: { ...LIMITS, minMultiple: 2 } }, ['belowMinMultiple']],
    [
      'multiples are counts: the exchange rate does not apply',
      { multiple: 100, balance: moneyOf('1000000') },
      [],
    ],
    [
      'a max estimate above the 100,000 USDT maximum bonus (710,000 at 7.1)',
      { estimate: { min: moneyOf('142'), max: moneyOf('710000.01') } },
      ['exceedsMaxBonus'],
    ],
    [
      'a max estimate of exactly the maximum bonus',
      { estimate: { min: moneyOf('142'), max: moneyOf('710000') } },
      [],
    ],
    [
      'a min estimate below the 2 USDT minimum bonus (14.2 at 7.1)',
      { estimate: { min: moneyOf('14.19'), max: moneyOf('142') } },
      ['belowMinBonus'],
    ],
    [
      'an estimate of 0 (nothing to win yet) is never below the minimum bonus',
      { castValue: moneyOf('0'), estimate: { min: moneyOf('0'), max: moneyOf('0') } },
      [],
    ],
    ['a disabled region', { region: 'XX' }, ['disabledRegions']],
    ['no region known: nothing to disable', { region: undefined }, []],
  ])('%s', (_rule, changes, warnings) => {
    expect(sportsSlipWarnings(state(changes))).toEqual(warnings)
  })

  it('names each warning once, in the fixed order of BET_WARNING_CODES', () => {
    expect(
      sportsSlipWarnings(
        state({
          castValue: moneyOf('8000'),
          multiple: 200,
          region: 'XX',
          estimate: { min: moneyOf('1'), max: moneyOf('9000000') },
        }),
      ),
    ).toEqual([
      'exceedsMaxBet',
      'disabledRegions',
      'insufficientAccountBalance',
      'exceedsMaxMultiple',
      'exceedsMaxBonus',
      'belowMinBonus',
    ])
  })
})
