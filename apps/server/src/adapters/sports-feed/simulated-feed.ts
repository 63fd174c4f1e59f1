import {
  CRICKET,
  fairCricketLines,
  fairLines,
  fairStream,
  type GoalModel,
  type PointsModel,
  playCricket,
  playMatch,
  priceCricket,
  priceMatch,
  type RunsModel,
  type ScoringModel,
  type SportsGame,
} from '@app/domain'
import { teamCrest } from './crests'
import type { FeedFixture, FeedOutcome, FeedPrice, FeedSport, SportsFeed } from './sports-feed'

const MINUTE = 60_000

type SportPlan = {
  /** A kick-off every this many milliseconds, `perSlot` matches at a time, from `offset`. */
  readonly slotMs: number
  readonly offsetMs: number
  readonly perSlot: number
  /** From kick-off to the final whistle, breaks included. */
  readonly durationMs: number
  /** The house margin on the prices, in basis points (BD pays 65% of its odds instead). */
  readonly marginBp: number
  readonly leagues: readonly { readonly name: string; readonly teams: readonly string[] }[]
}

const SOCCER_LEAGUES = [
  {
    name: 'Coastal Premier League',
    teams: [
      'Harbor City',
      'Saltmere United',
      'Cliffside Rovers',
      'Port Aldon',
      'Bayview Athletic',
      'Gullhaven',
      'Tidewater FC',
      'Rockpool Town',
    ],
  },
  {
    name: 'Northern Highlands Cup',
    teams: [
      'Fjordheim',
      'Ironpeak',
      'Glenmoor Wanderers',
      'Frostvale',
      'Pinecrest Albion',
      'Stonebridge',
      'Larkfield',
      'Ashby Forge',
    ],
  },
  {
    name: 'Sunbelt Football Series',
    teams: [
      'Sierra Verde',
      'Costa Dorada',
      'Real Arenal',
      'Atlético Palmar',
      'Deportivo Brisa',
      'San Lucero',
      'Union Mirador',
      'Club Solano',
    ],
  },
  {
    name: 'Eastern River League',
    teams: [
      'Jade River',
      'Golden Lotus',
      'Red Crane',
      'Bamboo Grove',
      'Silver Carp',
      'Lantern Bay',
      'Pearl Harbor FC',
      'Twin Dragons',
    ],
  },
]

const BD_LEAGUES = [
  {
    name: 'Capital Single-Match League',
    teams: [
      'Beihai Stars',
      'Xicheng Guards',
      'Dongcheng Lions',
      'Chaoyang Phoenix',
      'Haidian Scholars',
      'Fengtai Rail',
      'Shunyi Eagles',
      'Tongzhou Canal',
    ],
  },
  {
    name: 'Continental Challenge',
    teams: [
      'Valdora',
      'Kestrel Park',
      'Montclair Rangers',
      'Brightwater',
      'Oakhurst',
      'Redcliff City',
      'Meridian FC',
      'Northgate',
    ],
  },
]

const BASKETBALL_LEAGUES = [
  {
    name: 'Metro Basketball Association',
    teams: [
      'Skyline Comets',
      'Harbor Hawks',
      'Downtown Blaze',
      'Riverside Titans',
      'Summit Peaks',
      'Neon Knights',
      'Canyon Coyotes',
      'Metro Monarchs',
    ],
  },
  {
    name: 'Pacific Hoops League',
    teams: [
      'Coral Sharks',
      'Volcano Heat',
      'Typhoon Flyers',
      'Lagoon Lynx',
      'Monsoon Rhinos',
      'Reef Raiders',
      'Island Kings',
      'Sunset Surge',
    ],
  },
]

const CRICKET_LEAGUES = [
  {
    name: 'Monsoon T20 Championship',
    teams: [
      'Coromandel Chargers',
      'Deccan Falcons',
      'Malabar Mariners',
      'Thar Nomads',
      'Konkan Kings',
      'Vindhya Tigers',
      'Ganga Riders',
      'Nilgiri Knights',
    ],
  },
  {
    name: 'Southern Cross Bash',
    teams: [
      'Harbourside Strikers',
      'Outback Rangers',
      'Coral Coast Comets',
      'Bluegum Bushrangers',
      'Tasman Tide',
      'Red Centre Raptors',
      'Wattle Warriors',
      'Kookaburra Hills',
    ],
  },
]

