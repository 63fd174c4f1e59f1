import type { PickCountWarningCode } from '../../codes/bet-warnings'
import { inReasonOrder, type SettlementReason } from '../../codes/settlement-reasons'
import { type Money, money, ZERO } from '../../money/money'
import { type Odds, payoutAt } from '../odds'
import {
  animalOf,
  BALL_COLOURS,
  type BallColour,
  colourOf,
  isMarkSixBall,
  isZodiacAnimal,
  ZODIAC_ANIMALS,
  type ZodiacAnimal,
} from './balls'
import {
  isOnSide,
  NUMBER_CODE_SIDES,
  type NumberCodeSide,
  PUSH_BALL,
  SPECIAL_CODE_SIDES,
  type SpecialCodeSide,
  tailOf,
} from './sides'

/** The spec's Mark Six bet types, as the tabs of the lottery page. */
export const MARK_SIX_BET_TYPES = [
  'specialCode',
  'specialCodeSide',
  'specialCodeColor',
  'specialCodeAnimal',
  'specialCodeMergeAnimal',
  'specialCodeTail',
  'tail',
  'specialCodeCombinationZodiacs',
  'numberCode',
  'numberCodeSide',
  'numberCodeColor',
  'no1',
  'no2',
  'no3',
  'no4',
  'no5',
  'no6',
] as const
export type MarkSixBetType = (typeof MARK_SIX_BET_TYPES)[number]

/** The tab the spec opens first ("Default lottery number no1"). */
export const DEFAULT_MARK_SIX_BET_TYPE: MarkSixBetType = 'no1'

/** Whether a text is a Mark Six bet type, e.g. `isMarkSixBetType('tail')` is true. */
export function isMarkSixBetType(text: string): text is MarkSixBetType {
  return (MARK_SIX_BET_TYPES as readonly string[]).includes(text)
}

/** A draw: 6 regular numbers in draw order (positions no1..no6) and the special number, all distinct. */
export type MarkSixResult = { readonly numbers: readonly number[]; readonly special: number }

/** Whether a result is a possible draw, e.g. 6 distinct regular balls and a different special ball. */
export function isMarkSixResult(result: MarkSixResult): boolean {
  const balls = [...result.numbers, result.special]
  return result.numbers.length === 6 && balls.every(isMarkSixBall) && new Set(balls).size === balls.length
}

/** The regular draw positions, no1 to no6. */
export const MARK_SIX_POSITIONS = [1, 2, 3, 4, 5, 6] as const
export type MarkSixPosition = (typeof MARK_SIX_POSITIONS)[number]
type PositionBetType = `no${MarkSixPosition}`

/** The levels of combination zodiacs: level L ("L str 1") needs L animals together in one draw. */
export const COMBINATION_ZODIAC_LEVELS = [1, 2, 3, 4, 5] as const
export type CombinationZodiacLevel = (typeof COMBINATION_ZODIAC_LEVELS)[number]

/**
 * One pick of a bet slip: a bet type and a prop in the format below. Props are canonical (no
 * leading zeros, animals in cycle order) so that equal picks have equal texts.
 *
 * | type                              | prop                                                      |
 * | --------------------------------- | --------------------------------------------------------- |
 * | specialCode, numberCode, no1..no6 | '1'..'49'                                                 |
 * | specialCodeSide                   | one of SPECIAL_CODE_SIDES: 'big', 'sumOdd', 'bigOdd', ... |
 * | specialCodeColor                  | 'red', 'blue', 'green'                                    |
 * | specialCodeAnimal                 | one animal: 'horse'                                       |
 * | specialCodeMergeAnimal            | distinct animals in cycle order: 'rat,tiger,horse'        |
 * | specialCodeTail, tail             | '0'..'9'                                                  |
 * | specialCodeCombinationZodiacs     | 'level{1..5}:' + animals as above: 'level2:ox,goat,pig'   |
 * | numberCodeSide                    | 'no{1..6}:' + one of NUMBER_CODE_SIDES: 'no3:tailBig'     |
 * | numberCodeColor                   | 'no{1..6}:' + colour: 'no6:green'                         |
 */
