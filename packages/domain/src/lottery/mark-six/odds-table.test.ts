import { describe, expect, it } from 'vitest'
import { GAME_ID, LOTTERY_KEYS } from '../../games/games'
import { moneyOf } from '../../money/money'
import { oddsOf, parseOdds } from '../odds'
import { ZODIAC_ANIMALS } from './balls'
import { checkSelection, MARK_SIX_BET_TYPES, type MarkSixBetType, type MarkSixSelection } from './bet-types'
import {
  defaultOddsTable,
  isMarkSixVariant,
  MARK_SIX_GAME_IDS,
  MARK_SIX_VARIANTS,
  type MarkSixOddsEntry,
  type MarkSixVariant,
  oddsEntryFor,
  oddsFor,
} from './odds-table'

const TABLE = defaultOddsTable('hkmarksix')
// Props that price a family of selections rather than being a selection themselves.
const PRICING_PROP = /^(count\d|level\d|yearAnimal)$/

describe('MARK_SIX_VARIANTS', () => {
  it("are the spec's lottery keys, with their game ids", () => {
    expect([...MARK_SIX_VARIANTS].sort()).toEqual([...LOTTERY_KEYS].sort())
    expect(MARK_SIX_GAME_IDS).toEqual({
      hkmarksix: 13,
      ammarksix: 14,
      newammarksix: 15,
      gallopingmarksix: 18,
      sgnmarksix: 19,
      twnmarksix: 20,
    })
    for (const variant of MARK_SIX_VARIANTS) expect(MARK_SIX_GAME_IDS[variant]).toBe(GAME_ID[variant])
    expect(isMarkSixVariant('soccer')).toBe(false)
  })
})

