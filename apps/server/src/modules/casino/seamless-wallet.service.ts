import { type Money, money } from '@app/domain'
import { sql } from 'kysely'
import type { Db } from '../../db/database'
import { AppError } from '../../errors/app-error'
import { type JournalEntry, playerCash, postEntry, walletTransaction } from '../ledger/ledger.service'
import { guardStake } from '../player-protection/player-protection.service'
import {
  claimProviderTransaction,
  markBetCancelled,
  type NewProviderTransaction,
  saveReply,
  selectProviderTransaction,
} from './seamless-wallet.repository'

/**
 * The seamless wallet: a game provider debits and credits the player's balance here, one call per
 * bet, win or cancel, each under the provider's own transaction id. A call moves money at most
 * once whatever the provider repeats, and a repeated call gets the first call's reply word for
 * word, because the provider retries until it has one.
 */

type CallBase = { provider: string; transactionId: string; userId: number }
export type SeamlessCall =
  | (CallBase & { kind: 'bet' | 'win'; roundId: string; gameCode?: string; amount: Money })
  | (CallBase & { kind: 'cancel'; cancels: string })

/** The player's balance after the call, in micro-units, with the refusal's reason when refused. */
export type SeamlessReply =
  | { status: 'ok'; balance: string }
  | {
      status: 'refused'
      /** PLAY_REFUSED: a break or a limit of the player's responsible play. */
      reason: 'INSUFFICIENT_BALANCE' | 'BET_CANCELLED' | 'PLAY_REFUSED'
      balance: string
    }

const referenceOf = (provider: string, transactionId: string) => `${provider}:${transactionId}`

/** The player's cash and the house's, one each way: a bet moves `amount` from player to house. */
function casinoEntry(
  kind: 'casinoBet' | 'casinoPayout',
  userId: number,
  amount: Money,
  reference: string,
): JournalEntry {
  const toHouse = kind === 'casinoBet'
  return {
    kind,
    reference,
    postings: [
      { account: { kind: 'player_cash', userId }, amount: money(toHouse ? -amount : amount) },
      { account: { kind: 'house_cash' }, amount: money(toHouse ? amount : -amount) },
    ],
  }
}

/**
 * Applies one wallet call in one transaction: the call's row, its money and its reply commit
 * together or not at all. A second call under a transaction id already taken gets the stored reply.
 */
export function applySeamlessCall(db: Db, call: SeamlessCall, now: Date): Promise<SeamlessReply> {
  return walletTransaction(db, call.userId, (trx) => applyInTransaction(trx, call, now))
}

/** A round's bet and its win sent in one call, as pg's TransferInOut sends them. */
export type SeamlessRound = CallBase & { roundId: string; gameCode: string; stake: Money; win: Money }

/**
 * Applies a round's bet and win in one transaction: both move or neither. The win is kept under
 * the call's id with ":win" after it, so a duplicate of the call finds both and gets the win's
 * reply, the one the first call got.
 */
export function applySeamlessRound(db: Db, round: SeamlessRound, now: Date): Promise<SeamlessReply> {
  return walletTransaction(db, round.userId, async (trx) => {
    const { stake, win, ...common } = round
    const bet = await applyInTransaction(trx, { ...common, kind: 'bet', amount: stake }, now)
    if (bet.status === 'refused') return bet
    const winId = `${round.transactionId}:win`
    return applyInTransaction(trx, { ...common, kind: 'win', transactionId: winId, amount: win }, now)
  })
}

async function applyInTransaction(trx: Db, call: SeamlessCall, now: Date): Promise<SeamlessReply> {
  const row: NewProviderTransaction = {
    provider: call.provider,
    externalId: call.transactionId,
    kind: call.kind,
    userId: call.userId,
    roundId: call.kind === 'cancel' ? null : call.roundId,
    gameCode: call.kind === 'cancel' ? null : (call.gameCode ?? null),
    amount: call.kind === 'cancel' ? 0n : call.amount,
    cancels: call.kind === 'cancel' ? call.cancels : null,
    reply: null,
    now,
  }
  const claimed = await claimProviderTransaction(trx, row)
  if (claimed === undefined) return storedReply(trx, call)
  const reply =
    call.kind === 'cancel'
      ? await cancelBet(trx, call, now)
      : call.kind === 'bet'
        ? await debitBet(trx, call, now)
        : await creditWin(trx, call, now)
  await saveReply(trx, claimed, reply)
  return reply
}

