import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MICRO_PER_UNIT, money, moneyOf, ZERO } from '../../money/money'
import { oddsFromThousandths, oddsOf, payoutAt } from '../odds'
import { BALL_COLOURS, ZODIAC_ANIMALS } from './balls'
import {
  COMBINATION_ZODIAC_LEVELS,
  checkSelection,
  combinationCount,
  combinationZodiacsProp,
  DEFAULT_MARK_SIX_BET_TYPE,
  DEFAULT_PICK_RULES,
  entryCost,
  isMarkSixBetType,
  isMarkSixResult,
  judgeSelection,
  judgeZodiacCombination,
  MARK_SIX_BET_TYPES,
  type MarkSixBetType,
  type MarkSixOutcome,
  type MarkSixPickRules,
  type MarkSixResult,
  type MarkSixSelection,
  mergeAnimalProp,
  parseSelection,
  settleSelection,
  YEAR_ANIMAL_PRIZE_PERCENT,
  zodiacCombinationsOf,
} from './bet-types'
import { NUMBER_CODE_SIDES, SPECIAL_CODE_SIDES } from './sides'

// Hand-worked draws in the 2026 horse year. Animals by ball: 1 horse, 2 snake, 3 dragon, 4 rabbit,
// 5 tiger, 6 ox, 7 rat, 8 pig, 9 dog, 10 rooster, 11 monkey, 12 goat, then every 12 again.
//
// DRAW_A: 8 pig red, 15 dragon blue, 22 rooster green, 31 rat blue, 36 goat blue, 44 pig green;
//   special 37 horse blue: big, odd, digit sum 10 (even, big), tail 7 (big). Tails 8 5 2 1 6 4 7.
const DRAW_A: MarkSixResult = { numbers: [8, 15, 22, 31, 36, 44], special: 37 }
// DRAW_B: special 49 (horse, green, tail 9). Regular 2 snake, 10 rooster, 19 rat, 25 horse,
//   33 dog, 46 rooster. Tails 2 0 9 5 3 6 9.
const DRAW_B: MarkSixResult = { numbers: [2, 10, 19, 25, 33, 46], special: 49 }
// DRAW_C: 49 drawn third. Regular 12 goat, 5 tiger, 49 horse, 30 ox, 17 tiger, 40 rabbit;
//   special 24 goat red: small, even, digit sum 6 (even, small), tail 4 (small).
const DRAW_C: MarkSixResult = { numbers: [12, 5, 49, 30, 17, 40], special: 24 }
const DRAWS = { A: DRAW_A, B: DRAW_B, C: DRAW_C } as const
const YEAR = 'horse'

type Case = readonly [
  rule: string,
  draw: keyof typeof DRAWS,
  type: MarkSixBetType,
  prop: string,
  outcome: MarkSixOutcome,
]

const judge = (draw: keyof typeof DRAWS, type: MarkSixBetType, prop: string) =>
  judgeSelection({ type, prop }, DRAWS[draw], YEAR)

const anyYear = fc.constantFrom(...ZODIAC_ANIMALS)
const anyAmount = fc.bigInt({ min: 1n, max: 10_000n * MICRO_PER_UNIT }).map(money)
const anyOdds = fc.bigInt({ min: 1_000n, max: 100_000n }).map(oddsFromThousandths)
const anyResult: fc.Arbitrary<MarkSixResult> = fc
  .shuffledSubarray(
    Array.from({ length: 49 }, (_, index) => index + 1),
    { minLength: 7, maxLength: 7 },
  )
  .map((balls) => ({ numbers: balls.slice(0, 6), special: balls[6] ?? 0 }))
