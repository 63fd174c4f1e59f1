import type { CricketBet, CricketMatch, CricketSlip, Page, PlaceCricketBet } from '@app/contract'
import {
  BET_STATUS,
  CRICKET,
  CRICKET_LIMITS_GAME,
  type CricketMatchResult,
  type CricketSelection,
  type CricketSide,
  checkCricketResult,
  cricketPossibleWin,
  cricketSelectionOf,
  cricketSlipWarnings,
  formatOdds,
  GAME_ID,
  isVoidedByPostponement,
  MATCH_STATUS,
  type Money,
  money,
  oddsFromThousandths,
  POSTPONEMENT_VOID_HOURS,
  parseMoney,
  parseOdds,
  settleCricketSelection,
  settlementReasonsOf,
  toDecimalString,
} from '@app/domain'
import type { Db } from '../../db/database'
import { AppError } from '../../errors/app-error'
import { gameLimits } from '../games/games.service'
import { plainTransaction, type Transact } from '../idempotency/idempotency.service'
import { playerCash, postEntry } from '../ledger/ledger.service'
import { guardStake } from '../player-protection/player-protection.service'
import {
  type CricketBetRow,
  insertCricketBets,
  nextCricketSlipId,
  selectCricketBetsOfSlip,
  selectCricketLobby,
  selectPlayerCricketBets,
  selectSettleableCricketBets,
  settleCricketBetRow,
  sumSettledCricketBetsByDay,
} from './cricket.repository'
import {
  type MatchRow,
  type OddsRow,
  selectMatch,
  selectMatchesByIds,
  selectMatchesForBetting,
  selectOddsOf,
  selectResultMatches,
} from './sports.repository'
import { toBetMatch } from './sports.service'

// Cricket through its own calls: matches with their selections, a slip of single selections of
// one match (each with its own amount, all debited at once), the player's cricket bets, and
// settlement once the match is over.

const SETTLE_BATCH = 200
const VOID_AFTER_MS = POSTPONEMENT_VOID_HOURS * 3600_000

const decimal = (value: bigint) => toDecimalString(money(value))
const oddsText = (thousandths: number | bigint) => formatOdds(oddsFromThousandths(BigInt(thousandths)))
const sideOf = (text: string | null): CricketSide | null => (text === 'home' || text === 'away' ? text : null)

/** The id a selection travels under: `${matchId}:${categoryLabel}:${slipLabel}`. */
const selectionIdOf = (matchId: string, category: string, label: string) => `${matchId}:${category}:${label}`

// Matches

function toCricketMatch(row: MatchRow, odds: readonly OddsRow[]): CricketMatch {
  return {
    matchId: row.id,
    league_name: row.league_name,
    home_name: row.home_name,
    away_name: row.away_name,
    home_pic: row.home_pic,
    away_pic: row.away_pic,
    match_start_time: row.starts_at.toISOString(),
    status: row.status,
    selections: odds.map((price) => ({
      id: selectionIdOf(row.id, price.kind, price.name),
      categoryLabel: price.kind,
      slipLabel: price.name,
      odd: oddsText(price.odds),
      line: price.line,
      previous_odd: price.previous_odds === null ? null : oddsText(price.previous_odds),
    })),
    home_runs: row.home_score,
    away_runs: row.away_score,
    winner: sideOf(row.winner),
  }
}

async function withSelections(db: Db, rows: readonly MatchRow[]): Promise<CricketMatch[]> {
  const odds = await selectOddsOf(
    db,
    rows.map((row) => row.id),
  )
  return rows.map((row) =>
    toCricketMatch(
      row,
      odds.filter((price) => price.match_id === row.id),
    ),
  )
}

/** Cricket matches open for bets or in play, by kick-off, each with its selections. */
export async function listCricketMatches(
  db: Db,
  query: { start: number; limit: number },
): Promise<Page<CricketMatch>> {
  const { list, total } = await selectCricketLobby(db, query.start, query.limit)
  return { list: await withSelections(db, list), total }
}

