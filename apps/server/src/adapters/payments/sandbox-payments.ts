import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { CryptoNetwork } from '@app/domain'
import type { PaymentEvent, PaymentProvider } from './payment-provider'

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/** The sandbox page a checkout sends the player to. */
export const SANDBOX_PAY_PATH = '/sandbox-pay'

/**
 * The built-in provider: addresses derived from a secret (stable per player and network, and of
 * each network's real shape), a hosted page this server renders, callbacks signed with
 * HMAC-SHA256, and payouts that succeed at once. It moves no real money.
 */
export function createSandboxPayments(secret: string): PaymentProvider & { sign(body: string): string } {
  const paidOrders = new Map<string, string>()
  const sign = (body: string) => createHmac('sha256', secret).update(body).digest('hex')
  const derive = (label: string) => createHmac('sha256', secret).update(label).digest()

  return {
    kind: 'sandbox',
    sign,
    depositAddress(userId: number, network: CryptoNetwork) {
      const bytes = derive(`deposit-address:${userId}:${network}`)
      if (network === 'TRC20') {
        const tail = [...bytes, ...derive(`deposit-address:${userId}:${network}:2`)]
          .slice(0, 33)
          .map((byte) => BASE58[byte % 58])
          .join('')
        return `T${tail}`
      }
      return `0x${bytes.subarray(0, 20).toString('hex')}`
    },
    async createCheckout() {
      const providerRef = `sbx_${randomBytes(12).toString('hex')}`
      return { providerRef, payUrl: `${SANDBOX_PAY_PATH}/${providerRef}` }
    },
    checkoutUrl: (providerRef) => `${SANDBOX_PAY_PATH}/${providerRef}`,
    readCallback(body, signature) {
      if (!signature) return undefined
      const expected = Buffer.from(sign(body))
      const given = Buffer.from(signature)
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined
      return JSON.parse(body) as PaymentEvent
    },
    async payout(request) {
      const existing = paidOrders.get(request.orderId)
      if (existing) return { ok: true, providerRef: existing }
      const providerRef = `sbx_payout_${randomBytes(8).toString('hex')}`
      paidOrders.set(request.orderId, providerRef)
      return { ok: true, providerRef }
    },
  }
}
export type SandboxPayments = ReturnType<typeof createSandboxPayments>
