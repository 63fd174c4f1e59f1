import { type Odds, oddsFromThousandths, oddsOf } from '../lottery/odds'
import {
  checkSportsPick,
  lineFormOf,
  MAX_GOAL_LINE,
  MAX_POINT_LINE,
  type MarketKind,
  marketOutcomes,
  SPORT_MARKETS,
} from './markets'
import { type FinishedResult, type Score, winningOutcome } from './results'
import type { SportsGame } from './sports-games'

/**
 * Prices every market of a match from one scoring model, for the sports-feed simulator. The model
 * gives a probability to every score; each score is judged market by market with winningOutcome,
 * the rule settlement uses, so related markets (win/draw/lose, handicap, correct score, goals,
 * half/full) always agree with each other and with how their bets settle. playMatch plays a match
 * out from the same model, so simulated results follow the quoted prices.
 */

/** Soccer and BD: expected goals of each side over 90 minutes (Poisson, independent). First half takes FIRST_HALF_SHARE (0.45) of each rate. */
export type GoalModel = { readonly kind: 'goals'; readonly homeRate: number; readonly awayRate: number }
/** Basketball: each side's points ~ Normal(mean, sd), independent; the whole game including overtime (no draws: a level regulation score goes to overtime). */
export type PointsModel = {
  readonly kind: 'points'
  readonly homeMean: number
  readonly awayMean: number
  readonly sd: number
}
export type ScoringModel = GoalModel | PointsModel

/** The lines a match is offered at (the spec's handicap_val): soccer handicap (whole goals added to the home score, never 0 for soccer handicap: use -1 or +1 when the sides are level), BD wl handicap (whole goals, 0 allowed), basketball handicap (x.5 points added to the home score) and bs total (x.5). */
export type MarketLines = { readonly handicap?: number; readonly wl?: number; readonly bs?: number }

/** The chance of one outcome of one market; `line` is present exactly when the market takes one. */
export type OutcomeProbability = {
  readonly market: MarketKind
  readonly outcome: string
  readonly line?: number
  readonly probability: number
}

/** The quoted price of one outcome of one market; `line` is present exactly when the market takes one. */
export type PricedOutcome = {
  readonly market: MarketKind
  readonly outcome: string
  readonly line?: number
  readonly odds: Odds
}

/** Share of each side's expected goals scored in the first half (goals come slightly later in a match). */
export const FIRST_HALF_SHARE = 0.45
/** An overtime period as a share of a regulation basketball game: 5 minutes of 48. */
export const OVERTIME_SHARE = 5 / 48
/** The lowest price quoted: below 1.01 a winning bet would return nothing worth quoting. */
export const MIN_PRICED_ODDS = oddsOf('1.01')
/** The highest price quoted, however unlikely the outcome. */
export const MAX_PRICED_ODDS = oddsOf('500')

/** A side's goals are enumerated up to this many at least, and further while more than GOAL_TAIL remains. */
const MIN_GOAL_CAP = 15
const GOAL_TAIL = 1e-13
/** Expected goals above this are not football; the model refuses them rather than enumerate a huge grid. */
const MAX_GOAL_RATE = 20
/** Points are enumerated over mean ± this many standard deviations (the mass beyond is below 2e-9). */
const POINT_SPREAD_SDS = 6
/** Below this the normal is no basketball score (and overtime periods would almost never be decided). */
const MIN_POINT_SD = 1
/** Overtime periods are summed until the chance of a further one is below this. */
const OVERTIME_TAIL = 1e-13
/** Two lines whose fairness differs by less than this are equally fair: the preferred one is kept. */
const FAIRNESS_TOLERANCE = 1e-12
/** A draw of a Poisson count stops here, far beyond any goal rate the model accepts. */
const MAX_DRAWN_GOALS = 1_000

const LEVEL: Score = { home: 0, away: 0 }
const HOME_AHEAD: Score = { home: 1, away: 0 }
const AWAY_AHEAD: Score = { home: 0, away: 1 }

/** Probabilities of whole numbers: `masses[i]` is the chance of the value `from + i`. */
type Distribution = { readonly from: number; readonly masses: number[] }

const massOf = (distribution: Distribution, value: number) =>
  distribution.masses[value - distribution.from] ?? 0

