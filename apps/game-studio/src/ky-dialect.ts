import { kyOpenParam, kyRequestKey, parseMoney } from '@app/domain'
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { z } from 'zod'
import { studioGame } from './catalogue'
import type { StudioSession } from './operator-wallet'
import type { StudioDatabase } from './schema'
import { moveMoney, type TransferReplyFault, walletBalance, withholdReply } from './studio-wallets'

/** The agent credentials the studio gave the operator for the ky dialect. */
export type KyAgent = { agent: string; cipherKey: string; md5Key: string }

/** ky's answer codes: 0 success; others as its guide numbers them. */
const KY = { ok: 0, badKey: 5, badParam: 6, insufficient: 38, gameNotFound: 13 } as const
/** An order's state in ky's order query: success, failed, in progress, or no such order. */
export const KY_ORDER_STATUS = { success: 0, failed: 2, processing: 3, notFound: -1 } as const

const REQUEST_MAX_AGE_MS = 5 * 60 * 1000

const ZEnvelope = z.object({
  agent: z.string(),
  timestamp: z.string().regex(/^\d{13}$/),
  param: z.string().max(4000),
  key: z.string().regex(/^[0-9a-f]{32}$/),
})
const ZAccount = z.string().regex(/^[\w-]{1,64}$/)
const ZOrderId = z.string().regex(/^[\w-]{1,100}$/)
const ZMoney = z.string().regex(/^\d{1,12}(\.\d{1,6})?$/)
const ZCall = z.discriminatedUnion('s', [
  z.object({
    s: z.literal('0'),
    account: ZAccount,
    KindID: z.string(),
    lang: z.string().max(10).default('en'),
  }),
  z.object({ s: z.literal('1'), account: ZAccount }),
  z.object({ s: z.enum(['2', '3']), account: ZAccount, money: ZMoney, orderid: ZOrderId }),
  z.object({ s: z.literal('4'), orderid: ZOrderId }),
])

export type KyDependencies = {
  db: Kysely<StudioDatabase>
  agent: () => KyAgent
  now: () => Date
  openSession: (session: Omit<StudioSession, 'token' | 'created_at' | 'expires_at'>) => Promise<StudioSession>
  base: string
  /** A fault to stage, outside production: a transfer made and its answer withheld. */
  transferReplyFault: () => TransferReplyFault
}

/**
 * The provider's side of ky's transfer wallet: one endpoint, /channelHandle, whose `param` is the
 * call sealed with the agent's cipher key and whose `key` signs agent and timestamp. The players'
 * money sits here between a transfer in and a transfer out; each order id moves money once.
 */
export function kyRoutes(app: FastifyInstance, deps: KyDependencies) {
  const { db, now } = deps
  const answer = (s: string, d: Record<string, unknown>) => ({ s: 100 + Number(s), m: '/channelHandle', d })

  app.get('/ky/channelHandle', async (request, reply) => {
    const envelope = ZEnvelope.safeParse(request.query)
    const agent = deps.agent()
    if (!envelope.success) return answer('0', { code: KY.badParam })
    const { timestamp, key, param } = envelope.data
    const isFresh = Math.abs(now().getTime() - Number(timestamp)) < REQUEST_MAX_AGE_MS
    if (
      envelope.data.agent !== agent.agent ||
      key !== kyRequestKey(agent.agent, timestamp, agent.md5Key) ||
      !isFresh
    ) {
      return answer('0', { code: KY.badKey })
    }
    const opened = kyOpenParam(param, agent.cipherKey)
    const call = ZCall.safeParse(Object.fromEntries(new URLSearchParams(opened ?? '')))
    if (!call.success) return answer('0', { code: KY.badParam })
    const c = call.data
    if (c.s === '0') {
      if (!studioGame(c.KindID, 'ky')) return answer(c.s, { code: KY.gameNotFound })
      const session = await deps.openSession({
        family: 'ky',
        game_code: c.KindID,
        player: c.account,
        operator_session: '',
        language: c.lang,
        currency: 'USDT',
      })
      return answer(c.s, { code: KY.ok, url: `${deps.base}/play/${session.token}` })
    }
    if (c.s === '1') {
      return answer(c.s, {
        code: KY.ok,
        account: c.account,
        totalMoney: await walletBalance(db, 'ky', c.account),
      })
    }
    if (c.s === '4') {
      const order = await db
        .selectFrom('studio_transfers')
        .select('order_id')
        .where('family', '=', 'ky')
        .where('order_id', '=', c.orderid)
        .executeTakeFirst()
      return answer(c.s, { code: KY.ok, status: order ? KY_ORDER_STATUS.success : KY_ORDER_STATUS.notFound })
    }
    const parsed = parseMoney(c.money)
    if (!parsed.ok || parsed.value <= 0n) return answer(c.s, { code: KY.badParam })
    const delta = c.s === '2' ? parsed.value : -parsed.value
    const moved = await moveMoney(db, { family: 'ky', player: c.account, orderId: c.orderid, delta }, now())
    if (moved === 'insufficient') return answer(c.s, { code: KY.insufficient })
    // A staged fault: the money has moved here, and the operator does not hear of it.
    if (withholdReply(reply, deps.transferReplyFault())) return
    return answer(c.s, { code: KY.ok, money: await walletBalance(db, 'ky', c.account) })
  })
}
