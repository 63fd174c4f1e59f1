import type { LotteryOddsEntry } from '@app/contract'
import { defaultOddsTable, exchangeRateOf, type Money, moneyOf } from '@app/domain'
import { describe, expect, it } from 'vitest'
import {
  changeGame,
  emptySlip,
  isSelected,
  pickedAnimals,
  type Slip,
  type SlipContext,
  setCombinationLevel,
  setEntryAmount,
  setQuickAmount,
  summarizeSlip,
  toggleAnimal,
  toggleSelection,
  toPlaceRequest,
} from './slip'

const odds: LotteryOddsEntry[] = defaultOddsTable('hkmarksix')

const usdt: SlipContext = {
  odds,
  yearAnimal: 'horse',
  balance: moneyOf('1000'),
  exchangeRate: exchangeRateOf('1'),
  lotteryMin: moneyOf('1'),
}
const cny: SlipContext = { ...usdt, exchangeRate: exchangeRateOf('7.1'), lotteryMin: moneyOf('7.1') }

const seven = { type: 'specialCode', prop: '7' } as const
const big = { type: 'specialCodeSide', prop: 'big' } as const
const red = { type: 'numberCodeColor', prop: 'no3:red' } as const

const withPicks = (
  slip: Slip,
  ...selections: { type: 'specialCode' | 'specialCodeSide' | 'numberCodeColor'; prop: string }[]
) => selections.reduce(toggleSelection, slip)

const codes = (slip: Slip, context = usdt) =>
  summarizeSlip(slip, context).warnings.map((warning) => warning.code)

