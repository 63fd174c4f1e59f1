import type { FlaggedDeposit, LimitChange, MemberLimits, PlayerLimit, RealityCheck } from '@app/contract'
import {
  allowance,
  type BlockKind,
  blockEnd,
  changeLimit,
  isBlocked,
  isTighter,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  type LimitKind,
  type LimitPeriod,
  type LimitSetting,
  lengthenBlock,
  limitInForce,
  type Money,
  money,
  type PlayBlock,
  parseMoney,
  type RealityCheckMinutes,
  type SelfExclusionDuration,
  type TimeOutDuration,
  toDecimalString,
} from '@app/domain'
import type { Db } from '../../db/database'
import { AppError } from '../../errors/app-error'
import { recordOperatorAction } from '../audit/audit.service'
import { writeStake } from '../ledger/ledger.service'
import {
  expireGameSessions,
  flagDepositOverLimit,
  insertProtectionEvent,
  type LimitRow,
  lockNewProtection,
  type ProtectionRow,
  selectDepositTotals,
  selectFlaggedDeposits,
  selectLimits,
  selectPlaySince,
  selectPlayTotals,
  selectProtection,
  selectRealityCheck,
  selectSignInStart,
  updateBlock,
  upsertLimit,
  upsertRealityCheck,
} from './player-protection.repository'

/**
 * Responsible play, enforced here and only here: every path that takes a player's money for play
 * (bets of every kind, a game provider's bet call, a transfer into a game's wallet), every deposit
 * and every promotion asks this module first, in the transaction that moves the money. A player
 * who never set a limit nor took a break has no protection row, and every check passes at the
 * cost of one primary-key lookup.
 */

type Limits = Record<LimitKind, Record<LimitPeriod, LimitSetting>>

const noLimits = (): Limits =>
  Object.fromEntries(
    LIMIT_KINDS.map((kind) => [
      kind,
      Object.fromEntries(LIMIT_PERIODS.map((period) => [period, { amount: null }])),
    ]),
  ) as Limits

const amountOf = (value: string | null) => (value === null ? null : money(BigInt(value)))

function settingOf(row: LimitRow): LimitSetting {
  const amount = amountOf(row.amount)
  if (row.pending_effective_at === null) return { amount }
  return { amount, pending: { amount: amountOf(row.pending_amount), effectiveAt: row.pending_effective_at } }
}

/** The player's limits as they stand at `now`: a raise whose cooling-off has ended is in force. */
function limitsInForce(rows: readonly LimitRow[], now: Date): Limits {
  const limits = noLimits()
  for (const row of rows) limits[row.kind][row.period] = limitInForce(settingOf(row), now)
  return limits
}

const amountsOf = (settings: Record<LimitPeriod, LimitSetting>) =>
  Object.fromEntries(LIMIT_PERIODS.map((period) => [period, settings[period].amount])) as Record<
    LimitPeriod,
    Money | null
  >

const hasLimit = (settings: Record<LimitPeriod, LimitSetting>) =>
  LIMIT_PERIODS.some((period) => settings[period].amount !== null)

function blockOf(row: ProtectionRow | undefined): (PlayBlock & { startedAt: Date }) | null {
  if (!row?.block_kind || !row.blocked_at) return null
  return { kind: row.block_kind, until: row.blocked_until, startedAt: row.blocked_at }
}

/** 422 TIME_OUT_ACTIVE or SELF_EXCLUDED while a break is in force. */
function refuseDuringBreak(row: ProtectionRow, now: Date) {
  const block = blockOf(row)
  if (!isBlocked(block, now)) return
  const until = block.until?.toISOString() ?? null
  throw new AppError(block.kind === 'time_out' ? 'TIME_OUT_ACTIVE' : 'SELF_EXCLUDED', 422, { until })
}

const LIMIT_ERRORS = {
  deposit: 'DEPOSIT_LIMIT_REACHED',
  loss: 'LOSS_LIMIT_REACHED',
  wager: 'WAGER_LIMIT_REACHED',
} as const