const anyAnimals = fc.subarray([...ZODIAC_ANIMALS])
const anyPosition = fc.integer({ min: 1, max: 6 })
const anySelection: fc.Arbitrary<MarkSixSelection> = fc.oneof(
  fc.record({
    type: fc.constantFrom(
      ...(['specialCode', 'numberCode', 'no1', 'no2', 'no3', 'no4', 'no5', 'no6'] as const),
    ),
    prop: fc.integer({ min: 1, max: 49 }).map(String),
  }),
  fc.record({ type: fc.constant('specialCodeSide' as const), prop: fc.constantFrom(...SPECIAL_CODE_SIDES) }),
  fc.record({ type: fc.constant('specialCodeColor' as const), prop: fc.constantFrom(...BALL_COLOURS) }),
  fc.record({ type: fc.constant('specialCodeAnimal' as const), prop: fc.constantFrom(...ZODIAC_ANIMALS) }),
  fc.record({ type: fc.constant('specialCodeMergeAnimal' as const), prop: anyAnimals.map(mergeAnimalProp) }),
  fc.record({
    type: fc.constantFrom(...(['specialCodeTail', 'tail'] as const)),
    prop: fc.integer({ min: 0, max: 9 }).map(String),
  }),
  fc.record({
    type: fc.constant('specialCodeCombinationZodiacs' as const),
    prop: fc
      .tuple(fc.constantFrom(...COMBINATION_ZODIAC_LEVELS), anyAnimals)
      .map(([level, animals]) => combinationZodiacsProp(level, animals)),
  }),
  fc.record({
    type: fc.constant('numberCodeSide' as const),
    prop: fc.tuple(anyPosition, fc.constantFrom(...NUMBER_CODE_SIDES)).map(([p, side]) => `no${p}:${side}`),
  }),
  fc.record({
    type: fc.constant('numberCodeColor' as const),
    prop: fc.tuple(anyPosition, fc.constantFrom(...BALL_COLOURS)).map(([p, colour]) => `no${p}:${colour}`),
  }),
)

describe('bet types', () => {
  it('lists the spec types, with no1 the default tab', () => {
    expect(MARK_SIX_BET_TYPES).toHaveLength(17)
    expect(DEFAULT_MARK_SIX_BET_TYPE).toBe('no1')
    expect(isMarkSixBetType('specialCodeMergeAnimal')).toBe(true)
    expect(isMarkSixBetType('no7')).toBe(false)
  })

  it('knows a possible result from an impossible one', () => {
    expect(isMarkSixResult(DRAW_A)).toBe(true)
    expect(isMarkSixResult({ numbers: [1, 2, 3, 4, 5], special: 6 })).toBe(false)
    expect(isMarkSixResult({ numbers: [1, 2, 3, 4, 5, 6], special: 6 })).toBe(false)
    expect(isMarkSixResult({ numbers: [1, 2, 3, 4, 5, 50], special: 7 })).toBe(false)
  })
})

