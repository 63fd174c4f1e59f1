import { GAME_ID } from '../../games/games'
import { type Odds, oddsOf } from '../odds'
import { BALL_COLOURS, type BallColour, MARK_SIX_BALLS, ZODIAC_ANIMALS, type ZodiacAnimal } from './balls'
import {
  COMBINATION_ZODIAC_LEVELS,
  DEFAULT_PICK_RULES,
  MARK_SIX_POSITIONS,
  type MarkSixBetType,
  type MarkSixPickRules,
  type MarkSixSelection,
  MERGE_ANIMAL_MIN_PICKS,
  parseSelection,
} from './bet-types'
import { isCombinedSide, type MarkSixSide, NUMBER_CODE_SIDES, SPECIAL_CODE_SIDES } from './sides'

/**
 * One price of the odds list, in the spec's shape: bet type (`top`), prop, decimal odds, and the
 * stake limits of one entry in USDT, all as decimal strings as they travel over the API.
 */
export type MarkSixOddsEntry = {
  readonly top: MarkSixBetType
  readonly prop: string
  readonly odd: string
  readonly min: string
  readonly max: string
}

/** The Mark Six games, by the spec's lottery keys. */
export const MARK_SIX_VARIANTS = [
  'hkmarksix',
  'ammarksix',
  'newammarksix',
  'gallopingmarksix',
  'sgnmarksix',
  'twnmarksix',
] as const
export type MarkSixVariant = (typeof MARK_SIX_VARIANTS)[number]

/** Whether a text is a Mark Six variant, e.g. `isMarkSixVariant('hkmarksix')` is true. */
export function isMarkSixVariant(text: string): text is MarkSixVariant {
  return (MARK_SIX_VARIANTS as readonly string[]).includes(text)
}

/** The game id of each variant, e.g. hkmarksix is 13. */
export const MARK_SIX_GAME_IDS: Readonly<Record<MarkSixVariant, number>> = {
  hkmarksix: GAME_ID.hkmarksix,
  ammarksix: GAME_ID.ammarksix,
  newammarksix: GAME_ID.newammarksix,
  gallopingmarksix: GAME_ID.gallopingmarksix,
  sgnmarksix: GAME_ID.sgnmarksix,
  twnmarksix: GAME_ID.twnmarksix,
}

/** The prop of the special-animal price that applies to whichever animal rules the current year. */
export const YEAR_ANIMAL_PROP = 'yearAnimal'

/** The odds-table prop that prices a merged-animal pick of `count` animals, e.g. 'count6'. */
export function mergeAnimalCountProp(count: number): string {
  return `count${count}`
}

/** The odds-table prop that prices a combination-zodiac level, e.g. 'level2'. */
export function combinationLevelProp(level: number): string {
  return `level${level}`
}

// The spec's lottery minimum is 1; single-number bets at about 47 get a lower maximum than the
// rest, so one entry's worst case stays in the same range as the others'.
const MIN_STAKE = '1'
const MAX_STAKE = '5000'
const MAX_SINGLE_NUMBER_STAKE = '1000'

const COLOUR_ODDS: Readonly<Record<BallColour, string>> = { red: '2.70', blue: '2.90', green: '2.90' }

// House settings, decreasing as a larger set covers more of the 48 non-pushing balls (fair odds
// are 48 / (4 × count): 6.00 for 2 animals down to 1.33 for 9).
const MERGE_ANIMAL_ODDS = ['5.80', '3.80', '2.80', '2.25', '1.85', '1.60', '1.40', '1.25'] as const

// House settings for "L str 1"; a combination holding the year's animal also loses 15% of a prize.
const COMBINATION_LEVEL_ODDS = ['1.95', '3.90', '10.00', '30.00', '85.00'] as const

const BALL_PROPS = Array.from({ length: MARK_SIX_BALLS }, (_, index) => String(index + 1))
const TAIL_PROPS = Array.from({ length: 10 }, (_, index) => String(index))

const entry = (top: MarkSixBetType, prop: string, odd: string, max = MAX_STAKE): MarkSixOddsEntry => ({
  top,
  prop,
  odd,
  min: MIN_STAKE,
  max,
})

const at = <T>(list: readonly T[], index: number): T => {
  const item = list[index]
  if (item === undefined) throw new Error(`unreachable: no item at ${index}`)
  return item
}

/** A two-sides prop's starting price: 3.80 for a combined side, 1.96 for the others. */
const sideOdds = (side: MarkSixSide) => (isCombinedSide(side) ? '3.80' : '1.96')

/**
 * The house's starting price list of a variant: every selectable prop of every bet type, with
 * merged animals priced per count ('count2'..'count9'), combination zodiacs per level
 * ('level1'..'level5') and the year's animal of the special animal bet under 'yearAnimal'.
 * E.g. `defaultOddsTable('hkmarksix')` prices specialCode '7' at 47.00.
 *
 * Prices follow the rules file's typical odds, with two house choices where those would misprice:
 * - the two sides' combined props (bigOdd, bigEven, smallOdd, smallEven), of the special number
 *   and of each position, cover 12 of the 48 non-pushing balls, so they pay 3.80 rather than the
 *   two-sides 1.96 (fair is 4.00).
 * - specialCodeTail is one last digit of one ball (5 balls, 4 for tail 0), so it pays 9.20 and
 *   11.50 (fair 9.80 and 12.25); the rules' 1.80 / 2.10 are the prices of `tail`, where the digit
 *   may appear on any of the 7 balls (fair about 1.80 and 2.12).
 * Every variant starts from the same list today; the operator edits prices per game afterwards.
 * Throws on a variant that is not a Mark Six game, which only a bug can pass.
 */