function requireGoalModel(sport: SportsGame, model: ScoringModel): GoalModel {
  if (sport === 'basketball' || model.kind !== 'goals') {
    throw new RangeError(`A ${sport} match is not priced from a ${model.kind} model`)
  }
  for (const rate of [model.homeRate, model.awayRate]) {
    if (!(Number.isFinite(rate) && rate >= 0 && rate <= MAX_GOAL_RATE)) {
      throw new RangeError(`Expected goals must be within 0..${MAX_GOAL_RATE}, got ${rate}`)
    }
  }
  return model
}

function requirePointsModel(sport: SportsGame, model: ScoringModel): PointsModel {
  if (sport !== 'basketball' || model.kind !== 'points') {
    throw new RangeError(`A ${sport} match is not priced from a ${model.kind} model`)
  }
  for (const mean of [model.homeMean, model.awayMean]) {
    if (!(Number.isFinite(mean) && mean > 0))
      throw new RangeError(`Mean points must be positive, got ${mean}`)
  }
  if (!(Number.isFinite(model.sd) && model.sd >= MIN_POINT_SD)) {
    throw new RangeError(`The points sd must be at least ${MIN_POINT_SD}, got ${model.sd}`)
  }
  return model
}

// ---------------------------------------------------------------------------------------------
// Goals: Poisson per side and per half.

/** The smallest goal count, at least MIN_GOAL_CAP, with less than GOAL_TAIL of Poisson(rate) above it. */
function goalCap(rate: number): number {
  let cap = 0
  let mass = Math.exp(-rate)
  let cumulative = mass
  while (cap < MIN_GOAL_CAP || 1 - cumulative > GOAL_TAIL) {
    cap++
    mass *= rate / cap
    cumulative += mass
  }
  return cap
}

function poissonMasses(rate: number, cap: number): number[] {
  const masses = [Math.exp(-rate)]
  for (let goals = 1; goals <= cap; goals++) masses.push(((masses[goals - 1] ?? 0) * rate) / goals)
  return masses
}

/**
 * One side's goals: `byFull[g][f]` is the chance of f first-half goals and g at full time (f ≤ g),
 * for g up to the side's cap, renormalised so the grid holds the whole probability.
 */
function sideGoals(rate: number): number[][] {
  const cap = goalCap(rate)
  const firstHalf = poissonMasses(rate * FIRST_HALF_SHARE, cap)
  const secondHalf = poissonMasses(rate * (1 - FIRST_HALF_SHARE), cap)
  const byFull: number[][] = []
  let sum = 0
  for (let full = 0; full <= cap; full++) {
    const row: number[] = []
    for (let first = 0; first <= full; first++) {
      const mass = (firstHalf[first] ?? 0) * (secondHalf[full - first] ?? 0)
      row.push(mass)
      sum += mass
    }
    byFull.push(row)
  }
  return byFull.map((row) => row.map((mass) => mass / sum))
}

const fullTimeMasses = (byFull: readonly number[][]) =>
  byFull.map((row) => row.reduce((sum, mass) => sum + mass, 0))

/** Given both sides' first-half splits of one final score, the chances of a level break, a home lead and an away lead. */
function halfTimeSides(home: readonly number[], away: readonly number[]): [number, number, number] {
  let level = 0
  let homeAhead = 0
  let awayAhead = 0
  for (let homeGoals = 0; homeGoals < home.length; homeGoals++) {
    const homeMass = home[homeGoals] ?? 0
    for (let awayGoals = 0; awayGoals < away.length; awayGoals++) {
      const mass = homeMass * (away[awayGoals] ?? 0)
      if (homeGoals > awayGoals) homeAhead += mass
      else if (homeGoals < awayGoals) awayAhead += mass
      else level += mass
    }
  }
  return [level, homeAhead, awayAhead]
}

/** Chances of each outcome key, per market, in SPORT_MARKETS order and marketOutcomes order. */
type Tally = Map<MarketKind, Map<string, number>>

function emptyTally(sport: SportsGame): Tally {
  return new Map(
    SPORT_MARKETS[sport].map((market) => [
      market,
      new Map(marketOutcomes(sport, market).map((key) => [key, 0])),
    ]),
  )
}

