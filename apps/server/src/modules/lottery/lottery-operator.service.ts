import type {
  DrawResult,
  OperatorDraw,
  OperatorDrawPage,
  OperatorDrawsQuery,
  ResultEntry,
  VoidedDraw,
} from '@app/contract'
import {
  BET_STATUS,
  DRAW_STATUS,
  isMarkSixResult,
  isSameMarkSixResult,
  type MarkSixResult,
  mayConfirmOfficialResult,
  money,
  toDecimalString,
} from '@app/domain'
import type { Db } from '../../db/database'
import { AppError } from '../../errors/app-error'
import type { Bus } from '../../realtime/bus'
import { recordOperatorAction } from '../audit/audit.service'
import { plainTransaction, type Transact } from '../idempotency/idempotency.service'
import { postEntry } from '../ledger/ledger.service'
import { settleBet } from './lottery.repository'
import { gameOrThrow, getDraw, settleDrawWithResult } from './lottery.service'
import { lotteryGameById } from './lottery-games'
import {
  closeEntry,
  insertFirstEntry,
  lockDraw,
  lockPendingEntry,
  markDrawCanceled,
  type OperatorDrawRow,
  selectOpenBetsWithPlayers,
  selectOperatorDraw,
  selectOperatorDraws,
  withdrawPendingEntry,
} from './lottery-operator.repository'

const decimal = (micro: string | bigint) => toDecimalString(money(BigInt(micro)))
const iso = (value: Date | string) => new Date(value).toISOString()

/** An entered Mark Six result: six numbers in draw order and the special. */
type EnteredResult = { numbers: number[]; special: number }

/**
 * One operator's copy of a result as `viewerId` may see it: the numbers of a first entry still
 * waiting for its second are shown to the operator who entered them alone, so the second operator
 * enters theirs blind.
 */
function entryOf(
  copy: { operatorId: string | null; result: unknown; enteredAt: Date | string | null },
  isVisible: (operatorId: number) => boolean,
): ResultEntry | null {
  if (copy.operatorId === null || copy.enteredAt === null) return null
  const operatorId = Number(copy.operatorId)
  return {
    operator_id: operatorId,
    entered_at: iso(copy.enteredAt),
    result: isVisible(operatorId) ? (copy.result as EnteredResult) : null,
  }
}

function toOperatorDraw(row: OperatorDrawRow, viewerId: number): OperatorDraw {
  const status = row.entry_status
  // A withdrawn entry belonged to a draw since voided: nothing waits any more.
  const state = status === null || status === 'withdrawn' ? 'none' : status
  const isPending = state === 'pending'
  const first =
    state === 'none'
      ? null
      : entryOf(
          { operatorId: row.first_operator_id, result: row.first_result, enteredAt: row.first_entered_at },
          (operatorId) => !isPending || operatorId === viewerId,
        )
  const second =
    state === 'none'
      ? null
      : entryOf(
          { operatorId: row.second_operator_id, result: row.second_result, enteredAt: row.second_entered_at },
          () => true,
        )
  return {
    id: Number(row.id),
    game: lotteryGameById(row.game_id)?.key ?? String(row.game_id),
    number: row.number,
    status: row.status,
    closes_at: iso(row.closes_at),
    draws_at: iso(row.draws_at),
    result_source: row.result_source,
    result: (row.result as DrawResult | null) ?? null,
    open_bets: Number(row.open_bets ?? 0),
    open_stake: decimal(row.open_stake ?? '0'),
    entry: { state, first, second },
  }
}

/** The draw as the operators' list shows it to `viewerId`, read in the caller's transaction. */
async function operatorDrawOf(db: Db, drawId: string, viewerId: number): Promise<OperatorDraw> {
  const row = await selectOperatorDraw(db, drawId)
  if (!row) throw new Error(`Draw ${drawId} vanished inside its own transaction`)
  return toOperatorDraw(row, viewerId)
}

/**
 * The draws of one status (by default those waiting for their official result), a page at a
 * time, with where their two-person result entry stands and the bets they still hold.
 */
export async function listOperatorDraws(
  db: Db,
  query: OperatorDrawsQuery,
  viewerId: number,
): Promise<OperatorDrawPage> {
  const gameId = query.game === undefined ? undefined : gameOrThrow(query.game).id
  const { rows, total } = await selectOperatorDraws(
    db,
    { status: query.status, gameId },
    { start: query.start, limit: query.limit },
  )
  return { list: rows.map((row) => toOperatorDraw(row, viewerId)), total }
}