export type MarkSixSelection = { readonly type: MarkSixBetType; readonly prop: string }

/** A selection read into its parts; see parseSelection. */
export type ParsedMarkSixSelection =
  | { readonly type: 'specialCode' | 'numberCode'; readonly ball: number }
  | { readonly type: PositionBetType; readonly position: MarkSixPosition; readonly ball: number }
  | { readonly type: 'specialCodeSide'; readonly side: SpecialCodeSide }
  | { readonly type: 'specialCodeColor'; readonly colour: BallColour }
  | { readonly type: 'specialCodeAnimal'; readonly animal: ZodiacAnimal }
  | { readonly type: 'specialCodeMergeAnimal'; readonly animals: readonly ZodiacAnimal[] }
  | { readonly type: 'specialCodeTail' | 'tail'; readonly tail: number }
  | {
      readonly type: 'specialCodeCombinationZodiacs'
      readonly level: CombinationZodiacLevel
      readonly animals: readonly ZodiacAnimal[]
    }
  | { readonly type: 'numberCodeSide'; readonly position: MarkSixPosition; readonly side: NumberCodeSide }
  | { readonly type: 'numberCodeColor'; readonly position: MarkSixPosition; readonly colour: BallColour }

const BALL_PROP = /^[1-9]\d?$/
const TAIL_PROP = /^\d$/
const POSITION_PROP = /^no([1-6]):(.*)$/
const LEVEL_PROP = /^level([1-5]):(.*)$/

const includes = <T extends string>(list: readonly T[], text: string): text is T =>
  (list as readonly string[]).includes(text)

const readBall = (prop: string) => {
  if (!BALL_PROP.test(prop)) return undefined
  const ball = Number(prop)
  return isMarkSixBall(ball) ? ball : undefined
}

const cycleIndexOf = (animal: ZodiacAnimal) => ZODIAC_ANIMALS.indexOf(animal)

// An empty list is well formed, so that a half-made pick is refused for its count, not its form.
const readAnimals = (text: string): ZodiacAnimal[] | undefined => {
  if (text === '') return []
  const animals: ZodiacAnimal[] = []
  for (const name of text.split(',')) {
    if (!isZodiacAnimal(name)) return undefined
    const previous = animals.at(-1)
    // Strictly increasing cycle order refuses both duplicates and a second spelling of one set.
    if (previous !== undefined && cycleIndexOf(previous) >= cycleIndexOf(name)) return undefined
    animals.push(name)
  }
  return animals
}

const readPosition = (prop: string) => {
  const match = POSITION_PROP.exec(prop)
  if (!match) return undefined
  return { position: Number(match[1]) as MarkSixPosition, rest: match[2] ?? '' }
}

/**
 * Reads a selection's prop into its parts, e.g. `{ type: 'numberCodeSide', prop: 'no3:big' }`
 * gives `{ type: 'numberCodeSide', position: 3, side: 'big' }`; undefined when the prop is not in
 * its type's format. Pick counts are not checked here (see checkSelection).
 */
