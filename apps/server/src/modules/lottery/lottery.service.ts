import { randomBytes } from 'node:crypto'
import type {
  Draw,
  DrawResult,
  DrawVerification,
  LotteryBet,
  LotteryOddsEntry,
  Page,
  PlacedSlip,
  PlaceLotteryBets,
} from '@app/contract'
import {
  BET_STATUS,
  betsDigestOf,
  commitmentOf,
  DRAW_STATUS,
  drawClientValue,
  formatOdds,
  GAME_STATUS,
  isMarkSixResult,
  isRaceOrder,
  isRegionDisabled,
  isSeedCommitted,
  type Money,
  money,
  oddsFromThousandths,
  oddsOf,
  parseMoney,
  regionOfAreaCode,
  type StakeRange,
  settlementReasonsOf,
  tighterStakeRange,
  toDecimalString,
  upcomingDraws,
} from '@app/domain'
import type { Db } from '../../db/database'
import { AppError } from '../../errors/app-error'
import { countLedgerEntry, countSettledBets } from '../../metrics/metrics'
import type { AccessClaims } from '../accounts/access-token'
import { isSessionOpen, playerAreaCode } from '../accounts/accounts.service'
import { gameLimits } from '../games/games.service'
import type { KeyToAnswer } from '../idempotency/idempotency.service'
import { postEntry } from '../ledger/ledger.service'
import { writeCheckedStake } from '../player-protection/player-protection.service'
import {
  closeDrawWithResult,
  closeDueDraws,
  type DrawRow,
  insertDraw,
  insertSlipInOneStatement,
  type LotterySlipToPlace,
  markDrawSettled,
  type PlacementDraw,
  recordResult,
  type StoredSlip,
  type selectBetsByIds,
  selectBetsDigestInput,
  selectCurrentDraw,
  selectDraw,
  selectDraws,
  selectDrawsToSettle,
  selectDueHouseDraws,
  selectOdds,
  selectPendingBets,
  selectPlayerBets,
  selectSchedules,
  settleBet,
  sumSettledLotteryBetsByDay,
} from './lottery.repository'
import { type LotteryGame, lotteryGameById, lotteryGameByKey, type OddsLine } from './lottery-games'
import type { PlacementFacts, PlacementFactsCache } from './placement-facts'

type BetRow = Awaited<ReturnType<typeof selectBetsByIds>>[number]

/** How many draws of a game are kept open ahead: the current one and the next. */
const OPEN_DRAWS_AHEAD = 2
const SETTLE_BATCH = 200

const decimal = (value: string | bigint) => toDecimalString(money(BigInt(value)))

export function gameOrThrow(key: string): LotteryGame {
  const game = lotteryGameByKey(key)
  if (!game) throw new AppError('UNKNOWN_LOTTERY_GAME', 404, { field: 'game' })
  return game
}

function toDraw(row: DrawRow): Draw {
  const game = lotteryGameById(row.game_id)
  const isSettled = row.status === DRAW_STATUS.settled
  return {
    id: Number(row.id),
    game: game?.key ?? String(row.game_id),
    number: row.number,
    status: row.status,
    closes_at: row.closes_at.toISOString(),
    draws_at: row.draws_at.toISOString(),
    result_source: row.result_source,
    commitment: row.commitment,
    // The seed is the house's secret until the draw is over; then anyone may check it.
    seed: isSettled || row.status === DRAW_STATUS.canceled ? row.seed : null,
    bets_digest: row.bets_digest,
    client_value: row.client_value,
    result: (row.result as DrawResult | null) ?? null,
    year_animal: game?.yearAnimal(row.draws_at) ?? null,
  }
}

// Odds

/** A game's own stake range (its limits in the back office); none when it has no limits row. */
type GameStakeRange = StakeRange | undefined

/** An odds line's stake range, narrowed to its game's own where the game sets one. */
function stakeRangeOf(line: { min: string; max: string }, game: GameStakeRange): StakeRange {
  const own = { min: money(BigInt(line.min)), max: money(BigInt(line.max)) }
  return game ? tighterStakeRange(own, game) : own
}

function toOddsEntry(
  row: Awaited<ReturnType<typeof selectOdds>>[number],
  game: GameStakeRange,
): LotteryOddsEntry {
  const range = stakeRangeOf(row, game)
  return {
    top: row.top,
    prop: row.prop,
    odd: formatOdds(oddsFromThousandths(BigInt(row.odds))),
    min: decimal(range.min),
    max: decimal(range.max),
  }
}