async function storedReply(db: Db, call: SeamlessCall): Promise<SeamlessReply> {
  const stored = await selectProviderTransaction(db, call.provider, call.transactionId)
  if (!stored?.reply)
    throw new Error(`Provider transaction ${call.provider}:${call.transactionId} has no reply`)
  return stored.reply as SeamlessReply
}

const balanceOf = async (db: Db, userId: number) => String(await playerCash(db, userId))

/**
 * Takes a bet's stake, or refuses it whole when the balance is short or responsible play forbids
 * it (a break, a limit): nothing of it is kept.
 */
async function debitBet(trx: Db, call: CallBase & { amount: Money }, now: Date): Promise<SeamlessReply> {
  // The ledger refuses a posting that would overdraw the player after the entry's row is written;
  // the savepoint takes that row back and keeps the call's own row for its refusal.
  await sql`savepoint casino_bet`.execute(trx)
  try {
    await guardStake(trx, call.userId, call.amount, now)
    // A free round stakes nothing: there is nothing to journal, and a posting is never zero.
    if (call.amount > 0n) {
      await postEntry(
        trx,
        casinoEntry('casinoBet', call.userId, call.amount, referenceOf(call.provider, call.transactionId)),
        now,
      )
    }
  } catch (error) {
    const reason = refusalOf(error)
    if (reason === undefined) throw error
    await sql`rollback to savepoint casino_bet`.execute(trx)
    return { status: 'refused', reason, balance: await balanceOf(trx, call.userId) }
  }
  await sql`release savepoint casino_bet`.execute(trx)
  return { status: 'ok', balance: await balanceOf(trx, call.userId) }
}

const PLAY_REFUSALS: readonly string[] = [
  'TIME_OUT_ACTIVE',
  'SELF_EXCLUDED',
  'LOSS_LIMIT_REACHED',
  'WAGER_LIMIT_REACHED',
]

/** A bet call's refusal for a known reason, or undefined for a failure that is not one. */
function refusalOf(error: unknown): 'INSUFFICIENT_BALANCE' | 'PLAY_REFUSED' | undefined {
  if (!(error instanceof AppError)) return undefined
  if (error.key === 'INSUFFICIENT_BALANCE') return error.key
  return PLAY_REFUSALS.includes(error.key) ? 'PLAY_REFUSED' : undefined
}

async function creditWin(trx: Db, call: CallBase & { amount: Money }, now: Date): Promise<SeamlessReply> {
  if (call.amount > 0n) {
    await postEntry(
      trx,
      casinoEntry('casinoPayout', call.userId, call.amount, referenceOf(call.provider, call.transactionId)),
      now,
    )
  }
  return { status: 'ok', balance: await balanceOf(trx, call.userId) }
}

/**
 * Cancels a bet. A bet not seen yet gets a tombstone under its id, so when it arrives it is refused
 * and moves nothing; a bet already taken is refunded, once, however many cancels name it.
 */
async function cancelBet(trx: Db, call: CallBase & { cancels: string }, now: Date): Promise<SeamlessReply> {
  const balance = await balanceOf(trx, call.userId)
  const tombstone: NewProviderTransaction = {
    provider: call.provider,
    externalId: call.cancels,
    kind: 'tombstone',
    userId: call.userId,
    roundId: null,
    gameCode: null,
    amount: 0n,
    cancels: null,
    reply: { status: 'refused', reason: 'BET_CANCELLED', balance },
    now,
  }
  // A tombstone moves no money: the balance is the one it stored.
  if ((await claimProviderTransaction(trx, tombstone)) !== undefined) return { status: 'ok', balance }
  const bet = await selectProviderTransaction(trx, call.provider, call.cancels)
  const refund = bet && (await markBetCancelled(trx, bet.id, call.transactionId))
  if (refund) {
    // A round sent as one call (bet and win) is cancelled whole: the stake back, the win taken back.
    const win = await selectProviderTransaction(trx, call.provider, `${call.cancels}:win`)
    const returned = money(refund.amount - (win ? BigInt(win.amount) : 0n))
    if (returned !== 0n) {
      await postEntry(
        trx,
        {
          kind: 'casinoRefund',
          reference: referenceOf(call.provider, call.cancels),
          postings: [
            { account: { kind: 'player_cash', userId: refund.userId }, amount: returned },
            { account: { kind: 'house_cash' }, amount: money(-returned) },
          ],
        },
        now,
      )
    }
  }
  return { status: 'ok', balance: await balanceOf(trx, call.userId) }
}