describe('judgeSelection on hand-worked draws', () => {
  const cases: Case[] = [
    // specialCode: the exact special number; 49 is a number like any other.
    ['specialCode 37 wins on special 37', 'A', 'specialCode', '37', 'win'],
    ['specialCode 36 loses: 36 is a regular number, not the special', 'A', 'specialCode', '36', 'lose'],
    ['specialCode 49 wins on special 49: no push', 'B', 'specialCode', '49', 'win'],
    ['specialCode 2 loses on special 49', 'B', 'specialCode', '2', 'lose'],

    // specialCodeSide on 37: big, odd, sum 10 even and big, tail 7 big.
    ['big wins on 37', 'A', 'specialCodeSide', 'big', 'win'],
    ['small loses on 37', 'A', 'specialCodeSide', 'small', 'lose'],
    ['odd wins on 37', 'A', 'specialCodeSide', 'odd', 'win'],
    ['even loses on 37', 'A', 'specialCodeSide', 'even', 'lose'],
    ['sumOdd loses on 37 (3 + 7 = 10)', 'A', 'specialCodeSide', 'sumOdd', 'lose'],
    ['sumEven wins on 37', 'A', 'specialCodeSide', 'sumEven', 'win'],
    ['sumBig wins on 37 (10 >= 7)', 'A', 'specialCodeSide', 'sumBig', 'win'],
    ['sumSmall loses on 37', 'A', 'specialCodeSide', 'sumSmall', 'lose'],
    ['tailBig wins on 37', 'A', 'specialCodeSide', 'tailBig', 'win'],
    ['tailSmall loses on 37', 'A', 'specialCodeSide', 'tailSmall', 'lose'],
    ['bigOdd wins on 37', 'A', 'specialCodeSide', 'bigOdd', 'win'],
    ['bigEven loses on 37', 'A', 'specialCodeSide', 'bigEven', 'lose'],
    ['smallOdd loses on 37', 'A', 'specialCodeSide', 'smallOdd', 'lose'],
    ['smallEven loses on 37', 'A', 'specialCodeSide', 'smallEven', 'lose'],
    // specialCodeSide on 24: small, even, sum 6 even and small, tail 4 small.
    ['big loses on 24', 'C', 'specialCodeSide', 'big', 'lose'],
    ['small wins on 24', 'C', 'specialCodeSide', 'small', 'win'],
    ['even wins on 24', 'C', 'specialCodeSide', 'even', 'win'],
    ['sumBig loses on 24 (2 + 4 = 6)', 'C', 'specialCodeSide', 'sumBig', 'lose'],
    ['sumSmall wins on 24', 'C', 'specialCodeSide', 'sumSmall', 'win'],
    ['tailSmall wins on 24', 'C', 'specialCodeSide', 'tailSmall', 'win'],
    ['smallEven wins on 24', 'C', 'specialCodeSide', 'smallEven', 'win'],
    ['smallOdd loses on 24', 'C', 'specialCodeSide', 'smallOdd', 'lose'],
    ['special two sides ignore 49 drawn at a regular position', 'C', 'specialCodeSide', 'big', 'lose'],

    // specialCodeColor: no push on 49.
    ['blue wins on 37', 'A', 'specialCodeColor', 'blue', 'win'],
    ['red loses on 37', 'A', 'specialCodeColor', 'red', 'lose'],
    ['green wins on special 49: no push', 'B', 'specialCodeColor', 'green', 'win'],
    ['red loses on special 49: no push', 'B', 'specialCodeColor', 'red', 'lose'],
    ['red wins on 24', 'C', 'specialCodeColor', 'red', 'win'],

    // specialCodeAnimal: no push on 49.
    ['horse wins on 37 in the horse year', 'A', 'specialCodeAnimal', 'horse', 'win'],
    ['goat loses on 37', 'A', 'specialCodeAnimal', 'goat', 'lose'],
    ['horse wins on special 49: no push', 'B', 'specialCodeAnimal', 'horse', 'win'],
    [
      'snake loses on special 49 although 2 (snake) is a regular number',
      'B',
      'specialCodeAnimal',
      'snake',
      'lose',
    ],

    // specialCodeMergeAnimal: 49 pushes whatever the set.
    ['rat,horse wins on 37 (horse)', 'A', 'specialCodeMergeAnimal', 'rat,horse', 'win'],
    ['ox,tiger loses on 37', 'A', 'specialCodeMergeAnimal', 'ox,tiger', 'lose'],
    ['a set with the horse pushes on special 49', 'B', 'specialCodeMergeAnimal', 'rat,horse', 'push'],
    ['a set without the horse pushes on special 49 too', 'B', 'specialCodeMergeAnimal', 'ox,tiger', 'push'],
    [
      'goat,pig wins on 24 (goat) with 49 drawn at a regular position',
      'C',
      'specialCodeMergeAnimal',
      'goat,pig',
      'win',
    ],

    // specialCodeTail: the special number's last digit; no push on 49.
    ['tail 7 wins on 37', 'A', 'specialCodeTail', '7', 'win'],
    ['tail 1 loses on 37 although 31 is drawn', 'A', 'specialCodeTail', '1', 'lose'],
    ['tail 9 wins on special 49: no push', 'B', 'specialCodeTail', '9', 'win'],

    // tail: a last digit on any of the 7.
    ['tail 1 wins on regular 31', 'A', 'tail', '1', 'win'],
    ['tail 7 wins on the special 37', 'A', 'tail', '7', 'win'],
    ['tail 0 loses when no ball ends in 0', 'A', 'tail', '0', 'lose'],
    ['tail 3 loses when no ball ends in 3', 'A', 'tail', '3', 'lose'],
    ['tail 0 wins on regular 10', 'B', 'tail', '0', 'win'],
    ['tail 9 wins on special 49: no push', 'B', 'tail', '9', 'win'],

    // numberCode: among the 6 regular numbers only.
    ['numberCode 22 wins as a regular number', 'A', 'numberCode', '22', 'win'],
    ['numberCode 37 loses: the special is not a regular number', 'A', 'numberCode', '37', 'lose'],
    ['numberCode 49 wins when 49 is drawn regular: no push', 'C', 'numberCode', '49', 'win'],

    // no1..no6: the exact number at that position.
    ['no1 8 wins: 8 was drawn first', 'A', 'no1', '8', 'win'],
    ['no2 8 loses: 8 was not drawn second', 'A', 'no2', '8', 'lose'],
    ['no3 22 wins', 'A', 'no3', '22', 'win'],
    ['no4 31 wins', 'A', 'no4', '31', 'win'],
    ['no5 36 wins', 'A', 'no5', '36', 'win'],
    ['no6 44 wins', 'A', 'no6', '44', 'win'],
    ['no6 37 loses: the special is no position', 'A', 'no6', '37', 'lose'],
    ['no3 49 wins when 49 is drawn third: no push', 'C', 'no3', '49', 'win'],

    // numberCodeSide: two sides of one position; 49 there pushes that position only.
    ['no1 small wins on 8', 'A', 'numberCodeSide', 'no1:small', 'win'],
    ['no1 big loses on 8', 'A', 'numberCodeSide', 'no1:big', 'lose'],
    ['no1 even wins on 8', 'A', 'numberCodeSide', 'no1:even', 'win'],
    ['no1 odd loses on 8', 'A', 'numberCodeSide', 'no1:odd', 'lose'],
    ['no1 sumEven wins on 8', 'A', 'numberCodeSide', 'no1:sumEven', 'win'],
    ['no1 sumOdd loses on 8', 'A', 'numberCodeSide', 'no1:sumOdd', 'lose'],
    ['no1 tailBig wins on 8', 'A', 'numberCodeSide', 'no1:tailBig', 'win'],
    ['no1 tailSmall loses on 8', 'A', 'numberCodeSide', 'no1:tailSmall', 'lose'],
    ['no4 big, odd, sumEven and tailSmall win on 31: big', 'A', 'numberCodeSide', 'no4:big', 'win'],
    ['no4 odd wins on 31', 'A', 'numberCodeSide', 'no4:odd', 'win'],
    ['no4 sumEven wins on 31 (3 + 1 = 4)', 'A', 'numberCodeSide', 'no4:sumEven', 'win'],
    ['no4 tailSmall wins on 31', 'A', 'numberCodeSide', 'no4:tailSmall', 'win'],
    ['no3 big pushes when 49 is drawn third', 'C', 'numberCodeSide', 'no3:big', 'push'],
    ['no3 small pushes when 49 is drawn third', 'C', 'numberCodeSide', 'no3:small', 'push'],
    ['no3 tailBig pushes when 49 is drawn third', 'C', 'numberCodeSide', 'no3:tailBig', 'push'],
    ['no1 small still wins on 12 when 49 is drawn third', 'C', 'numberCodeSide', 'no1:small', 'win'],
    ['numberCodeSide ignores a special 49', 'B', 'numberCodeSide', 'no4:big', 'win'],

    // numberCodeColor: no push on 49.
    ['no2 blue wins on 15', 'A', 'numberCodeColor', 'no2:blue', 'win'],
    ['no2 red loses on 15', 'A', 'numberCodeColor', 'no2:red', 'lose'],
    ['no3 green wins on 49 drawn third: no push', 'C', 'numberCodeColor', 'no3:green', 'win'],
    ['no3 red loses on 49 drawn third', 'C', 'numberCodeColor', 'no3:red', 'lose'],

    // specialCodeCombinationZodiacs: every animal of one combination among the 7 balls' animals.
    ['level1 horse wins on the special 37', 'A', 'specialCodeCombinationZodiacs', 'level1:horse', 'win'],
    ['level1 ox loses: no ox ball drawn', 'A', 'specialCodeCombinationZodiacs', 'level1:ox', 'lose'],
    [
      'level1 horse wins on 49 drawn third: no push',
      'C',
      'specialCodeCombinationZodiacs',
      'level1:horse',
      'win',
    ],
    ['level2 dragon,pig wins: 15 and 8', 'A', 'specialCodeCombinationZodiacs', 'level2:dragon,pig', 'win'],
    [
      'level2 is a win when any of its pairs wins',
      'A',
      'specialCodeCombinationZodiacs',
      'level2:ox,dragon,pig',
      'win',
    ],
    ['level3 ox,tiger,dragon loses', 'A', 'specialCodeCombinationZodiacs', 'level3:ox,tiger,dragon', 'lose'],
    [
      'level5 rat,dragon,horse,goat,pig wins',
      'A',
      'specialCodeCombinationZodiacs',
      'level5:rat,dragon,horse,goat,pig',
      'win',
    ],
  ]

  it.each(cases)('%s', (_rule, draw, type, prop, outcome) => {
    expect(judge(draw, type, prop)).toBe(outcome)
  })

  it('pushes every specialCodeSide prop on special 49', () => {
    for (const side of SPECIAL_CODE_SIDES) expect(judge('B', 'specialCodeSide', side)).toBe('push')
  })

  it('pushes every numberCodeSide prop at the position of 49 and no other position', () => {
    for (const side of NUMBER_CODE_SIDES) {
      expect(judge('C', 'numberCodeSide', `no3:${side}`)).toBe('push')
      for (const position of [1, 2, 4, 5, 6]) {
        expect(judge('C', 'numberCodeSide', `no${position}:${side}`)).not.toBe('push')
      }
    }
  })

  it('pushes nothing else on 49, special or regular', () => {
    const pushing: readonly MarkSixBetType[] = ['specialCodeSide', 'specialCodeMergeAnimal', 'numberCodeSide']
    fc.assert(
      fc.property(anySelection, (selection) => {
        if (pushing.includes(selection.type)) return
        expect(judgeSelection(selection, DRAW_B, YEAR)).not.toBe('push')
        expect(judgeSelection(selection, DRAW_C, YEAR)).not.toBe('push')
      }),
    )
  })

  it('throws on a malformed prop or an impossible result: both are checked before a bet is taken', () => {
    expect(() => judge('A', 'specialCode', '50')).toThrow('Invalid Mark Six selection')
    expect(() =>
      judgeSelection({ type: 'specialCode', prop: '1' }, { numbers: [1, 2, 3, 4, 5, 6], special: 6 }, YEAR),
    ).toThrow(RangeError)
  })
})