export function parseSelection(selection: MarkSixSelection): ParsedMarkSixSelection | undefined {
  const { type, prop } = selection
  switch (type) {
    case 'specialCode':
    case 'numberCode': {
      const ball = readBall(prop)
      return ball === undefined ? undefined : { type, ball }
    }
    case 'no1':
    case 'no2':
    case 'no3':
    case 'no4':
    case 'no5':
    case 'no6': {
      const ball = readBall(prop)
      const position = Number(type.slice(2)) as MarkSixPosition
      return ball === undefined ? undefined : { type, position, ball }
    }
    case 'specialCodeSide':
      return includes(SPECIAL_CODE_SIDES, prop) ? { type, side: prop } : undefined
    case 'specialCodeColor':
      return includes(BALL_COLOURS, prop) ? { type, colour: prop } : undefined
    case 'specialCodeAnimal':
      return isZodiacAnimal(prop) ? { type, animal: prop } : undefined
    case 'specialCodeMergeAnimal': {
      const animals = readAnimals(prop)
      return animals === undefined ? undefined : { type, animals }
    }
    case 'specialCodeTail':
    case 'tail':
      return TAIL_PROP.test(prop) ? { type, tail: Number(prop) } : undefined
    case 'specialCodeCombinationZodiacs': {
      const match = LEVEL_PROP.exec(prop)
      const animals = match ? readAnimals(match[2] ?? '') : undefined
      if (!match || animals === undefined) return undefined
      return { type, level: Number(match[1]) as CombinationZodiacLevel, animals }
    }
    case 'numberCodeSide': {
      const read = readPosition(prop)
      if (!read || !includes(NUMBER_CODE_SIDES, read.rest)) return undefined
      return { type, position: read.position, side: read.rest }
    }
    case 'numberCodeColor': {
      const read = readPosition(prop)
      if (!read || !includes(BALL_COLOURS, read.rest)) return undefined
      return { type, position: read.position, colour: read.rest }
    }
  }
}

const inCycleOrder = (animals: Iterable<ZodiacAnimal>) =>
  [...new Set(animals)].sort((a, b) => cycleIndexOf(a) - cycleIndexOf(b))

/** The canonical merged-animal prop of a set of animals, e.g. ['horse', 'rat'] gives 'rat,horse'. */
export function mergeAnimalProp(animals: Iterable<ZodiacAnimal>): string {
  return inCycleOrder(animals).join(',')
}

/** The canonical combination-zodiac prop, e.g. level 2 of ['pig', 'ox'] gives 'level2:ox,pig'. */
export function combinationZodiacsProp(
  level: CombinationZodiacLevel,
  animals: Iterable<ZodiacAnimal>,
): string {
  return `level${level}:${inCycleOrder(animals).join(',')}`
}

/** Which merged-animal pick rule a build uses: the spec gives both "2 to 9" and "exactly 6". */
export type MarkSixPickRules = { readonly mergeAnimal: 'twoToNine' | 'exactlySix' }
export const DEFAULT_PICK_RULES: MarkSixPickRules = { mergeAnimal: 'twoToNine' }

/** Merged animal picks under 'twoToNine', and the one count allowed under 'exactlySix'. */
export const MERGE_ANIMAL_MIN_PICKS = 2
export const MERGE_ANIMAL_MAX_PICKS = 9
export const MERGE_ANIMAL_EXACT_PICKS = 6
/**
 * Combination-zodiac picks: level 1 takes 1 to 5 animals (the spec). Above level 1 the spec asks
 * for at least as many animals as the level and its other texts cap picks at 5 or 9; we take 9,
 * which keeps level 5 possible with choice (at most C(9,5) = 126 combinations per entry).
 */
export const COMBINATION_ZODIAC_LEVEL_ONE_MAX_PICKS = 5
export const COMBINATION_ZODIAC_MAX_PICKS = 9

export type SelectionCheck =
  | { readonly ok: true }
  | { readonly ok: false; readonly reason: 'INVALID_PROP' | PickCountWarningCode }

const refuse = (reason: 'INVALID_PROP' | PickCountWarningCode): SelectionCheck => ({ ok: false, reason })
const accept: SelectionCheck = { ok: true }

/**
 * Whether a selection may be placed: its prop is in its type's format and its pick count is
 * allowed, e.g. a merged-animal pick of one animal is refused with 'atLeastTwo' under 'twoToNine'
 * and 'shouldSelectSix' under 'exactlySix'.
 */