function addTo(tally: Tally, market: MarketKind, outcome: string, mass: number): void {
  const outcomes = tally.get(market)
  const current = outcomes?.get(outcome)
  if (outcomes === undefined || current === undefined) {
    throw new Error(`winningOutcome gave '${outcome}', which is not a ${market} outcome`)
  }
  outcomes.set(outcome, current + mass)
}

/**
 * Soccer and BD: every final score up to each side's cap, with the chance of each half-time side.
 * The half market reads only which side led at the break, so a level break, 1:0 and 0:1 stand for
 * every half-time score with that side ahead (as in compatibility.ts); the other markets read the
 * final score only.
 */
function tallyGoals(sport: SportsGame, model: GoalModel, lines: ReadonlyMap<MarketKind, number>): Tally {
  const home = sideGoals(model.homeRate)
  const away = sideGoals(model.awayRate)
  const tally = emptyTally(sport)
  const markets = SPORT_MARKETS[sport]
  home.forEach((homeSplit, homeGoals) => {
    away.forEach((awaySplit, awayGoals) => {
      const [level, homeAhead, awayAhead] = halfTimeSides(homeSplit, awaySplit)
      const mass = level + homeAhead + awayAhead
      if (mass === 0) return
      const final = { home: homeGoals, away: awayGoals }
      for (const market of markets) {
        if (market !== 'half') {
          const result: FinishedResult = { status: 'finished', final, halfTime: LEVEL }
          addTo(tally, market, winningOutcome(sport, market, result, lines.get(market)), mass)
          continue
        }
        for (const [halfTime, halfMass] of [
          [LEVEL, level],
          [HOME_AHEAD, homeAhead],
          [AWAY_AHEAD, awayAhead],
        ] as const) {
          if (halfMass === 0) continue
          addTo(
            tally,
            market,
            winningOutcome(sport, market, { status: 'finished', final, halfTime }),
            halfMass,
          )
        }
      }
    })
  })
  return tally
}

// ---------------------------------------------------------------------------------------------
// Points: a normal per side, overtime until decided.

/**
 * A side's points as whole numbers: the normal density at each integer over mean ± 6 sd,
 * normalised, with any mass below 0 put on 0 (as playMatch clamps a negative draw). This stands
 * for a rounded normal draw; the difference is the density at k against its integral over
 * k ± 0.5, a relative (z² − 1)/(24 sd²), well below a price's rounding for sd ≥ 3.
 */
function normalPoints(mean: number, sd: number): Distribution {
  const lowest = Math.floor(mean - POINT_SPREAD_SDS * sd)
  const highest = Math.ceil(mean + POINT_SPREAD_SDS * sd)
  const from = Math.max(0, lowest)
  const masses = new Array<number>(Math.max(0, highest - from) + 1).fill(0)
  let sum = 0
  for (let points = lowest; points <= highest; points++) sum += Math.exp(-0.5 * ((points - mean) / sd) ** 2)
  for (let points = lowest; points <= highest; points++) {
    const index = Math.max(0, points) - from
    masses[index] = (masses[index] ?? 0) + Math.exp(-0.5 * ((points - mean) / sd) ** 2) / sum
  }
  return { from, masses }
}

/** Of two independent sides' points: the margin (home − away), and the total of decided and of level scores. */
function combinePoints(home: Distribution, away: Distribution) {
  const awayHighest = away.from + away.masses.length - 1
  const margins: Distribution = {
    from: home.from - awayHighest,
    masses: new Array<number>(home.masses.length + away.masses.length - 1).fill(0),
  }
  const decidedTotals: Distribution = { from: home.from + away.from, masses: [...margins.masses] }
  const levelHighest = Math.min(home.from + home.masses.length - 1, awayHighest)
  const levelTotals: Distribution = {
    from: 0,
    masses: new Array<number>(Math.max(0, 2 * levelHighest + 1)).fill(0),
  }
  let levelMass = 0
  home.masses.forEach((homeMass, homeIndex) => {
    const homePoints = home.from + homeIndex
    away.masses.forEach((awayMass, awayIndex) => {
      const awayPoints = away.from + awayIndex
      const mass = homeMass * awayMass
      const marginIndex = homePoints - awayPoints - margins.from
      margins.masses[marginIndex] = (margins.masses[marginIndex] ?? 0) + mass
      if (homePoints === awayPoints) {
        levelTotals.masses[2 * homePoints] = mass
        levelMass += mass
      } else {
        const totalIndex = homePoints + awayPoints - decidedTotals.from
        decidedTotals.masses[totalIndex] = (decidedTotals.masses[totalIndex] ?? 0) + mass
      }
    })
  })
  return { margins, decidedTotals, levelTotals, levelMass }
}