describe('checkSelection', () => {
  it.each<[string, MarkSixBetType, string]>([
    ['a number', 'specialCode', '49'],
    ['a regular number', 'numberCode', '1'],
    ['a positional number', 'no6', '7'],
    ['a combined side', 'specialCodeSide', 'smallEven'],
    ['a colour', 'specialCodeColor', 'green'],
    ['an animal', 'specialCodeAnimal', 'rooster'],
    ['two animals in cycle order', 'specialCodeMergeAnimal', 'rat,pig'],
    ['tail 0', 'specialCodeTail', '0'],
    ['tail 9', 'tail', '9'],
    ['level 1 of one animal', 'specialCodeCombinationZodiacs', 'level1:dog'],
    ['level 5 of five animals', 'specialCodeCombinationZodiacs', 'level5:rat,ox,tiger,rabbit,dragon'],
    ['a position side', 'numberCodeSide', 'no6:tailSmall'],
    ['a position colour', 'numberCodeColor', 'no1:red'],
  ])('accepts %s', (_case, type, prop) => {
    expect(checkSelection({ type, prop })).toEqual({ ok: true })
  })

  it.each<[string, MarkSixBetType, string]>([
    ['0 is not a ball', 'specialCode', '0'],
    ['50 is not a ball', 'numberCode', '50'],
    ['a leading zero is not canonical', 'no1', '07'],
    ['a space is not canonical', 'specialCode', ' 7'],
    ['a decimal is not a ball', 'specialCode', '7.0'],
    ['an empty number', 'no2', ''],
    ['sides are lower camel case', 'specialCodeSide', 'Big'],
    ['a position side needs a side the special number has too', 'numberCodeSide', 'no1:sumMiddle'],
    ['there is no seventh position', 'numberCodeSide', 'no7:big'],
    ['there is no position 0', 'numberCodeColor', 'no0:red'],
    ['a position side needs its position', 'numberCodeSide', 'big'],
    ['purple is no colour', 'specialCodeColor', 'purple'],
    ['cat is no zodiac animal', 'specialCodeAnimal', 'cat'],
    ['merged animals out of cycle order', 'specialCodeMergeAnimal', 'horse,rat'],
    ['a merged animal twice', 'specialCodeMergeAnimal', 'rat,rat'],
    ['an empty name between commas', 'specialCodeMergeAnimal', 'rat,,ox'],
    ['tail 10', 'specialCodeTail', '10'],
    ['a letter as tail', 'tail', 'a'],
    ['level 6', 'specialCodeCombinationZodiacs', 'level6:rat,ox,tiger,rabbit,dragon,snake'],
    ['level 0', 'specialCodeCombinationZodiacs', 'level0:rat'],
    ['animals without a level', 'specialCodeCombinationZodiacs', 'rat,ox'],
    ['combination animals out of cycle order', 'specialCodeCombinationZodiacs', 'level2:ox,rat'],
  ])('refuses a malformed prop: %s', (_case, type, prop) => {
    expect(checkSelection({ type, prop })).toEqual({ ok: false, reason: 'INVALID_PROP' })
  })

  const animals = (count: number) => ZODIAC_ANIMALS.slice(0, count).join(',')
  const TWO_TO_NINE: MarkSixPickRules = { mergeAnimal: 'twoToNine' }
  const EXACTLY_SIX: MarkSixPickRules = { mergeAnimal: 'exactlySix' }

  it.each([
    ['no animal is too few', TWO_TO_NINE, 0, 'atLeastTwo'],
    ['one animal is too few', TWO_TO_NINE, 1, 'atLeastTwo'],
    ['two animals are the least allowed', TWO_TO_NINE, 2, undefined],
    ['six animals are allowed', TWO_TO_NINE, 6, undefined],
    ['nine animals are the most allowed', TWO_TO_NINE, 9, undefined],
    ['ten animals are too many', TWO_TO_NINE, 10, 'mostNine'],
    ['twelve animals are too many', TWO_TO_NINE, 12, 'mostNine'],
    ['exactly six: two are refused', EXACTLY_SIX, 2, 'shouldSelectSix'],
    ['exactly six: five are refused', EXACTLY_SIX, 5, 'shouldSelectSix'],
    ['exactly six: six are accepted', EXACTLY_SIX, 6, undefined],
    ['exactly six: seven are refused', EXACTLY_SIX, 7, 'shouldSelectSix'],
    ['exactly six: nothing is refused', EXACTLY_SIX, 0, 'shouldSelectSix'],
  ] as const)('merged animal, %s', (_rule, rules, count, reason) => {
    const expected = reason === undefined ? { ok: true } : { ok: false, reason }
    expect(checkSelection({ type: 'specialCodeMergeAnimal', prop: animals(count) }, rules)).toEqual(expected)
  })

  it.each([
    ['level 1 needs at least one animal', 1, 0, 'atLeastOne'],
    ['level 1 takes one animal', 1, 1, undefined],
    ['level 1 takes five animals', 1, 5, undefined],
    ['level 1 takes at most five animals', 1, 6, 'mostFive'],
    ['level 2 needs two animals', 2, 1, 'atLeastCombinationLevel'],
    ['level 2 takes two animals', 2, 2, undefined],
    ['level 3 needs three animals', 3, 2, 'atLeastCombinationLevel'],
    ['level 5 needs five animals', 5, 4, 'atLeastCombinationLevel'],
    ['level 5 takes nine animals', 5, 9, undefined],
    ['above level 1 at most nine animals', 3, 10, 'mostNine'],
  ] as const)('combination zodiacs: %s', (_rule, level, count, reason) => {
    const expected = reason === undefined ? { ok: true } : { ok: false, reason }
    const prop = `level${level}:${animals(count)}`
    expect(checkSelection({ type: 'specialCodeCombinationZodiacs', prop }, TWO_TO_NINE)).toEqual(expected)
    expect(checkSelection({ type: 'specialCodeCombinationZodiacs', prop }, EXACTLY_SIX)).toEqual(expected)
  })

  it('uses the 2-to-9 merged-animal rule by default', () => {
    expect(DEFAULT_PICK_RULES).toEqual(TWO_TO_NINE)
    expect(checkSelection({ type: 'specialCodeMergeAnimal', prop: animals(3) })).toEqual({ ok: true })
  })

  it('writes canonical props whatever the order of picking', () => {
    expect(mergeAnimalProp(['horse', 'rat', 'horse'])).toBe('rat,horse')
    expect(combinationZodiacsProp(2, ['pig', 'ox'])).toBe('level2:ox,pig')
    fc.assert(
      fc.property(fc.shuffledSubarray([...ZODIAC_ANIMALS], { minLength: 2, maxLength: 9 }), (picked) => {
        const prop = mergeAnimalProp(picked)
        expect(checkSelection({ type: 'specialCodeMergeAnimal', prop })).toEqual({ ok: true })
        expect(parseSelection({ type: 'specialCodeMergeAnimal', prop })).toEqual({
          type: 'specialCodeMergeAnimal',
          animals: ZODIAC_ANIMALS.filter((animal) => picked.includes(animal)),
        })
      }),
    )
  })
})

