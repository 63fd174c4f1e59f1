import type {
  MatchResettlement,
  MatchResultCorrection,
  OperatorMatch,
  OperatorMatchPage,
  OperatorMatchQuery,
  ResettledBet,
  ResettlementKind,
} from '@app/contract'
import {
  BET_STATUS,
  checkMatchResult,
  type FinishedResult,
  isSportsGame,
  MATCH_STATUS,
  type MatchResult,
  type Money,
  money,
  type SportsGame,
  type SportsSettlement,
  settleSportsBet,
  toDecimalString,
} from '@app/domain'
import type { Db } from '../../db/database'
import { AppError } from '../../errors/app-error'
import { recordOperatorAction } from '../audit/audit.service'
import { plainTransaction, type Transact } from '../idempotency/idempotency.service'
import { lockPlayerCash, playerCash, postEntry } from '../ledger/ledger.service'
import {
  insertResettlements,
  lockMatch,
  type MatchOutcomeRow,
  type OperatorMatchRow,
  resettleBetRow,
  selectBetsOnMatch,
  selectOperatorMatch,
  selectOperatorMatches,
  setLegResultsOnMatch,
  writeMatchOutcome,
} from './operator-matches.repository'
import { type LegRow, type MatchRow, selectLegsOf, selectMatch, setLegResult } from './sports.repository'
import { slipOf, sportOrThrow } from './sports.service'
import { matchResultsForSettlement, settledBetStatus, settlePendingBet } from './sports-feed.service'

const decimal = (micro: bigint) => toDecimalString(money(micro))
const decimalOrNull = (micro: bigint | null) => (micro === null ? null : decimal(micro))
const scoreOf = (home: number | null, away: number | null) =>
  home === null || away === null ? null : { home, away }

function toOperatorMatch(row: OperatorMatchRow): OperatorMatch {
  return {
    match_id: row.id,
    game: sportOrThrow(row.sport),
    league_name: row.league_name,
    home_name: row.home_name,
    away_name: row.away_name,
    match_start_time: row.starts_at.toISOString(),
    status: row.status,
    score: scoreOf(row.home_score, row.away_score),
    half_score: scoreOf(row.half_home_score, row.half_away_score),
    finished_at: row.finished_at?.toISOString() ?? null,
    bets: {
      count: Number(row.bet_count ?? 0),
      pending: Number(row.bet_pending ?? 0),
      stake: decimal(BigInt(row.bet_stake ?? 0)),
      payout: decimal(BigInt(row.bet_payout ?? 0)),
    },
  }
}

/** The matches of the slip sports under the list's filters, a page in the order asked, with their bets. */
export async function listOperatorMatches(db: Db, query: OperatorMatchQuery): Promise<OperatorMatchPage> {
  const { rows, total } = await selectOperatorMatches(
    db,
    { sport: query.sport, status: query.status, q: query.q },
    { sort: query.sort, start: query.start, limit: query.limit },
  )
  return { list: rows.map(toOperatorMatch), total }
}

async function operatorMatchOf(db: Db, matchId: string): Promise<OperatorMatch> {
  const row = await selectOperatorMatch(db, matchId)
  if (!row) throw new AppError('UNKNOWN_MATCH', 404, { field: 'id' })
  return toOperatorMatch(row)
}

/** One match with its result and bets. */
export function getOperatorMatch(db: Db, matchId: string): Promise<OperatorMatch> {
  return operatorMatchOf(db, matchId)
}

// A new result: a void, or a corrected score

/** The corrected result as settlement reads it: basketball settles on the final score alone. */
function correctedResult(sport: SportsGame, correction: MatchResultCorrection): FinishedResult {
  const final = correction.score
  const halfTime = sport === 'basketball' ? undefined : correction.half_score
  const result: FinishedResult = { status: 'finished', final, ...(halfTime ? { halfTime } : {}) }
  const check = checkMatchResult(sport, result)
  if (!check.ok) {
    const field =
      check.reason === 'NOT_A_SCORE' || check.reason === 'BASKETBALL_DRAW' ? 'score' : 'half_score'
    throw new AppError('INVALID_MATCH_RESULT', 400, { field, reason: check.reason })
  }
  return result
}

