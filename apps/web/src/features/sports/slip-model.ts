import type { GameConfig, PlaceSportsBet } from '@app/contract'
import {
  type BetWarningCode,
  bonusCapFor,
  type Combination,
  type ExchangeRate,
  estimatePayout,
  fromDisplayCurrency,
  MIN_ODDS,
  type Money,
  money,
  type Odds,
  type OddsChangePolicy,
  parlayCombinations,
  parlayLimit,
  parseMoney,
  parseOdds,
  roundPayout,
  SPORTS_SETTINGS,
  type SportsBetLimits,
  type SportsGame,
  type SportsPick,
  slipCombinationCount,
  sportsSlipWarnings,
  toDecimalString,
  toDisplayCurrency,
  ZERO,
} from '@app/domain'
import { toMoney } from '../../shared/format/format'
import type { SlipMatch, SportsState } from './slice'

/**
 * The figures of a sports slip, worked out from the slice with the domain's rules: the
 * permutation count, the min and max estimates (bd's 0.65 applied), the total stake and the
 * warnings. Amounts the player sees are in the display currency; the request is in USDT.
 */

/** Why the slip cannot be placed: the spec's bet warnings, then the slip's own reasons. */
export type SportsSlipWarning = BetWarningCode | 'enterStake' | 'invalidStake' | 'closedPicks' | 'changedOdds'

/** What the slip is judged against besides its picks. */
export type SlipContext = {
  /** Display-currency units per USDT. */
  readonly exchangeRate: ExchangeRate
  /** The player's balance in USDT; undefined for a guest, who is asked to sign in instead. */
  readonly balance: Money | undefined
  /** The sport's bet limits in USDT, once the game config has loaded. */
  readonly limits: SportsBetLimits | undefined
  /** The player's region (regionOfAreaCode), if known, and the regions where the sport takes no bets. */
  readonly region?: string | undefined
  readonly disabledRegions?: readonly string[]
}

export type SlipSummary = {
  /** Every pick in slip order (match by match), as the domain prices them. */
  readonly picks: readonly SportsPick[]
  readonly matchCount: number
  /** The longest parlay the slip's markets allow. */
  readonly parlayLimit: number
  /** The spec's permutationAmount: how many combinations the slip bets on. */
  readonly combinationCount: bigint
  /** The typed unit stake, in the display currency, when it is a valid amount. */
  readonly castValue: Money | undefined
  /** The unit stake in USDT, as it is sent. */
  readonly unitStake: Money
  /** castValue × multiple × combinations, in the display currency. */
  readonly totalStake: Money
  /** The spec's min and max estimated amounts, in the display currency. */
  readonly estimate: { readonly min: Money; readonly max: Money }
  readonly warnings: readonly SportsSlipWarning[]
  readonly hasChangedOdds: boolean
  readonly canPlace: boolean
}

/** Odds as the API quotes them ("1.96"), as the domain's thousandths; a malformed price counts as 1.00. */
export function oddsValue(text: string): Odds {
  const parsed = parseOdds(text)
  return parsed.ok ? parsed.value : MIN_ODDS
}

/** The slip's picks in slip order, as the domain's SportsPick. */
export function slipPicks(betSlipList: readonly SlipMatch[]): SportsPick[] {
  return betSlipList.flatMap((match) =>
    match.picks.map((pick) => ({
      matchId: match.matchId,
      market: pick.kind,
      outcome: pick.name,
      ...(pick.handicapVal === null ? {} : { line: pick.handicapVal }),
      odds: oddsValue(pick.odds),
    })),
  )
}

const NO_LIMITS: SportsBetLimits = {
  minBet: ZERO,
  maxBet: ZERO,
  minMultiple: 1,
  maxMultiple: 0,
  minBonus: ZERO,
  maxBonus: ZERO,
}

/**
 * A sport's limits in USDT from its game config; the currency's own sport minimum (in the display
 * currency, the spec's sport_bet_min) raises the minimum bet when it is higher, e.g. bet_min 0.01
 * with a CNY minimum of 0.1 at 7.1 gives about 0.014 USDT.
 */
export function limitsOf(
  config: GameConfig | undefined,
  currencyMinimum: Money | undefined,
  exchangeRate: ExchangeRate,
): SportsBetLimits | undefined {
  if (!config) return undefined
  const configured = toMoney(config.bet_min)
  const fromCurrency =
    currencyMinimum === undefined ? ZERO : fromDisplayCurrency(currencyMinimum, exchangeRate)
  return {
    minBet: fromCurrency > configured ? fromCurrency : configured,
    maxBet: toMoney(config.bet_max),
    minMultiple: config.multiple_min,
    maxMultiple: config.multiple_max,
    minBonus: toMoney(config.bonus_min),
    maxBonus: toMoney(config.bonus_max),
  }
}

/** estimatePayout, or nothing for a pick the domain cannot price (a price without the line its market needs). */
function safeEstimate(slip: Parameters<typeof estimatePayout>[0]) {
  try {
    return estimatePayout(slip)
  } catch {
    return { min: ZERO, max: ZERO }
  }
}

/**
 * Works out a slip: e.g. three soccer matches of one wl pick each at 2 String 1 and 3 String 1
 * bet on 4 combinations, and a stake of 10 at multiple 1 debits 40.
 */