describe('combinations', () => {
  const choose = (n: number, k: number): number =>
    k < 0 || k > n ? 0 : k === 0 ? 1 : (choose(n - 1, k - 1) * n) / k
  const anyCombinationPick = fc.record({
    level: fc.constantFrom(...COMBINATION_ZODIAC_LEVELS),
    animals: fc.subarray([...ZODIAC_ANIMALS]),
  })

  it('a selection of n animals at level L holds C(n, L) distinct combinations of L animals', () => {
    fc.assert(
      fc.property(anyCombinationPick, ({ level, animals }) => {
        const selection: MarkSixSelection = {
          type: 'specialCodeCombinationZodiacs',
          prop: combinationZodiacsProp(level, animals),
        }
        const combinations = zodiacCombinationsOf(selection)
        expect(combinationCount(selection)).toBe(choose(animals.length, level))
        expect(combinations).toHaveLength(choose(animals.length, level))
        expect(new Set(combinations.map((combination) => combination.join(','))).size).toBe(
          combinations.length,
        )
        for (const combination of combinations) {
          expect(combination).toHaveLength(level)
          for (const animal of combination) expect(animals).toContain(animal)
        }
      }),
    )
  })

  it('lists the pairs of a level-2 pick of three animals', () => {
    const selection = { type: 'specialCodeCombinationZodiacs', prop: 'level2:ox,goat,pig' } as const
    expect(zodiacCombinationsOf(selection)).toEqual([
      ['ox', 'goat'],
      ['ox', 'pig'],
      ['goat', 'pig'],
    ])
  })

  it('every other type is one combination', () => {
    expect(combinationCount({ type: 'specialCodeMergeAnimal', prop: 'rat,ox,tiger' })).toBe(1)
    expect(combinationCount({ type: 'no1', prop: '7' })).toBe(1)
  })

  it('an entry debits its amount once per combination', () => {
    const amount = moneyOf('10')
    expect(entryCost({ type: 'specialCodeCombinationZodiacs', prop: 'level2:ox,goat,pig' }, amount)).toBe(
      moneyOf('30'),
    )
    expect(
      entryCost({ type: 'specialCodeCombinationZodiacs', prop: 'level3:rat,ox,tiger,rabbit,dragon' }, amount),
    ).toBe(moneyOf('100'))
    expect(entryCost({ type: 'specialCode', prop: '7' }, amount)).toBe(amount)
  })

  it('judges one combination on all 7 balls', () => {
    expect(judgeZodiacCombination(['dragon', 'horse'], DRAW_A, YEAR)).toBe('win')
    expect(judgeZodiacCombination(['dragon', 'ox'], DRAW_A, YEAR)).toBe('lose')
    expect(judgeZodiacCombination(['snake', 'horse'], DRAW_B, YEAR)).toBe('win')
  })
})

