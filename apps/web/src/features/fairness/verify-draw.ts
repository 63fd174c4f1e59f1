import type { Draw } from '@app/contract'
import {
  commitmentOf,
  drawClientValue,
  drawMarkSix,
  drawRace,
  isSeedCommitted,
  RACE_KEYS,
  SEED_PATTERN,
} from '@app/domain'

export type MarkSixNumbers = { readonly numbers: readonly number[]; readonly special: number }
export type RaceOrder = { readonly order: readonly number[] }
/** A drawn result: Mark Six numbers, or a race's finishing order. */
export type DrawnResult = MarkSixNumbers | RaceOrder

const isRaceGame = (game: string) => (RACE_KEYS as readonly string[]).includes(game)

/** What a seed and client value draw for a game: a race for the racing games, else Mark Six. */
export function drawFor(game: string, seed: string, clientValue: string): DrawnResult {
  return isRaceGame(game) ? { order: drawRace(seed, clientValue) } : drawMarkSix(seed, clientValue)
}

/** What this browser found when it checked a draw by itself. */
export type BrowserCheck = {
  /**
   * verified: the seed is the committed one and gives the published result; failed: a check did
   * not hold; unrevealed: the seed is still secret; official: the result came from the outside
   * lottery, so there is no seed-made result to recompute.
   */
  readonly status: 'verified' | 'failed' | 'unrevealed' | 'official'
  readonly commitmentMatches?: boolean
  /** The client value is the draw's game, number and bets digest, as the rules say. */
  readonly clientValueMatches?: boolean
  readonly recomputed?: DrawnResult
  readonly resultMatches?: boolean
}

export const isMarkSixNumbers = (result: unknown): result is MarkSixNumbers =>
  typeof result === 'object' && result !== null && 'numbers' in result && 'special' in result

export const isRaceOrder = (result: unknown): result is RaceOrder =>
  typeof result === 'object' && result !== null && 'order' in result

const sameList = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((value, index) => value === b[index])

/** Whether two results are the same draw: the same numbers in draw order and special, or the same finishing order. */
export function sameResult(a: DrawnResult | undefined, b: DrawnResult | undefined): boolean {
  if (isMarkSixNumbers(a) && isMarkSixNumbers(b))
    return a.special === b.special && sameList(a.numbers, b.numbers)
  if (isRaceOrder(a) && isRaceOrder(b)) return sameList(a.order, b.order)
  return false
}

/**
 * Checks a draw in the browser with the domain's own functions, trusting nothing the server says
 * about it: the revealed seed must hash to the commitment published before betting closed, the
 * client value must be made of the draw's game, number and bets digest, and the seed with the
 * client value must give the published result (Mark Six numbers or a race's order), e.g. a settled
 * galloping draw is 'verified'.
 */
export function verifyInBrowser(draw: Draw): BrowserCheck {
  if (draw.result_source === 'official') return { status: 'official' }
  if (!draw.seed || !draw.client_value) return { status: 'unrevealed' }
  const commitmentMatches = isSeedCommitted(draw.seed, draw.commitment)
  const clientValueMatches =
    draw.bets_digest !== null &&
    drawClientValue(draw.game, draw.number, draw.bets_digest) === draw.client_value
  const recomputed = SEED_PATTERN.test(draw.seed)
    ? drawFor(draw.game, draw.seed, draw.client_value)
    : undefined
  const resultMatches = sameResult(recomputed, draw.result ?? undefined)
  const isVerified = commitmentMatches && clientValueMatches && resultMatches
  return {
    status: isVerified ? 'verified' : 'failed',
    commitmentMatches,
    clientValueMatches,
    ...(recomputed ? { recomputed } : {}),
    resultMatches,
  }
}

export type Recomputation =
  | { readonly ok: true; readonly commitment: string; readonly result: MarkSixNumbers }
  | { readonly ok: false; readonly reason: 'invalidSeed' | 'emptyClientValue' }

/** The commitment and Mark Six result of any seed and client value, for the "try it yourself" form. */
export function recompute(seed: string, clientValue: string): Recomputation {
  const cleanSeed = seed.trim().toLowerCase()
  if (!SEED_PATTERN.test(cleanSeed)) return { ok: false, reason: 'invalidSeed' }
  if (clientValue === '') return { ok: false, reason: 'emptyClientValue' }
  return { ok: true, commitment: commitmentOf(cleanSeed), result: drawMarkSix(cleanSeed, clientValue) }
}
