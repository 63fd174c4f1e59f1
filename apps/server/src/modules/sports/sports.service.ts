import type {
  AllMatchesPage,
  AllMatchesQuery,
  BetMatch,
  Page,
  PlaceSportsBet,
  SelectionOdds,
  SportsBet,
  SportsBetDetail,
  SportsLeg,
  SportsMatch,
} from '@app/contract'
import {
  BET_STATUS,
  BETTABLE_SPORTS,
  type BetWarningCode,
  checkSportsSlip,
  estimatePayout,
  formatOdds,
  GAME_ID,
  GAME_STATUS,
  isBettableSport,
  isMarketKind,
  isSportsGame,
  type LegResult,
  MATCH_STATUS,
  type MatchResult,
  type Money,
  money,
  oddsFromThousandths,
  parlayCombinations,
  parseMoney,
  parseOdds,
  regionOfAreaCode,
  SPORTS_SETTINGS,
  type SportsGame,
  type SportsPick,
  type SportsSlip,
  settledCombinations,
  settlementReasonsOf,
  slipCombinationCount,
  slipTotalStake,
  sportsSlipWarnings,
  toDecimalString,
} from '@app/domain'
import type { Db } from '../../db/database'
import { AppError } from '../../errors/app-error'
import { countLedgerEntry } from '../../metrics/metrics'
import type { AccessClaims } from '../accounts/access-token'
import type { KeyToAnswer } from '../idempotency/idempotency.service'
import { writeCheckedStake } from '../player-protection/player-protection.service'
import type { SportsPlacementConfig, SportsPlacementFacts } from './placement-facts'
import {
  type BetMatchRow,
  type BetRow,
  insertSlipInOneStatement,
  type LegRow,
  type MatchRow,
  type OddsRow,
  type PickPrice,
  type SlipToPlace,
  selectBet,
  selectBettableMatches,
  selectLegsOf,
  selectLobbyMatches,
  selectMatchesByIds,
  selectOddsOf,
  selectOpenLeagues,
  selectPlacementContext,
  selectPlayerBets,
  selectResultMatches,
  sumSettledBetsByDay,
} from './sports.repository'

/** Combinations are listed a thousand at a time (the spec's chunks of 1000). */
export const COMBINATION_CHUNK = 1000
/** The lobby shows matches in play for this long after kick-off, locked. */
const IN_PLAY_SHOWN_MS = 3 * 3600_000

const decimal = (value: bigint) => toDecimalString(money(value))

/** Groups items by a key, keys in order of first appearance (Map.groupBy arrives after Node 20). */
function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>()
  for (const item of items) {
    const key = keyOf(item)
    const group = groups.get(key)
    if (group) group.push(item)
    else groups.set(key, [item])
  }
  return groups
}
const oddsText = (thousandths: number | bigint) => formatOdds(oddsFromThousandths(BigInt(thousandths)))

export function sportOrThrow(game: string): SportsGame {
  if (!isSportsGame(game)) throw new AppError('UNKNOWN_SPORTS_GAME', 404, { field: 'game' })
  return game
}

// Matches

function toSelectionOdds(row: OddsRow): SelectionOdds {
  return {
    match_id: row.match_id,
    kind: row.kind,
    name: row.name,
    odds: oddsText(row.odds),
    handicap_val: row.line,
    previous_odds: row.previous_odds === null ? null : oddsText(row.previous_odds),
  }
}

/** A market's headline block: home/draw/away (big/small for bs) and its line. */
function compareBlock(odds: readonly OddsRow[], kind: string, isOpen: boolean) {
  const ofMarket = odds.filter((row) => row.kind === kind)
  if (ofMarket.length === 0) return null
  const price = (name: string) => {
    const row = ofMarket.find((entry) => entry.name === name)
    return row ? oddsText(row.odds) : null
  }
  return {
    w: price(kind === 'bs' ? 'big' : 'H'),
    d: price('D'),
    l: price(kind === 'bs' ? 'small' : 'A'),
    status: isOpen ? 1 : 0,
    goal: ofMarket[0]?.line ?? null,
  }
}

const scoreOf = (home: number | null, away: number | null) =>
  home === null || away === null ? null : { home, away }