/** An entered result, refused (400 INVALID_RESULT) unless it is 7 different balls from 1 to 49. */
function checkedEntry(result: MarkSixResult): EnteredResult {
  if (!isMarkSixResult(result)) throw new AppError('INVALID_RESULT', 400, { field: 'numbers' })
  return { numbers: [...result.numbers], special: result.special }
}

/**
 * The draw under a row lock, if it takes an entered result: a Mark Six draw of an outside lottery,
 * closed and still without a result (else 409 RESULT_NOT_EXPECTED).
 */
async function lockDrawAwaitingResult(trx: Db, drawId: number) {
  const row = await lockDraw(trx, drawId)
  if (!row) throw new AppError('UNKNOWN_DRAW', 404, { field: 'id' })
  const isAwaiting =
    lotteryGameById(row.game_id)?.kind === 'markSix' &&
    row.result_source === 'official' &&
    row.status === DRAW_STATUS.closed &&
    row.result === null
  if (!isAwaiting) throw new AppError('RESULT_NOT_EXPECTED', 409, { field: 'id' })
  return row
}

/**
 * The first of two operators enters a draw's official result: it is stored, pending, and settles
 * nothing. Refused while another first entry waits (409 RESULT_ENTRY_PENDING: confirm it
 * instead). The audit row names the entry, not its numbers: other operators read the audit log,
 * and the second entry must be made blind; the confirmation's row records both copies.
 */
export async function enterOfficialResult(
  db: Db,
  operatorId: number,
  drawId: number,
  body: MarkSixResult,
  now: Date,
): Promise<OperatorDraw> {
  const result = checkedEntry(body)
  return db.transaction().execute(async (trx) => {
    const row = await lockDrawAwaitingResult(trx, drawId)
    if (await lockPendingEntry(trx, row.id)) throw new AppError('RESULT_ENTRY_PENDING', 409, { field: 'id' })
    const entryId = await insertFirstEntry(trx, {
      drawId: row.id,
      operatorId,
      result: JSON.stringify(result),
      now,
    })
    await recordOperatorAction(
      trx,
      {
        operatorId,
        action: 'enter_draw_result',
        target: `draw:${row.id}`,
        reason: null,
        details: { entry_id: entryId },
        before: null,
        after: { entry_id: entryId, state: 'pending', first_operator_id: operatorId },
      },
      now,
    )
    return operatorDrawOf(trx, row.id, operatorId)
  })
}

/** The draw and its pending first entry under row locks, if `operatorId` may confirm it. */
async function lockConfirmable(trx: Db, drawId: number, operatorId: number) {
  const row = await lockDrawAwaitingResult(trx, drawId)
  const entry = await lockPendingEntry(trx, row.id)
  if (!entry) throw new AppError('RESULT_NOT_PENDING', 409, { field: 'id' })
  if (!mayConfirmOfficialResult(Number(entry.first_operator_id), operatorId)) {
    throw new AppError('RESULT_SAME_OPERATOR', 403)
  }
  return { row, entry, first: entry.first_result as MarkSixResult }
}

/**
 * A second operator enters the same draw's result on their own. The same result as the first
 * entry settles the draw in this transaction: the result is recorded and every bet settled and
 * paid. A different one is kept as a dispute (both copies in the entry and the audit log), the
 * draw is left unsettled with its bets open, and the answer is 409 RESULT_MISMATCH: a new first
 * entry is needed. The operator of the first entry can never confirm it (403 RESULT_SAME_OPERATOR).
 */