/** 422 when `amount` is beyond what a kind's limits still allow; `limit` is what they allow. */
function refuseBeyond(kind: LimitKind, limits: Limits, used: Record<LimitPeriod, bigint>, amount: Money) {
  const allowed = allowance(amountsOf(limits[kind]), used as Record<LimitPeriod, Money>)
  if (allowed !== null && amount > allowed) {
    const field = kind === 'deposit' ? { field: 'amount' } : {}
    throw new AppError(LIMIT_ERRORS[kind], 422, { limit: toDecimalString(allowed), ...field })
  }
}

/**
 * Refuses a stake of `amount` during a break or beyond the player's wager or loss limits (422).
 * Call it in the transaction that debits the stake, before the debit: it locks the player's
 * protection row, so a protected player's stakes are checked one after the other.
 */
export async function guardStake(trx: Db, userId: number, amount: Money, now: Date): Promise<void> {
  const row = await selectProtection(trx, userId, true)
  if (!row) return
  refuseDuringBreak(row, now)
  const limits = limitsInForce(await selectLimits(trx, userId), now)
  if (!hasLimit(limits.wager) && !hasLimit(limits.loss)) return
  const totals = await selectPlayTotals(trx, userId, now)
  refuseBeyond('wager', limits, totals.wagered, amount)
  refuseBeyond('loss', limits, totals.lost, amount)
}

/**
 * Writes a bet placement's one statement (built with mayStakeUnguarded) through writeStake. For
 * a player without responsible-play settings that one statement is all; one with them is
 * refused by it, writing nothing, and is placed again in a transaction after guardStake.
 */
export async function writeCheckedStake<T extends { isHouseReady: boolean; isProtected: boolean }>(
  db: Db,
  userId: number,
  amount: Money,
  now: Date,
  write: (db: Db, isGuarded: boolean) => Promise<T>,
): Promise<T> {
  const unguarded = await writeStake(db, userId, now, () => write(db, false))
  if (!unguarded.isProtected) return unguarded
  return writeStake(db, userId, now, () =>
    db.transaction().execute(async (trx) => {
      await guardStake(trx, userId, amount, now)
      return write(trx, true)
    }),
  )
}

/**
 * Refuses a deposit of `amount` during a break or beyond the player's deposit limits (422, with
 * what is still allowed). Call it in the transaction that records the deposit: deposits waiting
 * for payment hold their room, so concurrent deposits cannot pass the limit together.
 */
export async function guardDeposit(trx: Db, userId: number, amount: Money, now: Date): Promise<void> {
  const row = await selectProtection(trx, userId, true)
  if (!row) return
  refuseDuringBreak(row, now)
  const limits = limitsInForce(await selectLimits(trx, userId), now)
  if (!hasLimit(limits.deposit)) return
  refuseBeyond('deposit', limits, await selectDepositTotals(trx, userId, now), amount)
}

/**
 * Flags a deposit recorded in this transaction when it takes the player past a deposit limit or
 * arrives during a break: money the payment network cannot refuse (a transfer on chain) is
 * credited all the same, and the operators see the flag.
 */
export async function flagDepositBeyondLimits(trx: Db, userId: number, orderId: string, now: Date) {
  if (await isDepositBeyondLimits(trx, userId, now)) await flagDepositOverLimit(trx, orderId)
}

async function isDepositBeyondLimits(trx: Db, userId: number, now: Date): Promise<boolean> {
  const row = await selectProtection(trx, userId, true)
  if (!row) return false
  if (isBlocked(blockOf(row), now)) return true
  const limits = limitsInForce(await selectLimits(trx, userId), now)
  if (!hasLimit(limits.deposit)) return false
  const used = await selectDepositTotals(trx, userId, now)
  return LIMIT_PERIODS.some((period) => {
    const limit = limits.deposit[period].amount
    return limit !== null && used[period] > limit
  })
}

/** The deposits credited beyond a limit or during a break, newest first, for the operators to act on. */
export async function listFlaggedDeposits(db: Db, start: number, limit: number): Promise<FlaggedDeposit[]> {
  const rows = await selectFlaggedDeposits(db, start, limit)
  return rows.map((row) => ({
    order_id: row.order_id,
    user_id: Number(row.user_id),
    type: row.type,
    network: row.network,
    amount: toDecimalString(money(BigInt(row.amount))),
    tx_hash: row.tx_hash,
    status: row.status,
    created_at: row.created_at.toISOString(),
    completed_at: row.completed_at?.toISOString() ?? null,
  }))
}

