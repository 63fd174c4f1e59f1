import { MICRO_PER_UNIT, type Money, money } from '../money/money'
import type { MarketKind } from './markets'
import type { SportsGame } from './sports-games'

/** A multiplier held exactly as a fraction, e.g. BD's 0.65 is 65/100. */
export type Ratio = { readonly numerator: bigint; readonly denominator: bigint }

/**
 * A cap on what one combination may pay, for combinations of at least `fromLegs` legs (up to the
 * next tier). The cap is on the combination's whole payout (unit stake × odds × multiple, × 0.65
 * for BD), in micro-USDT.
 */
export type BonusCapTier = { readonly fromLegs: number; readonly cap: Money }

/** The tax on a large win: `rateBp` basis points of the whole payout when it is above `threshold`. */
export type WinTax = { readonly threshold: Money; readonly rateBp: number }

/**
 * The settings a sport's slip, estimates and settlement follow. Every value the sources disagree on
 * lives here, so an operator can change it without touching the rules.
 */
export type SportsSettings = {
  /**
   * The longest parlay (most legs in one combination) each offered market allows. A slip mixing
   * markets takes the smallest limit among its picks' markets.
   */
  readonly parlayLimits: Readonly<Partial<Record<MarketKind, number>>>
  /** What each combination's payout is multiplied by: 1 for JC, 0.65 for BD. */
  readonly payoutFactor: Ratio
  /** Caps per combination by its number of legs, ascending by `fromLegs`; empty for none. */
  readonly bonusCaps: readonly BonusCapTier[]
  readonly winTax: WinTax
  /**
   * BD odds float until the match closes; when true the server settles at the closing odds (it
   * passes them in as the legs' odds), otherwise at the odds taken at bet time. Estimates always use
   * the odds at bet time.
   */
  readonly settlesAtClosingOdds: boolean
}

const usdt = (units: bigint) => money(units * MICRO_PER_UNIT)

/**
 * The spec's per-combination caps. Its rules text reads "max single-match bonus 10,200; 4,500 for
 * 3 to 20 combos; 6,100 for 50 to 60 combos; 10,000 for more", which cannot be taken literally (no
 * combination has 20 or 50 legs). China Sports Lottery tiers its per-combination caps by legs as
 * single, 2 or 3, 4 or 5, and 6 or more ("2或3场… 4或5场… 6场以上"), and the garbled ranges read as
 * those tiers: 1 leg 10,200; 2–3 legs 4,500; 4–5 legs 6,100; 6 or more 10,000 (USDT).
 */
export const SPEC_BONUS_CAPS: readonly BonusCapTier[] = [
  { fromLegs: 1, cap: usdt(10_200n) },
  { fromLegs: 2, cap: usdt(4_500n) },
  { fromLegs: 4, cap: usdt(6_100n) },
  { fromLegs: 6, cap: usdt(10_000n) },
]

/**
 * The spec's tax: a win over 20,000 USDT is taxed 20%. A "win" is the bet's whole payout (a
 * combination's payout never reaches 20,000 under the caps), taxed on the whole amount as lottery
 * windfall tax is, so 20,000 pays 20,000 and 20,000.01 pays 16,000.008.
 */
export const SPEC_WIN_TAX: WinTax = { threshold: usdt(20_000n), rateBp: 2_000 }

const ONE: Ratio = { numerator: 1n, denominator: 1n }

/** BD payouts are 65% of stake × odds (the spec's 0.65 factor). */
export const BD_PAYOUT_FACTOR: Ratio = { numerator: 65n, denominator: 100n }

/**
 * Default settings. Parlay limits (longest parlay per market, CONFIG in the rules reference):
 * soccer wl and handicap 8, correct score 4, goals 6, half 4 (the spec's "8 for 2, 4 for 3, 6 for
 * 4, 4 for 5", market numbers as in MARKET_KIND_NUMBER); basketball wl, handicap and bs 8, margin 4
 * (China Sports Lottery); BD wl 15, correct score 3, goals, half and up 6. The spec's caps and tax
 * apply to every sport.
 */
export const SPORTS_SETTINGS: Readonly<Record<SportsGame, SportsSettings>> = {
  soccer: {
    parlayLimits: { wl: 8, handicap: 8, correct_score: 4, goals: 6, half: 4 },
    payoutFactor: ONE,
    bonusCaps: SPEC_BONUS_CAPS,
    winTax: SPEC_WIN_TAX,
    settlesAtClosingOdds: false,
  },
  basketball: {
    parlayLimits: { wl: 8, handicap: 8, bs: 8, mv: 4 },
    payoutFactor: ONE,
    bonusCaps: SPEC_BONUS_CAPS,
    winTax: SPEC_WIN_TAX,
    settlesAtClosingOdds: false,
  },
  bd: {
    parlayLimits: { wl: 15, correct_score: 3, goals: 6, half: 6, up: 6 },
    payoutFactor: BD_PAYOUT_FACTOR,
    bonusCaps: SPEC_BONUS_CAPS,
    winTax: SPEC_WIN_TAX,
    settlesAtClosingOdds: false,
  },
}

/**
 * The cap on one combination of `legs` legs, or undefined when none applies, e.g. under the spec's
 * caps a 3-leg combination pays at most 4,500 USDT.
 */
export function bonusCapFor(legs: number, caps: readonly BonusCapTier[]): Money | undefined {
  let found: Money | undefined
  for (const tier of caps) if (legs >= tier.fromLegs) found = tier.cap
  return found
}
