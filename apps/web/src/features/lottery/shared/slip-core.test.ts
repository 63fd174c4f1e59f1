import { exchangeRateOf, type Money, moneyOf } from '@app/domain'
import { describe, expect, it } from 'vitest'
import {
  changeSlipGame,
  clearSlip,
  type EntryPricing,
  isSelected,
  type SlipEntry,
  type SlipLimits,
  type SlipState,
  setEntryAmount,
  setQuickAmount,
  summarizeEntries,
  toggleSelection,
  toRequestEntries,
} from './slip-core'

const limits: SlipLimits = {
  balance: moneyOf('100'),
  exchangeRate: exchangeRateOf('1'),
  lotteryMin: moneyOf('1'),
}
const line = { odd: '2.00', min: '1', max: '50' }
const empty = (game: string, quickAmount = ''): SlipState => ({ game, entries: [], quickAmount })
const a = { type: 'a', prop: '1' }
const b = { type: 'b', prop: '2' }

/** One combination per entry, like the ten-car race. */
const single = (entry: SlipEntry): EntryPricing<{ code: 'invalidSelection' }> => ({
  key: `${entry.type}|${entry.prop}`,
  line: entry.type === 'unknown' ? undefined : line,
  combinations: 1,
  ruleWarning: undefined,
})

/** Several combinations per entry (one per comma-separated prop part), with a pick rule, like Mark Six. */
const combined = (
  entry: SlipEntry,
): EntryPricing<{ code: 'atLeastTwo' } | { code: 'mostFive'; level: number }> => {
  const count = entry.prop.split(',').length
  return {
    key: `${entry.type}:${entry.prop}`,
    line,
    combinations: count,
    ruleWarning: count < 2 ? { code: 'atLeastTwo' } : count > 5 ? { code: 'mostFive', level: 1 } : undefined,
  }
}

const withAmounts = (...picks: [{ type: string; prop: string }, string][]) =>
  picks.reduce((slip, [pick, text]) => setEntryAmount(toggleSelection(slip, pick), pick, text), empty('g'))

describe('the slip rules both games share', () => {
  it('tapping a card adds it with the quick amount, tapping it again removes it', () => {
    const slip = toggleSelection(empty('g', '5'), a)
    expect(slip.entries).toEqual([{ ...a, amountText: '5' }])
    expect(isSelected(slip, a)).toBe(true)
    expect(toggleSelection(slip, a).entries).toEqual([])
  })

  it('an amount sets its entry only, and an empty amount removes the entry', () => {
    const slip = setEntryAmount(toggleSelection(toggleSelection(empty('g'), a), b), b, '3')
    expect(slip.entries.map((entry) => entry.amountText)).toEqual(['', '3'])
    expect(setEntryAmount(slip, a, ' ').entries).toEqual([{ ...b, amountText: '3' }])
  })

  it('a quick amount sets every entry, and clearing it leaves them alone', () => {
    const slip = setQuickAmount(withAmounts([a, '1'], [b, '2']), '9')
    expect(slip.entries.map((entry) => entry.amountText)).toEqual(['9', '9'])
    expect(setQuickAmount(slip, '').entries.map((entry) => entry.amountText)).toEqual(['9', '9'])
    expect(clearSlip(slip)).toEqual({ game: 'g', entries: [], quickAmount: '9' })
  })

  it('changing the game clears the bets and keeps the quick amount; the same game keeps the slip', () => {
    const slip = toggleSelection(empty('g', '4'), a)
    expect(changeSlipGame(slip, 'g', empty)).toBe(slip)
    expect(changeSlipGame(slip, 'h', empty)).toEqual(empty('h', '4'))
  })
})

describe('summarizeEntries', () => {
  it('with one combination per entry the total is the sum of the amounts', () => {
    const summary = summarizeEntries(withAmounts([a, '10'], [b, '2.5']).entries, limits, single)
    expect(summary.total).toBe(moneyOf('12.5'))
    expect(summary.combinations).toBe(2)
    expect(summary.entries.map((entry) => entry.key)).toEqual(['a|1', 'b|2'])
    expect(summary.canPlace).toBe(true)
  })

  it('with combinations the total is amount × combinations: 2 on 3 combinations costs 6', () => {
    const summary = summarizeEntries(
      withAmounts([{ type: 'set', prop: 'x,y,z' }, '2']).entries,
      limits,
      combined,
    )
    expect(summary.entries[0]?.cost).toBe(moneyOf('6'))
    expect(summary.total).toBe(moneyOf('6'))
    expect(summary.combinations).toBe(3)
    expect(summary.canPlace).toBe(true)
  })

  it('the balance is checked against amount × combinations', () => {
    const slip = withAmounts([{ type: 'set', prop: 'x,y,z' }, '40'])
    expect(summarizeEntries(slip.entries, limits, combined).warnings).toEqual([
      { code: 'insufficientAccountBalance' },
    ])
    expect(summarizeEntries(slip.entries, limits, single).warnings).toEqual([])
  })

  it('a pick rule comes first and is listed once per code and level', () => {
    const slip = withAmounts([{ type: 's', prop: 'x' }, '2'], [{ type: 't', prop: 'y' }, ''])
    const summary = summarizeEntries(slip.entries, limits, combined)
    expect(summary.warnings).toEqual([{ code: 'atLeastTwo' }])
    expect(summary.canPlace).toBe(false)
  })

  it('says a selection is not offered, then asks for a missing or malformed amount', () => {
    const slip = withAmounts([{ type: 'unknown', prop: '1' }, '2'], [a, '0'])
    const summary = summarizeEntries(toggleSelection(slip, b).entries, limits, single)
    expect(summary.warnings.map((warning) => warning.code)).toEqual([
      'notOffered',
      'invalidAmount',
      'enterAmount',
    ])
  })

  it('raises an entry minimum to the currency lottery minimum, compared in the display currency', () => {
    const cny: SlipLimits = { ...limits, exchangeRate: exchangeRateOf('7.1'), lotteryMin: moneyOf('14.2') }
    const summary = summarizeEntries(withAmounts([a, '7.1']).entries, cny, single)
    expect(summary.entries[0]?.min).toBe(moneyOf('2') as Money)
    expect(summary.warnings).toEqual([{ code: 'belowLotteryGameMinBet' }])
  })

  it('the request sends each amount in USDT', () => {
    const rate = exchangeRateOf('7.1')
    const summary = summarizeEntries(
      withAmounts([a, '71']).entries,
      { ...limits, exchangeRate: rate },
      single,
    )
    expect(toRequestEntries(summary.entries, rate)).toEqual([{ type: 'a', prop: '1', amount: '10' }])
  })
})
