import type { SettlementReason } from '../../codes/settlement-reasons'
import { type Money, money, ZERO } from '../../money/money'
import { type Odds, payoutAt } from '../odds'

/**
 * Ten-car racing (PK10) and airship: a draw is the order in which cars 1 to 10 finish, champion
 * first. Bets are on the cars' positions, the champion and runner-up's sum, and dragon vs tiger.
 */

export const RACE_CARS = 10

/** The spec's groups of the odds list, in order; 'twoSide' is shown first. */
export const RACE_GROUPS = [
  'twoSide',
  'championAndRunersUpSum',
  'oneToFifth',
  'sixthToTenth',
  'dragonVsTriger',
] as const
export type RaceGroup = (typeof RACE_GROUPS)[number]
export const DEFAULT_RACE_GROUP: RaceGroup = 'twoSide'

/**
 * The odds list's bet types ("tops") in index order, as the spec lays them out: 0–9 two sides of
 * champion to tenth, 10–11 the champion and runner-up sum (exact, then its sides), 12–16 the car
 * at first to fifth, 17–21 the car at sixth to tenth, 22–26 dragon vs tiger 1v10 to 5v6.
 */
export const RACE_TOPS = [
  ...Array.from({ length: 10 }, (_, index) => `sides:${index + 1}`),
  'sum',
  'sumSides',
  ...Array.from({ length: 10 }, (_, index) => `position:${index + 1}`),
  ...Array.from({ length: 5 }, (_, index) => `dragonTiger:${index + 1}`),
] as const

/** The group of an odds-list index, by the spec's ranges: under 10, 10–11, 12–16, 17–21, 22–26. */
export function raceGroupOfIndex(index: number): RaceGroup | undefined {
  if (!Number.isInteger(index) || index < 0) return undefined
  if (index < 10) return 'twoSide'
  if (index <= 11) return 'championAndRunersUpSum'
  if (index <= 16) return 'oneToFifth'
  if (index <= 21) return 'sixthToTenth'
  if (index <= 26) return 'dragonVsTriger'
  return undefined
}

/** The group a bet type belongs to, e.g. 'position:7' is in 'sixthToTenth'. */
export function raceGroupOf(top: string): RaceGroup | undefined {
  return raceGroupOfIndex((RACE_TOPS as readonly string[]).indexOf(top))
}

export const RACE_SIDES = ['big', 'small', 'odd', 'even'] as const
export type RaceSide = (typeof RACE_SIDES)[number]

/** The lowest and highest champion and runner-up sums. */
export const RACE_SUM_MIN = 3
export const RACE_SUM_MAX = 19
/** Sums above this are big; 11 itself is small, or a push where the house sets it so. */
export const RACE_SUM_MIDDLE = 11

/**
 * Whether a sum of 11 returns the stakes on every side bet of the sum (big, small, odd, even): a
 * house setting. Where 11 is neither big nor small, it counts for no side, so odd and even push too.
 */
export type RaceRules = { readonly sumElevenPushes: boolean }
export const DEFAULT_RACE_RULES: RaceRules = { sumElevenPushes: false }

export type RaceSelection = { readonly type: string; readonly prop: string }
export type RaceOutcome = 'win' | 'lose' | 'push'

type ParsedRaceSelection =
  | { kind: 'sides'; position: number; side: RaceSide }
  | { kind: 'sum'; sum: number }
  | { kind: 'sumSides'; side: RaceSide }
  | { kind: 'position'; position: number; car: number }
  | { kind: 'dragonTiger'; pair: number; pick: 'dragon' | 'tiger' }

const isSide = (text: string): text is RaceSide => (RACE_SIDES as readonly string[]).includes(text)
const whole = (text: string) => (/^[1-9]\d?$/.test(text) ? Number(text) : undefined)

/** Reads a selection, or undefined when its type or prop is malformed. */
export function parseRaceSelection(selection: RaceSelection): ParsedRaceSelection | undefined {
  const [kind, argument = ''] = selection.type.split(':')
  const number = whole(argument)
  const { prop } = selection
  if (kind === 'sides' && number !== undefined && number <= RACE_CARS && isSide(prop)) {
    return { kind, position: number, side: prop }
  }
  if (selection.type === 'sum') {
    const sum = whole(prop)
    return sum !== undefined && sum >= RACE_SUM_MIN && sum <= RACE_SUM_MAX ? { kind: 'sum', sum } : undefined
  }
  if (selection.type === 'sumSides') return isSide(prop) ? { kind: 'sumSides', side: prop } : undefined
  if (kind === 'position' && number !== undefined && number <= RACE_CARS) {
    const car = whole(prop)
    return car !== undefined && car <= RACE_CARS ? { kind, position: number, car } : undefined
  }
  if (
    kind === 'dragonTiger' &&
    number !== undefined &&
    number <= 5 &&
    (prop === 'dragon' || prop === 'tiger')
  ) {
    return { kind, pair: number, pick: prop }
  }
  return undefined
}

export function isRaceSelection(selection: RaceSelection): boolean {
  return parseRaceSelection(selection) !== undefined
}

/** Whether a race result is an order of the cars 1 to 10, each once. */
export function isRaceOrder(order: readonly number[]): boolean {
  return (
    order.length === RACE_CARS && [...order].sort((a, b) => a - b).every((car, index) => car === index + 1)
  )
}

const carAt = (order: readonly number[], position: number) => order[position - 1] as number