export function defaultOddsTable(variant: MarkSixVariant): MarkSixOddsEntry[] {
  if (!isMarkSixVariant(variant)) throw new Error(`Not a Mark Six variant: ${variant}`)
  const positions = MARK_SIX_POSITIONS.map((position) => `no${position}` as const)
  return [
    ...BALL_PROPS.map((ball) => entry('specialCode', ball, '47.00', MAX_SINGLE_NUMBER_STAKE)),
    ...SPECIAL_CODE_SIDES.map((side) => entry('specialCodeSide', side, sideOdds(side))),
    ...BALL_COLOURS.map((colour) => entry('specialCodeColor', colour, COLOUR_ODDS[colour])),
    ...ZODIAC_ANIMALS.map((animal) => entry('specialCodeAnimal', animal, '11.50')),
    entry('specialCodeAnimal', YEAR_ANIMAL_PROP, '9.50'),
    ...MERGE_ANIMAL_ODDS.map((odd, index) =>
      entry('specialCodeMergeAnimal', mergeAnimalCountProp(MERGE_ANIMAL_MIN_PICKS + index), odd),
    ),
    ...TAIL_PROPS.map((tail) => entry('specialCodeTail', tail, tail === '0' ? '11.50' : '9.20')),
    ...TAIL_PROPS.map((tail) => entry('tail', tail, tail === '0' ? '2.10' : '1.80')),
    ...COMBINATION_ZODIAC_LEVELS.map((level, index) =>
      entry('specialCodeCombinationZodiacs', combinationLevelProp(level), at(COMBINATION_LEVEL_ODDS, index)),
    ),
    ...BALL_PROPS.map((ball) => entry('numberCode', ball, '7.20')),
    ...positions.flatMap((position) =>
      NUMBER_CODE_SIDES.map((side) => entry('numberCodeSide', `${position}:${side}`, sideOdds(side))),
    ),
    ...positions.flatMap((position) =>
      BALL_COLOURS.map((colour) => entry('numberCodeColor', `${position}:${colour}`, COLOUR_ODDS[colour])),
    ),
    ...positions.flatMap((position) =>
      BALL_PROPS.map((ball) => entry(position, ball, '47.00', MAX_SINGLE_NUMBER_STAKE)),
    ),
  ]
}

// The table props that may price a selection, most specific first.
function pricingProps(selection: MarkSixSelection, yearAnimal: ZodiacAnimal): string[] {
  const parsed = parseSelection(selection)
  if (parsed === undefined) return []
  if (parsed.type === 'specialCodeAnimal') {
    return parsed.animal === yearAnimal ? [YEAR_ANIMAL_PROP, selection.prop] : [selection.prop]
  }
  return yearlessProps(parsed, selection)
}

// The props of a selection whose price does not depend on the year.
function yearlessProps(parsed: NonNullable<ReturnType<typeof parseSelection>>, selection: MarkSixSelection) {
  switch (parsed.type) {
    case 'specialCodeMergeAnimal':
      return [mergeAnimalCountProp(parsed.animals.length)]
    case 'specialCodeCombinationZodiacs':
      return [combinationLevelProp(parsed.level)]
    default:
      return [selection.prop]
  }
}

/**
 * The table entry that prices a selection, for its odds and stake limits: merged animals by count,
 * combination zodiacs by level, and the year's animal by 'yearAnimal' when the table has it (else
 * by its own name), e.g. a 'rat,ox,horse' merged-animal pick uses the 'count3' entry. Undefined
 * when the prop is malformed or the table does not offer it.
 */
export function oddsEntryFor(
  table: readonly MarkSixOddsEntry[],
  selection: MarkSixSelection,
  yearAnimal: ZodiacAnimal,
): MarkSixOddsEntry | undefined {
  for (const prop of pricingProps(selection, yearAnimal)) {
    const found = table.find((candidate) => candidate.top === selection.type && candidate.prop === prop)
    if (found) return found
  }
  return undefined
}

/**
 * The price that applies to a selection, e.g. specialCodeAnimal 'horse' in a horse year is 9.50 in
 * the default table and 11.50 in any other year. Undefined when the table does not offer it;
 * throws on a malformed `odd`, since tables come from trusted configuration.
 */
export function oddsFor(
  table: readonly MarkSixOddsEntry[],
  selection: MarkSixSelection,
  yearAnimal: ZodiacAnimal,
): Odds | undefined {
  const found = oddsEntryFor(table, selection, yearAnimal)
  return found === undefined ? undefined : oddsOf(found.odd)
}

/**
 * Each variant's pick rules, a house setting: merged animals take 2 to 9 animals in every variant
 * today; a variant that follows the "exactly 6" rule says { mergeAnimal: 'exactlySix' } here, and
 * the bet screen and the server both follow it.
 */
export const MARK_SIX_PICK_RULES: Readonly<Record<MarkSixVariant, MarkSixPickRules>> = {
  hkmarksix: DEFAULT_PICK_RULES,
  ammarksix: DEFAULT_PICK_RULES,
  newammarksix: DEFAULT_PICK_RULES,
  twnmarksix: DEFAULT_PICK_RULES,
  sgnmarksix: DEFAULT_PICK_RULES,
  gallopingmarksix: DEFAULT_PICK_RULES,
}

/** The pick rules of a game, e.g. `pickRulesOf('hkmarksix')`; the default for anything else. */
export function pickRulesOf(game: string): MarkSixPickRules {
  return isMarkSixVariant(game) ? MARK_SIX_PICK_RULES[game] : DEFAULT_PICK_RULES
}