/**
 * A game's odds list: every bet type and selection with its price and stake limits (the tighter
 * of the line's and the game's own, as placing a slip checks them).
 */
export async function listOdds(db: Db, gameKey: string): Promise<LotteryOddsEntry[]> {
  const game = gameOrThrow(gameKey)
  const [odds, limits] = await Promise.all([selectOdds(db, game.id), gameLimits(db, game.id)])
  const range = limits && { min: limits.betMin, max: limits.betMax }
  return odds.map((row) => toOddsEntry(row, range))
}

// Draws

export async function listDraws(db: Db, gameKey: string, start: number, limit: number): Promise<Draw[]> {
  const game = gameOrThrow(gameKey)
  return (await selectDraws(db, game.id, start, limit)).map(toDraw)
}

export async function getDraw(db: Db, gameKey: string, drawId: number): Promise<Draw> {
  const game = gameOrThrow(gameKey)
  const row = await selectDraw(db, drawId)
  if (!row || row.game_id !== game.id) throw new AppError('UNKNOWN_DRAW', 404, { field: 'match_id' })
  return toDraw(row)
}

/** The latest drawn result of a game, or null before its first draw. */
export async function lastDraw(db: Db, gameKey: string): Promise<Draw | null> {
  const [latest] = await listDraws(db, gameKey, 0, 1)
  return latest ?? null
}

/** The draw taking bets now, with its commitment and closing time. */
export async function currentDraw(db: Db, gameKey: string): Promise<Draw | null> {
  const game = gameOrThrow(gameKey)
  const row = await selectCurrentDraw(db, game.id)
  return row ? toDraw(row) : null
}

/**
 * Recomputes a draw from its revealed seed and client value: anyone can check that the seed is
 * the one committed to before betting closed, and that it gives exactly the published result.
 */
export async function verifyDraw(db: Db, drawId: number): Promise<DrawVerification> {
  const row = await selectDraw(db, drawId)
  if (!row) throw new AppError('UNKNOWN_DRAW', 404, { field: 'id' })
  const draw = toDraw(row)
  const game = lotteryGameById(row.game_id)
  const canRecompute =
    draw.seed !== null && draw.client_value !== null && row.result_source === 'house' && game
  const recomputed = canRecompute ? game.draw(row.seed, row.client_value ?? '') : null
  return {
    draw,
    commitment_matches: draw.seed !== null && isSeedCommitted(draw.seed, draw.commitment),
    recomputed,
    result_matches: recomputed !== null && JSON.stringify(recomputed) === JSON.stringify(draw.result),
  }
}

// Placing bets

type PricedEntry = {
  type: string
  prop: string
  amount: Money
  combinations: number
  cost: Money
  odds: bigint
}

function priceEntries(
  game: LotteryGame,
  oddsByTop: ReadonlyMap<string, readonly OddsLine[]>,
  body: PlaceLotteryBets,
  drawsAt: Date,
  gameRange: GameStakeRange,
) {
  return body.entries.map((entry, index): PricedEntry => {
    const field = `entries.${index}`
    const selection = { type: entry.type, prop: entry.prop }
    const check = game.checkSelection(selection)
    if (!check.ok) {
      throw new AppError(check.reason, 400, {
        field,
        ...(check.reason === 'PICK_COUNT_NOT_ALLOWED' ? { warning: check.warning } : {}),
      })
    }
    const line = game.priceOf(oddsByTop.get(entry.type) ?? [], selection, drawsAt)
    if (!line) throw new AppError('SELECTION_NOT_OFFERED', 400, { field })
    const parsed = parseMoney(entry.amount)
    if (!parsed.ok || parsed.value <= 0n)
      throw new AppError('INVALID_AMOUNT', 400, { field: `${field}.amount` })
    const { min, max } = stakeRangeOf(line, gameRange)
    if (parsed.value < min)
      throw new AppError('BELOW_MIN_BET', 400, { field: `${field}.amount`, limit: decimal(min) })
    if (parsed.value > max)
      throw new AppError('ABOVE_MAX_BET', 400, { field: `${field}.amount`, limit: decimal(max) })
    const combinations = game.combinations(selection)
    return {
      type: entry.type,
      prop: entry.prop,
      amount: parsed.value,
      combinations,
      cost: money(parsed.value * BigInt(combinations)),
      odds: oddsOf(line.odd),
    }
  })
}

/** Attempts at a slip whose write finds the game or draw changed since it was priced; each reads afresh. */
const PLACEMENT_ATTEMPTS = 3