/** A copy without the chance of 0, scaled by `weight`: a decided game's margin is never 0. */
function withoutZero(distribution: Distribution, weight: number): Distribution {
  return {
    from: distribution.from,
    masses: distribution.masses.map((mass, index) => (distribution.from + index === 0 ? 0 : mass * weight)),
  }
}

/** The distribution of a + b for independent a and b. */
function sumOf(first: Distribution, second: Distribution): Distribution {
  const masses = new Array<number>(first.masses.length + second.masses.length - 1).fill(0)
  first.masses.forEach((firstMass, firstIndex) => {
    if (firstMass === 0) return
    second.masses.forEach((secondMass, secondIndex) => {
      masses[firstIndex + secondIndex] = (masses[firstIndex + secondIndex] ?? 0) + firstMass * secondMass
    })
  })
  return { from: first.from + second.from, masses }
}

/** The weighted sum of distributions, over a range covering them all. */
function mix(
  parts: readonly { readonly distribution: Distribution; readonly weight: number }[],
): Distribution {
  const from = Math.min(...parts.map(({ distribution }) => distribution.from))
  const to = Math.max(...parts.map(({ distribution }) => distribution.from + distribution.masses.length - 1))
  const masses = new Array<number>(to - from + 1).fill(0)
  for (const { distribution, weight } of parts) {
    distribution.masses.forEach((mass, index) => {
      const target = distribution.from + index - from
      masses[target] = (masses[target] ?? 0) + mass * weight
    })
  }
  return { from, masses }
}

/**
 * What overtime adds to a game level after regulation. Each period is both sides' points over 5
 * minutes (OVERTIME_SHARE of mean and variance); a level period is followed by another. So the
 * final margin is that of the first decided period (a period's margin given it is not 0), and the
 * points added are D = N + L ⊛ D, with N the totals of decided periods and L of level ones (each
 * weighted by its chance), solved total by total up to where further periods hold < 1e-13.
 */
function overtime(model: PointsModel) {
  const sd = model.sd * Math.sqrt(OVERTIME_SHARE)
  const period = combinePoints(
    normalPoints(model.homeMean * OVERTIME_SHARE, sd),
    normalPoints(model.awayMean * OVERTIME_SHARE, sd),
  )
  const decidedMass = 1 - period.levelMass
  const margins = withoutZero(period.margins, 1 / decidedMass)

  const { decidedTotals, levelTotals, levelMass } = period
  const periods = levelMass > 0 ? Math.ceil(Math.log(OVERTIME_TAIL) / Math.log(levelMass)) + 1 : 1
  const highest = periods * (decidedTotals.from + decidedTotals.masses.length - 1)
  const added = new Array<number>(highest + 1).fill(0)
  const scorelessLevel = massOf(levelTotals, 0)
  for (let total = 0; total <= highest; total++) {
    let mass = massOf(decidedTotals, total)
    for (let levelTotal = 1; levelTotal < levelTotals.masses.length && levelTotal <= total; levelTotal++) {
      mass += (levelTotals.masses[levelTotal] ?? 0) * (added[total - levelTotal] ?? 0)
    }
    added[total] = mass / (1 - scorelessLevel)
  }
  // The far tail (many level periods) is dropped before it is convolved with regulation totals.
  const kept = added.slice(0, added.findLastIndex((mass) => mass > OVERTIME_TAIL * 1e-3) + 1)
  const keptSum = kept.reduce((sum, mass) => sum + mass, 0)
  return { margins, addedTotals: { from: 0, masses: kept.map((mass) => mass / keptSum) } }
}

/** The whole game's margin (never 0) and total points, overtime included. */
function finalPoints(model: PointsModel): { margins: Distribution; totals: Distribution } {
  const regulation = combinePoints(
    normalPoints(model.homeMean, model.sd),
    normalPoints(model.awayMean, model.sd),
  )
  const extra = overtime(model)
  return {
    margins: mix([
      { distribution: withoutZero(regulation.margins, 1), weight: 1 },
      { distribution: extra.margins, weight: regulation.levelMass },
    ]),
    totals: mix([
      { distribution: regulation.decidedTotals, weight: 1 },
      { distribution: sumOf(regulation.levelTotals, extra.addedTotals), weight: 1 },
    ]),
  }
}