export function toSportsMatch(row: MatchRow, odds: readonly OddsRow[]): SportsMatch {
  const isOpen = row.status === MATCH_STATUS.open
  return {
    match_id: row.id,
    game: row.sport,
    league_name: row.league_name,
    home_name: row.home_name,
    away_name: row.away_name,
    home_pic: row.home_pic,
    away_pic: row.away_pic,
    match_start_time: row.starts_at.toISOString(),
    status: row.status,
    compare: {
      wl: compareBlock(odds, 'wl', isOpen),
      handicap: compareBlock(odds, 'handicap', isOpen),
      bs: compareBlock(odds, 'bs', isOpen),
    },
    odds: odds.map(toSelectionOdds),
    score: scoreOf(row.home_score, row.away_score),
    half_score: scoreOf(row.half_home_score, row.half_away_score),
  }
}

async function withOdds(db: Db, rows: readonly MatchRow[]): Promise<SportsMatch[]> {
  const odds = await selectOddsOf(
    db,
    rows.map((row) => row.id),
  )
  const byMatch = groupBy(odds, (row) => row.match_id)
  return rows.map((row) => toSportsMatch(row, byMatch.get(row.id) ?? []))
}

/**
 * The lobby of a sport: matches from `timestamp` (seconds; by default those kicked off in the last
 * three hours, still shown but locked) by kick-off, with every price.
 */
export async function listMatches(
  db: Db,
  game: string,
  query: { start: number; limit: number; timestamp?: number | undefined },
  now: Date,
): Promise<Page<SportsMatch>> {
  const sport = sportOrThrow(game)
  const from =
    query.timestamp === undefined
      ? new Date(now.getTime() - IN_PLAY_SHOWN_MS)
      : new Date(query.timestamp * 1000)
  const { list, total } = await selectLobbyMatches(db, sport, from, query.start, query.limit)
  return { list: await withOdds(db, list), total }
}

/**
 * The all-sports page: every match still taking bets across the sports (cricket too, its prices
 * as selection odds), by kick-off, under the sport, league and start-time filters; and the
 * leagues to choose from under the sport and time filters.
 */
export async function listAllMatches(db: Db, query: AllMatchesQuery, now: Date): Promise<AllMatchesPage> {
  const filter = {
    sports: BETTABLE_SPORTS,
    sport: query.sport,
    until: query.hours === undefined ? undefined : new Date(now.getTime() + query.hours * 3600_000),
  }
  const [{ list, total }, leagues] = await Promise.all([
    selectBettableMatches(db, { ...filter, league: query.league }, now, query.start, query.limit),
    selectOpenLeagues(db, filter, now),
  ])
  return {
    list: await withOdds(db, list),
    total,
    leagues: leagues.flatMap(({ sport, league_name, matches }) =>
      isBettableSport(sport) ? [{ game: sport, league_name, matches }] : [],
    ),
  }
}

/** Results: finished, postponed and cancelled matches of a sport, latest first, with their scores. */
export async function listResults(
  db: Db,
  game: string,
  query: { start: number; limit: number },
): Promise<Page<SportsMatch>> {
  const sport = sportOrThrow(game)
  const { list, total } = await selectResultMatches(db, sport, query.start, query.limit)
  return { list: await withOdds(db, list), total }
}

// Placing a slip

type PricedPick = SportsPick & { readonly index: number }

/**
 * Prices the slip's picks at the current odds: each must be on an open match of this sport and an
 * offered selection at the line shown. Picks whose price moved are answered 409 ODDS_CHANGED with
 * the new prices, unless the player accepts changed odds.
 */
function priceSlip(
  context: { matches: readonly BetMatchRow[]; prices: readonly PickPrice[] },
  sport: SportsGame,
  body: PlaceSportsBet,
  now: Date,
): PricedPick[] {
  const odds = context.prices
  const matches = new Map(context.matches.map((row) => [row.id, row]))
  const changes: { index: number; odds: string }[] = []
  const priced = body.picks.map((pick, index): PricedPick => {
    const field = `picks.${index}`
    const match = matches.get(pick.match_id)
    if (!match || match.sport !== sport) throw new AppError('UNKNOWN_MATCH', 404, { field })
    if (match.status !== MATCH_STATUS.open || match.starts_at.getTime() <= now.getTime()) {
      throw new AppError('MATCH_CLOSED', 422, { field })
    }
    const row = odds.find(
      (entry) => entry.match_id === pick.match_id && entry.kind === pick.kind && entry.name === pick.name,
    )
    if (!row || !isMarketKind(row.kind) || (row.line ?? null) !== (pick.handicap_val ?? null)) {
      throw new AppError('INVALID_PICK', 400, { field, reason: 'SELECTION_NOT_OFFERED' })
    }
    const seen = parseOdds(pick.odds)
    if (!seen.ok) throw new AppError('INVALID_PICK', 400, { field: `${field}.odds`, reason: 'NOT_ODDS' })
    const current = oddsFromThousandths(BigInt(row.odds))
    if (current !== seen.value) changes.push({ index, odds: formatOdds(current) })
    return {
      index,
      matchId: row.match_id,
      market: row.kind,
      outcome: row.name,
      ...(row.line === null ? {} : { line: row.line }),
      odds: current,
    }
  })
  if (changes.length > 0 && !body.accept_changed_odds) throw new AppError('ODDS_CHANGED', 409, { changes })
  return priced
}