/**
 * Places a slip of entries on the open draw: each entry checked and priced from the game's odds
 * and limits as the server remembers them (PlacementFactsCache), then in one statement the
 * sign-in, the game's version and the draw checked (422 BETTING_CLOSED once the draw has closed;
 * closing it waits for slips in flight), the total debited, the slip and its bets stored and the
 * Idempotency-Key's answer written: one round trip. A slip refused or found stale on remembered
 * facts is tried again on facts read afresh, so its answer never rests on an old copy.
 */
export async function placeSlip(
  db: Db,
  facts: PlacementFactsCache,
  player: AccessClaims,
  body: PlaceLotteryBets,
  keyed: KeyToAnswer,
): Promise<PlacedSlip> {
  const { now } = keyed
  const { userId } = player
  const game = gameOrThrow(body.game)
  for (let attempt = 1; ; attempt += 1) {
    const known = await facts.read(db, game.id, body.draw_id, attempt > 1)
    let slip: LotterySlipToPlace
    let draw: PlacementDraw
    try {
      ;({ slip, draw } = await priceSlip(db, game, userId, body, known, now))
    } catch (error) {
      if (!known.isFresh) continue
      // A refusal is the key's answer; a closed sign-in is not (see runInOneStatement).
      if (!(await isSessionOpen(db, player, now))) throw new AppError('UNAUTHORIZED', 401)
      throw error
    }
    const basis = { sessionId: player.sessionId, configVersion: known.config?.version ?? '0', draw }
    const placed = await writeCheckedStake(db, userId, money(slip.total), now, (on, isGuarded) =>
      insertSlipInOneStatement(on, slip, basis, keyed, now, isGuarded),
    )
    if (!placed.isSignedIn) throw new AppError('UNAUTHORIZED', 401)
    if (!placed.isOpen) throw new AppError('BETTING_CLOSED', 422, { field: 'draw_id' })
    if (!placed.isCurrent) {
      if (attempt < PLACEMENT_ATTEMPTS) continue
      throw new AppError('ODDS_CHANGED', 409)
    }
    if (placed.stored === undefined) throw new AppError('INSUFFICIENT_BALANCE', 422)
    const answer = placedSlipOf(placed.stored)
    countLedgerEntry({
      kind: 'lotteryBet',
      reference: String(answer.slip_id),
      postings: [{ amount: money(-slip.total) }, { amount: slip.total }],
    })
    return answer
  }
}

/** A placed slip's answer from what its Idempotency-Key keeps (StoredSlip): each bet with its id. */
export function placedSlipOf(stored: unknown): PlacedSlip {
  const { slip_id, total, score, bet_ids, bets } = stored as StoredSlip
  return {
    slip_id,
    total,
    score,
    bets: (bets as LotteryBet[]).map((bet, index) => ({ ...bet, id: bet_ids[index] ?? bet.id })),
  }
}

/** Checks and prices a slip on `known` facts, refusing it with the reason a player is shown. */
async function priceSlip(
  db: Db,
  game: LotteryGame,
  userId: number,
  body: PlaceLotteryBets,
  { config, draw }: PlacementFacts,
  now: Date,
): Promise<{ slip: LotterySlipToPlace; draw: PlacementDraw }> {
  if (config?.status !== GAME_STATUS.active) throw new AppError('GAME_NOT_ACTIVE', 422)
  if (!draw || draw.game_id !== game.id) throw new AppError('UNKNOWN_DRAW', 404, { field: 'draw_id' })
  const { limits } = config
  // The region matters only to a game that disables some, so only then is the player read.
  if (limits && limits.disabledRegions.length > 0) {
    if (isRegionDisabled(regionOfAreaCode(await playerAreaCode(db, userId)), limits.disabledRegions)) {
      throw new AppError('BET_WARNING', 422, { warning: 'disabledRegions', warnings: ['disabledRegions'] })
    }
  }
  const gameRange = limits && { min: limits.betMin, max: limits.betMax }
  const entries = priceEntries(game, config.oddsByTop, body, draw.draws_at, gameRange)
  const total = money(entries.reduce((sum, entry) => sum + entry.cost, 0n))
  const bets = entries.map((entry) => ({ ...entry, odds: Number(entry.odds) }))
  const answers = bets.map((bet) =>
    toLotteryBet({
      ...bet,
      id: '0',
      user_id: String(userId),
      draw_id: draw.id,
      game_id: game.id,
      amount: String(bet.amount),
      cost: String(bet.cost),
      status: BET_STATUS.pending,
      outcome: null,
      payout: null,
      created_at: now,
      settled_at: null,
      settle_reasons: [],
      draw_number: draw.number,
      draws_at: draw.draws_at,
      result: null,
    }),
  )
  return { slip: { userId, drawId: draw.id, gameId: game.id, total, bets, answers }, draw }
}

