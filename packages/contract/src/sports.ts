import { BETTABLE_SPORTS, CRICKET_MAX_SELECTIONS } from '@app/domain'
import { z } from 'zod'
import { ZCodeFilter, ZDecimalString } from './envelope'
import { ZSettleReasons } from './settlement-reasons'

const ZTimestamp = z.string().describe('ISO 8601 in UTC')
const ZOdds = z.string().describe('Decimal odds with 2 decimals, e.g. "1.96"')

/** The sports with a market slip, as the path's {game}. */
export const ZSportsGameParams = z.object({ game: z.enum(['soccer', 'basketball', 'bd']) })

/**
 * A match's status. open 1 takes bets until kick-off; closed 2 is in play; finished 3 has its
 * result; postponed 4 waits for a new kick-off (void after 36 hours); cancelled 5 is void.
 */
export const ZMatchStatus = z
  .number()
  .int()
  .describe('open 1, closed 2, finished 3, postponed 4, cancelled 5')

/** One price of a match: the spec's selection odds item. */
export const ZSelectionOdds = z.object({
  match_id: z.string(),
  kind: z
    .string()
    .describe(
      'Market kind: wl, handicap, correct_score, goals, half, bs, mv, up; cricket winner, total_runs',
    ),
  name: z.string().describe('Outcome key, e.g. H, D, A, 2:1, 7+, H/D, big, home_1_5, up_odd'),
  odds: ZOdds,
  handicap_val: z.number().nullable().describe('The line, where the market takes one'),
  previous_odds: ZOdds.nullable().describe('The price before the last move, for the up/down marks'),
})
export type SelectionOdds = z.infer<typeof ZSelectionOdds>

/** A market's headline prices (w/d/l: home, draw, away; for bs w is big and l small) and its line. */
export const ZCompareBlock = z.object({
  w: ZOdds.nullable(),
  d: ZOdds.nullable(),
  l: ZOdds.nullable(),
  status: z.number().int().describe('1 when the market takes bets, 0 otherwise'),
  goal: z.number().nullable().describe('The line (handicap or total), null when none'),
})

export const ZMatchScore = z.object({
  home: z.number().int(),
  away: z.number().int(),
})

/** A match with its prices: the spec's match info plus the odds list. */
export const ZSportsMatch = z.object({
  match_id: z.string(),
  game: z.string(),
  league_name: z.string(),
  home_name: z.string(),
  away_name: z.string(),
  home_pic: z.string().describe('The team crest, an SVG data URL'),
  away_pic: z.string(),
  match_start_time: ZTimestamp,
  status: ZMatchStatus,
  compare: z.object({
    wl: ZCompareBlock.nullable(),
    handicap: ZCompareBlock.nullable(),
    bs: ZCompareBlock.nullable(),
  }),
  odds: z.array(ZSelectionOdds),
  score: ZMatchScore.nullable().describe('Full-time score once finished'),
  half_score: ZMatchScore.nullable(),
})
export type SportsMatch = z.infer<typeof ZSportsMatch>

export const ZMatchListQuery = z.object({
  start: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(30),
  timestamp: z.coerce.number().int().min(0).optional().describe('Seconds; matches starting from then'),
})

/** The longest start-time window the all-sports page filters by: the feed lists 12 hours ahead. */
export const ALL_MATCHES_MAX_HOURS = 48

/**
 * The all-sports page's filters: a sport (soccer, basketball, bd, cricket), a league of it, and
 * a start-time window in hours from now (the server's clock, so a moved demo clock still agrees).
 */
export const ZAllMatchesQuery = z.object({
  start: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(30),
  sport: z.enum(BETTABLE_SPORTS).optional().describe('One sport; every sport when left out'),
  league: z.string().trim().min(1).max(100).optional().describe('One league, by its name'),
  hours: z.coerce
    .number()
    .int()
    .min(1)
    .max(ALL_MATCHES_MAX_HOURS)
    .optional()
    .describe('Only matches kicking off within this many hours from now'),
})
export type AllMatchesQuery = z.infer<typeof ZAllMatchesQuery>

/** A league the all-sports page can filter by, with how many open matches it has under the other filters. */
export const ZLeagueCount = z.object({
  game: z.enum(BETTABLE_SPORTS),
  league_name: z.string(),
  matches: z.number().int(),
})
export type LeagueCount = z.infer<typeof ZLeagueCount>