/**
 * Basketball: wl, handicap and mv read only the margin, bs only the total; each is judged by
 * winningOutcome on a representative score (m:0 or 0:−m for a margin, t:0 for a total).
 */
function tallyPoints(model: PointsModel, lines: ReadonlyMap<MarketKind, number>): Tally {
  const sport = 'basketball'
  const { margins, totals } = finalPoints(model)
  const tally = emptyTally(sport)
  for (const market of SPORT_MARKETS[sport]) {
    const line = lines.get(market)
    const isTotal = market === 'bs'
    const { from, masses } = isTotal ? totals : margins
    masses.forEach((mass, index) => {
      if (mass === 0) return
      const value = from + index
      const final = value >= 0 ? { home: value, away: 0 } : { home: 0, away: -value }
      addTo(tally, market, winningOutcome(sport, market, { status: 'finished', final }, line), mass)
    })
  }
  return tally
}

// ---------------------------------------------------------------------------------------------
// Lines, probabilities, prices.

/** The line each offered market takes, checked as checkSportsPick would; throws when one is missing or malformed. */
function requireLines(sport: SportsGame, lines: MarketLines): Map<MarketKind, number> {
  const taken = new Map<MarketKind, number>()
  for (const market of SPORT_MARKETS[sport]) {
    if (lineFormOf(sport, market) === 'none') continue
    const line = market === 'bs' ? lines.bs : market === 'wl' ? lines.wl : lines.handicap
    if (line === undefined) throw new RangeError(`The ${sport} ${market} market needs a line`)
    const check = checkSportsPick(sport, { market, outcome: marketOutcomes(sport, market)[0] ?? '', line })
    if (!check.ok) throw new RangeError(`${line} is not a ${sport} ${market} line (${check.reason})`)
    taken.set(market, line)
  }
  return taken
}

/**
 * Of the thresholds t (in order of preference), the one where value > t and value < t are the
 * most nearly equally likely: a fair line is −t for a handicap, t for a total.
 */
function fairestThreshold(distribution: Distribution, thresholds: readonly number[]): number {
  const { from, masses } = distribution
  const atOrBelow: number[] = []
  let cumulative = 0
  for (const mass of masses) {
    cumulative += mass
    atOrBelow.push(cumulative)
  }
  const chanceAtOrBelow = (value: number) =>
    value < from ? 0 : (atOrBelow[Math.min(value - from, masses.length - 1)] ?? 0)
  let best = thresholds[0] ?? 0
  let bestGap = Number.POSITIVE_INFINITY
  for (const threshold of thresholds) {
    const below = chanceAtOrBelow(Math.ceil(threshold) - 1)
    const above = cumulative - chanceAtOrBelow(Math.floor(threshold))
    const gap = Math.abs(above - below)
    if (gap < bestGap - FAIRNESS_TOLERANCE) {
      best = threshold
      bestGap = gap
    }
  }
  return best
}

/** x.5 thresholds from `from` to `to` (both x.5), `from` first. */
function halfSteps(from: number, to: number): number[] {
  const steps: number[] = []
  const step = from <= to ? 1 : -1
  for (let threshold = from; step * (to - threshold) >= 0; threshold += step) steps.push(threshold)
  return steps
}

const withoutNegativeZero = (value: number) => (Object.is(value, -0) ? 0 : value)

/**
 * The fairest lines for a model and sport, e.g. soccer with home 2.1 / away 0.9 expected goals -> handicap -1; basketball 112.3 vs 105.1 -> handicap -7.5 (or -6.5, whichever is closer to a fair 50/50) and bs 217.5.
 *
 * Fairest means the line's home and away outcomes are the most nearly equally likely (for a
 * 3-way line, |P(H) − P(A)|; a handicap within ±MAX_GOAL_LINE goals or below MAX_POINT_LINE
 * points). Between equally fair lines the favourite gives the start: level soccer sides get −1.
 */