export function checkSelection(
  selection: MarkSixSelection,
  rules: MarkSixPickRules = DEFAULT_PICK_RULES,
): SelectionCheck {
  const parsed = parseSelection(selection)
  if (parsed === undefined) return refuse('INVALID_PROP')
  if (parsed.type === 'specialCodeMergeAnimal') {
    const count = parsed.animals.length
    if (rules.mergeAnimal === 'exactlySix') {
      return count === MERGE_ANIMAL_EXACT_PICKS ? accept : refuse('shouldSelectSix')
    }
    if (count < MERGE_ANIMAL_MIN_PICKS) return refuse('atLeastTwo')
    if (count > MERGE_ANIMAL_MAX_PICKS) return refuse('mostNine')
    return accept
  }
  if (parsed.type === 'specialCodeCombinationZodiacs') {
    const count = parsed.animals.length
    if (parsed.level === 1) {
      if (count < 1) return refuse('atLeastOne')
      if (count > COMBINATION_ZODIAC_LEVEL_ONE_MAX_PICKS) return refuse('mostFive')
      return accept
    }
    if (count < parsed.level) return refuse('atLeastCombinationLevel')
    if (count > COMBINATION_ZODIAC_MAX_PICKS) return refuse('mostNine')
    return accept
  }
  return accept
}

const parseOrThrow = (selection: MarkSixSelection) => {
  const parsed = parseSelection(selection)
  if (parsed === undefined) {
    throw new Error(`Invalid Mark Six selection ${selection.type} "${selection.prop}": check it before use`)
  }
  return parsed
}

// Every subset of `size` items, each in the items' order, in lexicographic order.
function subsetsOf<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]]
  const subsets: T[][] = []
  items.forEach((first, index) => {
    for (const rest of subsetsOf(items.slice(index + 1), size - 1)) subsets.push([first, ...rest])
  })
  return subsets
}

function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0
  let count = 1
  // Multiplying before dividing keeps every intermediate value a whole number.
  for (let i = 1; i <= k; i++) count = (count * (n - k + i)) / i
  return count
}

/**
 * How many combinations a selection bets on: C(animals, level) for combination zodiacs, e.g.
 * 'level2:ox,goat,pig' is 3, and 1 for every other type. Throws on a malformed prop.
 */
export function combinationCount(selection: MarkSixSelection): number {
  const parsed = parseOrThrow(selection)
  return parsed.type === 'specialCodeCombinationZodiacs' ? choose(parsed.animals.length, parsed.level) : 1
}

/**
 * The animal sets a combination-zodiac selection bets on, each in cycle order, e.g.
 * 'level2:ox,goat,pig' gives [['ox','goat'], ['ox','pig'], ['goat','pig']]; any other type is one
 * combination of no animals. Throws on a malformed prop.
 */
export function zodiacCombinationsOf(selection: MarkSixSelection): ZodiacAnimal[][] {
  const parsed = parseOrThrow(selection)
  return parsed.type === 'specialCodeCombinationZodiacs' ? subsetsOf(parsed.animals, parsed.level) : [[]]
}

/**
 * What an entry debits: its amount is the stake per combination, so the cost is amount × the
 * combination count, e.g. 10 on 'level2:ox,goat,pig' costs 30.
 */
export function entryCost(selection: MarkSixSelection, amount: Money): Money {
  return money(amount * BigInt(combinationCount(selection)))
}

/** How one bet ends: 'push' returns the stake (the 49 rule of two-sides and merged-animal bets). */
export type MarkSixOutcome = 'win' | 'lose' | 'push'

const assertResult = (result: MarkSixResult) => {
  if (!isMarkSixResult(result)) {
    throw new RangeError(`Not a Mark Six result: ${result.numbers.join(',')} + ${result.special}`)
  }
}

/** The animals of all 7 drawn numbers, e.g. a draw with 1 in a horse year includes 'horse'. */
export function drawnAnimals(result: MarkSixResult, yearAnimal: ZodiacAnimal): ReadonlySet<ZodiacAnimal> {
  return new Set([...result.numbers, result.special].map((ball) => animalOf(ball, yearAnimal)))
}