/**
 * The all-sports page: open matches of every sport by kick-off (cricket's prices as selection
 * odds of kinds winner and total_runs, their line in handicap_val), and the leagues under the
 * sport and time filters (not the league filter, so the choice of league stays open).
 */
export const ZAllMatchesPage = z.object({
  list: z.array(ZSportsMatch),
  total: z.number().int(),
  leagues: z.array(ZLeagueCount),
})
export type AllMatchesPage = z.infer<typeof ZAllMatchesPage>

export const ZSportsPickInput = z.object({
  match_id: z.string().max(40),
  kind: z.string().max(20),
  name: z.string().max(20),
  handicap_val: z.number().nullable().optional(),
  odds: ZOdds.describe('The price the player saw'),
})

/** A slip to place: picks, fold sizes (1 single, k for k String 1), unit stake and multiple. */
export const ZPlaceSportsBet = z.object({
  picks: z.array(ZSportsPickInput).min(1).max(60),
  folds: z.array(z.number().int().min(1).max(15)).min(1).max(15),
  cast_value: ZDecimalString.describe('USDT per combination, before the multiple'),
  multiple: z.number().int().min(1).max(100_000),
  accept_changed_odds: z
    .boolean()
    .default(false)
    .describe('Take the current price when odds moved; otherwise a move answers 409 ODDS_CHANGED'),
})
export type PlaceSportsBet = z.infer<typeof ZPlaceSportsBet>

/** A leg: m match id, k market kind, n outcome, o odds, e line; r how it ended once known. */
export const ZSportsLeg = z.object({
  m: z.string(),
  k: z.string(),
  n: z.string(),
  o: ZOdds,
  e: z.number().nullable(),
  p: ZDecimalString.nullable().describe(
    'What the leg paid as a single (its combination bonus), once settled',
  ),
  r: z.enum(['win', 'lose', 'void']).nullable(),
})
export type SportsLeg = z.infer<typeof ZSportsLeg>

export const ZBetMatch = z.object({
  league_name: z.string(),
  home_team_name: z.string(),
  away_team_name: z.string(),
  home_score: z.number().int().nullable(),
  away_score: z.number().int().nullable(),
  match_start_time: ZTimestamp,
  status: ZMatchStatus,
})
export type BetMatch = z.infer<typeof ZBetMatch>

/**
 * The single bet response. Status: pending 1, settled 16, cancelled 32. total_price is the stake;
 * bonus is what the bet paid beyond it (payout = total_price + bonus when bonus > 0); payout is
 * what was credited after tax.
 */
export const ZSportsBet = z.object({
  bet_id: z.number().int(),
  game: z.string(),
  multiple: z.number().int(),
  bets: z.number().int().describe('The number of combinations'),
  folds: z.array(z.number().int()),
  cast_value: ZDecimalString,
  total_price: ZDecimalString,
  bonus: ZDecimalString,
  bonus_currency: z.string(),
  extra_bonus: ZDecimalString,
  extra_bonus_currency: z.string(),
  currency: z.string(),
  total_currency: z.string(),
  payout: ZDecimalString.nullable(),
  tax: ZDecimalString.nullable(),
  estimated_min: ZDecimalString,
  estimated_max: ZDecimalString,
  status: z.number().int(),
  create_at: ZTimestamp,
  settled_at: ZTimestamp.nullable(),
  settle_reasons: ZSettleReasons,
  legs: z.array(ZSportsLeg),
  match: z.record(z.string(), ZBetMatch),
})
export type SportsBet = z.infer<typeof ZSportsBet>

/** A bet with one chunk (of 1,000) of its combinations and each one's result. */
export const ZSportsBetDetail = ZSportsBet.extend({
  data: z.array(z.array(ZSportsLeg.pick({ m: true, k: true, n: true, o: true, e: true }))),
  result: z.array(z.object({ bonus: ZDecimalString, extra_bonus: ZDecimalString })),
  chunk: z.number().int(),
  chunks: z.number().int(),
})
export type SportsBetDetail = z.infer<typeof ZSportsBetDetail>

export const ZSportsBetsQuery = z.object({
  start: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  status: ZCodeFilter.default(-1).describe('-1 every bet; 1 pending, 16 settled, 32 cancelled'),
})

export const ZSportsBetParams = ZSportsGameParams.extend({ id: z.coerce.number().int().positive() })
export const ZSportsBetDetailQuery = z.object({
  chunk: z.coerce.number().int().min(0).default(0).describe('Which 1,000 combinations'),
})

