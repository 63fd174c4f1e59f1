import type { Money } from '../money/money'
import { candidateResults, goalGridSize } from './compatibility'
import type { SideOutcome, SportsPick } from './markets'
import { type FinishedResult, type MatchResult, type Score, winningOutcome } from './results'
import { SPORTS_SETTINGS, type SportsSettings } from './settings'
import { type SportsSettlement, settleSportsBet } from './settlement'
import { checkSportsSlip, matchesOf, type SlipRejection, type SportsSlip, slipTotalStake } from './slip'
import type { SportsGame } from './sports-games'

/**
 * What a slip pays for each joint result of its matches, worked out by settling the slip with
 * settleSportsBet on one result of each class, so every figure is what settlement would pay
 * (caps, the BD factor and the win tax included).
 *
 * A match's results fall into outcome classes: results with the same full-time side (home win,
 * draw, away win) on which the same of the slip's picks on that match win. Every result of a class
 * settles the slip alike, so a row per joint class (one class of each match) covers every joint
 * result. Classes come from playing the match out on actual scores, as compatibility does, so a
 * handicap, 7+ goals or a half-time lead is never read from a hand-made table.
 */

/** The score view lists full-time scores from 0 to this many goals a side. */
export const MATRIX_SCORE_MAX_GOALS = 5
/** Slips on at most this many soccer or BD matches get the score view. */
export const MATRIX_SCORE_VIEW_MAX_MATCHES = 2
/** The most rows (joint classes) a matrix lists; a wider slip is refused rather than listed. */
export const MATRIX_MAX_ROWS = 4096

/** One outcome class of a match. */
export type MatchOutcomeClass = {
  /** The full-time side: 'H', 'D' or 'A' (basketball 'H' or 'A'). */
  readonly side: SideOutcome
  /** The slip's indexes of this match's picks that win in the class, ascending; [] when none. */
  readonly winningPicks: readonly number[]
  /** The result of the class the slip is settled with: the one with the fewest goals or points. */
  readonly example: FinishedResult
  /**
   * Score view: every full-time score up to MATRIX_SCORE_MAX_GOALS a side in the class (home
   * ascending, then away); [] in the outcome-class view or when the class needs more goals.
   */
  readonly scores: readonly Score[]
}

/** A match of the slip with its picks (and their slip indexes) and its outcome classes. */
export type MatrixMatch = {
  readonly matchId: string
  readonly picks: readonly SportsPick[]
  readonly pickIndexes: readonly number[]
  readonly classes: readonly MatchOutcomeClass[]
}

/** One joint class: a class of each match and what the slip pays on it. */
export type PayoutMatrixRow = {
  /** The class of each match, as an index into its classes, in the order of the matrix's matches. */
  readonly classes: readonly number[]
  /** settleSportsBet on the classes' example results: payout, tax, net win and reasons. */
  readonly settlement: SportsSettlement
  /** The row pays the most of any row (and not every row pays the same). */
  readonly isBest: boolean
  /** The row pays the least of any row (and not every row pays the same). */
  readonly isWorst: boolean
  /** The row pays the smallest payout that still returns at least the total stake. */
  readonly isBreakEven: boolean
}

/**
 * 'scores' lists each class's full-time scores (one or two soccer or BD matches, no half-time
 * picks: the final score alone then decides every pick); 'classes' names each class by its side
 * and winning picks with an example result.
 */
export type PayoutMatrixView = 'scores' | 'classes'

export type PayoutMatrix = {
  readonly view: PayoutMatrixView
  readonly sport: SportsGame
  readonly matches: readonly MatrixMatch[]
  /** Every joint class, the best paying first; rows paying alike keep the classes' order. */
  readonly rows: readonly PayoutMatrixRow[]
  readonly totalStake: Money
}

export type PayoutMatrixRefusal = SlipRejection | 'TOO_MANY_RESULTS'

export type PayoutMatrixAnswer =
  | { readonly ok: true; readonly value: PayoutMatrix }
  | { readonly ok: false; readonly reason: PayoutMatrixRefusal; readonly rowCount?: number }

