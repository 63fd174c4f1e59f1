import { POSTPONEMENT_VOID_HOURS } from '@app/domain'
import type { FastifyBaseLogger } from 'fastify'
import type { z } from 'zod'
import type { Clock } from '../../../clock/clock'
import { teamCrest } from '../crests'
import type { FeedFixture, FeedPrice, FeedSport, SportsFeed } from '../sports-feed'
import { createPollSchedule, type PollSchedule } from './poll-schedule'
import { createSportteryClient, type SportteryResponse } from './sporttery-client'
import {
  type PoolCode,
  SPORTTERY_POOLS,
  SPORTTERY_SPORTS,
  type SportterySport,
  sportteryPrices,
} from './sporttery-markets'
import { basketballOutcome, type ResultReading, soccerOutcome } from './sporttery-results'
import {
  type CalculatorMatch,
  ZBasketballResult,
  ZCalculatorMatch,
  ZCalculatorPage,
  ZResultPage,
  ZSoccerResult,
} from './sporttery-schemas'

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS
/** Beijing time, in which sporttery writes every date and time (no daylight saving). */
const BEIJING_OFFSET_MS = 8 * HOUR_MS
/** Failing polls back off to at most this long between tries. */
const MAX_BACKOFF_MS = 15 * 60_000
/** Results are asked for matches of the last days (Beijing dates, today included). */
const RESULT_LOOKBACK_DAYS = 3
const RESULT_PAGE_SIZE = 100
/** A results query is read to this many pages at most: a few days hold a few hundred matches. */
const MAX_RESULT_PAGES = 10
/** Matches that left the selling list are remembered this long after kick-off, for their prices and reschedules. */
const REMEMBERED_MS = RESULT_LOOKBACK_DAYS * DAY_MS
const VOID_AFTER_MS = POSTPONEMENT_VOID_HOURS * HOUR_MS
/** What sporttery calls each sport in its paths. */
const PATH_SPORT: Readonly<Record<SportterySport, string>> = { soccer: 'football', basketball: 'basketball' }
const RESULT_ENDPOINT: Readonly<Record<SportterySport, string>> = {
  soccer: 'getUniformMatchResultV1.qry',
  basketball: 'getUniformMatchResultV2.qry',
}

export type SportteryFeedSettings = {
  /** e.g. https://webapi.sporttery.cn, without a trailing slash. */
  readonly baseUrl: string
  readonly pollIntervalMs: number
  readonly timeoutMs: number
  readonly clock: Clock
  readonly logger: FastifyBaseLogger
  readonly fetch?: typeof globalThis.fetch
}

/** A match on the selling list: the fixture we list, its current prices and the round they make. */
type Listing = {
  readonly fixture: FeedFixture
  readonly prices: readonly FeedPrice[]
  readonly round: number
}

/** One pool's selling list: polled on its own rhythm (a gateway may refuse one pool and not the others). */
type PoolState = { readonly schedule: PollSchedule; matches: ReadonlyMap<string, CalculatorMatch> }

type SportState = {
  /** Each pool's matches as its own response last listed them. */
  readonly pools: ReadonlyMap<PoolCode, PoolState>
  readonly results: PollSchedule
  /** The selling list as the last poll made it, by our match id. */
  selling: ReadonlyMap<string, Listing>
  /** Every match seen lately, kept after it leaves the list so its prices do not vanish. */
  readonly remembered: Map<string, Listing>
  /** Result readings by sporttery matchId, as the last results poll read them. */
  drawn: ReadonlyMap<string, ResultReading>
  calculatorPoll?: Promise<void>
  resultsPoll?: Promise<void>
}

const isSportterySport = (sport: FeedSport): sport is SportterySport =>
  (SPORTTERY_SPORTS as readonly string[]).includes(sport)

const matchIdPrefix = (sport: SportterySport) => `sporttery-${sport}-`

/** The Beijing calendar date of an instant, e.g. 2026-11-27T20:00Z is "2026-11-28". */
const beijingDate = (instant: number) => new Date(instant + BEIJING_OFFSET_MS).toISOString().slice(0, 10)

/** A Beijing date and time as an instant; undefined when they name no real moment (e.g. 2026-02-30). */
function kickOffOf(matchDate: string, matchTime: string): Date | undefined {
  const [year = 0, month = 0, day = 0] = matchDate.split('-').map(Number)
  const [hours = 0, minutes = 0, seconds = 0] = matchTime.split(':').map(Number)
  if (hours > 23 || minutes > 59 || seconds > 59) return undefined
  const instant = Date.UTC(year, month - 1, day, hours, minutes, seconds) - BEIJING_OFFSET_MS
  return beijingDate(instant) === matchDate ? new Date(instant) : undefined
}