const FOLD_REASONS = new Set([
  'NO_FOLD',
  'NOT_A_FOLD',
  'DUPLICATE_FOLD',
  'FOLD_ABOVE_MATCHES',
  'FOLD_ABOVE_PARLAY_LIMIT',
])

function checkSlipOrThrow(slip: SportsSlip) {
  const check = checkSportsSlip(slip, SPORTS_SETTINGS[slip.sport])
  if (check.ok) return
  if (check.reason === 'STAKE_NOT_POSITIVE')
    throw new AppError('INVALID_AMOUNT', 400, { field: 'cast_value' })
  if (check.reason === 'MULTIPLE_NOT_POSITIVE')
    throw new AppError('INVALID_AMOUNT', 400, { field: 'multiple' })
  if (FOLD_REASONS.has(check.reason))
    throw new AppError('INVALID_FOLDS', 400, { field: 'folds', reason: check.reason })
  throw new AppError('INVALID_PICK', 400, {
    field: check.pickIndex === undefined ? 'picks' : `picks.${check.pickIndex}`,
    reason: check.reason,
  })
}

/** Attempts at a slip whose write finds its game, matches or prices changed since it was priced; each reads afresh. */
const PLACEMENT_ATTEMPTS = 3

/** What a slip is priced from: its matches and prices, and what a read tells of the player. */
type SlipFacts = {
  matches: readonly BetMatchRow[]
  prices: readonly PickPrice[]
  /** The player's phone area code (their region), when read. */
  areaCode: number | null
  /** The player's cash when read; a slip priced without it learns of short cash from its write. */
  cash: Money | undefined
}

/**
 * Places a sports slip: priced against the current odds, checked against the sport's rules and
 * limits (every spec warning is a 422 BET_WARNING naming it), then in one statement the sign-in,
 * the game's limits, the matches and the prices checked unchanged and the matches still open,
 * the stake debited, the bet and its legs stored and the Idempotency-Key's answer written. The
 * facts it is priced from are remembered between slips (SportsPlacementFacts), so a derby night's
 * slip is one round trip; a slip refused or found stale on remembered facts is tried again on
 * facts read afresh, so its answer never rests on an old copy.
 */
export async function placeSportsBet(
  db: Db,
  facts: SportsPlacementFacts,
  player: AccessClaims,
  game: string,
  body: PlaceSportsBet,
  keyed: KeyToAnswer,
): Promise<SportsBet> {
  const { now } = keyed
  const { userId } = player
  const sport = sportOrThrow(game)
  const gameId = GAME_ID[sport]
  const stake = parseMoney(body.cast_value)
  if (!stake.ok || stake.value <= 0n) throw new AppError('INVALID_AMOUNT', 400, { field: 'cast_value' })
  const pickKeys = body.picks.map((pick) => ({ matchId: pick.match_id, kind: pick.kind, name: pick.name }))
  for (let attempt = 1; ; attempt += 1) {
    const isFresh = attempt > 1
    const config = await facts.config(db, gameId, isFresh)
    // The region matters only to a sport that disables some, and only a read tells it.
    const remembered =
      isFresh || !config || config.disabledRegions.length > 0 ? undefined : facts.remembered(pickKeys)
    let known: SlipFacts
    if (remembered) {
      known = { ...remembered, areaCode: null, cash: undefined }
    } else {
      const read = await selectPlacementContext(
        db,
        gameId,
        { userId, sessionId: player.sessionId, now },
        pickKeys,
      )
      // The route checked the token alone; the read tells whether its sign-in is still open.
      if (!read.isSignedIn) throw new AppError('UNAUTHORIZED', 401)
      facts.remember(read.matches, read.prices)
      known = read
    }
    let priced: PricedSportsSlip
    try {
      priced = priceSportsSlip(config, known, userId, sport, body, stake.value, now)
    } catch (error) {
      if (!isFresh) continue
      throw error
    }
    const { total, toPlace, warningsWith } = priced
    const basis = {
      sessionId: player.sessionId,
      gameId,
      configVersion: config?.version ?? '0',
      matches: known.matches,
    }
    const placed = await writeCheckedStake(db, userId, total, now, (on, isGuarded) =>
      insertSlipInOneStatement(on, toPlace, basis, keyed, now, isGuarded),
    )
    if (!placed.isSignedIn) throw new AppError('UNAUTHORIZED', 401)
    if (placed.betId === undefined) {
      const closed = body.picks.findIndex((pick) => !placed.openMatches.has(pick.match_id))
      if (closed >= 0) throw new AppError('MATCH_CLOSED', 422, { field: `picks.${closed}` })
      if (!placed.isCurrent) {
        if (attempt < PLACEMENT_ATTEMPTS) continue
        throw new AppError('ODDS_CHANGED', 409)
      }
      // The cash is short: spent since the read, or never read.
      throw refuseWith(warningsWith(money(0n)))
    }
    countLedgerEntry({
      kind: 'sportsBet',
      reference: placed.betId,
      postings: [{ amount: money(-total) }, { amount: total }],
    })
    return { ...toPlace.answer, bet_id: Number(placed.betId) }
  }
}

