import { money, parseMoney, toDecimalString } from '@app/domain'
import { z } from 'zod'
import type { Clock } from '../../../clock/clock'
import type { Db } from '../../../db/database'
import type { App } from '../../../http/types'
import { gameSessionPlayer } from '../../../modules/casino/game-sessions'
import { applySeamlessRound, type SeamlessReply } from '../../../modules/casino/seamless-wallet.service'
import { playerCash } from '../../../modules/ledger/ledger.service'
import type { Bus } from '../../../realtime/bus'
import { sameText } from '../same-text'

export type PgWalletRoutesOptions = {
  /** pg, or its second account through the third-party aggregator (pg2): its wallet lives at /wallet/{family}. */
  family: 'pg' | 'pg2'
  db: Db
  clock: Clock
  bus: Bus
  operatorToken: string
  secretKey: string
}

const CURRENCY = 'USDT'

/** pg's error codes, as its integration guide numbers them. */
const PG_ERRORS = {
  invalidRequest: { code: '1034', message: 'Invalid request' },
  playerNotFound: { code: '3004', message: 'Player does not exist' },
  betCancelled: { code: '3005', message: 'Bet does not exist or was cancelled' },
  insufficientBalance: { code: '3202', message: 'Not enough balance' },
  // A break or a limit of the player's responsible play: refused as a request the wallet will not take.
  playRefused: { code: '1034', message: 'Player may not play now' },
} as const

const REFUSALS = {
  INSUFFICIENT_BALANCE: PG_ERRORS.insufficientBalance,
  BET_CANCELLED: PG_ERRORS.betCancelled,
  PLAY_REFUSED: PG_ERRORS.playRefused,
} as const

const ZSigned = z.object({ operator_token: z.string(), secret_key: z.string() })
const ZVerifySession = ZSigned.extend({ operator_player_session: z.string().min(1).max(200) })
const ZCashGet = ZVerifySession.extend({ player_name: z.string().regex(/^\d{1,18}$/) })
const ZDecimal = z.string().regex(/^\d{1,12}(\.\d{1,6})?$/)
const ZTransferInOut = ZCashGet.extend({
  game_id: z.string().regex(/^[a-z0-9-]{1,64}$/),
  parent_bet_id: z.string().regex(/^[\w-]{1,64}$/),
  transaction_id: z.string().regex(/^[\w:-]{1,100}$/),
  currency_code: z.literal(CURRENCY),
  bet_amount: ZDecimal,
  win_amount: ZDecimal,
  create_time: z.string().regex(/^\d{1,15}$/),
  is_adjustment: z.enum(['True', 'False']).default('False'),
})

const failure = (error: { code: string; message: string }) => ({ data: null, error })

/** The seamless wallet in pg's dialect: every reply is HTTP 200 with `{data, error}`. */
export async function pgWalletRoutes(app: App, options: PgWalletRoutesOptions) {
  const { db, clock, bus, family: PROVIDER } = options
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16_384 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  )
  const isSigned = (form: z.infer<typeof ZSigned>) =>
    sameText(form.operator_token, options.operatorToken) && sameText(form.secret_key, options.secretKey)
  const balanceData = (micro: bigint, updatedTime: number) => ({
    currency_code: CURRENCY,
    balance_amount: toDecimalString(money(micro)),
    updated_time: updatedTime,
  })
  const schema = (summary: string) => ({ summary, tags: ['game providers'] })

  app.post(
    `/wallet/${PROVIDER}/VerifySession`,
    { schema: schema(`${PROVIDER}: who a launch session belongs to`) },
    async (request) => {
      const form = ZVerifySession.safeParse(request.body)
      if (!form.success || !isSigned(form.data)) return failure(PG_ERRORS.invalidRequest)
      const player = await gameSessionPlayer(db, PROVIDER, form.data.operator_player_session, clock.now())
      if (!player) return failure(PG_ERRORS.playerNotFound)
      const name = String(player.userId)
      return { data: { player_name: name, nickname: name, currency: CURRENCY }, error: null }
    },
  )

  app.post(
    `/wallet/${PROVIDER}/Cash/Get`,
    { schema: schema(`${PROVIDER}: the player's balance`) },
    async (request) => {
      const form = ZCashGet.safeParse(request.body)
      if (!form.success || !isSigned(form.data)) return failure(PG_ERRORS.invalidRequest)
      const player = await gameSessionPlayer(db, PROVIDER, form.data.operator_player_session, clock.now())
      if (!player || String(player.userId) !== form.data.player_name) return failure(PG_ERRORS.playerNotFound)
      return { data: balanceData(await playerCash(db, player.userId), clock.now().getTime()), error: null }
    },
  )

  app.post(
    `/wallet/${PROVIDER}/Cash/TransferInOut`,
    { schema: schema(`${PROVIDER}: a round's bet and win, applied once under its transaction id`) },
    async (request) => {
      const form = ZTransferInOut.safeParse(request.body)
      if (!form.success || !isSigned(form.data)) return failure(PG_ERRORS.invalidRequest)
      const call = form.data
      // A re-sent round may come after its launch session expired; a new one may not.
      const player = await gameSessionPlayer(
        db,
        PROVIDER,
        call.operator_player_session,
        clock.now(),
        call.is_adjustment === 'True',
      )
      if (!player || String(player.userId) !== call.player_name) return failure(PG_ERRORS.playerNotFound)
      const stake = parseMoney(call.bet_amount)
      const win = parseMoney(call.win_amount)
      if (!stake.ok || !win.ok) return failure(PG_ERRORS.invalidRequest)
      const reply: SeamlessReply = await applySeamlessRound(
        db,
        {
          provider: PROVIDER,
          transactionId: call.transaction_id,
          userId: player.userId,
          roundId: call.parent_bet_id,
          gameCode: call.game_id,
          stake: stake.value,
          win: win.value,
        },
        clock.now(),
      )
      if (reply.status === 'refused') {
        return failure(REFUSALS[reply.reason])
      }
      await bus.publish({
        topic: 'balance',
        userId: player.userId,
        data: { type: 'balanceChanged', score: toDecimalString(money(BigInt(reply.balance))) },
      })
      // The round's own time, not ours, so that a duplicate's reply is the first reply exactly.
      return { data: balanceData(BigInt(reply.balance), Number(call.create_time)), error: null }
    },
  )
}