/** A 32-bit FNV-1a hash of the prices: the round number, so it changes exactly when a price or line does. */
function roundOf(prices: readonly FeedPrice[]): number {
  const text = prices
    .map((price) => `${price.market}|${price.outcome}|${price.line ?? ''}|${price.odds}`)
    .join(';')
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash | 0
}

/** A result row of each sport, read into what it says of its match. */
const RESULT_ROWS = {
  soccer: ZSoccerResult.transform((row) => ({ matchId: row.matchId, reading: soccerOutcome(row) })),
  basketball: ZBasketballResult.transform((row) => ({
    matchId: row.matchId,
    reading: basketballOutcome(row),
  })),
} as const

/** What names a raw match in a log line, read without trusting it. */
function identityOf(raw: unknown): { matchId?: unknown; matchNumStr?: unknown } {
  if (typeof raw !== 'object' || raw === null) return {}
  const { matchId, matchNumStr } = raw as Record<string, unknown>
  const plain = (value: unknown) =>
    typeof value === 'string' || typeof value === 'number' ? value : undefined
  return { matchId: plain(matchId), matchNumStr: plain(matchNumStr) }
}

const problemsOf = (error: z.ZodError) =>
  error.issues.slice(0, 5).map((issue) => `${issue.path.join('.') || 'match'}: ${issue.message}`)

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body)
  } catch {
    return undefined
  }
}

const isAnswer = (page: { success?: boolean | undefined; errorCode?: string | undefined }) =>
  page.success !== false && (page.errorCode === undefined || page.errorCode === '0')

/**
 * The China Sports Lottery (sporttery) as a sports feed: JC soccer and basketball fixtures, the
 * fixed odds of every pool they sell (had, hhad, crs, ttg, hafu; mnl, hdc, hilo, wnm) mapped onto
 * our markets, and results, read from the public JSON its own pages use. Each pool's selling list
 * is polled every `pollIntervalMs` at most, conditionally, with a timeout, backing off while the
 * provider fails; a poll that fails keeps the last good list. Payloads are parsed at this edge: a
 * malformed match or result is skipped with a warning naming it and the rest go on, so a bad
 * payload never stops the sports worker. BD and cricket are not JC games: it lists none.
 */