const refuseWith = (warnings: readonly BetWarningCode[]) =>
  new AppError('BET_WARNING', 422, { warning: warnings[0], warnings })

type PricedSportsSlip = {
  total: Money
  toPlace: SlipToPlace & { answer: SportsBet }
  /** The slip's warnings with the player's cash at `balance`. */
  warningsWith: (balance: Money) => BetWarningCode[]
}

/** Checks and prices a slip on `known` facts, refusing it with the reason a player is shown. */
function priceSportsSlip(
  config: SportsPlacementConfig | undefined,
  known: SlipFacts,
  userId: number,
  sport: SportsGame,
  body: PlaceSportsBet,
  unitStake: Money,
  now: Date,
): PricedSportsSlip {
  if (!config || config.status !== GAME_STATUS.active) throw new AppError('GAME_NOT_ACTIVE', 422)
  const picks = priceSlip(known, sport, body, now)
  const slip: SportsSlip = {
    sport,
    picks,
    folds: [...body.folds].sort((a, b) => a - b),
    unitStake,
    multiple: body.multiple,
  }
  checkSlipOrThrow(slip)
  const estimate = estimatePayout(slip)
  const combinations = slipCombinationCount(slip)
  const total = slipTotalStake(slip)
  const region = regionOfAreaCode(known.areaCode)
  const warningsWith = (balance: Money) =>
    sportsSlipWarnings({
      castValue: slip.unitStake,
      multiple: slip.multiple,
      combinationCount: combinations,
      estimate,
      balance,
      exchangeRate: { numerator: 1n, denominator: 1n },
      limits: {
        minBet: config.betMin,
        maxBet: config.betMax,
        minMultiple: config.multipleMin,
        maxMultiple: config.multipleMax,
        minBonus: config.bonusMin,
        maxBonus: config.bonusMax,
      },
      ...(region === undefined ? {} : { region }),
      disabledRegions: config.disabledRegions,
    })
  // Cash not read is taken as enough: the write's debit refuses a stake beyond it.
  const warnings = warningsWith(known.cash ?? total)
  if (warnings.length > 0) throw refuseWith(warnings)
  const bet = {
    user_id: String(userId),
    sport,
    unit_stake: String(slip.unitStake),
    multiple: slip.multiple,
    combinations: String(combinations),
    total_stake: String(total),
    estimated_min: String(estimate.min),
    estimated_max: String(estimate.max),
    status: BET_STATUS.pending,
    created_at: now,
  }
  const legs = picks.map((pick, position) => ({
    position,
    match_id: pick.matchId,
    kind: pick.market,
    name: pick.outcome,
    line: pick.line ?? null,
    odds: Number(pick.odds),
    result: null,
  }))
  // The answer is written with the key, so that a replay of the key returns the same bet; the
  // statement fills in its bet_id, as placeSportsBet does.
  const answer = toSportsBet(
    {
      ...bet,
      id: '0',
      folds: [...slip.folds],
      gross_payout: null,
      tax: null,
      payout: null,
      settled_at: null,
      settle_reasons: [],
    },
    legs.map((leg) => ({ ...leg, bet_id: '0' })),
    known.matches,
  )
  return { total, toPlace: { bet: { ...bet, folds: slip.folds }, legs, answer }, warningsWith }
}