function onSide(value: number, side: RaceSide, middle: number) {
  if (side === 'big') return value > middle
  if (side === 'small') return value <= middle
  if (side === 'odd') return value % 2 === 1
  return value % 2 === 0
}

/**
 * Whether a selection wins on a race, e.g. 'sides:1' 'big' wins when the champion is car 6–10,
 * 'dragonTiger:2' 'dragon' when the runner-up's car is larger than the ninth's. A sum of 11
 * pushes the sum's side bets only where the rules say so.
 */
export function judgeRaceSelection(
  selection: RaceSelection,
  order: readonly number[],
  rules: RaceRules = DEFAULT_RACE_RULES,
): RaceOutcome {
  if (!isRaceOrder(order)) throw new RangeError(`Not a race result: ${order.join(',')}`)
  const parsed = parseRaceSelection(selection)
  if (!parsed) throw new RangeError(`Not a race selection: ${selection.type} ${selection.prop}`)
  const result = (isWin: boolean): RaceOutcome => (isWin ? 'win' : 'lose')
  switch (parsed.kind) {
    case 'sides':
      return result(onSide(carAt(order, parsed.position), parsed.side, 5))
    case 'position':
      return result(carAt(order, parsed.position) === parsed.car)
    case 'sum':
      return result(carAt(order, 1) + carAt(order, 2) === parsed.sum)
    case 'sumSides': {
      const sum = carAt(order, 1) + carAt(order, 2)
      if (sum === RACE_SUM_MIDDLE && rules.sumElevenPushes) return 'push'
      return result(onSide(sum, parsed.side, RACE_SUM_MIDDLE))
    }
    case 'dragonTiger': {
      const dragon = carAt(order, parsed.pair)
      const tiger = carAt(order, RACE_CARS + 1 - parsed.pair)
      return result(parsed.pick === 'dragon' ? dragon > tiger : tiger > dragon)
    }
  }
}

export type RaceSettlement = {
  readonly outcome: RaceOutcome
  readonly payout: Money
  /** Why it ended so: won, lost, or the sum-11 rule that pushed it or made it small. */
  readonly reasons: readonly SettlementReason[]
}

/**
 * Settles one race bet: a win pays amount × odds, a push returns the amount, a loss pays 0. The
 * reasons say why, e.g. 'small' on a sum of 11 wins for ['WON', 'RACE_SUM_11_SMALL'], and where
 * the house pushes 11 it returns the stake for ['RACE_SUM_11_PUSH'].
 */
export function settleRaceSelection(
  selection: RaceSelection,
  amount: Money,
  odds: Odds,
  order: readonly number[],
  rules: RaceRules = DEFAULT_RACE_RULES,
): RaceSettlement {
  const outcome = judgeRaceSelection(selection, order, rules)
  const payout = outcome === 'win' ? payoutAt(amount, odds) : outcome === 'push' ? money(amount) : ZERO
  if (outcome === 'push') return { outcome, payout, reasons: ['RACE_SUM_11_PUSH'] }
  const reasons: SettlementReason[] = [outcome === 'win' ? 'WON' : 'LOST']
  const isSumSize = selection.type === 'sumSides' && (selection.prop === 'big' || selection.prop === 'small')
  // Only a bet on big or small turns on where 11 falls; odd and even read 11 as plainly odd.
  if (isSumSize && carAt(order, 1) + carAt(order, 2) === RACE_SUM_MIDDLE) reasons.push('RACE_SUM_11_SMALL')
  return { outcome, payout, reasons }
}

export type RaceOddsEntry = { top: string; prop: string; odd: string; min: string; max: string }

const SUM_ODDS: Record<number, string> = {
  3: '42.00',
  4: '42.00',
  18: '42.00',
  19: '42.00',
  5: '21.00',
  6: '21.00',
  16: '21.00',
  17: '21.00',
  7: '14.00',
  8: '14.00',
  14: '14.00',
  15: '14.00',
  9: '10.00',
  10: '10.00',
  12: '10.00',
  13: '10.00',
  11: '8.30',
}
const SUM_SIDE_ODDS: Record<RaceSide, string> = { big: '2.20', small: '1.77', odd: '1.77', even: '2.20' }

/**
 * The house's starting prices (the rules file's typical odds): exact car 9.90, two sides and
 * dragon/tiger 1.98, sums by how likely each is; stakes from 1 to 5,000 USDT. Settings afterwards.
 */
export function defaultRaceOddsTable(): RaceOddsEntry[] {
  const entry = (top: string, prop: string, odd: string): RaceOddsEntry => ({
    top,
    prop,
    odd,
    min: '1',
    max: '5000',
  })
  return RACE_TOPS.flatMap((top) => {
    const [kind] = top.split(':')
    if (kind === 'sides') return RACE_SIDES.map((side) => entry(top, side, '1.98'))
    if (top === 'sum') {
      return Array.from({ length: RACE_SUM_MAX - RACE_SUM_MIN + 1 }, (_, index) => {
        const sum = RACE_SUM_MIN + index
        return entry(top, String(sum), SUM_ODDS[sum] as string)
      })
    }
    if (top === 'sumSides') return RACE_SIDES.map((side) => entry(top, side, SUM_SIDE_ODDS[side]))
    if (kind === 'position')
      return Array.from({ length: RACE_CARS }, (_, car) => entry(top, String(car + 1), '9.90'))
    return [entry(top, 'dragon', '1.98'), entry(top, 'tiger', '1.98')]
  })
}