export function fairLines(sport: SportsGame, model: ScoringModel): MarketLines {
  if (sport === 'basketball') {
    const points = requirePointsModel(sport, model)
    const { margins, totals } = finalPoints(points)
    const widest = MAX_POINT_LINE - 0.5
    const marginEdge = Math.min(
      widest,
      Math.max(-margins.from, margins.from + margins.masses.length - 1) + 0.5,
    )
    // A home favourite is tried at the start it gives first: threshold +0.5 is handicap −0.5.
    const thresholds =
      points.homeMean >= points.awayMean
        ? halfSteps(marginEdge, -marginEdge)
        : halfSteps(-marginEdge, marginEdge)
    const totalEdge = Math.min(widest, totals.from + totals.masses.length - 0.5)
    return {
      handicap: withoutNegativeZero(-fairestThreshold(margins, thresholds)),
      bs: fairestThreshold(totals, halfSteps(0.5, Math.max(0.5, totalEdge))),
    }
  }
  const goals = requireGoalModel(sport, model)
  const homeGoals = fullTimeMasses(sideGoals(goals.homeRate))
  const awayGoals = fullTimeMasses(sideGoals(goals.awayRate))
  const margins = mix(
    awayGoals.map((awayMass, away) => ({
      distribution: { from: -away, masses: homeGoals },
      weight: awayMass,
    })),
  )
  // Handicap line L wins at home when margin + L > 0: threshold −L, the favourite's start first.
  const favourite = goals.homeRate >= goals.awayRate ? -1 : 1
  const lines = [...(sport === 'bd' ? [0] : [])]
  for (let size = 1; size <= MAX_GOAL_LINE; size++) lines.push(favourite * size, -favourite * size)
  const line = withoutNegativeZero(
    -fairestThreshold(
      margins,
      lines.map((candidate) => withoutNegativeZero(-candidate)),
    ),
  )
  return sport === 'bd' ? { wl: line } : { handicap: line }
}

/**
 * Probability of every outcome of every market the sport offers (SPORT_MARKETS order, outcomes in marketOutcomes order). Each market's probabilities sum to 1 (within 1e-9).
 *
 * E.g. soccer with home 1.5 / away 1.2 gives wl 'H' about 0.44. Every score is judged by
 * winningOutcome, the settlement rule. Soccer and BD enumerate each side's first- and second-half
 * goals up to a cap of at least 15 (raised until under 1e-13 of the Poisson tail is left, then
 * renormalised). Basketball enumerates whole points over mean ± 6 sd (normal density at each
 * integer), and plays overtime out as playMatch does, exactly under that grid: a level game's
 * margin is the first decided period's, its total adds every period's points. Throws on a model
 * of the wrong kind or a missing or malformed line of an offered market.
 */
export function outcomeProbabilities(
  sport: SportsGame,
  model: ScoringModel,
  lines: MarketLines,
): readonly OutcomeProbability[] {
  const taken = requireLines(sport, lines)
  const tally =
    sport === 'basketball'
      ? tallyPoints(requirePointsModel(sport, model), taken)
      : tallyGoals(sport, requireGoalModel(sport, model), taken)
  return [...tally].flatMap(([market, outcomes]) => {
    const line = taken.get(market)
    return [...outcomes].map(([outcome, probability]) =>
      line === undefined ? { market, outcome, probability } : { market, outcome, line, probability },
    )
  })
}

/**
 * A price of an outcome: 1 / (probability × (1 + margin)) rounded DOWN to 2 decimals, so the
 * house never quotes above its fair price with margin (the 1e-9 hundredth forgives floating-point
 * noise, e.g. 1 / (1/3) coming out as 2.9999999999999996), then held within 1.01 … 500.00.
 */
function quotedOdds(probability: number, marginFactor: number): Odds {
  const hundredths = Math.floor(100 / (probability * marginFactor) + 1e-9)
  const lowest = Number(MIN_PRICED_ODDS / 10n)
  const highest = Number(MAX_PRICED_ODDS / 10n)
  return oddsFromThousandths(BigInt(Math.min(highest, Math.max(lowest, hundredths))) * 10n)
}

/**
 * Quotes outcomes from their probabilities: odds = 1 / (probability × (1 + marginBp/10000)),
 * rounded DOWN to 2 decimals (a multiple of 10 thousandths), at least 1.01 and at most 500.00,
 * e.g. an even chance at 500 bp is 1.90. Every sport's prices, cricket's too, are quoted here.
 * Throws on a negative or non-finite margin.
 */