export const ZMatchHistoryQuery = z.object({
  start: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(30),
})

// Cricket: its own calls and a bet of single selections.

/** One price of a cricket match; its id is `${matchId}:${categoryLabel}:${slipLabel}`. */
export const ZCricketSelection = z.object({
  id: z.string().describe('Selection id, e.g. "cricket-4890-0:winner:home"'),
  categoryLabel: z.string().describe('Market: winner, total_runs'),
  slipLabel: z.string().describe('Outcome: home, away (winner); over, under (total_runs)'),
  odd: ZOdds,
  line: z.number().nullable().describe('The x.5 total-runs line; null for the winner'),
  previous_odd: ZOdds.nullable().describe('The price before the last move, for the up/down marks'),
})
export type CricketSelection = z.infer<typeof ZCricketSelection>

/** A T20 match with its selections; the runs once it is finished, and who won (a tie goes to a super over). */
export const ZCricketMatch = z.object({
  matchId: z.string(),
  league_name: z.string(),
  home_name: z.string(),
  away_name: z.string(),
  home_pic: z.string().describe('The team crest, an SVG data URL'),
  away_pic: z.string(),
  match_start_time: ZTimestamp,
  status: ZMatchStatus,
  selections: z.array(ZCricketSelection),
  home_runs: z.number().int().nullable(),
  away_runs: z.number().int().nullable(),
  winner: z.enum(['home', 'away']).nullable().describe('Once finished; on a tie, the super over’s winner'),
})
export type CricketMatch = z.infer<typeof ZCricketMatch>

export const ZCricketMatchListQuery = z.object({
  start: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(30),
})

export const ZCricketMatchParams = z.object({ id: z.string().max(40) })

/**
 * A cricket slip: selections of one match keyed by selection id, each with the price the player
 * saw and its own amount. Every selection is a single bet.
 */
export const ZPlaceCricketBet = z.object({
  matchId: z.string().max(40),
  bets: z
    .record(
      z.string().max(60),
      z.object({
        categoryLabel: z.string().max(20),
        slipLabel: z.string().max(20),
        odd: ZOdds.describe('The price the player saw'),
        amount: ZDecimalString.describe('USDT on this selection'),
        line: z.number().nullable().optional().describe('The total-runs line the player saw, if sent'),
      }),
    )
    .refine(
      (bets) => Object.keys(bets).length >= 1 && Object.keys(bets).length <= CRICKET_MAX_SELECTIONS,
      `1 to ${CRICKET_MAX_SELECTIONS} selections`,
    ),
  accept_changed_odds: z
    .boolean()
    .default(false)
    .describe('Take the current price when odds moved; otherwise a move answers 409 ODDS_CHANGED'),
})
export type PlaceCricketBet = z.infer<typeof ZPlaceCricketBet>

/**
 * A placed cricket selection. Status: pending 1, settled 16, cancelled 32 (void match, refunded).
 * payout is what was credited once settled: amount × odd on a win, 0 on a loss, the amount on a void.
 */
export const ZCricketBet = z.object({
  id: z.number().int(),
  slipId: z.number().int().describe('The placement it was part of; one debit per slip'),
  matchId: z.string(),
  selectionId: z.string(),
  categoryLabel: z.string(),
  slipLabel: z.string(),
  line: z.number().nullable(),
  odd: ZOdds,
  amount: ZDecimalString,
  status: z.number().int(),
  outcome: z.enum(['win', 'lose', 'void']).nullable(),
  payout: ZDecimalString.nullable(),
  create_at: ZTimestamp,
  settled_at: ZTimestamp.nullable(),
  settle_reasons: ZSettleReasons,
  match: ZBetMatch,
})
export type CricketBet = z.infer<typeof ZCricketBet>

/** What placing a cricket slip answers: its selections as placed and the amount debited. */
export const ZCricketSlip = z.object({
  slipId: z.number().int(),
  matchId: z.string(),
  total_amount: ZDecimalString,
  bets: z.array(ZCricketBet),
})
export type CricketSlip = z.infer<typeof ZCricketSlip>

/** Odds that moved, as the `odds` topic delivers them. */
export const ZOddsChange = z.object({
  game: z.string(),
  match_id: z.string(),
  odds: z.array(ZSelectionOdds),
  status: ZMatchStatus,
})
export type OddsChange = z.infer<typeof ZOddsChange>
