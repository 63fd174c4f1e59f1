import { kyRequestKey, kySealParam, type Money, parseMoney, toDecimalString } from '@app/domain'
import { z } from 'zod'
import type { OrderStatus, TransferGameProvider, TransferOrder, TransferOutcome } from '../game-provider'

export type KySettings = {
  baseUrl: () => string
  agent: string
  /** 16 characters: the AES-128 key `param` is sealed with. */
  cipherKey: string
  md5Key: string
  timeoutMs: number
  now: () => Date
}

/** ky's call numbers. */
const CALL = { login: 0, balance: 1, transferIn: 2, transferOut: 3, orderStatus: 4 } as const
/** The order states of ky's order query. */
const ORDER = { success: 0, failed: 2, processing: 3, notFound: -1 } as const

const ZAnswer = z.object({
  s: z.number().int(),
  m: z.string(),
  d: z
    .object({
      code: z.number().int(),
      url: z.string().optional(),
      totalMoney: z.union([z.string(), z.number()]).optional(),
      status: z.number().int().optional(),
    })
    .loose(),
})
type Answer = z.infer<typeof ZAnswer>['d']

/**
 * The ky dialect: every call is GET /channelHandle with the agent, a timestamp, the call sealed
 * with the agent's cipher key as `param`, and `key` = MD5(agent + timestamp + md5 key). A transfer
 * carries our order id, written before the call, so that asking about it later is always possible.
 */
export function createKyProvider(settings: KySettings): TransferGameProvider {
  async function call(s: number, params: Record<string, string>): Promise<Answer | undefined> {
    const timestamp = String(settings.now().getTime())
    const query = new URLSearchParams({
      agent: settings.agent,
      timestamp,
      param: kySealParam(new URLSearchParams({ s: String(s), ...params }).toString(), settings.cipherKey),
      key: kyRequestKey(settings.agent, timestamp, settings.md5Key),
    })
    try {
      const response = await fetch(`${settings.baseUrl()}/ky/channelHandle?${query}`, {
        signal: AbortSignal.timeout(settings.timeoutMs),
      })
      if (response.status !== 200) return undefined
      const parsed = ZAnswer.safeParse(await response.json().catch(() => null))
      return parsed.success ? parsed.data.d : undefined
    } catch {
      return undefined
    }
  }

  return {
    family: 'ky',
    platforms: [],
    async launch({ gameCode, account, language, clientIp }) {
      const answer = await call(CALL.login, {
        account,
        money: '0',
        KindID: gameCode,
        lang: language,
        ip: clientIp,
      })
      if (!answer) return { ok: false, reason: 'no answer' }
      if (answer.code !== 0 || !answer.url) return { ok: false, reason: `ky ${answer.code}` }
      return { ok: true, launch: { type: 'url', url: answer.url } }
    },
    async balance({ account }): Promise<Money | undefined> {
      const answer = await call(CALL.balance, { account })
      if (answer?.code !== 0 || answer.totalMoney === undefined) return undefined
      const parsed = parseMoney(String(answer.totalMoney))
      return parsed.ok ? parsed.value : undefined
    },
    async transfer(order: TransferOrder): Promise<TransferOutcome> {
      const answer = await call(order.direction === 'in' ? CALL.transferIn : CALL.transferOut, {
        account: order.account,
        money: toDecimalString(order.amount),
        orderid: order.orderId,
      })
      if (!answer) return 'unknown'
      return answer.code === 0 ? 'ok' : 'failed'
    },
    async orderStatus(orderId): Promise<OrderStatus> {
      const answer = await call(CALL.orderStatus, { orderid: orderId })
      if (answer?.code !== 0 || answer.status === undefined) return 'unknown'
      if (answer.status === ORDER.success) return 'ok'
      if (answer.status === ORDER.failed) return 'failed'
      if (answer.status === ORDER.notFound) return 'notFound'
      return answer.status === ORDER.processing ? 'processing' : 'unknown'
    },
  }
}