/** What the match row holds once it has the new result. */
function outcomeRowOf(match: MatchRow, result: MatchResult, now: Date): MatchOutcomeRow {
  if (result.status === 'void') {
    return {
      status: MATCH_STATUS.cancelled,
      home_score: null,
      away_score: null,
      half_home_score: null,
      half_away_score: null,
      finished_at: now,
    }
  }
  return {
    status: MATCH_STATUS.finished,
    home_score: result.final.home,
    away_score: result.final.away,
    half_home_score: result.halfTime?.home ?? null,
    half_away_score: result.halfTime?.away ?? null,
    finished_at: match.finished_at ?? now,
  }
}

/** A match's result for the audit log's before and after. */
const resultSnapshot = (match: MatchOutcomeRow) => ({
  status: match.status,
  score: scoreOf(match.home_score, match.away_score),
  half_score: scoreOf(match.half_home_score, match.half_away_score),
})

const isSameOutcome = (a: MatchOutcomeRow, b: MatchOutcomeRow) =>
  a.status === b.status &&
  a.home_score === b.home_score &&
  a.away_score === b.away_score &&
  a.half_home_score === b.half_home_score &&
  a.half_away_score === b.half_away_score

/**
 * Whether the match may take this new result: a void once (409 MATCH_ALREADY_VOID), a corrected
 * score only after kick-off (409 MATCH_NOT_STARTED), and never the result it already has (409
 * RESULT_UNCHANGED).
 */
function checkNewOutcome(match: MatchRow, result: MatchResult, outcome: MatchOutcomeRow) {
  if (result.status === 'void') {
    if (match.status === MATCH_STATUS.cancelled) throw new AppError('MATCH_ALREADY_VOID', 409)
    return
  }
  if (match.status === MATCH_STATUS.open) throw new AppError('MATCH_NOT_STARTED', 409)
  if (isSameOutcome(match, outcome)) throw new AppError('RESULT_UNCHANGED', 409)
}

type BetOnMatch = Awaited<ReturnType<typeof selectBetsOnMatch>>[number]

/** What the new result does to one bet on the match. */
type BetChange = {
  bet: BetOnMatch
  legs: readonly LegRow[]
  /** Listed changes; `quiet` rewrites a settled bet's legs and reasons whose payout and status stay. */
  kind: ResettlementKind | 'quiet'
  newStatus: number
  oldPayout: Money | null
  newPayout: Money | null
  /** The settlement of a bet that settles or settles again. */
  settlement?: SportsSettlement
  /** The result of a still-pending parlay's legs on this match: void now, or unknown again. */
  pendingLegResult?: 'void' | null
  difference: bigint
}

const isListed = (change: BetChange): change is BetChange & { kind: ResettlementKind } =>
  change.kind !== 'quiet'

/**
 * What the results (the match's new one among them) do to each bet on the match: a settled bet
 * settles again (listed when its payout or status changes); a pending bet whose matches are all
 * over now settles; a pending parlay still waiting for other matches has its legs on this match
 * shown void at 1.00 (or unknown again when a void is undone). Unchanged bets are left out.
 */