export async function confirmOfficialResult(
  db: Db,
  bus: Bus,
  operatorId: number,
  drawId: number,
  body: MarkSixResult,
  now: Date,
  transact: Transact = plainTransaction(db),
): Promise<OperatorDraw> {
  const result = checkedEntry(body)
  const second = JSON.stringify(result)
  // A dispute is kept whatever the answer: it commits on its own, before the refusal.
  const compared = await db.transaction().execute(async (trx) => {
    const { row, entry, first } = await lockConfirmable(trx, drawId, operatorId)
    if (isSameMarkSixResult(first, result)) return { isSame: true, entryId: entry.id }
    await closeEntry(trx, entry.id, { status: 'disputed', operatorId, result: second, now })
    await recordOperatorAction(
      trx,
      {
        operatorId,
        action: 'dispute_draw_result',
        target: `draw:${row.id}`,
        reason: null,
        details: { entry_id: Number(entry.id) },
        before: { entry_id: Number(entry.id), state: 'pending' },
        after: {
          entry_id: Number(entry.id),
          state: 'disputed',
          first: { operator_id: Number(entry.first_operator_id), result: first },
          second: { operator_id: operatorId, result },
        },
      },
      now,
    )
    return { isSame: false, entryId: entry.id }
  })
  if (!compared.isSame) throw new AppError('RESULT_MISMATCH', 409, { field: 'numbers' })

  const answer = await transact(async (trx) => {
    const { row, entry, first } = await lockConfirmable(trx, drawId, operatorId)
    // Between the two transactions the entry compared may have been disputed and entered anew.
    if (entry.id !== compared.entryId) throw new AppError('RESULT_NOT_PENDING', 409, { field: 'id' })
    await closeEntry(trx, entry.id, { status: 'agreed', operatorId, result: second, now })
    if (!(await settleDrawWithResult(trx, row, result, now))) {
      throw new Error(`Draw ${row.id} took no result under its own lock`)
    }
    await recordOperatorAction(
      trx,
      {
        operatorId,
        action: 'confirm_draw_result',
        target: `draw:${row.id}`,
        reason: null,
        details: {
          entry_id: Number(entry.id),
          first_operator_id: Number(entry.first_operator_id),
          second_operator_id: operatorId,
        },
        before: { status: row.status, result: null, entry: { state: 'pending' } },
        after: {
          status: DRAW_STATUS.settled,
          result: first,
          entry: {
            state: 'agreed',
            first_operator_id: Number(entry.first_operator_id),
            second_operator_id: operatorId,
          },
        },
      },
      now,
    )
    return operatorDrawOf(trx, row.id, operatorId)
  })
  const settled = await getDraw(db, answer.game, answer.id)
  await bus.publish({ topic: 'draws', data: { type: 'settled', draw: settled } })
  return answer
}

/**
 * Voids a draw that has no result yet (open, or closed and waiting), with a reason: in one
 * transaction every open bet is cancelled and its whole stake refunded through the ledger, a
 * waiting result entry is withdrawn and the draw is marked canceled. A draw with a result, settled
 * or already void, cannot be voided (409 DRAW_NOT_VOIDABLE). Answers the refunded bets.
 */
export async function voidDraw(
  db: Db,
  bus: Bus,
  operatorId: number,
  drawId: number,
  reason: string,
  now: Date,
  transact: Transact = plainTransaction(db),
): Promise<VoidedDraw> {
  const voided = await transact(async (trx) => {
    // The lock waits for slips being placed on the draw (they share-lock it) and keeps new ones out.
    const row = await lockDraw(trx, drawId)
    if (!row) throw new AppError('UNKNOWN_DRAW', 404, { field: 'id' })
    const isVoidable =
      (row.status === DRAW_STATUS.open || row.status === DRAW_STATUS.closed) && row.result === null
    if (!isVoidable) throw new AppError('DRAW_NOT_VOIDABLE', 409, { field: 'id' })
    const bets = await selectOpenBetsWithPlayers(trx, row.id)
    for (const bet of bets) {
      const stake = money(BigInt(bet.cost))
      const isMine = await settleBet(trx, bet.id, {
        status: BET_STATUS.cancelled,
        outcome: 'refund',
        payout: stake,
        settled_at: now,
        settle_reasons: JSON.stringify(['BET_VOID_REFUNDED']),
      })
      if (!isMine) throw new Error(`Bet ${bet.id} of draw ${row.id} changed under the draw's lock`)
      await postEntry(
        trx,
        {
          kind: 'lotteryRefund',
          reference: bet.id,
          postings: [
            { account: { kind: 'player_cash', userId: Number(bet.user_id) }, amount: stake },
            { account: { kind: 'house_cash' }, amount: money(-stake) },
          ],
        },
        now,
      )
    }
    await withdrawPendingEntry(trx, row.id)
    await markDrawCanceled(trx, row.id, now)
    const total = money(bets.reduce((sum, bet) => sum + BigInt(bet.cost), 0n))
    await recordOperatorAction(
      trx,
      {
        operatorId,
        action: 'void_draw',
        target: `draw:${row.id}`,
        reason,
        details: { refunded_bets: bets.length, refunded_total: toDecimalString(total) },
        before: { status: row.status },
        after: { status: DRAW_STATUS.canceled },
      },
      now,
    )
    return {
      draw: await operatorDrawOf(trx, row.id, operatorId),
      refunded: bets.map((bet) => ({
        bet_id: Number(bet.id),
        user_id: Number(bet.user_id),
        nickname: bet.nickname,
        stake: decimal(bet.cost),
      })),
      total: toDecimalString(total),
    }
  })
  // Betting on it is over: the player's screens read the current draw and the history again.
  await bus.publish({ topic: 'draws', data: { type: 'closed', draw_id: voided.draw.id } })
  return voided
}