const SIDE_ORDER: readonly SideOutcome[] = ['H', 'D', 'A']
const LEVEL: Score = { home: 0, away: 0 }
const HOME_AHEAD: Score = { home: 1, away: 0 }
const AWAY_AHEAD: Score = { home: 0, away: 1 }

const sideOf = ({ home, away }: Score): SideOutcome => (home > away ? 'H' : home < away ? 'A' : 'D')

/**
 * Soccer and BD results, fewest goals first: every full-time score of the goal grid (level at the
 * break), and with a half-time pick each lead at the break the score allows (1:0 needs a home
 * goal, 0:1 an away goal), as in compatibility's grid but keeping every side.
 */
function* goalResults(picks: readonly SportsPick[]): Generator<FinishedResult> {
  const max = goalGridSize(picks)
  const needsHalfTime = picks.some((pick) => pick.market === 'half')
  for (let total = 0; total <= 2 * max; total++) {
    for (let home = Math.min(total, max); home >= Math.max(0, total - max); home--) {
      const final = { home, away: total - home }
      yield { status: 'finished', final, halfTime: LEVEL }
      if (!needsHalfTime) continue
      if (final.home >= 1) yield { status: 'finished', final, halfTime: HOME_AHEAD }
      if (final.away >= 1) yield { status: 'finished', final, halfTime: AWAY_AHEAD }
    }
  }
}

/** The key of a result's class: its side and the match's picks that win on it. */
function classKeyOf(sport: SportsGame, picks: readonly SportsPick[], result: FinishedResult) {
  const winners = picks.flatMap((pick, index) =>
    winningOutcome(sport, pick.market, result, pick.line) === pick.outcome ? [index] : [],
  )
  return { side: sideOf(result.final), winners, key: `${sideOf(result.final)}|${winners.join(',')}` }
}

type ClassDraft = { side: SideOutcome; winningPicks: number[]; example: FinishedResult; scores: Score[] }

/** The outcome classes of one match's picks, by side (home, draw, away), then fewest goals first. */
function outcomeClassesOf(
  sport: SportsGame,
  picks: readonly SportsPick[],
  pickIndexes: readonly number[],
  hasScoreView: boolean,
): MatchOutcomeClass[] {
  const found = new Map<string, ClassDraft>()
  const results = sport === 'basketball' ? candidateResults(sport, picks) : goalResults(picks)
  for (const result of results) {
    const { side, winners, key } = classKeyOf(sport, picks, result)
    if (found.has(key)) continue
    const winningPicks = winners.map((index) => pickIndexes[index] ?? index)
    found.set(key, { side, winningPicks, example: result, scores: [] })
  }
  if (hasScoreView) {
    for (let home = 0; home <= MATRIX_SCORE_MAX_GOALS; home++) {
      for (let away = 0; away <= MATRIX_SCORE_MAX_GOALS; away++) {
        const final = { home, away }
        const { key } = classKeyOf(sport, picks, { status: 'finished', final, halfTime: LEVEL })
        found.get(key)?.scores.push(final)
      }
    }
  }
  const drafts = [...found.values()]
  return SIDE_ORDER.flatMap((side) => drafts.filter((draft) => draft.side === side))
}

/**
 * Which of a match's classes a finished result falls in, e.g. 3:1 on a match with one 'H' pick is
 * the class of home wins where that pick wins. The enumerated grid meets every class (see
 * goalGridSize), so undefined means a result of another sport or a bug.
 */
export function matrixClassOf(
  sport: SportsGame,
  match: MatrixMatch,
  result: FinishedResult,
): number | undefined {
  const { side, winners } = classKeyOf(sport, match.picks, result)
  const winningPicks = winners.map((index) => match.pickIndexes[index] ?? index).join(',')
  const index = match.classes.findIndex(
    (candidate) => candidate.side === side && candidate.winningPicks.join(',') === winningPicks,
  )
  return index < 0 ? undefined : index
}

/** The row of a joint class, e.g. classes [0, 2] is the first class of match 1 with the third of match 2. */
export function matrixRowOf(matrix: PayoutMatrix, classes: readonly number[]): PayoutMatrixRow | undefined {
  const key = classes.join(',')
  return matrix.rows.find((row) => row.classes.join(',') === key)
}