function changesOf(
  matchId: string,
  bets: readonly BetOnMatch[],
  legs: readonly LegRow[],
  results: ReadonlyMap<string, MatchResult>,
): BetChange[] {
  const changes: BetChange[] = []
  const isVoid = results.get(matchId)?.status === 'void'
  for (const bet of bets) {
    const betLegs = legs.filter((leg) => leg.bet_id === bet.id)
    const outcome = settleSportsBet(slipOf(bet, betLegs), results)
    if (bet.status === BET_STATUS.pending) {
      if (outcome.ok) {
        changes.push({
          bet,
          legs: betLegs,
          kind: 'settled',
          newStatus: settledBetStatus(outcome.value.legResults),
          oldPayout: null,
          newPayout: outcome.value.payout,
          settlement: outcome.value,
          difference: outcome.value.payout,
        })
        continue
      }
      const pendingLegResult = isVoid ? 'void' : null
      const onMatch = betLegs.filter((leg) => leg.match_id === matchId)
      if (onMatch.every((leg) => leg.result === pendingLegResult)) continue
      changes.push({
        bet,
        legs: betLegs,
        kind: 'repriced',
        newStatus: bet.status,
        oldPayout: null,
        newPayout: null,
        pendingLegResult,
        difference: 0n,
      })
      continue
    }
    // A settled bet's other matches were all over when it settled, and still are.
    if (!outcome.ok) continue
    const settlement = outcome.value
    const oldPayout = money(BigInt(bet.payout ?? 0))
    const newStatus = settledBetStatus(settlement.legResults)
    const isRecordSame =
      settlement.legResults.every((result, position) => betLegs[position]?.result === result) &&
      JSON.stringify(settlement.reasons) === JSON.stringify(bet.settle_reasons)
    const isListedChange = settlement.payout !== oldPayout || newStatus !== bet.status
    if (!isListedChange && isRecordSame) continue
    changes.push({
      bet,
      legs: betLegs,
      kind: isListedChange ? 'resettled' : 'quiet',
      newStatus,
      oldPayout,
      newPayout: settlement.payout,
      settlement,
      difference: settlement.payout - oldPayout,
    })
  }
  return changes
}

/** Of a payout taken back, what the player's cash covers and what it does not (owed to the house). */
type Collection = { taken: bigint; receivable: bigint }

/**
 * How each change meets the players' cash, in bet order: what a bet pays adds to its player's
 * cash, and a payout taken back comes out of that cash as far as it goes; the rest is a
 * receivable. A player's cash never goes below zero (the ledger forbids it), e.g. 30 taken back
 * from a cash of 10 takes 10 and records 20 owed.
 */
function collect(changes: readonly BetChange[], cash: ReadonlyMap<number, Money>): Collection[] {
  const running = new Map<number, bigint>(cash)
  return changes.map((change) => {
    const userId = Number(change.bet.user_id)
    const available = running.get(userId) ?? 0n
    if (change.difference >= 0n) {
      running.set(userId, available + change.difference)
      return { taken: 0n, receivable: 0n }
    }
    const over = -change.difference
    const taken = over < available ? over : available
    running.set(userId, available - taken)
    return { taken, receivable: over - taken }
  })
}

/** The players whose cash a change moves. */
const moversOf = (changes: readonly BetChange[]) => [
  ...new Set(
    changes.filter((change) => change.difference !== 0n).map((change) => Number(change.bet.user_id)),
  ),
]

function toResettledBet(
  change: BetChange & { kind: ResettlementKind },
  collection: Collection,
): ResettledBet {
  const { bet } = change
  return {
    bet_id: Number(bet.id),
    user_id: Number(bet.user_id),
    nickname: bet.nickname,
    game: sportOrThrow(bet.sport),
    folds: bet.folds,
    legs: change.legs.length,
    total_stake: decimal(BigInt(bet.total_stake)),
    kind: change.kind,
    old_status: bet.status,
    new_status: change.newStatus,
    old_payout: decimalOrNull(change.oldPayout),
    new_payout: decimalOrNull(change.newPayout),
    difference: decimal(change.difference),
    taken: decimal(collection.taken),
    receivable: decimal(collection.receivable),
  }
}

/** The listed bets of a resettlement and their totals. */
function summarise(changes: readonly BetChange[], collections: readonly Collection[]) {
  const bets: ResettledBet[] = []
  let credited = 0n
  let taken = 0n
  let receivable = 0n
  let difference = 0n
  for (const [index, change] of changes.entries()) {
    if (!isListed(change)) continue
    const collection = collections[index] ?? { taken: 0n, receivable: 0n }
    bets.push(toResettledBet(change, collection))
    if (change.difference > 0n) credited += change.difference
    taken += collection.taken
    receivable += collection.receivable
    difference += change.difference
  }
  return {
    bets,
    totals: {
      bets: bets.length,
      credited: decimal(credited),
      taken: decimal(taken),
      receivable: decimal(receivable),
      difference: decimal(difference),
    },
  }
}

/**
 * The bets on a match under a new result, with the other matches' results as settlement reads
 * them. Locked (bets for update, other matches for share) when the changes are to be written.
 */