describe('settleSelection', () => {
  const ten = moneyOf('10')

  it.each([
    ['a win pays the stake at the odds', 'A', 'specialCodeSide', 'big', '1.96', 'win', '19.6', 'WON'],
    ['a loss pays nothing', 'A', 'specialCodeSide', 'small', '1.96', 'lose', '0', 'LOST'],
    [
      'a two-sides push on special 49 returns the stake',
      'B',
      'specialCodeSide',
      'small',
      '1.96',
      'push',
      '10',
      'SPECIAL_49_TWO_SIDES_PUSH',
    ],
    [
      'a merged-animal push on 49 returns the stake',
      'B',
      'specialCodeMergeAnimal',
      'rat,horse',
      '5.80',
      'push',
      '10',
      'SPECIAL_49_MERGE_ANIMAL_PUSH',
    ],
    ['a special number win pays 47 times', 'B', 'specialCode', '49', '47.00', 'win', '470', 'WON'],
    [
      'a position side push on 49 returns the stake',
      'C',
      'numberCodeSide',
      'no3:odd',
      '1.96',
      'push',
      '10',
      'POSITION_49_TWO_SIDES_PUSH',
    ],
  ] as const)('%s', (_rule, draw, type, prop, odds, outcome, payout, reason) => {
    const settled = settleSelection({ type, prop }, ten, oddsOf(odds), DRAWS[draw], YEAR)
    expect(settled).toEqual({
      outcome,
      payout: moneyOf(payout),
      pushes: outcome === 'push' ? 1 : 0,
      wins: outcome === 'win' ? 1 : 0,
      combinations: 1,
      reasons: [reason],
    })
  })

  it('level 2 of three animals with only two drawn wins one pair of three, without deduction', () => {
    // DRAW_A holds dragon (15) and pig (8, 44) but no ox: only dragon-pig wins.
    const settled = settleSelection(
      { type: 'specialCodeCombinationZodiacs', prop: 'level2:ox,dragon,pig' },
      ten,
      oddsOf('3.90'),
      DRAW_A,
      YEAR,
    )
    expect(settled).toEqual({
      outcome: 'win',
      payout: moneyOf('39'),
      pushes: 0,
      wins: 1,
      combinations: 3,
      reasons: ['PARTLY_WON'],
    })
  })

  it('level 2 of four animals with three drawn wins three pairs of six', () => {
    // rat (31), dragon (15), pig (8) are drawn; ox is not: rat-dragon, rat-pig, dragon-pig win.
    const settled = settleSelection(
      { type: 'specialCodeCombinationZodiacs', prop: 'level2:rat,ox,dragon,pig' },
      ten,
      oddsOf('3.90'),
      DRAW_A,
      YEAR,
    )
    expect(settled).toEqual({
      outcome: 'win',
      payout: moneyOf('117'),
      pushes: 0,
      wins: 3,
      combinations: 6,
      reasons: ['PARTLY_WON'],
    })
  })

  it('deducts 15% only from winning combinations that hold the year animal', () => {
    // dragon-horse and horse-pig hold the horse: 39 × 0.85 = 33.15 each; dragon-pig pays 39.
    const settled = settleSelection(
      { type: 'specialCodeCombinationZodiacs', prop: 'level2:dragon,horse,pig' },
      ten,
      oddsOf('3.90'),
      DRAW_A,
      YEAR,
    )
    expect(settled).toEqual({
      outcome: 'win',
      payout: moneyOf('105.3'),
      pushes: 0,
      wins: 3,
      combinations: 3,
      reasons: ['WON', 'YEAR_ANIMAL_DEDUCTION'],
    })
  })

  it('does not deduct from a losing combination with the year animal, and pays level 1 per animal', () => {
    // horse wins at 19.5 × 0.85 = 16.575, pig wins at 19.5, ox (no ox drawn) loses.
    const settled = settleSelection(
      { type: 'specialCodeCombinationZodiacs', prop: 'level1:ox,horse,pig' },
      ten,
      oddsOf('1.95'),
      DRAW_A,
      YEAR,
    )
    expect(settled).toEqual({
      outcome: 'win',
      payout: moneyOf('36.075'),
      pushes: 0,
      wins: 2,
      combinations: 3,
      reasons: ['PARTLY_WON', 'YEAR_ANIMAL_DEDUCTION'],
    })
  })

  it('the deduction follows the year: the horse pays in full in a snake year', () => {
    // In a snake year the horse's balls are 12, 24, 36 and 48: DRAW_A holds 36. The snake's
    // balls are 1, 13, 25, 37 and 49: DRAW_A's special 37 makes the snake the deducted winner.
    const settle = (prop: string) =>
      settleSelection({ type: 'specialCodeCombinationZodiacs', prop }, ten, oddsOf('1.95'), DRAW_A, 'snake')
    expect(settle('level1:horse').payout).toBe(moneyOf('19.5'))
    expect(settle('level1:snake').payout).toBe(moneyOf('16.575'))
  })

  it('truncates the deducted prize toward zero at the micro-unit', () => {
    // 1.000001 at 1.95 = 1.95000195 -> 1.950001; × 0.85 = 1.65750085 -> 1.6575.
    const settled = settleSelection(
      { type: 'specialCodeCombinationZodiacs', prop: 'level1:horse' },
      moneyOf('1.000001'),
      oddsOf('1.95'),
      DRAW_A,
      YEAR,
    )
    expect(settled.payout).toBe(moneyOf('1.6575'))
    expect(YEAR_ANIMAL_PRIZE_PERCENT).toBe(85n)
  })

  it('loses when no combination wins', () => {
    const settled = settleSelection(
      { type: 'specialCodeCombinationZodiacs', prop: 'level3:ox,tiger,dragon' },
      ten,
      oddsOf('10'),
      DRAW_A,
      YEAR,
    )
    expect(settled).toEqual({
      outcome: 'lose',
      payout: ZERO,
      pushes: 0,
      wins: 0,
      combinations: 1,
      reasons: ['LOST'],
    })
  })

  it('throws on a combination pick with no combination: it could never have been placed', () => {
    expect(() =>
      settleSelection(
        { type: 'specialCodeCombinationZodiacs', prop: 'level3:ox' },
        ten,
        oddsOf('10'),
        DRAW_A,
        YEAR,
      ),
    ).toThrow(RangeError)
  })

  it('pays 0 on a loss, the stake on a push, the odds on a single win; agrees with judgeSelection', () => {
    fc.assert(
      fc.property(
        anySelection,
        anyResult,
        anyYear,
        anyAmount,
        anyOdds,
        (selection, result, year, amount, odds) => {
          if (combinationCount(selection) === 0) return
          const settled = settleSelection(selection, amount, odds, result, year)
          expect(settled.outcome).toBe(judgeSelection(selection, result, year))
          if (settled.outcome === 'lose') expect(settled.payout).toBe(ZERO)
          if (settled.outcome === 'push') expect(settled.payout).toBe(amount)
          if (selection.type !== 'specialCodeCombinationZodiacs' && settled.outcome === 'win') {
            expect(settled.payout).toBe(payoutAt(amount, odds))
          }
          // A combination's prize is at most the full prize: the deduction never adds.
          expect(settled.payout <= payoutAt(amount, odds) * BigInt(settled.combinations)).toBe(true)
        },
      ),
    )
  })
})