const PLANS: Readonly<Record<FeedSport, SportPlan>> = {
  soccer: {
    slotMs: 30 * MINUTE,
    offsetMs: 0,
    perSlot: 2,
    durationMs: 115 * MINUTE,
    marginBp: 800,
    leagues: SOCCER_LEAGUES,
  },
  bd: {
    slotMs: 30 * MINUTE,
    offsetMs: 15 * MINUTE,
    perSlot: 1,
    durationMs: 115 * MINUTE,
    marginBp: 0,
    leagues: BD_LEAGUES,
  },
  basketball: {
    slotMs: 40 * MINUTE,
    offsetMs: 10 * MINUTE,
    perSlot: 1,
    durationMs: 140 * MINUTE,
    marginBp: 600,
    leagues: BASKETBALL_LEAGUES,
  },
  // T20: two innings of about 85 minutes, the break and the odd rain delay.
  cricket: {
    slotMs: 60 * MINUTE,
    offsetMs: 20 * MINUTE,
    perSlot: 1,
    durationMs: 200 * MINUTE,
    marginBp: 600,
    leagues: CRICKET_LEAGUES,
  },
}

/** Prices move every this long, each match at its own phase so the lobby never jumps all at once. */
const PRICE_ROUND_MS = 2 * MINUTE
/** Out of 1000 matches: so many are postponed beyond 36 hours, and so many more cancelled, at kick-off. */
const POSTPONED_PER_MILLE = 25
const CANCELLED_PER_MILLE = 15

/** A uniform number in [0, 1) per call, from the feed's secret and a label: the same label, the same numbers. */
function uniforms(secretHex: string, label: string): () => number {
  const next = fairStream(secretHex, label)
  return () => next() / 2 ** 32
}

function modelOf(sport: SportsGame, random: () => number): ScoringModel {
  if (sport === 'basketball') {
    const points: PointsModel = {
      kind: 'points',
      homeMean: 101 + 18 * random(),
      awayMean: 98 + 18 * random(),
      sd: 10 + 3 * random(),
    }
    return points
  }
  const goals: GoalModel = { kind: 'goals', homeRate: 0.8 + 1.5 * random(), awayRate: 0.6 + 1.3 * random() }
  return goals
}

/** A T20 match: each side's innings total averages 140 … 190 runs, with an sd of 15 … 25. */
function runsModelOf(random: () => number): RunsModel {
  return {
    kind: 'runs',
    homeMean: 140 + 50 * random(),
    awayMean: 140 + 50 * random(),
    sd: 15 + 10 * random(),
  }
}

/** A cricket round's model: the match's means nudged by up to about 2% each way (runs move less than goals). */
function nudgedRuns(model: RunsModel, random: () => number): RunsModel {
  const nudge = () => Math.exp(0.08 * (2 * random() - 1))
  return {
    ...model,
    homeMean: model.homeMean * (1 + (nudge() - 1) / 4),
    awayMean: model.awayMean * (1 + (nudge() - 1) / 4),
  }
}

/** The simulator's own fixtures always carry their model; one without is a match of another feed. */
function modelOfFixture(id: string, model: ScoringModel | undefined): ScoringModel {
  if (model === undefined) throw new Error(`The simulator has no model for match ${id}`)
  return model
}

/** The model a round's prices come from: the match's own, nudged by up to about 8% each way. */
function nudged(model: ScoringModel, random: () => number): ScoringModel {
  const nudge = () => Math.exp(0.08 * (2 * random() - 1))
  if (model.kind === 'goals') {
    return { ...model, homeRate: model.homeRate * nudge(), awayRate: model.awayRate * nudge() }
  }
  return {
    ...model,
    homeMean: model.homeMean * (1 + (nudge() - 1) / 4),
    awayMean: model.awayMean * (1 + (nudge() - 1) / 4),
  }
}