/** One cricket match in any state, with its selections and, once finished, its runs and winner. */
export async function getCricketMatch(db: Db, id: string): Promise<CricketMatch> {
  const row = await selectMatch(db, id)
  if (!row || row.sport !== CRICKET) throw new AppError('UNKNOWN_MATCH', 404, { field: 'id' })
  const [match] = await withSelections(db, [row])
  if (!match) throw new AppError('UNKNOWN_MATCH', 404, { field: 'id' })
  return match
}

/**
 * Cricket results (the spec's `{game}/history` for cricket): finished, postponed and cancelled
 * matches, latest kick-off first, with their runs and winner.
 */
export async function listCricketResults(
  db: Db,
  query: { start: number; limit: number },
): Promise<Page<CricketMatch>> {
  const { list, total } = await selectResultMatches(db, CRICKET, query.start, query.limit)
  return { list: await withSelections(db, list), total }
}

// Placing a slip

type PricedSelection = {
  readonly id: string
  readonly row: OddsRow
  readonly selection: CricketSelection
  readonly amount: Money
}

const isOpen = (match: { status: number; starts_at: Date }, now: Date) =>
  match.status === MATCH_STATUS.open && match.starts_at.getTime() > now.getTime()

/**
 * Prices the slip's selections at the current odds: each must be offered on the match under its
 * id and carry a positive amount. Selections whose price moved are answered 409 ODDS_CHANGED with
 * the new prices, unless the player accepts changed odds.
 */
function priceSelections(body: PlaceCricketBet, odds: readonly OddsRow[]): PricedSelection[] {
  const changes: { id: string; odd: string }[] = []
  const priced = Object.entries(body.bets).map(([id, bet]): PricedSelection => {
    const field = `bets.${id}`
    if (id !== selectionIdOf(body.matchId, bet.categoryLabel, bet.slipLabel)) {
      throw new AppError('INVALID_PICK', 400, { field, reason: 'SELECTION_ID_MISMATCH' })
    }
    const row = odds.find((price) => price.kind === bet.categoryLabel && price.name === bet.slipLabel)
    const selection = row ? cricketSelectionOf(row.kind, row.name, row.line) : undefined
    if (!row || !selection?.ok || (bet.line !== undefined && bet.line !== row.line)) {
      throw new AppError('INVALID_PICK', 400, { field, reason: 'SELECTION_NOT_OFFERED' })
    }
    const amount = parseMoney(bet.amount)
    if (!amount.ok || amount.value <= 0n) {
      throw new AppError('INVALID_AMOUNT', 400, { field: `${field}.amount` })
    }
    const seen = parseOdds(bet.odd)
    if (!seen.ok) throw new AppError('INVALID_PICK', 400, { field: `${field}.odd`, reason: 'NOT_ODDS' })
    const current = oddsFromThousandths(BigInt(row.odds))
    if (current !== seen.value) changes.push({ id, odd: formatOdds(current) })
    return { id, row, selection: selection.value, amount: amount.value }
  })
  if (changes.length > 0 && !body.accept_changed_odds) throw new AppError('ODDS_CHANGED', 409, { changes })
  return priced
}

/**
 * Places a cricket slip: every selection re-priced against the current odds and checked against
 * the bet limits (each spec warning a 422 BET_WARNING naming it), then in one transaction the
 * match is share-locked and checked still open, a row stored per selection under one slip id, and
 * the whole amount debited in one ledger entry.
 */
