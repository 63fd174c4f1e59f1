import type {
  CricketLines,
  CricketMarket,
  CricketSide,
  MarketKind,
  MarketLines,
  Odds,
  RunsModel,
  Score,
  ScoringModel,
  SportsGame,
} from '@app/domain'
import { CRICKET, SPORTS_GAMES } from '@app/domain'

/** Every sport the feed lists: the slip sports, and cricket with its own calls. */
export const FEED_SPORTS = [...SPORTS_GAMES, CRICKET] as const
export type FeedSport = (typeof FEED_SPORTS)[number]

export type FeedTeam = { readonly name: string; readonly crest: string }

type FixtureBase = {
  readonly id: string
  readonly league: string
  readonly home: FeedTeam
  readonly away: FeedTeam
  readonly startsAt: Date
}

/**
 * A match as the feed lists it, with the lines it is offered at and, for a feed that prices from a
 * scoring model (the simulator), that model. A real provider quotes its own prices and has none.
 */
export type FeedFixture =
  | (FixtureBase & { readonly sport: SportsGame; readonly model?: ScoringModel; readonly lines: MarketLines })
  | (FixtureBase & {
      readonly sport: typeof CRICKET
      readonly model: RunsModel
      readonly lines: CricketLines
    })

export type FeedPrice = {
  readonly market: MarketKind | CricketMarket
  readonly outcome: string
  readonly line?: number
  readonly odds: Odds
}

/**
 * What became of a match: its result, or that it was postponed or cancelled. `winner` says who
 * won where the score alone does not: a tied cricket match goes to a super over.
 */
export type FeedOutcome =
  | {
      readonly status: 'finished'
      readonly final: Score
      readonly halfTime?: Score
      readonly winner?: CricketSide
    }
  | { readonly status: 'postponed' }
  | { readonly status: 'cancelled' }

/**
 * The edge to a sports data provider: fixtures ahead, the current prices of a match, and what
 * became of it. Prices move in rounds; a round number that changed means new prices. A round is
 * a 32-bit integer (it is stored); a provider that is polled may have to ask it before answering.
 */
export type SportsFeed = {
  /** Matches kicking off in [from, to). */
  fixtures(sport: FeedSport, from: Date, to: Date): Promise<readonly FeedFixture[]>
  /** Which round of prices is current for a match at `now`. */
  priceRound(fixture: FeedFixture, now: Date): Promise<number>
  /** Every price of a match in a round (a provider that only knows its current round answers that one). */
  prices(fixture: FeedFixture, round: number): Promise<readonly FeedPrice[]>
  /** What became of a match by `now`; undefined while it is still to be decided. */
  outcome(fixture: FeedFixture, now: Date): Promise<FeedOutcome | undefined>
}
