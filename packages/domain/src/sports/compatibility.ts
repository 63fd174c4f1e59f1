import type { Odds } from '../lottery/odds'
import type { PickOutcome } from './markets'
import { type FinishedResult, type Score, winningOutcome } from './results'
import type { SportsGame } from './sports-games'

/**
 * Which picks of one match can win together is decided by playing the match out: every result that
 * matters is enumerated as an actual score, and each pick is judged by the same rule settlement
 * uses (winningOutcome). No hand-made table is involved, so a handicap is always applied, 7+ goals
 * can be odd or even, and 6:0 wins both 'home_other' and 6 goals.
 */

/** Goals per side enumerated for soccer and BD, unless a handicap line asks for more. */
export const GOAL_GRID_MAX = 10

/**
 * Goals a side the soccer and BD grid runs to for some picks: 10, or two past the widest handicap
 * line (both sides of the line with either parity), e.g. a line of -12 gives 14.
 */
export function goalGridSize(picks: readonly PickOutcome[]): number {
  const widest = Math.max(0, ...picks.map((pick) => Math.abs(pick.line ?? 0)))
  return Math.max(GOAL_GRID_MAX, widest + 2)
}

type Visit = (final: Score, halfTime: Score | undefined) => void

const LEVEL: Score = { home: 0, away: 0 }
const HOME_AHEAD: Score = { home: 1, away: 0 }
const AWAY_AHEAD: Score = { home: 0, away: 1 }

/** Soccer and BD markets that read only the margin (home - away, after any line) or only the total. */
const MARGIN_MARKETS: ReadonlySet<PickOutcome['market']> = new Set(['wl', 'handicap'])
const TOTAL_MARKETS: ReadonlySet<PickOutcome['market']> = new Set(['goals', 'up'])

/**
 * Soccer and BD: every final score from 0:0 to G:G, G = max(10, largest |line| + 2). 10 goals a
 * side reach every bucket (4:3 and 6:0 are 'home_other', 4:4 is 'draw_other', totals of 7+ both
 * odd and even); the +2 reaches both sides of a handicap line with either parity. The half-time
 * score matters only through which side led, and a final h:a can follow a home lead at the break
 * exactly when h >= 1 (1:0), an away lead when a >= 1 (0:1), and a level break always (0:0); so
 * three half-time scores stand for all (h+1)(a+1) of them. When every pick reads only the margin
 * (win/draw/lose, handicap), scores with the same margin settle alike and G:0 … 0:G stand for all;
 * likewise 0:0 … G:0 when every pick reads only the total (goals, up/down).
 */
function visitGoalResults(picks: readonly PickOutcome[], visit: Visit): void {
  const max = goalGridSize(picks)
  if (picks.every((pick) => MARGIN_MARKETS.has(pick.market))) {
    for (let margin = -max; margin <= max; margin++) {
      visit(margin >= 0 ? { home: margin, away: 0 } : { home: 0, away: -margin }, LEVEL)
    }
    return
  }
  if (picks.every((pick) => TOTAL_MARKETS.has(pick.market))) {
    for (let total = 0; total <= max; total++) visit({ home: total, away: 0 }, LEVEL)
    return
  }
  const needsHalfTime = picks.some((pick) => pick.market === 'half')
  for (let home = 0; home <= max; home++) {
    for (let away = 0; away <= max; away++) {
      const final = { home, away }
      visit(final, LEVEL)
      if (!needsHalfTime) continue
      if (home >= 1) visit(final, HOME_AHEAD)
      if (away >= 1) visit(final, AWAY_AHEAD)
    }
  }
}

/**
 * Basketball: the markets see only the margin m = home - away (never 0: overtime decides) and the
 * total t, which must share m's parity and be at least |m|. Margins run over every integer up to
 * one past the last threshold (the 26+ band edge or a handicap line) and one more for the other
 * parity; totals take, between consecutive bs lines, the smallest total the margin allows. That
 * covers every way the picks can win together, each as an actual score ((t+m)/2 : (t-m)/2).
 */
function visitPointResults(picks: readonly PickOutcome[], visit: Visit): void {
  const handicaps = picks.filter((pick) => pick.market === 'handicap').map((pick) => Math.abs(pick.line ?? 0))
  const widest = Math.ceil(Math.max(27, ...handicaps.map((line) => line + 1))) + 1
  const totals = [
    ...new Set(picks.filter((pick) => pick.market === 'bs').map((pick) => pick.line ?? 0)),
  ].sort((a, b) => a - b)
  // Totals between consecutive lines settle alike: [0, l1 - .5], [l1 + .5, l2 - .5], …, [ln + .5, ∞).
  const bands = [...totals, Number.POSITIVE_INFINITY].map((upper, index) => ({
    from: index === 0 ? 0 : (totals[index - 1] ?? 0) + 0.5,
    to: upper - 0.5,
  }))
  for (let margin = -widest; margin <= widest; margin++) {
    if (margin === 0) continue
    for (const band of bands) {
      const lowest = Math.max(band.from, Math.abs(margin))
      const total = Math.abs(lowest - margin) % 2 === 0 ? lowest : lowest + 1
      if (total <= band.to) visit({ home: (total + margin) / 2, away: (total - margin) / 2 }, undefined)
    }
  }
}