export async function placeCricketBet(
  db: Db,
  userId: number,
  body: PlaceCricketBet,
  now: Date,
  transact: Transact = plainTransaction(db),
): Promise<CricketSlip> {
  // Cricket has no game id of its own in the spec: it takes the limits of the game the domain
  // names (soccer's), the same ones the web slip reads.
  const limits = await gameLimits(db, GAME_ID[CRICKET_LIMITS_GAME])
  if (!limits) throw new AppError('GAME_NOT_ACTIVE', 422)
  const match = await selectMatch(db, body.matchId)
  if (!match || match.sport !== CRICKET) throw new AppError('UNKNOWN_MATCH', 404, { field: 'matchId' })
  if (!isOpen(match, now)) throw new AppError('MATCH_CLOSED', 422, { field: 'matchId' })
  const selections = priceSelections(body, await selectOddsOf(db, [match.id]))
  const warnings = cricketSlipWarnings({
    amounts: selections.map((selection) => selection.amount),
    wins: selections.map((selection) =>
      cricketPossibleWin(selection.amount, oddsFromThousandths(BigInt(selection.row.odds))),
    ),
    balance: await playerCash(db, userId),
    limits: { minBet: limits.betMin, maxBet: limits.betMax, maxBonus: limits.bonusMax },
    exchangeRate: { numerator: 1n, denominator: 1n },
  })
  if (warnings.length > 0) throw new AppError('BET_WARNING', 422, { warning: warnings[0], warnings })
  const total = money(selections.reduce((sum, selection) => sum + selection.amount, 0n))
  // The answer is built in the transaction, so that a replay of the key returns the same slip.
  return transact(async (trx) => {
    const [locked] = await selectMatchesForBetting(trx, [match.id])
    if (!locked || !isOpen(locked, now)) throw new AppError('MATCH_CLOSED', 422, { field: 'matchId' })
    await guardStake(trx, userId, total, now)
    const slipId = await nextCricketSlipId(trx)
    await insertCricketBets(
      trx,
      selections.map(({ id, row, amount }) => ({
        slip_id: slipId,
        user_id: String(userId),
        match_id: match.id,
        selection_id: id,
        category: row.kind,
        label: row.name,
        line: row.line,
        odds: row.odds,
        amount,
        status: BET_STATUS.pending,
        created_at: now,
      })),
    )
    // One debit for the slip; the prefix keeps it apart from the sports bets' plain ids.
    await postEntry(
      trx,
      {
        kind: 'sportsBet',
        reference: `cricket:slip:${slipId}`,
        postings: [
          { account: { kind: 'player_cash', userId }, amount: money(-total) },
          { account: { kind: 'house_cash' }, amount: total },
        ],
      },
      now,
    )
    const bets = await withMatches(trx, await selectCricketBetsOfSlip(trx, slipId))
    return { slipId: Number(slipId), matchId: match.id, total_amount: decimal(total), bets }
  })
}

// My bets

const outcomeOf = (text: string | null) =>
  text === 'win' || text === 'lose' || text === 'void' ? text : null

function toCricketBet(bet: CricketBetRow, match: MatchRow): CricketBet {
  return {
    id: Number(bet.id),
    slipId: Number(bet.slip_id),
    matchId: bet.match_id,
    selectionId: bet.selection_id,
    categoryLabel: bet.category,
    slipLabel: bet.label,
    line: bet.line,
    odd: oddsText(bet.odds),
    amount: decimal(BigInt(bet.amount)),
    status: bet.status,
    outcome: outcomeOf(bet.outcome),
    payout: bet.payout === null ? null : decimal(BigInt(bet.payout)),
    create_at: bet.created_at.toISOString(),
    settled_at: bet.settled_at?.toISOString() ?? null,
    settle_reasons: settlementReasonsOf(bet.settle_reasons),
    match: toBetMatch(match),
  }
}

async function withMatches(db: Db, bets: readonly CricketBetRow[]): Promise<CricketBet[]> {
  const matches = new Map(
    (await selectMatchesByIds(db, [...new Set(bets.map((bet) => bet.match_id))])).map((row) => [row.id, row]),
  )
  return bets.map((bet) => {
    const match = matches.get(bet.match_id)
    // The bet's match is a foreign key: a bet without one is a broken database, not a request.
    if (!match) throw new Error(`Cricket bet ${bet.id} has no match ${bet.match_id}`)
    return toCricketBet(bet, match)
  })
}