/**
 * A sports provider simulated in process: leagues of made-up teams with drawn crests, fixtures on a
 * fixed rhythm per sport, every market priced from one scoring model per match (goal rates for
 * soccer and BD, a points distribution for basketball, innings totals for cricket) that moves a
 * little every two minutes, and results played out from the same model. Everything follows from
 * the secret and the fixture's id, so every instance and every restart sees the same matches,
 * prices and results, and nobody without the secret can foresee a result.
 */
export function createSimulatedFeed(
  secretHex: string,
): SportsFeed & { durationOf(sport: FeedSport): number } {
  function fixture(sport: FeedSport, slot: number, index: number): FeedFixture {
    const plan = PLANS[sport]
    const id = `${sport}-${slot}-${index}`
    const random = uniforms(secretHex, `fixture:${id}`)
    const league = plan.leagues[(slot * plan.perSlot + index) % plan.leagues.length] ?? plan.leagues[0]
    if (!league) throw new Error(`No leagues for ${sport}`)
    const homeIndex = Math.floor(random() * league.teams.length)
    const awayIndex = (homeIndex + 1 + Math.floor(random() * (league.teams.length - 1))) % league.teams.length
    const homeName = league.teams[homeIndex] ?? ''
    const awayName = league.teams[awayIndex] ?? ''
    const teams = {
      league: league.name,
      home: { name: homeName, crest: teamCrest(homeName, sport) },
      away: { name: awayName, crest: teamCrest(awayName, sport) },
      startsAt: new Date(slot * plan.slotMs + plan.offsetMs),
    }
    if (sport === CRICKET) {
      const model = runsModelOf(random)
      return { id, sport, ...teams, model, lines: fairCricketLines(model) }
    }
    const model = modelOf(sport, random)
    return { id, sport, ...teams, model, lines: fairLines(sport, model) }
  }

  return {
    durationOf: (sport) => PLANS[sport].durationMs,
    async fixtures(sport, from, to) {
      const plan = PLANS[sport]
      const first = Math.ceil((from.getTime() - plan.offsetMs) / plan.slotMs)
      const found: FeedFixture[] = []
      for (let slot = first; slot * plan.slotMs + plan.offsetMs < to.getTime(); slot += 1) {
        for (let index = 0; index < plan.perSlot; index += 1) found.push(fixture(sport, slot, index))
      }
      return found
    },
    async priceRound(match, now) {
      const phase = Math.floor(uniforms(secretHex, `phase:${match.id}`)() * PRICE_ROUND_MS)
      return Math.floor((now.getTime() + phase) / PRICE_ROUND_MS)
    },
    async prices(match, round): Promise<readonly FeedPrice[]> {
      const random = uniforms(secretHex, `round:${match.id}:${round}`)
      const { marginBp } = PLANS[match.sport]
      if (match.sport === CRICKET) return priceCricket(nudgedRuns(match.model, random), match.lines, marginBp)
      return priceMatch(
        match.sport,
        nudged(modelOfFixture(match.id, match.model), random),
        match.lines,
        marginBp,
      )
    },
    async outcome(match, now): Promise<FeedOutcome | undefined> {
      if (now.getTime() < match.startsAt.getTime()) return undefined
      const fate = Math.floor(uniforms(secretHex, `fate:${match.id}`)() * 1000)
      if (fate < POSTPONED_PER_MILLE) return { status: 'postponed' }
      if (fate < POSTPONED_PER_MILLE + CANCELLED_PER_MILLE) return { status: 'cancelled' }
      if (now.getTime() < match.startsAt.getTime() + PLANS[match.sport].durationMs) return undefined
      if (match.sport === CRICKET) {
        const { home, away, winner } = playCricket(match.model, uniforms(secretHex, `result:${match.id}`))
        return { status: 'finished', final: { home, away }, winner }
      }
      const result = playMatch(
        match.sport,
        modelOfFixture(match.id, match.model),
        uniforms(secretHex, `result:${match.id}`),
      )
      return {
        status: 'finished',
        final: result.final,
        ...(result.halfTime ? { halfTime: result.halfTime } : {}),
      }
    },
  }
}
