import { inReasonOrder, type SettlementReason, voidReasonOf } from '../codes/settlement-reasons'
import { type Money, money, ZERO } from '../money/money'
import { cappedPayoutSum, type PayoutTerms, payoutTerms, roundPayout } from './combination-payouts'
import { elementarySymmetricSums, parlayCombinations } from './parlay'
import {
  checkMatchResult,
  judgeSportsPick,
  type LegResult,
  type MatchResult,
  type ResultRejection,
  settlementOdds,
  VOID_LEG_ODDS,
} from './results'
import { SPORTS_SETTINGS, type SportsSettings, type WinTax } from './settings'
import { matchesOf, type SportsSlip, slipTotalStake } from './slip'

/**
 * The tax withheld from a bet's payout: `rateBp` of the whole payout when it is above the
 * threshold, rounded toward zero (roundPayout), else nothing, e.g. under the spec's 20% above
 * 20,000 USDT a payout of 25,000 gives 5,000 and one of 20,000 gives 0.
 */
export function winTaxOn(payout: Money, tax: WinTax): Money {
  if (payout <= tax.threshold) return ZERO
  return roundPayout({ numerator: payout * BigInt(tax.rateBp), denominator: 10_000n })
}

/**
 * A settled sports bet. Amounts are micro-USDT. Reading of the spec's single bet response:
 * `total_price` is totalStake; a combination's `bonus` is what that combination pays (0 when it
 * lost), so "WIN when its bonus is above 0" holds; the bet's `bonus` is netWin, what the bet pays
 * beyond its stake, so "payout is total_price plus bonus if bonus is above 0, otherwise 0" shows the
 * payout of a winning bet (see displayedPayout). `payout` is what is credited.
 */
export type SportsSettlement = {
  /** How each of the slip's picks ended, in slip order. */
  readonly legResults: readonly LegResult[]
  readonly totalStake: Money
  /** Σ of every combination's capped payout, rounded once toward zero, before tax. */
  readonly grossPayout: Money
  readonly tax: Money
  /** What the player is credited: grossPayout - tax. */
  readonly payout: Money
  /** payout - totalStake: the response's bet-level bonus; 0 or below when the bet made no profit. */
  readonly netWin: Money
  /** Why it ended so: the outcome, then every rule that changed it, in SETTLEMENT_REASONS order. */
  readonly reasons: readonly SettlementReason[]
}

export type SettlementResult =
  | { readonly ok: true; readonly value: SportsSettlement }
  | { readonly ok: false; readonly reason: 'RESULT_MISSING' | ResultRejection; readonly matchId: string }

/**
 * Settles a placed bet on its matches' results (void for a cancelled match or one postponed over
 * 36 hours): every combination whose legs all won or are void pays unit stake × multiple × the
 * product of its legs' settlement odds (void legs at 1.00) × the payout factor, capped at its
 * fold's cap; a combination whose every leg is void is cancelled and refunds its stake in full (a
 * cancelled single refunds the stake; no BD factor, no cap). The exact sum is rounded once toward
 * zero, then the win tax is withheld. The sum is computed without listing the combinations
 * (cappedPayoutSum); settledCombinations lists them for the record. A missing or impossible result
 * is refused by match id. The reasons say why: won, partly won, lost or refunded, and each rule
 * that applied (a void match and its cause, refunded combinations, the BD factor, a cap that
 * bound, the win tax). E.g. 10 USDT on 'H' at 1.96 that wins pays 19.6 USDT for ['WON'].
 */
export function settleSportsBet(
  slip: SportsSlip,
  results: ReadonlyMap<string, MatchResult>,
  settings: SportsSettings = SPORTS_SETTINGS[slip.sport],
): SettlementResult {
  const matches = matchesOf(slip.picks)
  for (const { matchId } of matches) {
    const result = results.get(matchId)
    if (result === undefined) return { ok: false, reason: 'RESULT_MISSING', matchId }
    const check = checkMatchResult(slip.sport, result)
    if (!check.ok) return { ok: false, reason: check.reason, matchId }
  }
  const legResults = slip.picks.map((pick) =>
    judgeSportsPick(slip.sport, pick, results.get(pick.matchId) ?? { status: 'void' }),
  )
  const terms = payoutTerms(slip, settings)
  const inPlay = matches.map((match) =>
    match.picks.flatMap((pick, index) => {
      const odds = settlementOdds(pick, legResults[match.pickIndexes[index] ?? 0] ?? 'lose')
      return odds === undefined ? [] : [odds]
    }),
  )
  const voidCounts = matches.flatMap((match) =>
    results.get(match.matchId)?.status === 'void' ? [BigInt(match.picks.length)] : [],
  )
  const refund = slip.unitStake * BigInt(slip.multiple) * terms.denominator
  const numerator = payoutNumerator(inPlay, voidCounts, refund, terms)
  const grossPayout = roundPayout({ numerator, denominator: terms.denominator })
  const tax = winTaxOn(grossPayout, settings.winTax)
  const payout = money(grossPayout - tax)
  const totalStake = slipTotalStake(slip)

  const reasons: SettlementReason[] = []
  const sumOverFolds = (sums: readonly bigint[]) =>
    terms.folds.reduce((total, fold) => total + (sums[fold] ?? 0n), 0n)
  const largest = terms.folds.at(-1) ?? 0
  const combinations = sumOverFolds(
    elementarySymmetricSums(
      matches.map((match) => BigInt(match.picks.length)),
      largest,
    ),
  )
  const unbeaten = sumOverFolds(
    elementarySymmetricSums(
      inPlay.map((odds) => BigInt(odds.length)),
      largest,
    ),
  )
  const allVoid = sumOverFolds(elementarySymmetricSums(voidCounts, largest))
  const won = unbeaten - allVoid
  const lost = combinations - unbeaten
  if (won > 0n) reasons.push(lost > 0n ? 'PARTLY_WON' : 'WON')
  else reasons.push(lost > 0n ? 'LOST' : 'BET_VOID_REFUNDED')
  if (allVoid > 0n && (won > 0n || lost > 0n)) reasons.push('VOID_COMBINATIONS_REFUNDED')
  for (const match of matches) {
    const result = results.get(match.matchId)
    if (result?.status === 'void') reasons.push(voidReasonOf(result.cause))
  }
  const isFactored = settings.payoutFactor.numerator !== settings.payoutFactor.denominator
  if (won > 0n && isFactored) reasons.push('BD_PAYOUT_FACTOR')
  // A cap bound when the same sum without caps pays more.
  if (terms.caps.size > 0 && payoutNumerator(inPlay, voidCounts, refund, uncapped(terms)) > numerator) {
    reasons.push('BONUS_CAPPED')
  }
  if (tax > 0n) reasons.push('WIN_TAX_WITHHELD')
  return {
    ok: true,
    value: {
      legResults,
      totalStake,
      grossPayout,
      tax,
      payout,
      netWin: money(payout - totalStake),
      reasons: inReasonOrder(reasons),
    },
  }
}

