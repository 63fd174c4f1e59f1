import { callbackSignature, type Money, money, parseMoney, toDecimalString } from '@app/domain'
import { z } from 'zod'
import type { Clock } from '../../../clock/clock'
import type { Db } from '../../../db/database'
import type { App } from '../../../http/types'
import { gameSessionPlayer } from '../../../modules/casino/game-sessions'
import {
  applySeamlessCall,
  applySeamlessRound,
  type SeamlessReply,
} from '../../../modules/casino/seamless-wallet.service'
import { playerCash } from '../../../modules/ledger/ledger.service'
import type { Bus } from '../../../realtime/bus'
import { sameText } from '../same-text'

export type TadaWalletRoutesOptions = {
  db: Db
  clock: Clock
  bus: Bus
  /** tada, or a provider speaking its dialect (noah): its wallet lives at /wallet/{family}. */
  family: 'tada' | 'noah'
  agentKey: string
}
const CURRENCY = 'USDT'

/** tada's error codes. */
const TADA_ERRORS = {
  insufficientBalance: { errorCode: 2, message: 'Not enough balance' },
  invalidParameter: { errorCode: 3, message: 'Invalid parameter' },
  tokenExpired: { errorCode: 4, message: 'Token expired' },
  other: { errorCode: 5, message: 'Other error' },
} as const

/** An amount as tada sends it: a JSON number or a decimal string, read exactly either way. */
const ZAmount = z.union([z.number().nonnegative(), z.string()]).transform((value, context): Money => {
  const parsed = parseMoney(String(value))
  if (!parsed.ok || parsed.value < 0n) {
    context.addIssue({ code: 'custom', message: 'a non-negative amount with at most 6 decimals' })
    return z.NEVER
  }
  return parsed.value
})
/** A round or transaction id: tada's exceed 2^53, so they are read from the text, never as numbers. */
const ZId = z.union([z.string().regex(/^[\w:-]{1,100}$/), z.number().int().nonnegative()]).transform(String)

const ZAuth = z.object({ reqId: z.string().max(100), token: z.string().min(1).max(200) })
const ZBet = ZAuth.extend({
  game: z.string().regex(/^[a-z0-9-]{1,64}$/),
  round: ZId,
  betAmount: ZAmount,
  winloseAmount: ZAmount,
  currency: z.literal(CURRENCY),
  isResend: z.boolean().default(false),
})
const ZCancelBet = ZAuth.extend({ round: ZId })

/** Integer literals too long for a double become strings before the body is parsed. */
const quoteBigIntegers = (body: string) => body.replace(/(:\s*)(\d{16,})(?=\s*[,}\]])/g, '$1"$2"')

/**
 * The seamless wallet in tada's dialect: `auth`, `bet` (a round's bet and win in one call, keyed
 * by the round) and `cancelBet` (sent until answered; it may come before its bet). Each body is
 * signed with the agent key in the `x-signature` header and checked before anything is read.
 */
export async function tadaWalletRoutes(app: App, options: TadaWalletRoutesOptions) {
  const { db, clock, bus, family: PROVIDER } = options
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 16_384 },
    (_request, body, done) => done(null, String(body)),
  )
  const read = <T extends z.ZodType>(
    request: { body: unknown; headers: Record<string, unknown> },
    schema: T,
  ) => {
    const body = typeof request.body === 'string' ? request.body : ''
    const signature = request.headers['x-signature']
    if (typeof signature !== 'string' || !sameText(signature, callbackSignature(body, options.agentKey))) {
      return undefined
    }
    try {
      const parsed = schema.safeParse(JSON.parse(quoteBigIntegers(body)))
      return parsed.success ? (parsed.data as z.infer<T>) : undefined
    } catch {
      return undefined
    }
  }
  const answer = (userId: number, balance: bigint) => ({
    errorCode: 0,
    message: '',
    username: String(userId),
    currency: CURRENCY,
    balance: toDecimalString(money(balance)),
  })
  const replyTo = async (userId: number, reply: SeamlessReply) => {
    if (reply.status === 'refused') {
      return reply.reason === 'INSUFFICIENT_BALANCE' ? TADA_ERRORS.insufficientBalance : TADA_ERRORS.other
    }
    await bus.publish({
      topic: 'balance',
      userId,
      data: { type: 'balanceChanged', score: toDecimalString(money(BigInt(reply.balance))) },
    })
    return answer(userId, BigInt(reply.balance))
  }
  const schema = (summary: string) => ({ summary, tags: ['game providers'] })

  app.post(
    `/wallet/${PROVIDER}/auth`,
    { schema: schema(`${PROVIDER}: who a launch token belongs to`) },
    async (request) => {
      const call = read(request, ZAuth)
      if (!call) return TADA_ERRORS.invalidParameter
      const player = await gameSessionPlayer(db, PROVIDER, call.token, clock.now())
      if (!player) return TADA_ERRORS.tokenExpired
      return answer(player.userId, await playerCash(db, player.userId))
    },
  )

  app.post(
    `/wallet/${PROVIDER}/bet`,
    { schema: schema(`${PROVIDER}: a round's bet and win, applied once per round`) },
    async (request) => {
      const call = read(request, ZBet)
      if (!call) return TADA_ERRORS.invalidParameter
      const player = await gameSessionPlayer(db, PROVIDER, call.token, clock.now(), call.isResend)
      if (!player) return TADA_ERRORS.tokenExpired
      const reply = await applySeamlessRound(
        db,
        {
          provider: PROVIDER,
          transactionId: call.round,
          userId: player.userId,
          roundId: call.round,
          gameCode: call.game,
          stake: call.betAmount,
          win: call.winloseAmount,
        },
        clock.now(),
      )
      return replyTo(player.userId, reply)
    },
  )

  app.post(
    `/wallet/${PROVIDER}/cancelBet`,
    { schema: schema(`${PROVIDER}: cancel a round's bet, before or after it arrived, refunded once`) },
    async (request) => {
      const call = read(request, ZCancelBet)
      if (!call) return TADA_ERRORS.invalidParameter
      const player = await gameSessionPlayer(db, PROVIDER, call.token, clock.now(), true)
      if (!player) return TADA_ERRORS.tokenExpired
      const reply = await applySeamlessCall(
        db,
        {
          kind: 'cancel',
          provider: PROVIDER,
          transactionId: `cancel:${call.round}`,
          userId: player.userId,
          cancels: call.round,
        },
        clock.now(),
      )
      return replyTo(player.userId, reply)
    },
  )
}
