import { defaultRaceOddsTable, exchangeRateOf, moneyOf } from '@app/domain'
import { describe, expect, it } from 'vitest'
import {
  changeGame,
  clearSlip,
  emptySlip,
  isSelected,
  type SlipContext,
  setEntryAmount,
  setQuickAmount,
  summarizeSlip,
  toggleSelection,
  toPlaceRequest,
} from './race-slip'

const championBig = { type: 'sides:1', prop: 'big' }
const pairOneDragon = { type: 'dragonTiger:1', prop: 'dragon' }
const context: SlipContext = {
  odds: defaultRaceOddsTable(),
  balance: moneyOf('100'),
  exchangeRate: exchangeRateOf('1'),
  lotteryMin: moneyOf('1'),
}

describe('the race slip', () => {
  it('toggles a card: the first tap adds it with the quick amount, the second removes it', () => {
    const slip = setQuickAmount(emptySlip('pk10'), '5')
    const added = toggleSelection(slip, championBig)
    expect(added.entries).toEqual([{ ...championBig, amountText: '5' }])
    expect(isSelected(added, championBig)).toBe(true)
    expect(toggleSelection(added, championBig).entries).toEqual([])
  })

  it('clears the bets when the game changes, and keeps them when it does not', () => {
    const slip = toggleSelection(emptySlip('pk10', '2'), championBig)
    expect(changeGame(slip, 'pk10')).toBe(slip)
    expect(changeGame(slip, 'airship')).toEqual({ game: 'airship', entries: [], quickAmount: '2' })
  })

  it('sets an amount above 0 on its entry and removes the entry for an empty amount', () => {
    const slip = toggleSelection(toggleSelection(emptySlip('pk10'), championBig), pairOneDragon)
    const set = setEntryAmount(slip, championBig, '12.5')
    expect(set.entries.map((entry) => entry.amountText)).toEqual(['12.5', ''])
    expect(setEntryAmount(set, championBig, ' ').entries).toEqual([{ ...pairOneDragon, amountText: '' }])
  })

  it('sets a changed quick amount on every entry, and leaves them alone when it is cleared', () => {
    const slip = toggleSelection(toggleSelection(emptySlip('pk10'), championBig), pairOneDragon)
    const quick = setQuickAmount(setEntryAmount(slip, championBig, '3'), '10')
    expect(quick.entries.map((entry) => entry.amountText)).toEqual(['10', '10'])
    expect(setQuickAmount(quick, '').entries.map((entry) => entry.amountText)).toEqual(['10', '10'])
    expect(clearSlip(quick)).toEqual({ game: 'pk10', entries: [], quickAmount: '10' })
  })
})

describe('summarizeSlip', () => {
  const slipOf = (...amounts: [{ type: string; prop: string }, string][]) =>
    amounts.reduce(
      (slip, [selection, text]) => setEntryAmount(toggleSelection(slip, selection), selection, text),
      emptySlip('pk10'),
    )

  it('prices each entry at its odds and totals the stakes and the payouts', () => {
    const summary = summarizeSlip(slipOf([championBig, '10'], [{ type: 'sum', prop: '11' }, '2']), context)
    expect(summary.entries.map((entry) => entry.odd)).toEqual(['1.98', '8.30'])
    expect(summary.total).toBe(moneyOf('12'))
    expect(summary.maxPayout).toBe(moneyOf('36.4'))
    expect(summary.warnings).toEqual([])
    expect(summary.canPlace).toBe(true)
  })

  it('asks for an amount before the slip can be placed', () => {
    const summary = summarizeSlip(toggleSelection(emptySlip('pk10'), championBig), context)
    expect(summary.warnings).toEqual(['enterAmount'])
    expect(summary.canPlace).toBe(false)
  })

  it('refuses a selection the game does not offer or the rules do not know', () => {
    const offered = context.odds.filter((entry) => entry.top !== 'sum')
    const summary = summarizeSlip(
      slipOf([{ type: 'sum', prop: '11' }, '2'], [{ type: 'sum', prop: '2' }, '2']),
      {
        ...context,
        odds: offered,
      },
    )
    expect(summary.warnings).toEqual(['notOffered', 'invalidSelection'])
  })

  it('warns once about a balance too small for the whole slip', () => {
    const summary = summarizeSlip(slipOf([championBig, '60'], [pairOneDragon, '60']), context)
    expect(summary.warnings).toEqual(['insufficientAccountBalance'])
  })

  it('compares the limits in the display currency: at 7.1 per USDT, 7 is below the 1 USDT minimum', () => {
    const rate = exchangeRateOf('7.1')
    const below = summarizeSlip(slipOf([championBig, '7']), {
      ...context,
      exchangeRate: rate,
      lotteryMin: moneyOf('7.1'),
    })
    expect(below.warnings).toEqual(['belowLotteryGameMinBet'])
    const enough = summarizeSlip(slipOf([championBig, '7.1']), {
      ...context,
      exchangeRate: rate,
      lotteryMin: moneyOf('7.1'),
    })
    expect(enough.warnings).toEqual([])
  })

  it('raises the minimum to the currency lottery minimum and keeps the odds list maximum', () => {
    const raised = summarizeSlip(slipOf([championBig, '3']), { ...context, lotteryMin: moneyOf('5') })
    expect(raised.warnings).toEqual(['belowLotteryGameMinBet'])
    const above = summarizeSlip(slipOf([championBig, '5001']), { ...context, balance: moneyOf('10000') })
    expect(above.warnings).toEqual(['exceedsLotteryGameMaxBet'])
  })
})

describe('toPlaceRequest', () => {
  it('sends each amount in USDT, converted from the display currency', () => {
    const slip = setEntryAmount(toggleSelection(emptySlip('airship'), pairOneDragon), pairOneDragon, '71')
    const rate = exchangeRateOf('7.1')
    const summary = summarizeSlip(slip, { ...context, exchangeRate: rate, balance: moneyOf('50') })
    expect(toPlaceRequest(summary, 'airship', 42, rate)).toEqual({
      game: 'airship',
      draw_id: 42,
      entries: [{ type: 'dragonTiger:1', prop: 'dragon', amount: '10' }],
    })
  })
})