describe('defaultOddsTable', () => {
  it.each(MARK_SIX_VARIANTS)(
    '%s: every price is valid odds, every limit a positive range from 1',
    (variant) => {
      for (const entry of defaultOddsTable(variant)) {
        expect(parseOdds(entry.odd).ok).toBe(true)
        expect(moneyOf(entry.min)).toBe(moneyOf('1'))
        expect(moneyOf(entry.max) > moneyOf(entry.min)).toBe(true)
      }
    },
  )

  it('offers each prop of a type once', () => {
    const keys = TABLE.map((entry) => `${entry.top}/${entry.prop}`)
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('offers only well-formed selections, besides the count, level and year-animal prices', () => {
    for (const entry of TABLE) {
      if (PRICING_PROP.test(entry.prop)) continue
      expect(checkSelection({ type: entry.top, prop: entry.prop })).toEqual({ ok: true })
    }
  })

  it.each<[MarkSixBetType, number]>([
    ['specialCode', 49],
    ['specialCodeSide', 14],
    ['specialCodeColor', 3],
    ['specialCodeAnimal', 13],
    ['specialCodeMergeAnimal', 8],
    ['specialCodeTail', 10],
    ['tail', 10],
    ['specialCodeCombinationZodiacs', 5],
    ['numberCode', 49],
    // Each of the 6 positions offers the special number's 14 two-sides props.
    ['numberCodeSide', 84],
    ['numberCodeColor', 18],
    ['no1', 49],
    ['no6', 49],
  ])('prices every %s prop (%d entries)', (type, count) => {
    expect(TABLE.filter((entry) => entry.top === type)).toHaveLength(count)
  })

  it('covers every bet type', () => {
    for (const type of MARK_SIX_BET_TYPES) expect(TABLE.some((entry) => entry.top === type)).toBe(true)
  })

  it('starts every variant from the same prices', () => {
    for (const variant of MARK_SIX_VARIANTS) expect(defaultOddsTable(variant)).toEqual(TABLE)
  })

  it('refuses a variant that is not Mark Six', () => {
    expect(() => defaultOddsTable('soccer' as MarkSixVariant)).toThrow('Not a Mark Six variant')
  })
})

describe('oddsFor', () => {
  it.each<[string, MarkSixBetType, string, string]>([
    ['the special number pays 47.00', 'specialCode', '7', '47.00'],
    ['a two-sides prop pays 1.96', 'specialCodeSide', 'sumBig', '1.96'],
    ['a combined side (12 of 48 balls) pays 3.80', 'specialCodeSide', 'bigOdd', '3.80'],
    ['red (17 balls) pays 2.70', 'specialCodeColor', 'red', '2.70'],
    ['blue (16 balls) pays 2.90', 'specialCodeColor', 'blue', '2.90'],
    ['an animal that is not the year animal pays 11.50', 'specialCodeAnimal', 'snake', '11.50'],
    ['the year animal (5 balls) pays the yearAnimal price 9.50', 'specialCodeAnimal', 'horse', '9.50'],
    ['a merged-animal pick of 2 uses count2', 'specialCodeMergeAnimal', 'rat,horse', '5.80'],
    ['a merged-animal pick of 3 uses count3', 'specialCodeMergeAnimal', 'rat,ox,horse', '3.80'],
    [
      'a merged-animal pick of 6 uses count6',
      'specialCodeMergeAnimal',
      'rat,ox,tiger,rabbit,dragon,snake',
      '1.85',
    ],
    ['a special tail 0 (4 balls) pays 11.50', 'specialCodeTail', '0', '11.50'],
    ['a special tail 1 (5 balls) pays 9.20', 'specialCodeTail', '1', '9.20'],
    ['tail 0 on any of the 7 pays 2.10', 'tail', '0', '2.10'],
    ['tail 5 on any of the 7 pays 1.80', 'tail', '5', '1.80'],
    [
      'combination zodiacs level 2 uses level2',
      'specialCodeCombinationZodiacs',
      'level2:ox,goat,pig',
      '3.90',
    ],
    [
      'combination zodiacs level 5 uses level5',
      'specialCodeCombinationZodiacs',
      'level5:rat,ox,tiger,rabbit,dragon',
      '85.00',
    ],
    ['a regular number pays 7.20', 'numberCode', '49', '7.20'],
    ['a position side pays 1.96', 'numberCodeSide', 'no3:tailBig', '1.96'],
    [
      'a position’s combined side pays 3.80, as the special number’s does',
      'numberCodeSide',
      'no3:bigOdd',
      '3.80',
    ],
    ['a position colour pays its colour price', 'numberCodeColor', 'no6:green', '2.90'],
    ['a positional number pays 47.00', 'no4', '12', '47.00'],
  ])('in a horse year %s', (_rule, type, prop, odd) => {
    expect(oddsFor(TABLE, { type, prop }, 'horse')).toBe(oddsOf(odd))
  })

  it('prices the horse as any animal outside its year', () => {
    expect(oddsFor(TABLE, { type: 'specialCodeAnimal', prop: 'horse' }, 'snake')).toBe(11_500n)
    expect(oddsFor(TABLE, { type: 'specialCodeAnimal', prop: 'snake' }, 'snake')).toBe(9_500n)
  })

  it("falls back to the animal's own price when a table has no yearAnimal entry", () => {
    const table = TABLE.filter((entry) => entry.prop !== 'yearAnimal')
    expect(oddsFor(table, { type: 'specialCodeAnimal', prop: 'horse' }, 'horse')).toBe(11_500n)
  })

  it.each<[string, MarkSixSelection]>([
    ['a malformed prop', { type: 'specialCode', prop: '50' }],
    ['a merged-animal count the table does not price', { type: 'specialCodeMergeAnimal', prop: 'rat' }],
    ['a special-number side on a position type', { type: 'numberCodeSide', prop: 'bigOdd' }],
  ])('has no price for %s', (_case, selection) => {
    expect(oddsFor(TABLE, selection, 'horse')).toBeUndefined()
  })

  it('has no price for a prop a table leaves out', () => {
    const table = TABLE.filter((entry) => entry.top !== 'no1')
    expect(oddsFor(table, { type: 'no1', prop: '1' }, 'horse')).toBeUndefined()
  })

  it('gives the entry with its stake limits', () => {
    expect(oddsEntryFor(TABLE, { type: 'specialCode', prop: '7' }, 'horse')).toMatchObject({
      min: '1',
      max: '1000',
    })
    expect(oddsEntryFor(TABLE, { type: 'specialCodeSide', prop: 'big' }, 'horse')).toMatchObject({
      min: '1',
      max: '5000',
    })
    expect(oddsEntryFor(TABLE, { type: 'specialCodeAnimal', prop: 'horse' }, 'horse')?.prop).toBe(
      'yearAnimal',
    )
  })

  it('throws on a malformed price, since tables are trusted configuration', () => {
    const table: MarkSixOddsEntry[] = [{ top: 'specialCode', prop: '7', odd: 'forty', min: '1', max: '10' }]
    expect(() => oddsFor(table, { type: 'specialCode', prop: '7' }, 'horse')).toThrow('Invalid odds')
  })

  it('prices each animal through the year: one animal at 9.50, eleven at 11.50', () => {
    for (const year of ZODIAC_ANIMALS) {
      const prices = ZODIAC_ANIMALS.map((animal) =>
        oddsFor(TABLE, { type: 'specialCodeAnimal', prop: animal }, year),
      )
      expect(prices.filter((price) => price === 9_500n)).toHaveLength(1)
      expect(prices.filter((price) => price === 11_500n)).toHaveLength(11)
    }
  })
})
