import { BET_WARNING_CODES, type BetWarningCode } from '../codes/bet-warnings'
import { type SettlementReason, type VoidCause, voidReasonOf } from '../codes/settlement-reasons'
import { type Odds, payoutAt } from '../lottery/odds'
import { type ExchangeRate, toDisplayCurrency } from '../money/exchange'
import { type Money, money, ZERO } from '../money/money'
import { quoteOutcomes } from './pricing'
import { SPORTS_GAMES } from './sports-games'

/**
 * Cricket (T20) on its own slip: single selections on two markets of one match, each with its own
 * amount. Prices, simulated results and settlement all come from one runs model, so the quoted
 * odds, the simulator's results and how a selection is judged always agree.
 */

/** The sport key cricket travels under (the spec's sports key). */
export const CRICKET = 'cricket'

/**
 * Every sport with matches to bet on, as the all-sports page lists and filters them: the slip
 * sports, then cricket, e.g. `isBettableSport('cricket')` is true and '365sports' (no feed) is not.
 */
export const BETTABLE_SPORTS = [...SPORTS_GAMES, CRICKET] as const
export type BettableSport = (typeof BETTABLE_SPORTS)[number]

/** Whether a text is a sport with matches to bet on, e.g. 'bd' and 'cricket' are; 'all' is not. */
export function isBettableSport(text: string): text is BettableSport {
  return (BETTABLE_SPORTS as readonly string[]).includes(text)
}

/**
 * T20 runs: each side's innings total ~ Normal(mean, sd), independent, rounded to whole runs and
 * at least 0. Typical sides make 140 … 190 with an sd of 15 … 25.
 */
export type RunsModel = {
  readonly kind: 'runs'
  readonly homeMean: number
  readonly awayMean: number
  readonly sd: number
}

/** The markets: who wins the match (a tie goes to a super over), and the match's total runs against a line. */
export const CRICKET_MARKETS = ['winner', 'total_runs'] as const
export type CricketMarket = (typeof CRICKET_MARKETS)[number]

export type CricketSide = 'home' | 'away'
export type TotalRunsOutcome = 'over' | 'under'

/** The outcome keys of each market, in the order a match card lists them. */
export const CRICKET_OUTCOMES = {
  winner: ['home', 'away'],
  total_runs: ['over', 'under'],
} as const satisfies Readonly<Record<CricketMarket, readonly string[]>>

/** One selection: the winner market takes no line; total runs always an x.5 line, so it never pushes. */
export type CricketSelection =
  | { readonly market: 'winner'; readonly outcome: CricketSide }
  | { readonly market: 'total_runs'; readonly outcome: TotalRunsOutcome; readonly line: number }

/** The lines a match is offered at: the x.5 total-runs line. */
export type CricketLines = { readonly totalRuns: number }

/** How a match ended: each side's runs and who won (on a tie, the super over's winner). */
export type CricketResult = { readonly home: number; readonly away: number; readonly winner: CricketSide }

/**
 * How a match ended for settlement: played out, or void (cancelled, or postponed over 36 hours;
 * the cause only explains the settlement).
 */
export type CricketMatchResult =
  | ({ readonly status: 'finished' } & CricketResult)
  | { readonly status: 'void'; readonly cause?: VoidCause }

export type CricketOutcomeProbability = {
  readonly market: CricketMarket
  readonly outcome: string
  readonly line?: number
  readonly probability: number
}

export type CricketPrice = {
  readonly market: CricketMarket
  readonly outcome: string
  readonly line?: number
  readonly odds: Odds
}

/** Runs are enumerated over mean ± this many standard deviations (the mass beyond is below 2e-9). */
const RUN_SPREAD_SDS = 6
/** Below this the normal is no innings total. */
const MIN_RUNS_SD = 1
/** Above this a mean is no T20 innings; the model refuses it rather than enumerate a huge grid. */
const MAX_RUNS_MEAN = 1_000
/** Two lines whose fairness differs by less than this are equally fair: the lower one is kept. */
const FAIRNESS_TOLERANCE = 1e-12

/** Probabilities of whole numbers: `masses[i]` is the chance of the value `from + i`. */
type Distribution = { readonly from: number; readonly masses: readonly number[] }

/** Whether a text is a cricket market, e.g. `isCricketMarket('total_runs')` is true and 'wl' is not. */
export function isCricketMarket(text: string): text is CricketMarket {
  return (CRICKET_MARKETS as readonly string[]).includes(text)
}

export type CricketSelectionRejection =
  | 'UNKNOWN_MARKET'
  | 'UNKNOWN_OUTCOME'
  | 'LINE_REQUIRED'
  | 'LINE_NOT_TAKEN'
  | 'NOT_A_HALF_LINE'