function visitCandidates(sport: SportsGame, picks: readonly PickOutcome[], visit: Visit): void {
  if (sport === 'basketball') visitPointResults(picks, visit)
  else visitGoalResults(picks, visit)
}

/**
 * The results enumerated to decide which of a match's picks win together, each an actual score
 * (see the grids above), e.g. soccer wl and goals picks give the 121 scores 0:0 to 10:10 with a
 * level half time. Enough results to show every distinct set of winning picks.
 */
export function candidateResults(sport: SportsGame, picks: readonly PickOutcome[]): FinishedResult[] {
  const results: FinishedResult[] = []
  visitCandidates(sport, picks, (final, halfTime) =>
    results.push(
      halfTime === undefined ? { status: 'finished', final } : { status: 'finished', final, halfTime },
    ),
  )
  return results
}

/**
 * Every distinct set of picks (as indexes into `picks`, ascending) that win together under some
 * result, including [] when some result wins none, e.g. soccer wl 'H' and goals '7+' give [], [0],
 * [1] and [0, 1].
 */
export function winningSets(sport: SportsGame, picks: readonly PickOutcome[]): number[][] {
  // Judge each distinct market and line once per result, then compare the picks' outcome keys.
  const markets: { market: PickOutcome['market']; line: number | undefined }[] = []
  const marketOfPick = picks.map((pick) => {
    const index = markets.findIndex(({ market, line }) => market === pick.market && line === pick.line)
    if (index >= 0) return index
    markets.push({ market: pick.market, line: pick.line })
    return markets.length - 1
  })
  // A set of winners is keyed by a bit mask while picks fit in 31 bits, else by its indexes.
  const isMaskable = picks.length <= 31
  const found = new Map<number | string, number[]>()
  const outcomes: string[] = []
  // One result object, refilled for each candidate: this loop runs for every estimate.
  const result: { status: 'finished'; final: Score; halfTime: Score | undefined } = {
    status: 'finished',
    final: LEVEL,
    halfTime: undefined,
  }
  visitCandidates(sport, picks, (final, halfTime) => {
    result.final = final
    result.halfTime = halfTime
    for (let index = 0; index < markets.length; index++) {
      const { market, line } = markets[index] ?? { market: 'wl', line: undefined }
      outcomes[index] = winningOutcome(sport, market, result, line)
    }
    let mask = 0
    const winners: number[] = []
    for (let index = 0; index < picks.length; index++) {
      if (outcomes[marketOfPick[index] ?? 0] !== picks[index]?.outcome) continue
      winners.push(index)
      if (isMaskable) mask |= 1 << index
    }
    const key = isMaskable ? mask : winners.join(',')
    if (!found.has(key)) found.set(key, winners)
  })
  return [...found.values()]
}

/**
 * Whether all the given picks of one match can win under a single result, e.g. soccer wl 'D' and
 * goals '7+' can (4:4), wl 'D' and goals '3' cannot (a draw has an even total).
 */
export function canWinTogether(sport: SportsGame, picks: readonly PickOutcome[]): boolean {
  return winningSets(sport, picks).some((set) => set.length === picks.length)
}

/**
 * What one match's picks can return, as sums of the winning picks' odds in thousandths: `sums` is
 * every such sum in ascending order, with 0n when some result wins nothing; `hi` the largest (the
 * best compatible set), `lo` the smallest above 0; `isForced` when every result wins something
 * (0n is not in `sums`). E.g. wl 'H' 2.00, 'D' 3.00 and 'A' 4.00 give sums [2000n, 3000n, 4000n],
 * hi 4000n, lo 2000n, forced.
 */
export type MatchPayoutRange = {
  readonly sums: readonly bigint[]
  readonly hi: bigint
  readonly lo: bigint
  readonly isForced: boolean
}

/** The payout range of one match's picks (see MatchPayoutRange), e.g. a single pick at 1.96 gives sums [0n, 1960n]. */
export function matchPayoutRange(
  sport: SportsGame,
  picks: readonly (PickOutcome & { readonly odds: Odds })[],
): MatchPayoutRange {
  const sums = [
    ...new Set(
      winningSets(sport, picks).map((set) =>
        set.reduce((sum, index) => sum + (picks[index]?.odds ?? 0n), 0n),
      ),
    ),
  ].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  const positive = sums.filter((sum) => sum > 0n)
  return {
    sums,
    hi: positive.at(-1) ?? 0n,
    lo: positive[0] ?? 0n,
    isForced: sums[0] !== 0n,
  }
}
