import type { Draw } from '@app/contract'
import { commitmentOf, drawClientValue, drawMarkSix, isSeedCommitted, SEED_PATTERN } from '@app/domain'

export type MarkSixNumbers = { readonly numbers: readonly number[]; readonly special: number }

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
  readonly recomputed?: MarkSixNumbers
  readonly resultMatches?: boolean
}

const isMarkSixNumbers = (result: unknown): result is MarkSixNumbers =>
  typeof result === 'object' && result !== null && 'numbers' in result && 'special' in result

/** Whether two results have the same numbers in the same draw order and the same special number. */
export function sameResult(a: MarkSixNumbers | undefined, b: MarkSixNumbers | undefined): boolean {
  return (
    a !== undefined &&
    b !== undefined &&
    a.special === b.special &&
    a.numbers.length === b.numbers.length &&
    a.numbers.every((ball, index) => ball === b.numbers[index])
  )
}

/**
 * Checks a draw in the browser with the domain's own functions, trusting nothing the server says
 * about it: the revealed seed must hash to the commitment published before betting closed, the
 * client value must be made of the draw's game, number and bets digest, and the seed with the
 * client value must give the published result, e.g. a settled galloping draw is 'verified'.
 */
export function verifyInBrowser(draw: Draw): BrowserCheck {
  if (draw.result_source === 'official') return { status: 'official' }
  if (!draw.seed || !draw.client_value) return { status: 'unrevealed' }
  const commitmentMatches = isSeedCommitted(draw.seed, draw.commitment)
  const clientValueMatches =
    draw.bets_digest !== null &&
    drawClientValue(draw.game, draw.number, draw.bets_digest) === draw.client_value
  const recomputed = SEED_PATTERN.test(draw.seed) ? drawMarkSix(draw.seed, draw.client_value) : undefined
  const resultMatches = sameResult(recomputed, isMarkSixNumbers(draw.result) ? draw.result : undefined)
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