const uncapped = (terms: PayoutTerms): PayoutTerms => ({ ...terms, caps: new Map() })

/**
 * The exact sum of what a bet's combinations pay, over terms.denominator: each combination of
 * legs in play (won or void) capped at its fold's cap, and each combination of void legs only
 * refunding its stake instead (cappedPayoutSum counted it at 1.00, capped, with the factor).
 */
function payoutNumerator(
  inPlay: readonly (readonly bigint[])[],
  voidCounts: readonly bigint[],
  refund: bigint,
  terms: PayoutTerms,
): bigint {
  let numerator = cappedPayoutSum(inPlay, terms)
  const allVoid = elementarySymmetricSums(voidCounts, terms.folds.at(-1) ?? 0)
  for (const fold of terms.folds) {
    const count = allVoid[fold] ?? 0n
    if (count === 0n) continue
    const counted = cappedPayoutSum(
      Array.from({ length: fold }, () => [VOID_LEG_ODDS]),
      { ...terms, folds: [fold] },
    )
    numerator += count * (refund - counted)
  }
  return numerator
}

/**
 * The spec's displayed payout of a bet: total_price plus bonus when bonus is above 0, otherwise 0,
 * e.g. a stake of 10 with a bonus of 9.6 shows 19.6.
 */
export function displayedPayout(totalPrice: Money, bonus: Money): Money {
  return bonus > 0n ? money(totalPrice + bonus) : ZERO
}

/** One combination of a settled bet, for the record and the spec's per-combination results. */
export type SettledCombination = {
  /** The slip's pick indexes that make the combination, one per match. */
  readonly legs: readonly number[]
  /** 'void' when every leg is void: the combination is cancelled and refunds its stake. */
  readonly result: 'win' | 'lose' | 'void'
  /** Its capped payout (the spec's per-combination bonus), rounded toward zero; 0 when lost. */
  readonly payout: Money
}

/**
 * Lists the combinations of a settled bet with what each pays, in parlayCombinations order, from
 * the leg results settleSportsBet answered, e.g. a won 2 String 1 of 'H' 2.00 and 'A' 3.00 at 1 USDT
 * is one combination paying 6. Each payout is rounded on its own, so their sum can fall short of
 * the bet's grossPayout (rounded once) by less than a micro-unit per combination. Lazy: the
 * server writes the chunks of 1,000 it needs.
 */
export function* settledCombinations(
  slip: SportsSlip,
  legResults: readonly LegResult[],
  settings: SportsSettings = SPORTS_SETTINGS[slip.sport],
): Generator<SettledCombination> {
  const terms = payoutTerms(slip, settings)
  const matches = matchesOf(slip.picks)
  for (const combination of parlayCombinations(
    matches.map((match) => match.picks.length),
    terms.folds,
  )) {
    const legs = combination.map(({ match, pick }) => matches[match]?.pickIndexes[pick] ?? 0)
    const results = legs.map((leg) => legResults[leg] ?? 'lose')
    if (results.includes('lose')) {
      yield { legs, result: 'lose', payout: ZERO }
    } else if (results.every((result) => result === 'void')) {
      yield { legs, result: 'void', payout: money(slip.unitStake * BigInt(slip.multiple)) }
    } else {
      const odds = legs.map((leg, index) => {
        const pick = slip.picks[leg]
        return pick === undefined
          ? VOID_LEG_ODDS
          : (settlementOdds(pick, results[index] ?? 'lose') ?? VOID_LEG_ODDS)
      })
      const numerator = cappedPayoutSum(
        odds.map((value) => [value]),
        { ...terms, folds: [legs.length] },
      )
      yield { legs, result: 'win', payout: roundPayout({ numerator, denominator: terms.denominator }) }
    }
  }
}