/** The player's cricket bets, newest first (status -1 every bet; 1 pending, 16 settled, 32 cancelled). */
export async function listCricketBets(
  db: Db,
  userId: number,
  query: { start: number; limit: number; status: number },
): Promise<Page<CricketBet>> {
  const { list, total } = await selectPlayerCricketBets(db, userId, {
    start: query.start,
    limit: query.limit,
    ...(query.status === -1 ? {} : { status: query.status }),
  })
  return { list: await withMatches(db, list), total }
}

// Settlement

/**
 * How a match ended for settlement, or undefined while it cannot be settled: void when cancelled
 * or postponed over 36 hours; finished with its runs and winner (read from the runs when the
 * feed left it out and they are not level).
 */
function cricketResultOf(
  match: {
    match_status: number
    starts_at: Date
    home_score: number | null
    away_score: number | null
    winner: string | null
  },
  now: Date,
): CricketMatchResult | undefined {
  if (match.match_status === MATCH_STATUS.cancelled) return { status: 'void', cause: 'cancelled' }
  if (match.match_status === MATCH_STATUS.postponed) {
    return isVoidedByPostponement(match.starts_at, now) ? { status: 'void', cause: 'postponed' } : undefined
  }
  const { home_score: home, away_score: away } = match
  if (match.match_status !== MATCH_STATUS.finished || home === null || away === null) return undefined
  const winner = sideOf(match.winner) ?? (home > away ? 'home' : away > home ? 'away' : null)
  if (winner === null) return undefined
  const result = { home, away, winner }
  return checkCricketResult(result).ok ? { status: 'finished', ...result } : undefined
}

export type SettledCricketBet = { betId: string; userId: number; payout: bigint }

/**
 * Settles every pending cricket bet whose match is over, a batch per transaction: each bet moves
 * from pending once (a conditional update), and what it pays (amount × odds on a win, the amount
 * back on a void match) is one 'sportsPayout' ledger entry referenced `cricket:<id>`, so a crash
 * or a second worker can never pay twice. A bet on a void match is cancelled and refunded.
 */
export async function settleCricketBets(db: Db, now: Date): Promise<SettledCricketBet[]> {
  const settled: SettledCricketBet[] = []
  for (;;) {
    const bets = await selectSettleableCricketBets(db, new Date(now.getTime() - VOID_AFTER_MS), SETTLE_BATCH)
    if (bets.length === 0) break
    let settledInBatch = 0
    await db.transaction().execute(async (trx) => {
      for (const bet of bets) {
        const result = cricketResultOf(bet, now)
        const selection = cricketSelectionOf(bet.category, bet.label, bet.line)
        if (!result || !selection.ok) continue
        const amount = money(BigInt(bet.amount))
        const { outcome, payout, reasons } = settleCricketSelection(
          amount,
          oddsFromThousandths(BigInt(bet.odds)),
          selection.value,
          result,
        )
        const isMine = await settleCricketBetRow(trx, bet.id, {
          status: outcome === 'void' ? BET_STATUS.cancelled : BET_STATUS.settled,
          outcome,
          payout,
          settled_at: now,
          settle_reasons: JSON.stringify(reasons),
        })
        if (!isMine) continue
        settledInBatch += 1
        const userId = Number(bet.user_id)
        if (payout > 0n) {
          await postEntry(
            trx,
            {
              kind: 'sportsPayout',
              reference: `cricket:${bet.id}`,
              postings: [
                { account: { kind: 'player_cash', userId }, amount: payout },
                { account: { kind: 'house_cash' }, amount: money(-payout) },
              ],
            },
            now,
          )
        }
        settled.push({ betId: bet.id, userId, payout })
      }
    })
    // A batch where nothing could be settled (a result the rules refuse) must not loop forever.
    if (settledInBatch === 0) break
  }
  return settled
}

/** The player's settled cricket bets summed per UTC settlement day, for reports. */
export function settledCricketBetTotals(db: Db, userId: number, range: { from: Date; to: Date }) {
  return sumSettledCricketBetsByDay(db, userId, range)
}
