import {
  checkSportsPick,
  MARGIN_BANDS,
  type MarketKind,
  type MarketLines,
  marketOutcomes,
  type PricedOutcome,
  parseOdds,
  SPORT_MARKETS,
} from '@app/domain'
import type { PoolOdds } from './sporttery-schemas'

/** The sports the China Sports Lottery's JC games cover, by our names (JC soccer is its "football"). */
export const SPORTTERY_SPORTS = ['soccer', 'basketball'] as const
export type SportterySport = (typeof SPORTTERY_SPORTS)[number]

/** The pools read for each sport, in the order our markets list them. */
export const SPORTTERY_POOLS = {
  soccer: ['had', 'hhad', 'crs', 'ttg', 'hafu'],
  basketball: ['mnl', 'hdc', 'hilo', 'wnm'],
} as const satisfies Record<SportterySport, readonly string[]>
export type PoolCode = (typeof SPORTTERY_POOLS)[SportterySport][number]

type PoolOfMarket = {
  readonly pool: PoolCode
  /** The pool keys an outcome's price may be sent under, the usual spelling first. */
  readonly keysOf: (outcome: string) => readonly string[]
  /** Whether the pool's goalLine is the market's line. */
  readonly hasLine: boolean
}

const SIDE_KEYS: Readonly<Record<string, string>> = { H: 'h', D: 'd', A: 'a' }
const side = (outcome: string) => [SIDE_KEYS[outcome] ?? '']
const twoDigits = (goals: string) => goals.padStart(2, '0')

/**
 * crs: "s01s00" is 1:0 (home goals first); the three "other" buckets are s1sh / s1sd / s1sa in
 * the calculator and s-1sh / s-1sd / s-1sa in the odds history, so both spellings are read.
 */
function correctScoreKeys(outcome: string): readonly string[] {
  const other = { home_other: 'h', draw_other: 'd', away_other: 'a' }[outcome]
  if (other) return [`s1s${other}`, `s-1s${other}`]
  const [home = '', away = ''] = outcome.split(':')
  return [`s${twoDigits(home)}s${twoDigits(away)}`]
}

/** ttg: s0 … s6 exactly, s7 for seven or more. */
const goalsKeys = (outcome: string) => [outcome === '7+' ? 's7' : `s${outcome}`]

/** hafu: two letters, the side ahead at half time then at full time ("hd": home ahead, then a draw). */
const halfKeys = (outcome: string) => [outcome.replace('/', '').toLowerCase()]

/**
 * wnm: w1 … w6 the home side winning by 1-5, 6-10, 11-15, 16-20, 21-25, 26+; l1 … l6 the away
 * side by the same bands, as our margin bands go.
 */
function marginKeys(outcome: string): readonly string[] {
  const [sideName = '', ...band] = outcome.split('_')
  const index = MARGIN_BANDS.findIndex((entry) => entry.key === band.join('_'))
  return [`${sideName === 'home' ? 'w' : 'l'}${index + 1}`]
}

/**
 * Where each of our markets comes from. Soccer: had (win/draw/lose), hhad (the same with the
 * goalLine handicap added to the home side, "-1" being the home side giving a goal), crs, ttg
 * and hafu. Basketball: mnl (home/away, overtime included), hdc (goalLine points added to the home
 * side, "-5.5" being the home side giving 5.5), hilo (h the total above goalLine, l below) and wnm.
 */
const MARKET_POOLS: Readonly<Record<SportterySport, Partial<Record<MarketKind, PoolOfMarket>>>> = {
  soccer: {
    wl: { pool: 'had', keysOf: side, hasLine: false },
    handicap: { pool: 'hhad', keysOf: side, hasLine: true },
    correct_score: { pool: 'crs', keysOf: correctScoreKeys, hasLine: false },
    goals: { pool: 'ttg', keysOf: goalsKeys, hasLine: false },
    half: { pool: 'hafu', keysOf: halfKeys, hasLine: false },
  },
  basketball: {
    wl: { pool: 'mnl', keysOf: side, hasLine: false },
    handicap: { pool: 'hdc', keysOf: side, hasLine: true },
    bs: { pool: 'hilo', keysOf: (outcome) => [outcome === 'big' ? 'h' : 'l'], hasLine: true },
    mv: { pool: 'wnm', keysOf: marginKeys, hasLine: false },
  },
}