async function plan(db: Db, match: MatchRow, result: MatchResult, now: Date, isLocked: boolean) {
  const bets = await selectBetsOnMatch(db, match.id, isLocked)
  const legs = await selectLegsOf(
    db,
    bets.map((bet) => bet.id),
  )
  const others = [...new Set(legs.map((leg) => leg.match_id))].filter((id) => id !== match.id)
  const results = await matchResultsForSettlement(db, others, now)
  results.set(match.id, result)
  return { changes: changesOf(match.id, bets, legs, results), results }
}

/** What a preview or an apply starts from: the match (404 unless of a slip sport) and its new result. */
type NewResult = { kind: 'void' } | { kind: 'corrected'; correction: MatchResultCorrection }

function resultOf(match: MatchRow, newResult: NewResult): MatchResult {
  return newResult.kind === 'void'
    ? { status: 'void', cause: 'cancelled' }
    : correctedResult(sportOrThrow(match.sport), newResult.correction)
}

const knownMatch = (match: MatchRow | undefined) => {
  if (!match || !isSportsGame(match.sport)) throw new AppError('UNKNOWN_MATCH', 404, { field: 'id' })
  return match
}

/**
 * Every bet whose payout (or pending legs) a corrected result would change, with the old and new
 * payouts, the difference, and how much of a payout taken back the player's cash covers today;
 * nothing is written.
 */
export async function previewMatchResult(
  db: Db,
  matchId: string,
  correction: MatchResultCorrection,
  now: Date,
): Promise<MatchResettlement> {
  const match = knownMatch(await selectMatch(db, matchId))
  const result = resultOf(match, { kind: 'corrected', correction })
  const outcome = outcomeRowOf(match, result, now)
  checkNewOutcome(match, result, outcome)
  const { changes } = await plan(db, match, result, now, false)
  const movers = moversOf(changes)
  const cash = new Map(
    await Promise.all(movers.map(async (userId) => [userId, await playerCash(db, userId)] as const)),
  )
  const current = await operatorMatchOf(db, matchId)
  return {
    match: { ...current, ...resultFields(outcome) },
    ...summarise(changes, collect(changes, cash)),
  }
}

const resultFields = (outcome: MatchOutcomeRow) => ({
  status: outcome.status,
  score: scoreOf(outcome.home_score, outcome.away_score),
  half_score: scoreOf(outcome.half_home_score, outcome.half_away_score),
  finished_at: outcome.finished_at?.toISOString() ?? null,
})

/**
 * Gives a match a new result in one transaction: the match row, every bet on it settled again or
 * for the first time, each payout difference as a ledger entry, the record of each bet's change,
 * and the audit log with the result before and after. A credit is paid into the player's cash; a
 * payout taken back comes out of the cash as far as it goes (never below zero) and the rest is
 * recorded as owed to the house (sports_bet_resettlements.receivable).
 */
async function applyNewResult(
  operatorId: number,
  matchId: string,
  newResult: NewResult,
  reason: string,
  now: Date,
  transact: Transact,
): Promise<MatchResettlement> {
  return transact(async (trx) => {
    const match = knownMatch(await lockMatch(trx, matchId))
    const result = resultOf(match, newResult)
    const outcome = outcomeRowOf(match, result, now)
    checkNewOutcome(match, result, outcome)
    await writeMatchOutcome(trx, matchId, outcome)
    const { changes, results } = await plan(trx, match, result, now, true)
    const collections = collect(changes, await lockPlayerCash(trx, moversOf(changes)))
    const summary = summarise(changes, collections)
    const actionId = await recordOperatorAction(
      trx,
      {
        operatorId,
        action: newResult.kind === 'void' ? 'void_match' : 'correct_match_result',
        target: `match:${matchId}`,
        reason,
        details: {
          sport: match.sport,
          ...summary.totals,
          bets_by_kind: Object.fromEntries(
            (['resettled', 'settled', 'repriced'] as const).map((kind) => [
              kind,
              summary.bets.filter((bet) => bet.kind === kind).length,
            ]),
          ),
        },
        before: resultSnapshot(match),
        after: resultSnapshot(outcome),
      },
      now,
    )
    for (const [index, change] of changes.entries()) {
      await writeChange(trx, matchId, change, collections[index], results, actionId, now)
    }
    await insertResettlements(
      trx,
      changes.flatMap((change, index) => {
        if (!isListed(change)) return []
        const collection = collections[index] ?? { taken: 0n, receivable: 0n }
        return [
          {
            action_id: actionId,
            bet_id: change.bet.id,
            match_id: matchId,
            user_id: change.bet.user_id,
            old_status: change.bet.status,
            new_status: change.newStatus,
            old_payout: change.oldPayout,
            new_payout: change.newPayout,
            difference: change.difference,
            taken: collection.taken,
            receivable: collection.receivable,
            created_at: now,
          },
        ]
      }),
    )
    return { match: await operatorMatchOf(trx, matchId), ...summary }
  })
}