/** Refuses anything closed by a break (422 TIME_OUT_ACTIVE or SELF_EXCLUDED) while one is in force. */
export async function guardDuringBreak(db: Db, userId: number, now: Date): Promise<void> {
  const row = await selectProtection(db, userId, false)
  if (row) refuseDuringBreak(row, now)
}

/** Refuses a promotion (a reward, a bonus) during a break. */
export const guardPromotion = guardDuringBreak

/** Refuses opening a game during a break: its rounds could not be staked anyway. */
export const guardGameLaunch = guardDuringBreak

// The player's own screens

function limitView(
  kind: LimitKind,
  period: LimitPeriod,
  row: LimitRow | undefined,
  used: bigint,
  now: Date,
): PlayerLimit {
  const setting = row ? limitInForce(settingOf(row), now) : { amount: null }
  const shownUsed = money(used > 0n ? used : 0n)
  return {
    kind,
    period,
    amount: setting.amount === null ? null : toDecimalString(setting.amount),
    used: toDecimalString(shownUsed),
    remaining:
      setting.amount === null
        ? null
        : toDecimalString(money(setting.amount > used ? setting.amount - used : 0n)),
    pending: setting.pending
      ? {
          amount: setting.pending.amount === null ? null : toDecimalString(setting.pending.amount),
          effective_at: setting.pending.effectiveAt.toISOString(),
        }
      : null,
  }
}

/** A player's nine limits with what each window already counts, and the break in force. */
export async function memberLimits(db: Db, userId: number, now: Date): Promise<MemberLimits> {
  const [row, rows, deposits, play] = await Promise.all([
    selectProtection(db, userId, false),
    selectLimits(db, userId),
    selectDepositTotals(db, userId, now),
    selectPlayTotals(db, userId, now),
  ])
  const used = { deposit: deposits, loss: play.lost, wager: play.wagered }
  const block = blockOf(row)
  return {
    limits: LIMIT_KINDS.flatMap((kind) =>
      LIMIT_PERIODS.map((period) =>
        limitView(
          kind,
          period,
          rows.find((limit) => limit.kind === kind && limit.period === period),
          used[kind][period],
          now,
        ),
      ),
    ),
    block: isBlocked(block, now)
      ? {
          kind: block.kind,
          started_at: block.startedAt.toISOString(),
          until: block.until?.toISOString() ?? null,
        }
      : null,
  }
}

/** Who changes a player's limits: the player, or an operator who may only tighten them. */
export type LimitsActor = { operatorId: null } | { operatorId: number; reason: string }

/**
 * Changes a player's limits in one transaction, each change logged. A player's lower limit
 * applies at once and a higher one or a removal after the cooling-off (changeLimit); an
 * operator's change applies at once and must be at least as strict as the limit in force
 * (422 LIMIT_NOT_TIGHTER otherwise, and nothing changes).
 */
export async function changeLimits(
  db: Db,
  userId: number,
  changes: readonly LimitChange[],
  actor: LimitsActor,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockNewProtection(trx, userId, now)
    // Keyed by kind and period, and kept current, so a request naming one limit twice applies both in turn.
    const settings = new Map(
      (await selectLimits(trx, userId)).map((row) => [`${row.kind}.${row.period}`, settingOf(row)]),
    )
    for (const change of changes) {
      const requested = change.amount === null ? null : parseLimitAmount(change.amount)
      const current = settings.get(`${change.kind}.${change.period}`) ?? { amount: null }
      let next: LimitSetting
      if (actor.operatorId === null) {
        next = changeLimit(current, requested, now)
      } else {
        if (!isTighter(requested, limitInForce(current, now).amount)) {
          throw new AppError('LIMIT_NOT_TIGHTER', 422, { field: `${change.kind}.${change.period}` })
        }
        next = { amount: requested }
      }
      const written: LimitRow = {
        user_id: String(userId),
        kind: change.kind,
        period: change.period,
        amount: next.amount === null ? null : String(next.amount),
        pending_amount: next.pending?.amount == null ? null : String(next.pending.amount),
        pending_effective_at: next.pending?.effectiveAt ?? null,
        updated_at: now,
      }
      await upsertLimit(trx, written)
      settings.set(`${change.kind}.${change.period}`, next)
      const details = {
        kind: change.kind,
        period: change.period,
        requested: change.amount,
        in_force: written.amount === null ? null : toDecimalString(money(BigInt(written.amount))),
        pending_effective_at: written.pending_effective_at?.toISOString() ?? null,
      }
      await insertProtectionEvent(
        trx,
        { userId, operatorId: actor.operatorId, action: 'limit_changed', details },
        now,
      )
      if (actor.operatorId !== null) {
        await recordOperatorAction(
          trx,
          {
            operatorId: actor.operatorId,
            action: 'tighten_player_limit',
            target: String(userId),
            reason: actor.reason,
            details,
            before: limitSnapshot(change, current),
            after: limitSnapshot(change, next),
          },
          now,
        )
      }
    }
  })
}

