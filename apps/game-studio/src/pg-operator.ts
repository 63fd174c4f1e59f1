import { money, toDecimalString } from '@app/domain'
import { z } from 'zod'
import type { OperatorWallet, Settlement } from './operator-wallet'

/**
 * The studio's side of the pg seamless wallet: it asks the operator who a launch's session belongs
 * to, what the player holds, and moves each round's bet and win in one Cash/TransferInOut call,
 * form-encoded and signed with the operator token and secret key, as the pg dialect does.
 */

export type PgOperator = { walletUrl: string; operatorToken: string; secretKey: string; timeoutMs: number }

const ZPgError = z.object({ code: z.string(), message: z.string() })
const ZPgReply = <T extends z.ZodType>(data: T) =>
  z.object({ data: data.nullable(), error: ZPgError.nullable() })

const ZPlayer = z.object({ player_name: z.string().min(1), nickname: z.string(), currency: z.string() })
const ZBalance = z.object({ currency_code: z.string(), balance_amount: z.string(), updated_time: z.number() })

/** An answer the operator gave (data or a coded error), or no answer at all. */
export type OperatorAnswer<T> =
  | { kind: 'data'; data: T }
  | { kind: 'error'; code: string; message: string }
  | { kind: 'noAnswer'; reason: string }

/** pg's code for a bet the player's balance cannot cover. */
export const PG_INSUFFICIENT_BALANCE = '3202'

async function post<T>(
  operator: PgOperator,
  path: string,
  fields: Record<string, string>,
  data: z.ZodType<T>,
): Promise<OperatorAnswer<T>> {
  const body = new URLSearchParams({
    operator_token: operator.operatorToken,
    secret_key: operator.secretKey,
    ...fields,
  })
  let response: Response
  try {
    response = await fetch(`${operator.walletUrl}/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
      signal: AbortSignal.timeout(operator.timeoutMs),
    })
  } catch (error) {
    return { kind: 'noAnswer', reason: error instanceof Error ? error.name : 'fetch failed' }
  }
  if (response.status !== 200) return { kind: 'noAnswer', reason: `HTTP ${response.status}` }
  const parsed = ZPgReply(data).safeParse(await response.json().catch(() => null))
  if (!parsed.success) return { kind: 'noAnswer', reason: 'unreadable reply' }
  if (parsed.data.error) return { kind: 'error', ...parsed.data.error }
  if (parsed.data.data === null) return { kind: 'noAnswer', reason: 'empty reply' }
  return { kind: 'data', data: parsed.data.data as T }
}

export function verifySession(operator: PgOperator, operatorSession: string, gameCode: string) {
  return post(
    operator,
    'VerifySession',
    { operator_player_session: operatorSession, game_id: gameCode },
    ZPlayer,
  )
}

export function getBalance(operator: PgOperator, operatorSession: string, playerName: string) {
  return post(
    operator,
    'Cash/Get',
    { operator_player_session: operatorSession, player_name: playerName },
    ZBalance,
  )
}

export type TransferInOut = {
  operatorSession: string
  playerName: string
  gameCode: string
  roundId: string
  currency: string
  betAmount: string
  winAmount: string
  transferAmount: string
  createdAt: Date
  isResend: boolean
}

export function transferInOut(operator: PgOperator, call: TransferInOut) {
  return post(
    operator,
    'Cash/TransferInOut',
    {
      operator_player_session: call.operatorSession,
      player_name: call.playerName,
      game_id: call.gameCode,
      parent_bet_id: call.roundId,
      bet_id: call.roundId,
      currency_code: call.currency,
      bet_amount: call.betAmount,
      win_amount: call.winAmount,
      transfer_amount: call.transferAmount,
      transaction_id: `${call.roundId}-1`,
      wallet_type: 'C',
      bet_type: '1',
      platform: 'web',
      create_time: String(call.createdAt.getTime()),
      updated_time: String(Date.now()),
      is_validate_bet: 'False',
      is_adjustment: call.isResend ? 'True' : 'False',
      is_end_round: 'True',
      is_feature_buy: 'False',
    },
    ZBalance,
  )
}

/** The operator's wallet in the pg dialect: one TransferInOut per round. */
export function pgWallet(operator: () => PgOperator): OperatorWallet {
  return {
    async balance(session) {
      const answer = await getBalance(operator(), session.operator_session, session.player)
      return answer.kind === 'data' ? answer.data.balance_amount : null
    },
    async settle(session, round, isResend): Promise<Settlement> {
      const stake = BigInt(round.stake)
      const win = BigInt(round.win)
      const answer = await transferInOut(operator(), {
        operatorSession: session.operator_session,
        playerName: session.player,
        gameCode: round.game_code,
        roundId: round.id,
        currency: session.currency,
        betAmount: toDecimalString(money(stake)),
        winAmount: toDecimalString(money(win)),
        transferAmount: toDecimalString(money(win - stake)),
        createdAt: round.created_at,
        isResend,
      })
      if (answer.kind === 'data') return { status: 'settled', balance: answer.data.balance_amount }
      if (answer.kind === 'noAnswer') return { status: 'pending' }
      return {
        status: 'refused',
        reason: answer.code === PG_INSUFFICIENT_BALANCE ? 'INSUFFICIENT_BALANCE' : 'REFUSED',
      }
    },
  }
}