export type CricketSelectionCheck =
  | { readonly ok: true; readonly value: CricketSelection }
  | { readonly ok: false; readonly reason: CricketSelectionRejection }

const isHalfLine = (line: number) => Number.isFinite(line) && line > 0 && line % 1 === 0.5

/**
 * Reads a selection from its market, outcome and line as stored or sent, e.g.
 * `cricketSelectionOf('total_runs', 'over', 330.5)` is an over at 330.5 and
 * `cricketSelectionOf('winner', 'home', 1)` is 'LINE_NOT_TAKEN'. Total-runs lines are x.5 so a
 * selection always wins or loses.
 */
export function cricketSelectionOf(
  market: string,
  outcome: string,
  line: number | null,
): CricketSelectionCheck {
  if (!isCricketMarket(market)) return { ok: false, reason: 'UNKNOWN_MARKET' }
  if (market === 'winner') {
    if (outcome !== 'home' && outcome !== 'away') return { ok: false, reason: 'UNKNOWN_OUTCOME' }
    if (line !== null) return { ok: false, reason: 'LINE_NOT_TAKEN' }
    return { ok: true, value: { market, outcome } }
  }
  if (outcome !== 'over' && outcome !== 'under') return { ok: false, reason: 'UNKNOWN_OUTCOME' }
  if (line === null) return { ok: false, reason: 'LINE_REQUIRED' }
  if (!isHalfLine(line)) return { ok: false, reason: 'NOT_A_HALF_LINE' }
  return { ok: true, value: { market, outcome, line } }
}

function requireRunsModel(model: RunsModel): RunsModel {
  for (const mean of [model.homeMean, model.awayMean]) {
    if (!(Number.isFinite(mean) && mean > 0 && mean <= MAX_RUNS_MEAN)) {
      throw new RangeError(`Mean runs must be within 0..${MAX_RUNS_MEAN}, got ${mean}`)
    }
  }
  if (!(Number.isFinite(model.sd) && model.sd >= MIN_RUNS_SD)) {
    throw new RangeError(`The runs sd must be at least ${MIN_RUNS_SD}, got ${model.sd}`)
  }
  return model
}

function requireLines(lines: CricketLines): CricketLines {
  if (!isHalfLine(lines.totalRuns)) {
    throw new RangeError(`The total-runs line must be a positive x.5, got ${lines.totalRuns}`)
  }
  return lines
}

/**
 * A side's runs as whole numbers: the normal density at each integer over mean ± 6 sd, normalised,
 * with any mass below 0 put on 0 (as playCricket clamps a negative draw). This stands for a rounded
 * normal draw; the two differ by a relative (z² − 1)/(24 sd²), far below a price's rounding.
 */
function normalRuns(mean: number, sd: number): Distribution {
  const lowest = Math.floor(mean - RUN_SPREAD_SDS * sd)
  const highest = Math.ceil(mean + RUN_SPREAD_SDS * sd)
  const from = Math.max(0, lowest)
  const masses = new Array<number>(highest - from + 1).fill(0)
  let sum = 0
  for (let runs = lowest; runs <= highest; runs++) sum += Math.exp(-0.5 * ((runs - mean) / sd) ** 2)
  for (let runs = lowest; runs <= highest; runs++) {
    const index = Math.max(0, runs) - from
    masses[index] = (masses[index] ?? 0) + Math.exp(-0.5 * ((runs - mean) / sd) ** 2) / sum
  }
  return { from, masses }
}

/** Both sides' runs: the chance the home side is ahead and that they tie, and the match total. */
function combineRuns(model: RunsModel) {
  const home = normalRuns(model.homeMean, model.sd)
  const away = normalRuns(model.awayMean, model.sd)
  const totals = new Array<number>(home.masses.length + away.masses.length - 1).fill(0)
  let homeAhead = 0
  let level = 0
  home.masses.forEach((homeMass, homeIndex) => {
    const homeRuns = home.from + homeIndex
    away.masses.forEach((awayMass, awayIndex) => {
      const awayRuns = away.from + awayIndex
      const mass = homeMass * awayMass
      totals[homeIndex + awayIndex] = (totals[homeIndex + awayIndex] ?? 0) + mass
      if (homeRuns > awayRuns) homeAhead += mass
      else if (homeRuns === awayRuns) level += mass
    })
  })
  return { homeAhead, level, totals: { from: home.from + away.from, masses: totals } as Distribution }
}

/** The chance the total is at most `value`. */
function chanceAtOrBelow(distribution: Distribution, value: number): number {
  let cumulative = 0
  for (let index = 0; index < distribution.masses.length && distribution.from + index <= value; index++) {
    cumulative += distribution.masses[index] ?? 0
  }
  return cumulative
}