function toLotteryBet(row: BetRow): LotteryBet {
  return {
    id: Number(row.id),
    game: lotteryGameById(row.game_id)?.key ?? String(row.game_id),
    draw_id: Number(row.draw_id),
    draw_number: row.draw_number,
    type: row.type,
    prop: row.prop,
    amount: decimal(row.amount),
    combinations: row.combinations,
    cost: decimal(row.cost),
    odd: formatOdds(oddsFromThousandths(BigInt(row.odds))),
    status: row.status,
    outcome: row.outcome as LotteryBet['outcome'],
    payout: row.payout === null ? null : decimal(row.payout),
    created_at: row.created_at.toISOString(),
    settled_at: row.settled_at?.toISOString() ?? null,
    settle_reasons: settlementReasonsOf(row.settle_reasons),
    result: row.status === BET_STATUS.pending ? null : ((row.result as DrawResult | null) ?? null),
    year_animal: lotteryGameById(row.game_id)?.yearAnimal(row.draws_at) ?? null,
  }
}

export async function listPlayerBets(
  db: Db,
  userId: number,
  query: { game?: string | undefined; status?: number | undefined; start: number; limit: number },
): Promise<Page<LotteryBet>> {
  const gameId = query.game === undefined ? undefined : gameOrThrow(query.game).id
  const { list, total } = await selectPlayerBets(db, userId, {
    start: query.start,
    limit: query.limit,
    ...(gameId === undefined ? {} : { gameId }),
    ...(query.status === undefined ? {} : { status: query.status }),
  })
  return { list: list.map(toLotteryBet), total }
}

// The draw engine's jobs. Each is driven by the database's state and safe to repeat or to run on
// two instances at once: every change is conditional on the state it leaves.

/** Keeps the next draws of every scheduled game open, each with a fresh seed's commitment. */
export async function openUpcomingDraws(db: Db, now: Date): Promise<void> {
  for (const schedule of await selectSchedules(db)) {
    const game = lotteryGameById(schedule.game_id)
    if (!game) continue
    for (const planned of upcomingDraws(
      schedule.schedule as LotteryGame['defaultSchedule'],
      now,
      OPEN_DRAWS_AHEAD,
    )) {
      const seed = randomBytes(32).toString('hex')
      await insertDraw(db, {
        game_id: game.id,
        number: planned.number,
        status: DRAW_STATUS.open,
        closes_at: planned.closesAt,
        draws_at: planned.drawsAt,
        result_source: schedule.result_source,
        seed,
        commitment: commitmentOf(seed),
        created_at: now,
      })
    }
  }
}

/** Closes betting on every draw whose closing time has passed. */
export async function closeDraws(db: Db, now: Date): Promise<string[]> {
  return closeDueDraws(db, now)
}

/**
 * Draws every closed house draw whose time has come: the client value joins the game, the draw
 * number and the digest of the bets it closed with, then the committed seed gives the result.
 */
export async function drawDueDraws(db: Db, now: Date): Promise<DrawRow[]> {
  const drawn: DrawRow[] = []
  for (const row of await selectDueHouseDraws(db, now)) {
    const game = lotteryGameById(row.game_id)
    if (!game) continue
    const bets = await selectBetsDigestInput(db, row.id)
    const betsDigest = betsDigestOf(bets.map((bet) => ({ id: bet.id, amount: bet.cost })))
    const clientValue = drawClientValue(game.key, row.number, betsDigest)
    const result = game.draw(row.seed, clientValue)
    if (
      await recordResult(db, row.id, {
        result: JSON.stringify(result),
        bets_digest: betsDigest,
        client_value: clientValue,
      })
    ) {
      drawn.push(row)
    }
  }
  return drawn
}

type PendingBet = Awaited<ReturnType<typeof selectPendingBets>>[number]

/**
 * Settles a batch of a drawn draw's pending bets in the caller's transaction: each bet's status
 * moves from pending once (with the reasons of its outcome), and its payout is one ledger entry
 * per bet, so a crash or a second worker can never pay twice.
 */
