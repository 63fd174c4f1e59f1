import { MIN_ODDS, type Odds } from '../lottery/odds'
import type { SportsGame } from './sports-games'

/**
 * The spec's market kinds, as its selection odds item names them: win/draw/lose (wl), handicap,
 * correct score, total goals, half time/full time, big/small points (bs), victory margin (mv) and
 * up/down odd/even (up).
 */
export const MARKET_KINDS = ['wl', 'handicap', 'correct_score', 'goals', 'half', 'bs', 'mv', 'up'] as const
export type MarketKind = (typeof MARKET_KINDS)[number]

/** Whether a text is a market kind, e.g. `isMarketKind('mv')` is true. */
export function isMarketKind(text: string): text is MarketKind {
  return (MARKET_KINDS as readonly string[]).includes(text)
}

/**
 * The number of each market kind, counted from 1 in the spec's order (wl 1 … up 8). The spec's
 * rules text names parlay limits by these numbers: "8 for 2, 4 for 3, 6 for 4, 4 for 5" reads as
 * handicap 8, correct score 4, total goals 6, half/full 4, which matches the rules reference.
 */
export const MARKET_KIND_NUMBER: Readonly<Record<MarketKind, number>> = {
  wl: 1,
  handicap: 2,
  correct_score: 3,
  goals: 4,
  half: 5,
  bs: 6,
  mv: 7,
  up: 8,
}

/** The markets each sport offers, in the order a match card lists them. */
export const SPORT_MARKETS: Readonly<Record<SportsGame, readonly MarketKind[]>> = {
  soccer: ['wl', 'handicap', 'correct_score', 'goals', 'half'],
  basketball: ['wl', 'handicap', 'bs', 'mv'],
  // BD's win/draw/lose carries a goal handicap (0 for none); it has no separate handicap market.
  bd: ['wl', 'correct_score', 'goals', 'half', 'up'],
}

/** Whether a sport offers a market, e.g. `isMarketOffered('basketball', 'goals')` is false. */
export function isMarketOffered(sport: SportsGame, market: MarketKind): boolean {
  return SPORT_MARKETS[sport].includes(market)
}

/** Home win, draw, away win: outcome keys of 3-way wl and handicap markets ('H', 'D', 'A'). */
export const THREE_WAY_OUTCOMES = ['H', 'D', 'A'] as const
/** Home win, away win: basketball's wl and handicap, which overtime always decides. */
export const TWO_WAY_OUTCOMES = ['H', 'A'] as const
export type SideOutcome = (typeof THREE_WAY_OUTCOMES)[number]

const HOME_WIN_SCORES = ['1:0', '2:0', '2:1', '3:0', '3:1', '3:2', '4:0', '4:1', '4:2', '5:0', '5:1', '5:2']
const DRAW_SCORES = ['0:0', '1:1', '2:2', '3:3']
const mirrored = (score: string) => score.split(':').reverse().join(':')

/**
 * The 31 correct-score outcomes. A listed score is keyed 'home:away' ('2:1' is a 2-1 home win,
 * '1:2' a 1-2 away win); every other score falls in its side's bucket: 'home_other' (e.g. 6:0,
 * 4:3), 'draw_other' (4:4 and up) or 'away_other'.
 */
export const CORRECT_SCORE_OUTCOMES = [
  ...HOME_WIN_SCORES,
  'home_other',
  ...DRAW_SCORES,
  'draw_other',
  ...HOME_WIN_SCORES.map(mirrored),
  'away_other',
] as const

/** Total goals: '0' to '6' exactly, and '7+' for seven or more (which may be odd or even). */
export const GOALS_OUTCOMES = ['0', '1', '2', '3', '4', '5', '6', '7+'] as const

/** Half time/full time: the side ahead at the break, a slash, the side ahead at the end, e.g. 'D/H'. */
export const HALF_OUTCOMES = THREE_WAY_OUTCOMES.flatMap((half) =>
  THREE_WAY_OUTCOMES.map((full) => `${half}/${full}`),
)

/** Basketball total points above ('big') or below ('small') a .5 line. */
export const BIG_SMALL_OUTCOMES = ['big', 'small'] as const

/** The victory margin bands of basketball, upper bounds inclusive; the last is open-ended. */
export const MARGIN_BANDS = [
  { from: 1, to: 5, key: '1_5' },
  { from: 6, to: 10, key: '6_10' },
  { from: 11, to: 15, key: '11_15' },
  { from: 16, to: 20, key: '16_20' },
  { from: 21, to: 25, key: '21_25' },
  { from: 26, to: Number.POSITIVE_INFINITY, key: '26+' },
] as const

/** Basketball victory margin in 12 bands: 'home_1_5' … 'home_26+', then 'away_1_5' … 'away_26+'. */
export const MARGIN_OUTCOMES = ['home', 'away'].flatMap((side) =>
  MARGIN_BANDS.map((band) => `${side}_${band.key}`),
)