/**
 * The fairest lines: the x.5 total-runs line where over and under are the most nearly equally
 * likely, the lower of two equally fair lines, e.g. sides of 160 and 150.4 runs give 310.5, and
 * sides of 160 and 150 (a total centred on 310, where 309.5 and 310.5 are as fair) give 309.5.
 */
export function fairCricketLines(model: RunsModel): CricketLines {
  const { totals } = combineRuns(requireRunsModel(model))
  let best = totals.from + 0.5
  let bestGap = Number.POSITIVE_INFINITY
  let cumulative = 0
  totals.masses.forEach((mass, index) => {
    cumulative += mass
    // Threshold value + 0.5: under is at or below `value`, over the rest.
    const gap = Math.abs(1 - 2 * cumulative)
    if (gap < bestGap - FAIRNESS_TOLERANCE) {
      best = totals.from + index + 0.5
      bestGap = gap
    }
  })
  return { totalRuns: best }
}

/**
 * The chance of every outcome of both markets, in CRICKET_MARKETS and CRICKET_OUTCOMES order;
 * each market sums to 1 (within 1e-9). The winner market gives a tie half to each side (the super
 * over is a fair coin), e.g. level sides are 0.5 each; total runs over is the chance the match
 * total is above the line. Throws on a malformed model or line.
 */
export function cricketProbabilities(
  model: RunsModel,
  lines: CricketLines,
): readonly CricketOutcomeProbability[] {
  const { totalRuns } = requireLines(lines)
  const { homeAhead, level, totals } = combineRuns(requireRunsModel(model))
  const home = homeAhead + level / 2
  const under = chanceAtOrBelow(totals, Math.floor(totalRuns))
  return [
    { market: 'winner', outcome: 'home', probability: home },
    { market: 'winner', outcome: 'away', probability: 1 - home },
    { market: 'total_runs', outcome: 'over', line: totalRuns, probability: 1 - under },
    { market: 'total_runs', outcome: 'under', line: totalRuns, probability: under },
  ]
}

/**
 * Prices both markets: odds = 1 / (probability × (1 + marginBp/10000)), rounded DOWN to 2
 * decimals, at least 1.01 and at most 500.00, e.g. level sides at a 600 bp margin price each
 * winner at 1.88. Throws on a negative margin, and as cricketProbabilities does.
 */
export function priceCricket(
  model: RunsModel,
  lines: CricketLines,
  marginBp: number,
): readonly CricketPrice[] {
  return quoteOutcomes(cricketProbabilities(model, lines), marginBp)
}

/** Whole runs ~ Normal(mean, sd) rounded, at least 0; Box–Muller on two uniform draws (1 − u keeps the log finite). */
function drawRuns(mean: number, sd: number, random: () => number): number {
  const radius = Math.sqrt(-2 * Math.log(1 - random()))
  const normal = radius * Math.cos(2 * Math.PI * random())
  return Math.max(0, Math.round(mean + sd * normal))
}

/**
 * Plays a match out from the model with a uniform source `random` in [0, 1): the home innings,
 * then the away innings, then on a tie the super over as a fair coin (below 0.5 the home side
 * wins), e.g. 171:158 is won by home. Draws in that fixed order, so a seeded source replays the
 * same match.
 */
export function playCricket(model: RunsModel, random: () => number): CricketResult {
  const { homeMean, awayMean, sd } = requireRunsModel(model)
  const home = drawRuns(homeMean, sd, random)
  const away = drawRuns(awayMean, sd, random)
  if (home !== away) return { home, away, winner: home > away ? 'home' : 'away' }
  return { home, away, winner: random() < 0.5 ? 'home' : 'away' }
}

export type CricketResultRejection = 'NOT_RUNS' | 'WINNER_NOT_AHEAD'

/**
 * Whether a result can be settled: whole non-negative runs, and a winner who is ahead on runs or
 * won the super over of a tie, e.g. 150:160 won by home is 'WINNER_NOT_AHEAD'.
 */
export function checkCricketResult(
  result: CricketResult,
): { readonly ok: true } | { readonly ok: false; readonly reason: CricketResultRejection } {
  const isRuns = (runs: number) => Number.isSafeInteger(runs) && runs >= 0
  if (!isRuns(result.home) || !isRuns(result.away)) return { ok: false, reason: 'NOT_RUNS' }
  const ahead = result.home > result.away ? 'home' : result.away > result.home ? 'away' : undefined
  if (ahead !== undefined && ahead !== result.winner) return { ok: false, reason: 'WINNER_NOT_AHEAD' }
  return { ok: true }
}

/**
 * Whether a selection won on a played-out match: winner on the side that won (super over
 * included), over when the match total is above the line, under when below, e.g. over 310.5 on
 * 160:151 wins.
 */