/**
 * One combination of a combination-zodiac bet: it wins when every one of its animals is among the
 * 7 drawn numbers' animals, e.g. ['horse', 'snake'] wins on a horse-year draw holding 13 and 2.
 * There is no push: 49 is just the year animal's fifth ball here.
 */
export function judgeZodiacCombination(
  combination: readonly ZodiacAnimal[],
  result: MarkSixResult,
  yearAnimal: ZodiacAnimal,
): MarkSixOutcome {
  assertResult(result)
  const drawn = drawnAnimals(result, yearAnimal)
  return combination.every((animal) => drawn.has(animal)) ? 'win' : 'lose'
}

const winOrLose = (isWin: boolean): MarkSixOutcome => (isWin ? 'win' : 'lose')

function judgeParsed(
  parsed: ParsedMarkSixSelection,
  result: MarkSixResult,
  yearAnimal: ZodiacAnimal,
): MarkSixOutcome {
  const { numbers, special } = result
  const regularAt = (position: MarkSixPosition) => numbers[position - 1] ?? 0
  switch (parsed.type) {
    case 'specialCode':
      return winOrLose(special === parsed.ball)
    case 'numberCode':
      return winOrLose(numbers.includes(parsed.ball))
    case 'no1':
    case 'no2':
    case 'no3':
    case 'no4':
    case 'no5':
    case 'no6':
      return winOrLose(regularAt(parsed.position) === parsed.ball)
    case 'specialCodeSide':
      return special === PUSH_BALL ? 'push' : winOrLose(isOnSide(special, parsed.side))
    case 'specialCodeColor':
      return winOrLose(colourOf(special) === parsed.colour)
    case 'specialCodeAnimal':
      return winOrLose(animalOf(special, yearAnimal) === parsed.animal)
    case 'specialCodeMergeAnimal':
      return special === PUSH_BALL
        ? 'push'
        : winOrLose(parsed.animals.includes(animalOf(special, yearAnimal)))
    case 'specialCodeTail':
      return winOrLose(tailOf(special) === parsed.tail)
    case 'tail':
      return winOrLose([...numbers, special].some((ball) => tailOf(ball) === parsed.tail))
    case 'specialCodeCombinationZodiacs': {
      const drawn = drawnAnimals(result, yearAnimal)
      const combinations = subsetsOf(parsed.animals, parsed.level)
      return winOrLose(combinations.some((combination) => combination.every((animal) => drawn.has(animal))))
    }
    case 'numberCodeSide': {
      const ball = regularAt(parsed.position)
      return ball === PUSH_BALL ? 'push' : winOrLose(isOnSide(ball, parsed.side))
    }
    case 'numberCodeColor':
      return winOrLose(colourOf(regularAt(parsed.position)) === parsed.colour)
  }
}

/**
 * How a selection ends on a draw, e.g. 'big' on special 30 wins and on special 49 pushes. For
 * combination zodiacs it is 'win' when any combination wins (settleSelection counts them).
 * Throws on a malformed prop or an impossible result: both are checked before a bet is taken.
 */
export function judgeSelection(
  selection: MarkSixSelection,
  result: MarkSixResult,
  yearAnimal: ZodiacAnimal,
): MarkSixOutcome {
  assertResult(result)
  return judgeParsed(parseOrThrow(selection), result, yearAnimal)
}

/**
 * Share of a prize paid on a winning combination-zodiac combination that holds the year's animal:
 * the spec deducts 15%, because that animal has 5 balls instead of 4 and so wins more often.
 */
export const YEAR_ANIMAL_PRIZE_PERCENT = 85n

/**
 * A prize after the year-animal deduction: prize × 85 / 100, truncated toward zero at the
 * micro-unit (the house never pays a fraction it does not hold), e.g. 19.5 becomes 16.575.
 */