export function createSportteryFeed(settings: SportteryFeedSettings): SportsFeed {
  const { clock, logger } = settings
  const client = createSportteryClient({
    baseUrl: settings.baseUrl,
    timeoutMs: settings.timeoutMs,
    ...(settings.fetch ? { fetch: settings.fetch } : {}),
  })
  const schedule = () => createPollSchedule(settings.pollIntervalMs, MAX_BACKOFF_MS)
  const stateOf = (sport: SportterySport): SportState => ({
    pools: new Map(
      SPORTTERY_POOLS[sport].map((pool) => [pool, { schedule: schedule(), matches: new Map() }]),
    ),
    results: schedule(),
    selling: new Map(),
    remembered: new Map(),
    drawn: new Map(),
  })
  const states: Record<SportterySport, SportState> = {
    soccer: stateOf('soccer'),
    basketball: stateOf('basketball'),
  }
  /** Matches already reported as still waiting for a result long after kick-off. */
  const reportedLate = new Set<string>()

  function pollFailed(sport: SportterySport, polled: PollSchedule, resource: string, reason: string) {
    const retryInMs = polled.failed(clock.now())
    logger.warn(
      { feed: 'sporttery', sport, resource, reason, failures: polled.failures(), retryInMs },
      'sporttery poll failed; the last good data stays in use',
    )
  }

  /** The matches of one pool's response; undefined when the response is not a selling list. */
  function readSellingList(
    sport: SportterySport,
    pool: PoolCode,
    response: Extract<SportteryResponse, { body: string }>,
  ): Map<string, CalculatorMatch> | undefined {
    const page = ZCalculatorPage.safeParse(parseJson(response.body))
    if (!page.success || !isAnswer(page.data)) return undefined
    const matches = new Map<string, CalculatorMatch>()
    for (const group of page.data.value.matchInfoList ?? []) {
      for (const raw of group.subMatchList ?? []) {
        const match = ZCalculatorMatch.safeParse(raw)
        if (!match.success) {
          // An unchanged body was warned about when it first came.
          if (response.status === 'changed') {
            logger.warn(
              { feed: 'sporttery', sport, pool, ...identityOf(raw), problems: problemsOf(match.error) },
              'sporttery match skipped: malformed',
            )
          }
          continue
        }
        matches.set(match.data.matchId, match.data)
      }
    }
    return matches
  }

  /** The selling list across pools: each match once, priced by every pool that sells it. */
  function listingsOf(sport: SportterySport, changed: ReadonlySet<PoolCode>): Map<string, Listing> {
    const state = states[sport]
    const pools = SPORTTERY_POOLS[sport]
    const listed = (pool: PoolCode) => state.pools.get(pool)?.matches
    const ids = new Set(pools.flatMap((pool) => [...(listed(pool)?.keys() ?? [])]))
    const listings = new Map<string, Listing>()
    for (const matchId of ids) {
      const base = pools.map((pool) => listed(pool)?.get(matchId)).find((match) => match)
      if (!base || (base.matchStatus !== undefined && base.matchStatus !== 'Selling')) continue
      const startsAt = kickOffOf(base.matchDate, base.matchTime)
      if (!startsAt) {
        if (pools.some((pool) => changed.has(pool))) {
          logger.warn(
            { feed: 'sporttery', sport, matchId, matchNumStr: base.matchNumStr, problems: ['no such date'] },
            'sporttery match skipped: malformed',
          )
        }
        continue
      }
      const pricing = sportteryPrices(sport, (pool) => {
        const match = listed(pool)?.get(matchId)
        const sale = match?.poolList?.find((entry) => entry.poolCode.toLowerCase() === pool)
        // A pool the list says is not selling (suspended, closed) is not offered.
        if (sale?.poolStatus !== undefined && sale.poolStatus !== 'Selling') return undefined
        return match?.[pool]
      })
      for (const refusal of pricing.refused) {
        if (!changed.has(refusal.pool)) continue
        logger.warn(
          { feed: 'sporttery', sport, matchId, matchNumStr: base.matchNumStr, ...refusal },
          'sporttery pool skipped: malformed',
        )
      }
      const id = `${matchIdPrefix(sport)}${matchId}`
      const fixture: FeedFixture = {
        id,
        sport,
        league: base.leagueAbbName,
        home: { name: base.homeTeamAbbName, crest: teamCrest(base.homeTeamAbbName, sport) },
        away: { name: base.awayTeamAbbName, crest: teamCrest(base.awayTeamAbbName, sport) },
        startsAt,
        lines: pricing.lines,
      }
      listings.set(id, { fixture, prices: pricing.prices, round: roundOf(pricing.prices) })
    }
    return listings
  }

  /**
   * Polls each pool that is due. A pool that fails backs off on its own; when the provider does
   * not answer at all (a timeout, no connection) the pools after it are not asked this time and
   * back off with it, so a provider that hangs holds a pass up for one timeout, not one per pool.
   */
  async function pollCalculator(sport: SportterySport) {
    const state = states[sport]
    const changed = new Set<PoolCode>()
    let unreachable: string | undefined
    for (const [pool, polled] of state.pools) {
      if (!polled.schedule.isDue(clock.now())) continue
      const resource = `${pool} selling list`
      if (unreachable !== undefined) {
        pollFailed(sport, polled.schedule, resource, `not asked: ${unreachable}`)
        continue
      }
      const response = await client.get(
        `/gateway/jc/${PATH_SPORT[sport]}/getMatchCalculatorV1.qry?poolCode=${pool}&channel=c`,
      )
      if (response.status === 'failed') {
        pollFailed(sport, polled.schedule, resource, response.reason)
        if (!response.reason.startsWith('HTTP ')) unreachable = response.reason
        continue
      }
      const matches = readSellingList(sport, pool, response)
      if (!matches) {
        pollFailed(sport, polled.schedule, resource, 'not a selling list')
        continue
      }
      if (response.status === 'changed') changed.add(pool)
      polled.matches = matches
      polled.schedule.succeeded(clock.now())
    }
    const now = clock.now()
    state.selling = listingsOf(sport, changed)
    for (const [id, listing] of state.selling) state.remembered.set(id, listing)
    for (const [id, listing] of state.remembered) {
      if (listing.fixture.startsAt.getTime() < now.getTime() - REMEMBERED_MS) state.remembered.delete(id)
    }
  }

  async function pollResults(sport: SportterySport) {
    const state = states[sport]
    const now = clock.now().getTime()
    const query = new URLSearchParams({
      matchBeginDate: beijingDate(now - (RESULT_LOOKBACK_DAYS - 1) * DAY_MS),
      matchEndDate: beijingDate(now),
      leagueId: '',
      pageSize: String(RESULT_PAGE_SIZE),
    })
    const drawn = new Map<string, ResultReading>()
    let pages = 1
    for (let page = 1; page <= Math.min(pages, MAX_RESULT_PAGES); page += 1) {
      const path = `/gateway/uniform/${PATH_SPORT[sport]}/${RESULT_ENDPOINT[sport]}?${query}&pageNo=${page}&isFix=0&matchPage=1&pcOrWap=1`
      const response = await client.get(path)
      if (response.status === 'failed') return pollFailed(sport, state.results, 'results', response.reason)
      const parsed = ZResultPage.safeParse(parseJson(response.body))
      if (!parsed.success || !isAnswer(parsed.data)) {
        return pollFailed(sport, state.results, 'results', 'not a results page')
      }
      pages = parsed.data.value.pages ?? 1
      for (const raw of parsed.data.value.matchResult ?? []) {
        const reading = readResult(sport, raw)
        if (reading.status === 'refused' && response.status === 'changed') {
          logger.warn(
            { feed: 'sporttery', sport, ...identityOf(raw), problems: reading.problems },
            'sporttery result skipped: malformed',
          )
        }
        if (reading.status !== 'refused') drawn.set(reading.matchId, reading.reading)
      }
    }
    state.drawn = drawn
    state.results.succeeded(clock.now())
  }

  function readResult(
    sport: SportterySport,
    raw: unknown,
  ):
    | { readonly status: 'read'; readonly matchId: string; readonly reading: ResultReading }
    | { readonly status: 'refused'; readonly problems: readonly string[] } {
    const row = RESULT_ROWS[sport].safeParse(raw)
    if (!row.success) return { status: 'refused', problems: problemsOf(row.error) }
    const { matchId, reading } = row.data
    if (reading.status === 'refused') return { status: 'refused', problems: [reading.reason] }
    return { status: 'read', matchId, reading }
  }

  const isDue = (sport: SportterySport, kind: 'calculator' | 'results') => {
    const now = clock.now()
    const state = states[sport]
    if (kind === 'results') return state.results.isDue(now)
    return [...state.pools.values()].some((polled) => polled.schedule.isDue(now))
  }

  /** Polls when due; concurrent callers share one poll, and nothing a poll meets is thrown. */
  async function refresh(sport: SportterySport, kind: 'calculator' | 'results') {
    const state = states[sport]
    if (!isDue(sport, kind)) return
    const running = kind === 'calculator' ? state.calculatorPoll : state.resultsPoll
    if (running) return running
    const poll = (kind === 'calculator' ? pollCalculator(sport) : pollResults(sport))
      .catch((error: unknown) => {
        // A fault of this adapter, not of the provider; whatever was due still backs off.
        logger.error(
          { err: error, feed: 'sporttery', sport, resource: kind },
          'sporttery poll failed unexpectedly',
        )
        const now = clock.now()
        const due =
          kind === 'results'
            ? [state.results]
            : [...state.pools.values()].map((polled) => polled.schedule).filter((polled) => polled.isDue(now))
        for (const polled of due) polled.failed(now)
      })
      .finally(() => {
        if (kind === 'calculator') state.calculatorPoll = undefined
        else state.resultsPoll = undefined
      })
    if (kind === 'calculator') state.calculatorPoll = poll
    else state.resultsPoll = poll
    return poll
  }

  const listingOf = (sport: SportterySport, id: string) => states[sport].remembered.get(id)

  return {
    async fixtures(sport, from, to) {
      if (!isSportterySport(sport)) return []
      await refresh(sport, 'calculator')
      return [...states[sport].selling.values()]
        .filter((listing) => listing.prices.length > 0)
        .map((listing) => listing.fixture)
        .filter((fixture) => fixture.startsAt >= from && fixture.startsAt < to)
    },
    async priceRound(fixture) {
      if (!isSportterySport(fixture.sport)) return 0
      await refresh(fixture.sport, 'calculator')
      return listingOf(fixture.sport, fixture.id)?.round ?? 0
    },
    async prices(fixture) {
      if (!isSportterySport(fixture.sport)) return []
      return listingOf(fixture.sport, fixture.id)?.prices ?? []
    },
    async outcome(fixture, now) {
      const sport = fixture.sport
      if (!isSportterySport(sport) || now.getTime() < fixture.startsAt.getTime()) return undefined
      await refresh(sport, 'results')
      const state = states[sport]
      const reading = state.drawn.get(fixture.id.slice(matchIdPrefix(sport).length))
      if (reading?.status === 'decided') return reading.outcome
      // Put off beyond the 36 hours after which a match is void, as the selling list now shows it.
      const relisted = state.selling.get(fixture.id)
      if (relisted && relisted.fixture.startsAt.getTime() - fixture.startsAt.getTime() > VOID_AFTER_MS) {
        return { status: 'postponed' }
      }
      if (now.getTime() - fixture.startsAt.getTime() > VOID_AFTER_MS && !reportedLate.has(fixture.id)) {
        reportedLate.add(fixture.id)
        logger.warn(
          { feed: 'sporttery', sport, matchId: fixture.id, startsAt: fixture.startsAt.toISOString() },
          'sporttery match still without a result 36 hours after kick-off',
        )
      }
      return undefined
    },
  }
}