/** One limit as the audit log keeps it, e.g. { kind: 'deposit', period: 'day', amount: '100', pending_amount: null, ... }. */
function limitSnapshot(limit: { kind: string; period: string }, setting: LimitSetting) {
  const decimal = (amount: Money | null | undefined) => (amount == null ? null : toDecimalString(amount))
  return {
    kind: limit.kind,
    period: limit.period,
    amount: decimal(setting.amount),
    pending_amount: decimal(setting.pending?.amount),
    pending_effective_at: setting.pending?.effectiveAt.toISOString() ?? null,
  }
}

function parseLimitAmount(text: string): Money {
  const parsed = parseMoney(text)
  if (!parsed.ok || parsed.value < 0n) throw new AppError('INVALID_AMOUNT', 400, { field: 'amount' })
  return parsed.value
}

/**
 * Starts a break (time-out or self-exclusion) at once. A break can be lengthened but never
 * shortened, by the player or anyone (422 BREAK_CANNOT_SHORTEN); the player's open game sessions
 * end with it, so providers can settle rounds but open none. Run it in a transaction.
 */
export async function takeBreak(
  trx: Db,
  userId: number,
  kind: BlockKind,
  duration: TimeOutDuration | SelfExclusionDuration,
  now: Date,
): Promise<void> {
  const row = await lockNewProtection(trx, userId, now)
  const next = lengthenBlock(blockOf(row), { kind, until: blockEnd(duration, now) }, now)
  if (!next) throw new AppError('BREAK_CANNOT_SHORTEN', 422, { field: 'duration' })
  const current = blockOf(row)
  const startedAt = isBlocked(current, now) ? current.startedAt : now
  await updateBlock(trx, userId, { kind: next.kind, startedAt, until: next.until })
  await insertProtectionEvent(
    trx,
    {
      userId,
      operatorId: null,
      action: kind === 'time_out' ? 'time_out_taken' : 'self_exclusion_taken',
      details: { duration, until: next.until?.toISOString() ?? null },
    },
    now,
  )
  await expireGameSessions(trx, userId, now)
}

// Reality check

/** The reality check's interval and the figures of the sign-in the call comes from. */
export async function realityCheck(
  db: Db,
  player: { userId: number; sessionId: string },
  now: Date,
): Promise<RealityCheck> {
  const [minutes, startedAt] = await Promise.all([
    selectRealityCheck(db, player.userId),
    selectSignInStart(db, player.sessionId),
  ])
  const since = startedAt ?? now
  const play = await selectPlaySince(db, player.userId, since)
  return {
    interval_minutes: minutes as RealityCheckMinutes | null,
    session_started_at: since.toISOString(),
    now: now.toISOString(),
    wagered: toDecimalString(money(play.wagered)),
    net_result: toDecimalString(money(play.net)),
  }
}

export async function setRealityCheck(
  db: Db,
  userId: number,
  minutes: RealityCheckMinutes | null,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await upsertRealityCheck(trx, userId, minutes, now)
    await insertProtectionEvent(
      trx,
      { userId, operatorId: null, action: 'reality_check_set', details: { interval_minutes: minutes } },
      now,
    )
  })
}