describe('the Mark Six bet slip', () => {
  describe('cards', () => {
    it('tapping a card adds it with the quick amount', () => {
      const slip = toggleSelection(setQuickAmount(emptySlip('hkmarksix'), '10'), seven)
      expect(slip.entries).toEqual([{ type: 'specialCode', prop: '7', amountText: '10' }])
      expect(isSelected(slip, seven)).toBe(true)
    })

    it('tapping a selected card again removes it', () => {
      const slip = toggleSelection(toggleSelection(emptySlip('hkmarksix'), seven), seven)
      expect(slip.entries).toEqual([])
      expect(isSelected(slip, seven)).toBe(false)
    })

    it('the same prop under another bet type is another card', () => {
      const slip = withPicks(emptySlip('hkmarksix'), seven, { type: 'numberCode', prop: '7' } as never)
      expect(slip.entries).toHaveLength(2)
    })
  })

  describe('amounts', () => {
    it('entering an amount sets it on that entry only', () => {
      const slip = setEntryAmount(withPicks(emptySlip('hkmarksix'), seven, big), big, '25')
      expect(slip.entries.map((entry) => entry.amountText)).toEqual(['', '25'])
    })

    it('an empty amount removes the entry', () => {
      const slip = setEntryAmount(withPicks(emptySlip('hkmarksix'), seven, big), seven, '  ')
      expect(slip.entries.map((entry) => entry.prop)).toEqual(['big'])
    })

    it('changing the quick amount sets it on every entry', () => {
      const slip = setQuickAmount(
        setEntryAmount(withPicks(emptySlip('hkmarksix'), seven, big), big, '3'),
        '20',
      )
      expect(slip.entries.map((entry) => entry.amountText)).toEqual(['20', '20'])
      expect(slip.quickAmount).toBe('20')
    })

    it('clearing the quick amount leaves the entries their amounts', () => {
      const slip = setQuickAmount(setQuickAmount(withPicks(emptySlip('hkmarksix'), seven), '20'), '')
      expect(slip.entries[0]?.amountText).toBe('20')
      expect(slip.quickAmount).toBe('')
    })
  })

  describe('changing the game', () => {
    it('clears the bets and so the warnings, and keeps the quick amount', () => {
      const slip = toggleAnimal(
        withPicks(setQuickAmount(emptySlip('hkmarksix'), '5'), seven, big),
        'specialCodeMergeAnimal',
        'rat',
      )
      expect(codes(slip)).toContain('atLeastTwo')
      const changed = changeGame(slip, 'gallopingmarksix')
      expect(changed).toEqual(emptySlip('gallopingmarksix', '5'))
      expect(codes(changed)).toEqual([])
    })

    it('choosing the game already on screen keeps the slip', () => {
      const slip = withPicks(emptySlip('hkmarksix'), seven)
      expect(changeGame(slip, 'hkmarksix')).toBe(slip)
    })
  })

  describe('animal sets', () => {
    it('merged-animal picks become one entry in cycle order', () => {
      let slip = emptySlip('hkmarksix', '10')
      slip = toggleAnimal(slip, 'specialCodeMergeAnimal', 'horse')
      slip = toggleAnimal(slip, 'specialCodeMergeAnimal', 'rat')
      expect(slip.entries).toEqual([{ type: 'specialCodeMergeAnimal', prop: 'rat,horse', amountText: '10' }])
      expect(pickedAnimals(slip, 'specialCodeMergeAnimal')).toEqual(['rat', 'horse'])
    })

    it('unpicking the last animal removes the entry', () => {
      let slip = toggleAnimal(emptySlip('hkmarksix'), 'specialCodeMergeAnimal', 'ox')
      slip = toggleAnimal(slip, 'specialCodeMergeAnimal', 'ox')
      expect(slip.entries).toEqual([])
    })

    it('a zodiac combination carries its level, and a new level re-levels the picks', () => {
      let slip = emptySlip('hkmarksix', '2')
      for (const animal of ['pig', 'ox', 'goat'] as const)
        slip = toggleAnimal(slip, 'specialCodeCombinationZodiacs', animal)
      expect(slip.entries[0]?.prop).toBe('level2:ox,goat,pig')
      slip = setCombinationLevel(slip, 3)
      expect(slip.entries[0]?.prop).toBe('level3:ox,goat,pig')
      expect(slip.combinationLevel).toBe(3)
    })

    it('costs the amount once per combination: 2 on level 2 of 3 animals is 3 combinations, 6 in all', () => {
      let slip = emptySlip('hkmarksix', '2')
      for (const animal of ['pig', 'ox', 'goat'] as const)
        slip = toggleAnimal(slip, 'specialCodeCombinationZodiacs', animal)
      const summary = summarizeSlip(slip, usdt)
      expect(summary.combinations).toBe(3)
      expect(summary.total).toBe(moneyOf('6'))
      expect(summary.entries[0]?.odd).toBe('3.90')
    })

    it.each([
      ['specialCodeMergeAnimal', ['rat'], 'atLeastTwo', undefined],
      ['specialCodeCombinationZodiacs', ['rat'], 'atLeastCombinationLevel', 2],
    ] as const)('warns about the pick rule of %s with %j', (type, animals, code, level) => {
      const slip = animals.reduce(
        (next, animal) => toggleAnimal(next, type, animal),
        emptySlip('hkmarksix', '5'),
      )
      const summary = summarizeSlip(slip, usdt)
      expect(summary.warnings[0]).toEqual(level ? { code, level } : { code })
      expect(summary.canPlace).toBe(false)
    })

    it('level 1 takes at most 5 animals', () => {
      let slip = setCombinationLevel(emptySlip('hkmarksix', '5'), 1)
      for (const animal of ['rat', 'ox', 'tiger', 'rabbit', 'dragon', 'snake'] as const)
        slip = toggleAnimal(slip, 'specialCodeCombinationZodiacs', animal)
      expect(codes(slip)).toEqual(['mostFive'])
    })
  })

  describe('totals and warnings', () => {
    it('totals amount × combinations over the entries', () => {
      const slip = setEntryAmount(
        withPicks(setQuickAmount(emptySlip('hkmarksix'), '10'), seven, big, red),
        red,
        '2.5',
      )
      const summary = summarizeSlip(slip, usdt)
      expect(summary.total).toBe(moneyOf('22.5'))
      expect(summary.entries.map((entry) => entry.odd)).toEqual(['47.00', '1.96', '2.70'])
      expect(summary.canPlace).toBe(true)
    })

    it('an empty slip cannot be placed and says nothing', () => {
      const summary = summarizeSlip(emptySlip('hkmarksix'), usdt)
      expect(summary.canPlace).toBe(false)
      expect(summary.warnings).toEqual([])
    })

    it('asks for an amount on a pick without one, and refuses a malformed or zero amount', () => {
      expect(codes(withPicks(emptySlip('hkmarksix'), seven))).toEqual(['enterAmount'])
      expect(codes(setEntryAmount(withPicks(emptySlip('hkmarksix'), seven), seven, '1e3'))).toEqual([
        'invalidAmount',
      ])
      expect(codes(setEntryAmount(withPicks(emptySlip('hkmarksix'), seven), seven, '0'))).toEqual([
        'invalidAmount',
      ])
    })

    it('wires the domain warnings: balance, minimum and maximum', () => {
      const slip = (amount: string) => withPicks(setQuickAmount(emptySlip('hkmarksix'), amount), seven)
      expect(codes(slip('0.5'))).toEqual(['belowLotteryGameMinBet'])
      expect(codes(slip('1001'))).toEqual(['insufficientAccountBalance', 'exceedsLotteryGameMaxBet'])
      expect(codes(slip('999'), { ...usdt, balance: moneyOf('998') as Money })).toEqual([
        'insufficientAccountBalance',
      ])
    })

    it('compares the limits in the display currency: 7 CNY is below the 1 USDT minimum, 7.1 is not', () => {
      const slip = (amount: string) => withPicks(setQuickAmount(emptySlip('hkmarksix'), amount), seven)
      expect(codes(slip('7'), cny)).toEqual(['belowLotteryGameMinBet'])
      expect(codes(slip('7.1'), cny)).toEqual([])
    })

    it('raises an entry minimum to the currency lottery minimum', () => {
      const slip = withPicks(setQuickAmount(emptySlip('hkmarksix'), '4'), seven)
      expect(codes(slip, { ...usdt, lotteryMin: moneyOf('5') })).toEqual(['belowLotteryGameMinBet'])
    })

    it('says when the game does not offer a selection', () => {
      const slip = withPicks(setQuickAmount(emptySlip('hkmarksix'), '4'), seven)
      expect(codes(slip, { ...usdt, odds: odds.filter((entry) => entry.top !== 'specialCode') })).toEqual([
        'notOffered',
      ])
    })
  })

  describe('the request', () => {
    it('sends each amount in USDT per combination', () => {
      const slip = withPicks(setQuickAmount(emptySlip('hkmarksix'), '71'), seven, big)
      const summary = summarizeSlip(slip, cny)
      expect(toPlaceRequest(summary, 'hkmarksix', 42, cny.exchangeRate)).toEqual({
        game: 'hkmarksix',
        draw_id: 42,
        entries: [
          { type: 'specialCode', prop: '7', amount: '10' },
          { type: 'specialCodeSide', prop: 'big', amount: '10' },
        ],
      })
    })
  })
})