/**
 * Writes one bet's change: a pending bet settles as the worker settles it; a pending parlay's
 * legs on the match take their new result; a settled bet takes its new settlement, and its
 * payout difference is a `sportsResettlement` ledger entry (referenced by bet and action) of
 * what is credited or taken back.
 */
async function writeChange(
  trx: Db,
  matchId: string,
  change: BetChange,
  collection: Collection | undefined,
  results: ReadonlyMap<string, MatchResult>,
  actionId: number,
  now: Date,
): Promise<void> {
  const { bet } = change
  if (change.kind === 'settled') {
    // The bet is locked for this transaction: nobody else can have settled it.
    if (!(await settlePendingBet(trx, bet, change.legs, results, now))) {
      throw new Error(`Bet ${bet.id} did not settle under its locked match ${matchId}`)
    }
    return
  }
  if (change.kind === 'repriced') {
    await setLegResultsOnMatch(trx, bet.id, matchId, change.pendingLegResult ?? null)
    return
  }
  const { settlement } = change
  if (!settlement) throw new Error(`Bet ${bet.id} settles again without a settlement`)
  const isWritten = await resettleBetRow(trx, bet.id, bet.status, {
    status: change.newStatus,
    gross_payout: settlement.grossPayout,
    tax: settlement.tax,
    payout: settlement.payout,
    settle_reasons: JSON.stringify(settlement.reasons),
  })
  if (!isWritten) throw new Error(`Bet ${bet.id} changed under its lock`)
  for (const [position, result] of settlement.legResults.entries()) {
    await setLegResult(trx, bet.id, position, result)
  }
  const userId = Number(bet.user_id)
  const moved = change.difference > 0n ? change.difference : -(collection?.taken ?? 0n)
  if (moved !== 0n) {
    await postEntry(
      trx,
      {
        kind: 'sportsResettlement',
        reference: `${bet.id}:${actionId}`,
        postings: [
          { account: { kind: 'player_cash', userId }, amount: money(moved) },
          { account: { kind: 'house_cash' }, amount: money(-moved) },
        ],
      },
      now,
    )
  }
}

/**
 * Voids a match as a feed cancellation does (status cancelled, every pick on it at odds 1.00),
 * at once and in one transaction: a single on it is refunded, a parlay settled with the leg at
 * 1.00 (or shown so while its other matches are still to come), and a match already settled is
 * settled again as void, its payouts reversed through the ledger.
 */
export function voidMatch(
  db: Db,
  operatorId: number,
  matchId: string,
  reason: string,
  now: Date,
  transact: Transact = plainTransaction(db),
): Promise<MatchResettlement> {
  return applyNewResult(operatorId, matchId, { kind: 'void' }, reason, now, transact)
}

/**
 * Corrects a match's result (or enters one the feed never sent) and settles every bet on it again
 * in one transaction, as previewMatchResult lists them.
 */
export function correctMatchResult(
  db: Db,
  operatorId: number,
  matchId: string,
  correction: MatchResultCorrection,
  reason: string,
  now: Date,
  transact: Transact = plainTransaction(db),
): Promise<MatchResettlement> {
  return applyNewResult(operatorId, matchId, { kind: 'corrected', correction }, reason, now, transact)
}