async function settleBatch(
  trx: Db,
  game: LotteryGame,
  draw: { result: DrawResult; drawsAt: Date },
  bets: readonly PendingBet[],
  now: Date,
): Promise<void> {
  for (const bet of bets) {
    const selection = { type: bet.type, prop: bet.prop }
    const outcome = game.settle(
      selection,
      money(BigInt(bet.amount)),
      oddsFromThousandths(BigInt(bet.odds)),
      draw.result,
      draw.drawsAt,
    )
    const isMine = await settleBet(trx, bet.id, {
      status: BET_STATUS.settled,
      outcome: outcome.outcome,
      payout: outcome.payout,
      settled_at: now,
      settle_reasons: JSON.stringify(outcome.reasons),
    })
    if (isMine) countSettledBets(game.key)
    if (!isMine || outcome.payout <= 0n) continue
    const userId = Number(bet.user_id)
    await postEntry(
      trx,
      {
        kind: 'lotteryPayout',
        reference: bet.id,
        postings: [
          { account: { kind: 'player_cash', userId }, amount: outcome.payout },
          { account: { kind: 'house_cash' }, amount: money(-outcome.payout) },
        ],
      },
      now,
    )
  }
}

/**
 * Settles the bets of every draw that has a result, a batch per transaction (see settleBatch).
 * The draw is marked settled when no bet is left pending.
 */
export async function settleDraws(db: Db, now: Date): Promise<Draw[]> {
  const settled: Draw[] = []
  for (const row of await selectDrawsToSettle(db)) {
    const game = lotteryGameById(row.game_id)
    if (!game) continue
    const draw = { result: row.result as DrawResult, drawsAt: row.draws_at }
    for (;;) {
      const pending = await selectPendingBets(db, row.id, SETTLE_BATCH)
      if (pending.length === 0) break
      await db.transaction().execute((trx) => settleBatch(trx, game, draw, pending, now))
    }
    await markDrawSettled(db, row.id, now)
    const final = await selectDraw(db, Number(row.id))
    if (final) settled.push(toDraw(final))
  }
  return settled
}

/**
 * Records a closed draw's result and settles every one of its bets in the caller's transaction,
 * then marks it settled: an official result the operators agreed on settles in the transaction
 * of its confirmation. False when the draw already had a result or is no longer closed.
 */
export async function settleDrawWithResult(
  trx: Db,
  row: Pick<DrawRow, 'id' | 'game_id' | 'draws_at'>,
  result: DrawResult,
  now: Date,
): Promise<boolean> {
  const game = lotteryGameById(row.game_id)
  if (!game) throw new Error(`Draw ${row.id} is of no known game`)
  const recorded = await recordResult(trx, row.id, {
    result: JSON.stringify(result),
    bets_digest: null,
    client_value: null,
  })
  if (!recorded) return false
  for (;;) {
    const pending = await selectPendingBets(trx, row.id, SETTLE_BATCH)
    if (pending.length === 0) break
    await settleBatch(trx, game, { result, drawsAt: row.draws_at }, pending, now)
  }
  await markDrawSettled(trx, row.id, now)
  return true
}

/**
 * Development and demo only (the dev tools mount it): closes a draw still open or closed without a
 * result and records a chosen result, e.g. special 49 to show the two-sides push; the engine then
 * settles it like any other. A house draw so forced no longer matches its committed seed.
 */
export async function imposeDrawResult(db: Db, drawId: number, result: DrawResult): Promise<Draw> {
  const row = await selectDraw(db, drawId)
  if (!row) throw new AppError('UNKNOWN_DRAW', 404, { field: 'id' })
  const game = lotteryGameById(row.game_id)
  const fits =
    game?.kind === 'markSix'
      ? 'special' in result && isMarkSixResult(result)
      : game?.kind === 'race' && 'order' in result && isRaceOrder(result.order)
  if (!fits) throw new AppError('INVALID_RESULT', 400, { field: 'result' })
  if (!(await closeDrawWithResult(db, row.id, JSON.stringify(result)))) {
    throw new AppError('RESULT_NOT_EXPECTED', 409, { field: 'id' })
  }
  return getDraw(db, game?.key ?? '', drawId)
}

/** The player's settled lottery and racing bets summed per game and UTC settlement day, for reports. */
export function settledLotteryBetTotals(
  db: Db,
  userId: number,
  range: { from: Date; to: Date },
  gameId?: number,
) {
  return sumSettledLotteryBetsByDay(db, userId, range, gameId)
}
