import { randomUUID } from 'node:crypto'
import { callbackSignature, money, toDecimalString } from '@app/domain'
import { z } from 'zod'
import type { OperatorWallet, RoundToSettle, Settlement, StudioSession } from './operator-wallet'

/**
 * The studio's side of the tada seamless wallet: `auth` names the player behind a launch token,
 * `bet` takes a round's bet and win together, keyed by the round. Each call's JSON body is signed
 * with the agent key (HMAC-SHA256 in the `x-signature` header).
 */

export type TadaOperator = {
  walletUrl: string
  agentId: string
  agentKey: string
  timeoutMs: number
}

/** tada's error codes: 0 success, 2 not enough balance, 3 invalid parameter, 4 token expired, 5 other. */
export const TADA_INSUFFICIENT_BALANCE = 2

const ZTadaAnswer = z.object({
  errorCode: z.number().int(),
  message: z.string(),
  username: z.string().optional(),
  currency: z.string().optional(),
  balance: z.union([z.number(), z.string()]).optional(),
})
type TadaAnswer = z.infer<typeof ZTadaAnswer>

async function post(
  operator: TadaOperator,
  path: string,
  payload: Record<string, unknown>,
): Promise<TadaAnswer | undefined> {
  const body = JSON.stringify({ reqId: randomUUID(), ...payload })
  try {
    const response = await fetch(`${operator.walletUrl}/${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-signature': callbackSignature(body, operator.agentKey),
      },
      body,
      signal: AbortSignal.timeout(operator.timeoutMs),
    })
    if (response.status !== 200) return undefined
    const parsed = ZTadaAnswer.safeParse(await response.json().catch(() => null))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}

/** The player a launch token names, or undefined when the operator does not know it. */
export async function tadaAuth(operator: TadaOperator, token: string) {
  const answer = await post(operator, 'auth', { token })
  if (answer?.errorCode !== 0 || !answer.username) return undefined
  return { player: answer.username, currency: answer.currency ?? 'USDT' }
}

/** Cancels a round at the operator's wallet: its bet back, its win taken back, once. */
export async function cancelRound(operator: TadaOperator, session: StudioSession, round: RoundToSettle) {
  return post(operator, 'cancelBet', { token: session.operator_session, round: round.id })
}

/** The operator's wallet in the tada dialect: one `bet` call per round, bet and win together. */
export function tadaWallet(operator: () => TadaOperator): OperatorWallet {
  return {
    async balance(session) {
      const answer = await post(operator(), 'auth', { token: session.operator_session })
      return answer?.errorCode === 0 && answer.balance !== undefined ? String(answer.balance) : null
    },
    async settle(session, round, isResend): Promise<Settlement> {
      const answer = await post(operator(), 'bet', {
        token: session.operator_session,
        userId: session.player,
        currency: session.currency,
        game: round.game_code,
        round: round.id,
        wagersTime: Math.floor(round.created_at.getTime() / 1000),
        betAmount: toDecimalString(money(BigInt(round.stake))),
        winloseAmount: toDecimalString(money(BigInt(round.win))),
        isFreeRound: false,
        isResend,
        platform: 'web',
      })
      if (!answer) return { status: 'pending' }
      if (answer.errorCode === 0) return { status: 'settled', balance: String(answer.balance ?? '') }
      return {
        status: 'refused',
        reason: answer.errorCode === TADA_INSUFFICIENT_BALANCE ? 'INSUFFICIENT_BALANCE' : 'REFUSED',
      }
    },
  }
}