// My bets

export function slipOf(bet: BetRow, legs: readonly LegRow[]): SportsSlip {
  return {
    sport: sportOrThrow(bet.sport),
    picks: legs.map((leg) => ({
      matchId: leg.match_id,
      market: isMarketKind(leg.kind) ? leg.kind : 'wl',
      outcome: leg.name,
      ...(leg.line === null ? {} : { line: leg.line }),
      odds: oddsFromThousandths(BigInt(leg.odds)),
    })),
    folds: bet.folds,
    unitStake: money(BigInt(bet.unit_stake)),
    multiple: bet.multiple,
  }
}

const legResultOf = (text: string | null): LegResult | null =>
  text === 'win' || text === 'lose' || text === 'void' ? text : null

function toLeg(leg: LegRow, bet: BetRow): SportsLeg {
  const result = legResultOf(leg.result)
  const perCombination = BigInt(bet.unit_stake) * BigInt(bet.multiple)
  return {
    m: leg.match_id,
    k: leg.kind,
    n: leg.name,
    o: oddsText(leg.odds),
    e: leg.line,
    p:
      result === null
        ? null
        : decimal(
            result === 'lose'
              ? 0n
              : result === 'void'
                ? perCombination
                : (perCombination * BigInt(leg.odds)) / 1000n,
          ),
    r: result,
  }
}

/** A match as a bet shows it: teams, kick-off, status and, once known, the score. */
export function toBetMatch(match: BetMatchRow): BetMatch {
  return {
    league_name: match.league_name,
    home_team_name: match.home_name,
    away_team_name: match.away_name,
    home_score: match.home_score,
    away_score: match.away_score,
    match_start_time: match.starts_at.toISOString(),
    status: match.status,
  }
}

function toSportsBet(bet: BetRow, legs: readonly LegRow[], matches: readonly BetMatchRow[]): SportsBet {
  const totalPrice = BigInt(bet.total_stake)
  const payout = bet.payout === null ? null : BigInt(bet.payout)
  const ids = new Set(legs.map((leg) => leg.match_id))
  return {
    bet_id: Number(bet.id),
    game: bet.sport,
    multiple: bet.multiple,
    bets: Number(bet.combinations),
    folds: bet.folds,
    cast_value: decimal(BigInt(bet.unit_stake)),
    total_price: decimal(totalPrice),
    bonus: decimal(payout === null ? 0n : payout - totalPrice),
    bonus_currency: 'USDT',
    extra_bonus: '0',
    extra_bonus_currency: 'USDT',
    currency: 'USDT',
    total_currency: 'USDT',
    payout: payout === null ? null : decimal(payout),
    tax: bet.tax === null ? null : decimal(BigInt(bet.tax)),
    estimated_min: decimal(BigInt(bet.estimated_min)),
    estimated_max: decimal(BigInt(bet.estimated_max)),
    status: bet.status,
    create_at: bet.created_at.toISOString(),
    settled_at: bet.settled_at?.toISOString() ?? null,
    settle_reasons: settlementReasonsOf(bet.settle_reasons),
    legs: legs.map((leg) => toLeg(leg, bet)),
    match: Object.fromEntries(
      matches.filter((match) => ids.has(match.id)).map((match) => [match.id, toBetMatch(match)]),
    ),
  }
}

async function betsWithLegs(db: Db, bets: readonly BetRow[]): Promise<SportsBet[]> {
  const legs = await selectLegsOf(
    db,
    bets.map((bet) => bet.id),
  )
  const matches = await selectMatchesByIds(db, [...new Set(legs.map((leg) => leg.match_id))])
  const byBet = groupBy(legs, (leg) => leg.bet_id)
  return bets.map((bet) => toSportsBet(bet, byBet.get(bet.id) ?? [], matches))
}

/** A player's bets on one sport, or on every sport when `game` is undefined (the back office), newest first. */
export async function listSportsBets(
  db: Db,
  userId: number,
  game: string | undefined,
  query: { start: number; limit: number; status: number },
): Promise<Page<SportsBet>> {
  const sport = game === undefined ? undefined : sportOrThrow(game)
  const { list, total } = await selectPlayerBets(db, userId, sport, {
    start: query.start,
    limit: query.limit,
    ...(query.status === -1 ? {} : { status: query.status }),
  })
  return { list: await betsWithLegs(db, list), total }
}