export function yearAnimalPrize(prize: Money): Money {
  return money((prize * YEAR_ANIMAL_PRIZE_PERCENT) / 100n)
}

export type MarkSixSettlement = {
  readonly outcome: MarkSixOutcome
  /** Everything returned to the player, stake included; 0 on a loss. */
  readonly payout: Money
  readonly pushes: number
  readonly wins: number
  readonly combinations: number
  /** Why it ended so: the outcome, or the 49 rule that pushed it, and the year-animal deduction. */
  readonly reasons: readonly SettlementReason[]
}

/** Which 49 rule pushes each bet type that can push. */
const PUSH_REASONS: Partial<Record<MarkSixBetType, SettlementReason>> = {
  specialCodeSide: 'SPECIAL_49_TWO_SIDES_PUSH',
  specialCodeMergeAnimal: 'SPECIAL_49_MERGE_ANIMAL_PUSH',
  numberCodeSide: 'POSITION_49_TWO_SIDES_PUSH',
}

function reasonOf(type: MarkSixBetType, outcome: MarkSixOutcome): SettlementReason {
  if (outcome === 'push') {
    const reason = PUSH_REASONS[type]
    if (reason === undefined) throw new Error(`A ${type} bet cannot push`)
    return reason
  }
  return outcome === 'win' ? 'WON' : 'LOST'
}

/**
 * Settles one entry: a win pays payoutAt(amount, odds), a push returns the amount, a loss pays 0.
 * For combination zodiacs `amount` is the stake of each combination and the payouts of winning
 * combinations are summed, those holding the year's animal paying 85%. The outcome is 'win' if
 * any combination won, else 'push' if all pushed, else 'lose'. The reasons say why: won (partly,
 * when some combinations lost), lost, the 49 rule that pushed it, the year-animal deduction. E.g.
 * 10 on 'big' at 1.96 with special 30 pays 19.6 for ['WON']; with special 49 it returns 10 for
 * ['SPECIAL_49_TWO_SIDES_PUSH'].
 */
export function settleSelection(
  selection: MarkSixSelection,
  amount: Money,
  odds: Odds,
  result: MarkSixResult,
  yearAnimal: ZodiacAnimal,
): MarkSixSettlement {
  assertResult(result)
  const parsed = parseOrThrow(selection)
  if (parsed.type !== 'specialCodeCombinationZodiacs') {
    const outcome = judgeParsed(parsed, result, yearAnimal)
    const payout = outcome === 'win' ? payoutAt(amount, odds) : outcome === 'push' ? amount : ZERO
    return {
      outcome,
      payout,
      pushes: outcome === 'push' ? 1 : 0,
      wins: outcome === 'win' ? 1 : 0,
      combinations: 1,
      reasons: [reasonOf(parsed.type, outcome)],
    }
  }
  const combinations = subsetsOf(parsed.animals, parsed.level)
  if (combinations.length === 0) {
    throw new RangeError(`Selection "${selection.prop}" has no combination: check it before use`)
  }
  const drawn = drawnAnimals(result, yearAnimal)
  const prize = payoutAt(amount, odds)
  let payout = ZERO
  let wins = 0
  const reasons: SettlementReason[] = []
  for (const combination of combinations) {
    if (!combination.every((animal) => drawn.has(animal))) continue
    wins += 1
    const hasYearAnimal = combination.includes(yearAnimal)
    if (hasYearAnimal) reasons.push('YEAR_ANIMAL_DEDUCTION')
    payout = money(payout + (hasYearAnimal ? yearAnimalPrize(prize) : prize))
  }
  if (wins === 0) reasons.push('LOST')
  else reasons.push(wins < combinations.length ? 'PARTLY_WON' : 'WON')
  // No combination-zodiac combination pushes, so the outcome is a win or a loss.
  return {
    outcome: winOrLose(wins > 0),
    payout,
    pushes: 0,
    wins,
    combinations: combinations.length,
    reasons: inReasonOrder(reasons),
  }
}
