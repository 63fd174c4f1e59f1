import { callbackSignature, parseMoney } from '@app/domain'
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { z } from 'zod'
import { studioGame } from './catalogue'
import type { StudioSession } from './operator-wallet'
import type { StudioDatabase } from './schema'
import { moveMoney, type TransferReplyFault, walletBalance, withholdReply } from './studio-wallets'

/** The merchant credentials the studio gave the operator for the ng dialect. */
export type NgMerchant = { sn: string; secret: string }

/** The platforms (plat_type) the studio's ng side offers, each a wallet of its own. */
export const NG_PLATFORMS = ['studio'] as const

/** ng's answer codes. */
const NG = { ok: 10000, badSign: 10001, insufficient: 10002, badParam: 10003, noGame: 10004 } as const
/** An order's state in ng's transferStatus. */
export const NG_ORDER_STATUS = { done: 1, failed: 0, processing: 2, notFound: -1 } as const

const ZUsername = z.string().regex(/^[\w-]{1,64}$/)
const ZPlatType = z.enum(NG_PLATFORMS)
const ZCalls = {
  gameUrl: z.object({
    username: ZUsername,
    plat_type: ZPlatType,
    game_code: z.string(),
    lang: z.string().max(10),
  }),
  balance: z.object({ username: ZUsername, plat_type: ZPlatType }),
  transfer: z.object({
    username: ZUsername,
    plat_type: ZPlatType,
    money: z.string().regex(/^\d{1,12}(\.\d{1,6})?$/),
    currency: z.literal('USDT'),
    type: z.union([z.literal(1), z.literal(2)]),
    client_transfer_id: z.string().regex(/^[\w-]{1,100}$/),
  }),
  transferStatus: z.object({ client_transfer_id: z.string().regex(/^[\w-]{1,100}$/) }),
}
type Action = keyof typeof ZCalls

export type NgDependencies = {
  db: Kysely<StudioDatabase>
  merchant: () => NgMerchant
  now: () => Date
  openSession: (session: Omit<StudioSession, 'token' | 'created_at' | 'expires_at'>) => Promise<StudioSession>
  base: string
  transferReplyFault: () => TransferReplyFault
}

/** A player's wallet on one platform: the studio keeps one per (username, plat_type). */
const walletOwner = (username: string, platType: string) => `${username}@${platType}`

/**
 * The provider's side of ng's transfer wallet: POST /ng/api/server/{action} with a JSON body
 * naming the merchant (`sn`), signed with the merchant secret (HMAC-SHA256 of the body in
 * `x-sign`). Answers are `{code, msg, data}`, code 10000 for success.
 */
export function ngRoutes(app: FastifyInstance, deps: NgDependencies) {
  const { db, now } = deps
  const reply = (code: number, data: Record<string, unknown> | null = null) => ({ code, msg: '', data })

  app.post('/ng/api/server/:action', async (request, response) => {
    const { action } = request.params as { action: string }
    const raw = typeof request.body === 'string' ? request.body : ''
    const merchant = deps.merchant()
    const sign = request.headers['x-sign']
    if (typeof sign !== 'string' || sign !== callbackSignature(raw, merchant.secret)) return reply(NG.badSign)
    if (!Object.hasOwn(ZCalls, action)) return reply(NG.badParam)
    let body: unknown
    try {
      body = JSON.parse(raw)
    } catch {
      return reply(NG.badParam)
    }
    if ((body as { sn?: unknown } | null)?.sn !== merchant.sn) return reply(NG.badSign)
    const name = action as Action
    if (name === 'gameUrl') {
      const call = ZCalls.gameUrl.safeParse(body)
      if (!call.success) return reply(NG.badParam)
      if (!studioGame(call.data.game_code, 'ng')) return reply(NG.noGame)
      const session = await deps.openSession({
        family: 'ng',
        game_code: call.data.game_code,
        player: walletOwner(call.data.username, call.data.plat_type),
        operator_session: '',
        language: call.data.lang,
        currency: 'USDT',
      })
      return reply(NG.ok, { url: `${deps.base}/play/${session.token}` })
    }
    if (name === 'balance') {
      const call = ZCalls.balance.safeParse(body)
      if (!call.success) return reply(NG.badParam)
      const owner = walletOwner(call.data.username, call.data.plat_type)
      return reply(NG.ok, { balance: await walletBalance(db, 'ng', owner), currency: 'USDT' })
    }
    if (name === 'transferStatus') {
      const call = ZCalls.transferStatus.safeParse(body)
      if (!call.success) return reply(NG.badParam)
      const order = await db
        .selectFrom('studio_transfers')
        .select('order_id')
        .where('family', '=', 'ng')
        .where('order_id', '=', call.data.client_transfer_id)
        .executeTakeFirst()
      return reply(NG.ok, { status: order ? NG_ORDER_STATUS.done : NG_ORDER_STATUS.notFound })
    }
    const call = ZCalls.transfer.safeParse(body)
    if (!call.success) return reply(NG.badParam)
    const parsed = parseMoney(call.data.money)
    if (!parsed.ok || parsed.value <= 0n) return reply(NG.badParam)
    const owner = walletOwner(call.data.username, call.data.plat_type)
    const delta = call.data.type === 1 ? parsed.value : -parsed.value
    const moved = await moveMoney(
      db,
      { family: 'ng', player: owner, orderId: call.data.client_transfer_id, delta },
      now(),
    )
    if (moved === 'insufficient') return reply(NG.insufficient)
    // A staged fault: the money has moved here, and the operator does not hear of it.
    if (withholdReply(response, deps.transferReplyFault())) return
    return reply(NG.ok, { balance: await walletBalance(db, 'ng', owner) })
  })
}