export function quoteOutcomes<T extends { readonly probability: number }>(
  outcomes: readonly T[],
  marginBp: number,
): (Omit<T, 'probability'> & { readonly odds: Odds })[] {
  if (!(Number.isFinite(marginBp) && marginBp >= 0)) {
    throw new RangeError(`The margin must be a non-negative number of basis points, got ${marginBp}`)
  }
  const marginFactor = 1 + marginBp / 10_000
  return outcomes.map(({ probability, ...outcome }) => ({
    ...outcome,
    odds: quotedOdds(probability, marginFactor),
  }))
}

/**
 * Prices every outcome: odds = 1 / (probability × (1 + marginBp/10000)), rounded DOWN to 2 decimals (a multiple of 10 thousandths), at least 1.01 and at most 500.00. Line present exactly where lineFormOf(sport, market) is not 'none'.
 *
 * E.g. basketball with level means at a 500 bp margin prices wl 'H' and 'A' at 1.90 each. Throws
 * on a negative or non-finite margin, and as outcomeProbabilities does.
 */
export function priceMatch(
  sport: SportsGame,
  model: ScoringModel,
  lines: MarketLines,
  marginBp: number,
): readonly PricedOutcome[] {
  return quoteOutcomes(outcomeProbabilities(sport, model, lines), marginBp)
}

// ---------------------------------------------------------------------------------------------
// Playing a match out.

/** A Poisson count by inversion: the smallest k whose cumulative chance exceeds one uniform draw. */
function drawPoisson(rate: number, random: () => number): number {
  const target = random()
  let goals = 0
  let mass = Math.exp(-rate)
  let cumulative = mass
  while (cumulative <= target && goals < MAX_DRAWN_GOALS) {
    goals++
    mass *= rate / goals
    cumulative += mass
  }
  return goals
}

/** Whole points ~ Normal(mean, sd) rounded, at least 0; Box–Muller on two uniform draws (1 − u keeps the log finite). */
function drawPoints(mean: number, sd: number, random: () => number): number {
  const radius = Math.sqrt(-2 * Math.log(1 - random()))
  const normal = radius * Math.cos(2 * Math.PI * random())
  return Math.max(0, Math.round(mean + sd * normal))
}

/**
 * Plays a match out from the model with a uniform source `random` in [0, 1): soccer/BD give final and halfTime scores (half time drawn first, second half added); basketball gives final only, never a draw (if level, add overtime periods of 5 minutes: each side Normal(mean*5/48, sd*sqrt(5/48)), rounded, repeat until not level). Returns a FinishedResult that passes checkMatchResult.
 *
 * E.g. `playMatch('soccer', { kind: 'goals', homeRate: 1.5, awayRate: 1.2 }, random)` might give
 * 2:1 with 1:0 at the break. Draws in a fixed order (home then away, first half then second,
 * regulation then each overtime period), so a seeded source replays the same match.
 */
export function playMatch(sport: SportsGame, model: ScoringModel, random: () => number): FinishedResult {
  if (sport === 'basketball') {
    const { homeMean, awayMean, sd } = requirePointsModel(sport, model)
    let home = drawPoints(homeMean, sd, random)
    let away = drawPoints(awayMean, sd, random)
    const overtimeSd = sd * Math.sqrt(OVERTIME_SHARE)
    while (home === away) {
      home += drawPoints(homeMean * OVERTIME_SHARE, overtimeSd, random)
      away += drawPoints(awayMean * OVERTIME_SHARE, overtimeSd, random)
    }
    return { status: 'finished', final: { home, away } }
  }
  const { homeRate, awayRate } = requireGoalModel(sport, model)
  const halfTime = {
    home: drawPoisson(homeRate * FIRST_HALF_SHARE, random),
    away: drawPoisson(awayRate * FIRST_HALF_SHARE, random),
  }
  const final = {
    home: halfTime.home + drawPoisson(homeRate * (1 - FIRST_HALF_SHARE), random),
    away: halfTime.away + drawPoisson(awayRate * (1 - FIRST_HALF_SHARE), random),
  }
  return { status: 'finished', final, halfTime }
}