/** BD up/down odd/even: up is 3 or more total goals, down 2 or fewer, with the total's parity. */
export const UP_DOWN_OUTCOMES = ['up_odd', 'up_even', 'down_odd', 'down_even'] as const

/**
 * Every outcome key of a market in a sport, e.g. `marketOutcomes('soccer', 'wl')` is
 * ['H', 'D', 'A'] and `marketOutcomes('basketball', 'wl')` is ['H', 'A']; empty when the sport
 * does not offer the market.
 */
export function marketOutcomes(sport: SportsGame, market: MarketKind): readonly string[] {
  if (!isMarketOffered(sport, market)) return []
  switch (market) {
    case 'wl':
    case 'handicap':
      return sport === 'basketball' ? TWO_WAY_OUTCOMES : THREE_WAY_OUTCOMES
    case 'correct_score':
      return CORRECT_SCORE_OUTCOMES
    case 'goals':
      return GOALS_OUTCOMES
    case 'half':
      return HALF_OUTCOMES
    case 'bs':
      return BIG_SMALL_OUTCOMES
    case 'mv':
      return MARGIN_OUTCOMES
    case 'up':
      return UP_DOWN_OUTCOMES
  }
}

/**
 * What line (the spec's handicap_val) a market takes: 'none'; 'whole', a whole number of goals
 * added to the home score (soccer handicap, BD wl; -1 means the home side gives a goal, 0 is
 * allowed); or 'half', an x.5 number of points (basketball handicap added to the home score, and
 * the bs total line), so that a push is impossible.
 */
export type LineForm = 'none' | 'whole' | 'half'

/** The line a market takes, e.g. `lineFormOf('basketball', 'bs')` is 'half'; undefined when not offered. */
export function lineFormOf(sport: SportsGame, market: MarketKind): LineForm | undefined {
  if (!isMarketOffered(sport, market)) return undefined
  if (market === 'handicap') return sport === 'basketball' ? 'half' : 'whole'
  if (market === 'bs') return 'half'
  if (market === 'wl' && sport === 'bd') return 'whole'
  return 'none'
}

/** The largest goal handicap taken, either way: wider lines are not football prices. */
export const MAX_GOAL_LINE = 10
/** Basketball lines stay below this many points, either way for a handicap. */
export const MAX_POINT_LINE = 500

/** The outcome a pick backs, without its price: a market, an outcome key and, where the market takes one, its line. */
export type PickOutcome = {
  readonly market: MarketKind
  readonly outcome: string
  /** The spec's handicap_val; required exactly when lineFormOf says the market takes a line. */
  readonly line?: number
}

/**
 * One selection of a sports slip: the spec's selection odds item, with `kind` as `market`, `name`
 * as `outcome` and `handicap_val` as `line`. Odds are the price taken at bet time.
 */
export type SportsPick = PickOutcome & { readonly matchId: string; readonly odds: Odds }

export type PickRejection =
  | 'MARKET_NOT_OFFERED'
  | 'UNKNOWN_OUTCOME'
  | 'LINE_REQUIRED'
  | 'LINE_NOT_TAKEN'
  | 'NOT_A_LINE'
  | 'ODDS_BELOW_ONE'

export type PickCheck = { readonly ok: true } | { readonly ok: false; readonly reason: PickRejection }

const reject = (reason: PickRejection): PickCheck => ({ ok: false, reason })

function isLine(form: 'whole' | 'half', market: MarketKind, line: number): boolean {
  if (!Number.isFinite(line)) return false
  if (form === 'whole') return Number.isInteger(line) && Math.abs(line) <= MAX_GOAL_LINE
  const isHalf = Number.isInteger(line * 2) && !Number.isInteger(line)
  if (!isHalf || Math.abs(line) >= MAX_POINT_LINE) return false
  return market !== 'bs' || line > 0
}

/**
 * Whether a pick can be taken in a sport: an offered market, one of its outcome keys, a line of
 * the right form exactly when the market takes one, and odds of at least 1.00, e.g. soccer
 * handicap 'H' at line -1 passes and at line -1.5 is 'NOT_A_LINE'.
 */
export function checkSportsPick(sport: SportsGame, pick: PickOutcome & { readonly odds?: Odds }): PickCheck {
  const form = lineFormOf(sport, pick.market)
  if (form === undefined) return reject('MARKET_NOT_OFFERED')
  if (!marketOutcomes(sport, pick.market).includes(pick.outcome)) return reject('UNKNOWN_OUTCOME')
  if (form === 'none') {
    if (pick.line !== undefined) return reject('LINE_NOT_TAKEN')
  } else {
    if (pick.line === undefined) return reject('LINE_REQUIRED')
    if (!isLine(form, pick.market, pick.line)) return reject('NOT_A_LINE')
  }
  if (pick.odds !== undefined && pick.odds < MIN_ODDS) return reject('ODDS_BELOW_ONE')
  return { ok: true }
}