export function summarizeSportsSlip(
  state: Pick<SportsState, 'selectedGame' | 'betSlipList' | 'castValue' | 'multiple' | 'folds'>,
  context: SlipContext,
): SlipSummary {
  const sport = state.selectedGame
  const picks = slipPicks(state.betSlipList)
  const parsed = parseMoney(state.castValue)
  const castValue = parsed.ok && parsed.value > 0n ? parsed.value : undefined
  const unitStake = castValue === undefined ? ZERO : fromDisplayCurrency(castValue, context.exchangeRate)
  const combinationCount = picks.length === 0 ? 0n : slipCombinationCount({ picks, folds: state.folds })
  const estimateUsdt = safeEstimate({ sport, picks, folds: state.folds, unitStake, multiple: state.multiple })
  const estimate = {
    min: toDisplayCurrency(estimateUsdt.min, context.exchangeRate),
    max: toDisplayCurrency(estimateUsdt.max, context.exchangeRate),
  }
  const totalStake = money((castValue ?? ZERO) * BigInt(state.multiple) * combinationCount)
  const warnings: SportsSlipWarning[] = []
  const hasChangedOdds = state.betSlipList.some((match) =>
    match.picks.some((pick) => pick.changedFrom !== null),
  )
  if (picks.length > 0) {
    if (state.castValue.trim() === '') warnings.push('enterStake')
    else if (castValue === undefined) warnings.push('invalidStake')
    if (state.betSlipList.some((match) => match.isClosed)) warnings.push('closedPicks')
    if (hasChangedOdds) warnings.push('changedOdds')
    const domainWarnings = sportsSlipWarnings({
      castValue: castValue ?? ZERO,
      multiple: state.multiple,
      combinationCount,
      estimate,
      // A guest's balance is not known: signing in comes first.
      balance: context.balance ?? money(toMoney('1000000000000')),
      exchangeRate: context.exchangeRate,
      limits: context.limits ?? NO_LIMITS,
      ...(context.region === undefined ? {} : { region: context.region }),
      disabledRegions: context.disabledRegions ?? [],
    })
    warnings.push(...domainWarnings)
  }
  return {
    picks,
    matchCount: state.betSlipList.length,
    parlayLimit: parlayLimit(
      picks.map((pick) => pick.market),
      SPORTS_SETTINGS[sport],
    ),
    combinationCount,
    castValue,
    unitStake,
    totalStake,
    estimate,
    warnings,
    hasChangedOdds,
    canPlace:
      picks.length > 0 &&
      state.folds.length > 0 &&
      combinationCount > 0n &&
      unitStake > 0n &&
      warnings.length === 0,
  }
}

/**
 * The request that places the slip: picks in slip order, so the server's `picks.N` and change
 * indexes point into it. Only a player who accepts any change lets the server take a moved price;
 * otherwise it refuses with the new prices, and the slip judges them under the player's policy.
 */
export function toPlaceRequest(
  state: Pick<SportsState, 'betSlipList' | 'folds' | 'multiple'>,
  summary: Pick<SlipSummary, 'unitStake'>,
  policy: OddsChangePolicy,
): PlaceSportsBet {
  return {
    picks: state.betSlipList.flatMap((match) =>
      match.picks.map((pick) => ({
        match_id: match.matchId,
        kind: pick.kind,
        name: pick.name,
        handicap_val: pick.handicapVal,
        odds: pick.odds,
      })),
    ),
    folds: [...state.folds],
    cast_value: toDecimalString(summary.unitStake),
    multiple: state.multiple,
    accept_changed_odds: policy === 'acceptAny',
  }
}

/** Combinations listed per page of the bet combination list: the spec's chunks of 1,000. */
export const COMBINATION_PAGE_SIZE = 1000

/**
 * One page of a slip's combinations, in the domain's order, enumerating only up to the end of
 * that page and never building the rest, e.g. page 0 of a million combinations is the first 1,000.
 */
export function combinationPage(
  pickCounts: readonly number[],
  folds: readonly number[],
  page: number,
  size = COMBINATION_PAGE_SIZE,
): Combination[] {
  const first = page * size
  const found: Combination[] = []
  let index = 0
  for (const combination of parlayCombinations(pickCounts, folds)) {
    if (index >= first + size) break
    if (index >= first) found.push(combination)
    index += 1
  }
  return found
}

/**
 * What one combination would pay if every leg wins, in USDT: unit stake × multiple × the product
 * of its odds × the sport's payout factor (0.65 for bd), rounded toward zero and capped at its
 * number of legs' cap, e.g. 10 USDT on 2.00 × 1.50 pays 30.
 */
export function combinationPayout(
  sport: SportsGame,
  odds: readonly Odds[],
  unitStake: Money,
  multiple: number,
): Money {
  const settings = SPORTS_SETTINGS[sport]
  const numerator =
    odds.reduce((product, value) => product * value, unitStake * BigInt(multiple)) *
    settings.payoutFactor.numerator
  const denominator = 1000n ** BigInt(odds.length) * settings.payoutFactor.denominator
  const payout = roundPayout({ numerator, denominator })
  const cap = bonusCapFor(odds.length, settings.bonusCaps)
  return cap !== undefined && payout > cap ? cap : payout
}