export function judgeCricketSelection(selection: CricketSelection, result: CricketResult): 'win' | 'lose' {
  if (selection.market === 'winner') return selection.outcome === result.winner ? 'win' : 'lose'
  const isOver = result.home + result.away > selection.line
  return (selection.outcome === 'over') === isOver ? 'win' : 'lose'
}

export type CricketSettlement = {
  readonly outcome: 'win' | 'lose' | 'void'
  readonly payout: Money
  /** Why it ended so: won, lost or refunded with the void's cause, and a super over that decided. */
  readonly reasons: readonly SettlementReason[]
}

/**
 * What a selection returns: on a void match its amount back (a refund), a win amount × odds
 * truncated to the micro-unit (payoutAt), a loss nothing, e.g. 10 USDT on home at 1.85 that
 * wins pays 18.5 USDT for ['WON']; home on 150:150 won by away in the super over loses for
 * ['LOST', 'SUPER_OVER_DECIDED']. Throws on a finished result that fails checkCricketResult (a bug
 * upstream).
 */
export function settleCricketSelection(
  amount: Money,
  odds: Odds,
  selection: CricketSelection,
  result: CricketMatchResult,
): CricketSettlement {
  if (result.status === 'void') {
    return { outcome: 'void', payout: amount, reasons: ['BET_VOID_REFUNDED', voidReasonOf(result.cause)] }
  }
  const check = checkCricketResult(result)
  if (!check.ok) throw new RangeError(`A cricket result cannot be settled: ${check.reason}`)
  const outcome = judgeCricketSelection(selection, result)
  const reasons: SettlementReason[] = [outcome === 'win' ? 'WON' : 'LOST']
  if (selection.market === 'winner' && result.home === result.away) reasons.push('SUPER_OVER_DECIDED')
  return { outcome, payout: outcome === 'win' ? payoutAt(amount, odds) : ZERO, reasons }
}

/**
 * The game whose bet limits cricket takes: the spec gives cricket no game id of its own (ids 10-12
 * are soccer, basketball and BD), so a cricket slip is held to soccer's game config, e.g. soccer's
 * bet_min of 0.01 USDT is cricket's minimum too. The server checks against it; the slip reads it.
 */
export const CRICKET_LIMITS_GAME = 'soccer' as const

/** The most selections one cricket slip may carry (one match has four: two winners, over and under). */
export const CRICKET_MAX_SELECTIONS = 10

/**
 * What a cricket selection returns if it wins: amount × odds, truncated to the micro-unit (as
 * settlement pays it), e.g. 10 USDT at 1.85 is 18.5 USDT and 0.01 at 1.99 is 0.0199.
 */
export function cricketPossibleWin(amount: Money, odds: Odds): Money {
  return payoutAt(amount, odds)
}

/** A cricket slip's limits in USDT (micro-units); a maximum of 0 means none. */
/** Bet limits in USDT; `maxBonus`, when above 0, caps what one selection may win (stake × odds). */
export type CricketBetLimits = { readonly minBet: Money; readonly maxBet: Money; readonly maxBonus?: Money }

/**
 * The spec's warnings for a cricket slip, each at most once and in BET_WARNING_CODES order:
 * exceedsMaxBet when a selection's amount is above maxBet, belowMinBet when one is above 0 and
 * below minBet, insufficientAccountBalance when the amounts together exceed the balance. Amounts
 * are in the display currency; limits and balance are USDT, converted with the exchange rate
 * first, e.g. at rate 1 with a 0.01 minimum an amount of 0.001 is 'belowMinBet'. With `wins` (each
 * selection's amount × odds) and a maxBonus, exceedsMaxBonus when one could win more.
 */
export function cricketSlipWarnings(state: {
  readonly amounts: readonly Money[]
  readonly wins?: readonly Money[]
  readonly balance: Money
  readonly limits: CricketBetLimits
  readonly exchangeRate: ExchangeRate
}): BetWarningCode[] {
  const shown = (usdt: Money) => toDisplayCurrency(usdt, state.exchangeRate)
  const { amounts, limits } = state
  const found = new Set<BetWarningCode>()
  for (const amount of amounts) {
    if (limits.maxBet > 0n && amount > shown(limits.maxBet)) found.add('exceedsMaxBet')
    if (amount > 0n && amount < shown(limits.minBet)) found.add('belowMinBet')
  }
  const total = money(amounts.reduce((sum, amount) => sum + amount, 0n))
  if (total > shown(state.balance)) found.add('insufficientAccountBalance')
  const { maxBonus } = limits
  if (maxBonus !== undefined && maxBonus > 0n && (state.wins ?? []).some((win) => win > shown(maxBonus))) {
    found.add('exceedsMaxBonus')
  }
  return BET_WARNING_CODES.filter((code) => found.has(code))
}