/** The pool key an outcome of a market is priced under, e.g. soccer correct_score '2:1' is 's02s01'. */
export function sportteryKeyOf(
  sport: SportterySport,
  market: MarketKind,
  outcome: string,
): string | undefined {
  return MARKET_POOLS[sport][market]?.keysOf(outcome)[0]
}

/** What a pool said: nothing (not offered), a market with its line, or why it cannot be taken. */
export type PoolReading =
  | { readonly status: 'absent' }
  | { readonly status: 'priced'; readonly prices: readonly PricedOutcome[]; readonly line?: number }
  | { readonly status: 'refused'; readonly reason: string }

/** A pool value as text: odds and lines come as strings (sometimes numbers); anything else is none. */
const textOf = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : ''

/** "+1", "-5.5", "215.5" as a number; undefined when it is not one. */
function lineOf(text: string): number | undefined {
  if (!/^[+-]?\d{1,3}(\.\d{1,2})?$/.test(text)) return undefined
  return Number(text)
}

/**
 * Reads one of our markets from its pool: every outcome of the market priced (odds of at least
 * 1.00 with at most two decimals) at a line of the form the market takes, checked by the domain's
 * own checkSportsPick, or the pool is refused as a whole; a pool with no price at all is absent,
 * e.g. soccer handicap from hhad {goalLine: "-1", h: "3.10", d: "3.35", a: "1.95"} is H/D/A at -1.
 */
export function readPool(
  sport: SportterySport,
  market: MarketKind,
  odds: PoolOdds | null | undefined,
): PoolReading {
  const source = MARKET_POOLS[sport][market]
  if (!source || !odds) return { status: 'absent' }
  const outcomes = marketOutcomes(sport, market)
  const texts = outcomes.map(
    (outcome) =>
      source
        .keysOf(outcome)
        .map((key) => textOf(odds[key]))
        .find((text) => text !== '') ?? '',
  )
  if (texts.every((text) => text === '')) return { status: 'absent' }
  let line: number | undefined
  if (source.hasLine) {
    line = lineOf(textOf(odds.goalLine))
    if (line === undefined) return { status: 'refused', reason: `${source.pool} has no usable goalLine` }
  }
  const prices: PricedOutcome[] = []
  for (const [index, outcome] of outcomes.entries()) {
    const text = texts[index] ?? ''
    const parsed = parseOdds(text)
    if (!parsed.ok) {
      const key = source.keysOf(outcome)[0]
      return { status: 'refused', reason: `${source.pool}.${key} is not a price (${JSON.stringify(text)})` }
    }
    const pick = line === undefined ? { market, outcome } : { market, outcome, line }
    const check = checkSportsPick(sport, { ...pick, odds: parsed.value })
    if (!check.ok) return { status: 'refused', reason: `${source.pool} ${outcome}: ${check.reason}` }
    prices.push({ ...pick, odds: parsed.value })
  }
  return line === undefined ? { status: 'priced', prices } : { status: 'priced', prices, line }
}

export type MatchPricing = {
  readonly prices: readonly PricedOutcome[]
  readonly lines: MarketLines
  /** Pools present but not taken, and why. */
  readonly refused: readonly { readonly pool: PoolCode; readonly reason: string }[]
}

/**
 * Every market of a match its pools price, in our market order and outcome order, with the lines
 * they are offered at, e.g. a soccer match selling all five pools gives 3 + 3 + 31 + 8 + 9 prices.
 * `poolsOf(code)` answers the pool as the response asked for that pool sent it.
 */
export function sportteryPrices(
  sport: SportterySport,
  poolsOf: (pool: PoolCode) => PoolOdds | null | undefined,
): MatchPricing {
  const prices: PricedOutcome[] = []
  const lines: { handicap?: number; bs?: number } = {}
  const refused: { pool: PoolCode; reason: string }[] = []
  for (const market of SPORT_MARKETS[sport]) {
    const source = MARKET_POOLS[sport][market]
    if (!source) continue
    const reading = readPool(sport, market, poolsOf(source.pool))
    if (reading.status === 'refused') refused.push({ pool: source.pool, reason: reading.reason })
    if (reading.status !== 'priced') continue
    prices.push(...reading.prices)
    if (reading.line !== undefined && (market === 'handicap' || market === 'bs')) lines[market] = reading.line
  }
  return { prices, lines, refused }
}