async function ownBetOrThrow(db: Db, userId: number, sport: SportsGame, betId: number) {
  const bet = await selectBet(db, betId)
  if (!bet || bet.user_id !== String(userId) || bet.sport !== sport) {
    throw new AppError('UNKNOWN_BET', 404, { field: 'id' })
  }
  return bet
}

export async function getSportsBet(db: Db, userId: number, game: string, betId: number): Promise<SportsBet> {
  const bet = await ownBetOrThrow(db, userId, sportOrThrow(game), betId)
  const [found] = await betsWithLegs(db, [bet])
  if (!found) throw new AppError('UNKNOWN_BET', 404, { field: 'id' })
  return found
}

/**
 * A bet with one chunk of its combinations, each with what it paid (0 while pending or lost), in
 * the order parlayCombinations lists them. Only the chunk asked for is built.
 */
export async function getSportsBetDetail(
  db: Db,
  userId: number,
  game: string,
  betId: number,
  chunk: number,
): Promise<SportsBetDetail> {
  const sport = sportOrThrow(game)
  const bet = await ownBetOrThrow(db, userId, sport, betId)
  const [summary] = await betsWithLegs(db, [bet])
  if (!summary) throw new AppError('UNKNOWN_BET', 404, { field: 'id' })
  const legs = await selectLegsOf(db, [bet.id])
  const slip = slipOf(bet, legs)
  const chunks = Math.max(1, Math.ceil(Number(bet.combinations) / COMBINATION_CHUNK))
  if (chunk >= chunks) throw new AppError('VALIDATION_FAILED', 400, { field: 'chunk' })
  const first = chunk * COMBINATION_CHUNK
  const data: SportsBetDetail['data'] = []
  const result: SportsBetDetail['result'] = []
  const legOf = (position: number) => {
    const leg = summary.legs[position]
    return leg
      ? { m: leg.m, k: leg.k, n: leg.n, o: leg.o, e: leg.e }
      : { m: '', k: '', n: '', o: '1.00', e: null }
  }
  const legResults = legs.map((leg) => legResultOf(leg.result) ?? 'lose')
  const isSettled = bet.status !== BET_STATUS.pending
  const listed = isSettled
    ? settledCombinations(slip, legResults)
    : (function* () {
        const byMatch = groupBy(
          legs.map((leg, position) => ({ leg, position })),
          (entry) => entry.leg.match_id,
        )
        const groups = [...byMatch.values()]
        for (const combination of parlayCombinations(
          groups.map((group) => group.length),
          slip.folds,
        )) {
          yield {
            legs: combination.map(({ match, pick }) => groups[match]?.[pick]?.position ?? 0),
            payout: money(0n) as Money,
          }
        }
      })()
  let index = 0
  for (const combination of listed) {
    if (index >= first + COMBINATION_CHUNK) break
    if (index >= first) {
      data.push(combination.legs.map(legOf))
      result.push({ bonus: decimal(combination.payout), extra_bonus: '0' })
    }
    index += 1
  }
  return { ...summary, data, result, chunk, chunks }
}

// Settlement

/** How a match ended for settlement (a void one with its cause), or undefined while it is not over. */
export function matchResultOf(match: MatchRow, now: Date, voidAfterMs: number): MatchResult | undefined {
  if (match.status === MATCH_STATUS.cancelled) return { status: 'void', cause: 'cancelled' }
  if (match.status === MATCH_STATUS.postponed) {
    return now.getTime() - match.starts_at.getTime() > voidAfterMs
      ? { status: 'void', cause: 'postponed' }
      : undefined
  }
  if (match.status !== MATCH_STATUS.finished || match.home_score === null || match.away_score === null) {
    return undefined
  }
  const halfTime =
    match.half_home_score === null || match.half_away_score === null
      ? {}
      : { halfTime: { home: match.half_home_score, away: match.half_away_score } }
  return { status: 'finished', final: { home: match.home_score, away: match.away_score }, ...halfTime }
}

/** The player's settled sports bets summed per sport and UTC settlement day, for reports. */
export function settledSportsBetTotals(
  db: Db,
  userId: number,
  range: { from: Date; to: Date },
  sport?: string,
) {
  return sumSettledBetsByDay(db, userId, range, sport)
}