/** Every joint class in order: the last match's class turns fastest. */
function* jointClasses(counts: readonly number[]): Generator<number[]> {
  const current = counts.map(() => 0)
  if (counts.some((count) => count === 0)) return
  for (;;) {
    yield [...current]
    let position = counts.length - 1
    while (position >= 0) {
      const next = (current[position] ?? 0) + 1
      if (next < (counts[position] ?? 0)) {
        current[position] = next
        break
      }
      current[position] = 0
      position -= 1
    }
    if (position < 0) return
  }
}

/**
 * The payout matrix of a slip: its matches' outcome classes and, for every joint class, what the
 * slip pays after caps, the BD factor and the win tax, marked best, worst and break-even. The view
 * is 'scores' for one or two soccer or BD matches without half-time picks (each class lists its
 * scores up to 5:5), else 'classes'. A slip that cannot be placed is refused with the slip's own
 * reason; one with more than MATRIX_MAX_ROWS joint classes with 'TOO_MANY_RESULTS'. E.g. 10 USDT
 * on one soccer 'H' at 2.00 gives three rows: home win 20 (best, break-even), draw 0 and away 0
 * (worst).
 */
export function payoutMatrix(
  slip: SportsSlip,
  settings: SportsSettings = SPORTS_SETTINGS[slip.sport],
): PayoutMatrixAnswer {
  const check = checkSportsSlip(slip, settings)
  if (!check.ok) return { ok: false, reason: check.reason }
  const grouped = matchesOf(slip.picks)
  const hasScoreView =
    slip.sport !== 'basketball' &&
    grouped.length <= MATRIX_SCORE_VIEW_MAX_MATCHES &&
    slip.picks.every((pick) => pick.market !== 'half')
  const matches: MatrixMatch[] = grouped.map((match) => ({
    matchId: match.matchId,
    picks: match.picks,
    pickIndexes: match.pickIndexes,
    classes: outcomeClassesOf(slip.sport, match.picks, match.pickIndexes, hasScoreView),
  }))
  const counts = matches.map((match) => match.classes.length)
  const rowCount = counts.reduce((product, count) => product * count, 1)
  if (rowCount > MATRIX_MAX_ROWS) return { ok: false, reason: 'TOO_MANY_RESULTS', rowCount }

  const settled: { classes: number[]; settlement: SportsSettlement }[] = []
  for (const classes of jointClasses(counts)) {
    const results = new Map<string, MatchResult>(
      matches.map((match, position) => {
        const chosen = match.classes[classes[position] ?? 0]
        if (chosen === undefined) throw new Error(`Match ${match.matchId} has no class ${classes[position]}`)
        return [match.matchId, chosen.example]
      }),
    )
    const outcome = settleSportsBet(slip, results, settings)
    // Every example is a played-out score the rules accept: a refusal here is a bug.
    if (!outcome.ok) throw new Error(`A matrix result was refused: ${outcome.reason} (${outcome.matchId})`)
    settled.push({ classes, settlement: outcome.value })
  }

  const totalStake = slipTotalStake(slip)
  const payouts = settled.map((row) => row.settlement.payout)
  const best = payouts.reduce((most, payout) => (payout > most ? payout : most), payouts[0] ?? 0n)
  const worst = payouts.reduce((least, payout) => (payout < least ? payout : least), payouts[0] ?? 0n)
  const returning = payouts.filter((payout) => payout >= totalStake)
  const breakEven = returning.reduce<bigint | undefined>(
    (least, payout) => (least === undefined || payout < least ? payout : least),
    undefined,
  )
  const isSpread = best > worst
  const rows = settled
    .map(
      ({ classes, settlement }): PayoutMatrixRow => ({
        classes,
        settlement,
        isBest: isSpread && settlement.payout === best,
        isWorst: isSpread && settlement.payout === worst,
        isBreakEven: settlement.payout === breakEven,
      }),
    )
    // Array sort is stable: rows paying alike stay in the classes' order.
    .sort((a, b) =>
      a.settlement.payout === b.settlement.payout ? 0 : a.settlement.payout > b.settlement.payout ? -1 : 1,
    )
  return {
    ok: true,
    value: { view: hasScoreView ? 'scores' : 'classes', sport: slip.sport, matches, rows, totalStake },
  }
}
