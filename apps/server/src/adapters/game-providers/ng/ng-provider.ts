import { callbackSignature, type Money, parseMoney, toDecimalString } from '@app/domain'
import { z } from 'zod'
import type { OrderStatus, TransferGameProvider, TransferOrder, TransferOutcome } from '../game-provider'

export type NgSettings = {
  baseUrl: () => string
  /** The merchant code ng gave the operator. */
  sn: string
  secret: string
  /** The platforms (plat_type) this operator offers its players. */
  platforms: readonly string[]
  timeoutMs: number
}

const ZAnswer = z.object({
  code: z.number().int(),
  msg: z.string(),
  data: z
    .object({
      url: z.string().optional(),
      balance: z.union([z.string(), z.number()]).optional(),
      status: z.number().int().optional(),
    })
    .loose()
    .nullable(),
})
type Answer = z.infer<typeof ZAnswer>

/** ng's success code, and its transferStatus states. */
const OK = 10000
const STATUS = { done: 1, failed: 0, processing: 2, notFound: -1 } as const

/**
 * The ng dialect, an aggregator of several platforms: POST /ng/api/server/{action} with a JSON
 * body naming our merchant code (`sn`), signed with the merchant secret (HMAC-SHA256 of the body
 * in `x-sign`). Each wallet is the player's on one platform (`plat_type`); transfers carry our
 * order id as `client_transfer_id` and the currency.
 */
export function createNgProvider(settings: NgSettings): TransferGameProvider {
  async function call(action: string, payload: Record<string, unknown>): Promise<Answer | undefined> {
    const body = JSON.stringify({ sn: settings.sn, ...payload })
    try {
      const response = await fetch(`${settings.baseUrl()}/ng/api/server/${action}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-sign': callbackSignature(body, settings.secret) },
        body,
        signal: AbortSignal.timeout(settings.timeoutMs),
      })
      if (response.status !== 200) return undefined
      const parsed = ZAnswer.safeParse(await response.json().catch(() => null))
      return parsed.success ? parsed.data : undefined
    } catch {
      return undefined
    }
  }

  return {
    family: 'ng',
    platforms: settings.platforms,
    async launch({ gameCode, account, platform, language }) {
      const answer = await call('gameUrl', {
        username: account,
        plat_type: platform,
        game_code: gameCode,
        lang: language,
      })
      if (!answer) return { ok: false, reason: 'no answer' }
      if (answer.code !== OK || !answer.data?.url) return { ok: false, reason: `ng ${answer.code}` }
      return { ok: true, launch: { type: 'url', url: answer.data.url } }
    },
    async balance({ account, platform }): Promise<Money | undefined> {
      const answer = await call('balance', { username: account, plat_type: platform })
      if (answer?.code !== OK || answer.data?.balance === undefined) return undefined
      const parsed = parseMoney(String(answer.data.balance))
      return parsed.ok ? parsed.value : undefined
    },
    async transfer(order: TransferOrder): Promise<TransferOutcome> {
      const answer = await call('transfer', {
        username: order.account,
        plat_type: order.platform,
        money: toDecimalString(order.amount),
        currency: 'USDT',
        type: order.direction === 'in' ? 1 : 2,
        client_transfer_id: order.orderId,
      })
      if (!answer) return 'unknown'
      return answer.code === OK ? 'ok' : 'failed'
    },
    async orderStatus(orderId): Promise<OrderStatus> {
      const answer = await call('transferStatus', { client_transfer_id: orderId })
      if (answer?.code !== OK || answer.data?.status === undefined) return 'unknown'
      if (answer.data.status === STATUS.done) return 'ok'
      if (answer.data.status === STATUS.failed) return 'failed'
      if (answer.data.status === STATUS.notFound) return 'notFound'
      return answer.data.status === STATUS.processing ? 'processing' : 'unknown'
    },
  }
}
