import { TRANSACTION_STATUS } from '@app/domain'
import { z } from 'zod'
import type { PaymentEvent } from '../../adapters/payments/payment-provider'
import { SANDBOX_PAY_PATH, type SandboxPayments } from '../../adapters/payments/sandbox-payments'
import type { Db } from '../../db/database'
import type { App } from '../../http/types'
import { findCheckout } from './wallet.service'

/** `server` is the root instance: the callback goes through its full request handling. */
export type SandboxPayRoutesOptions = { db: Db; payments: SandboxPayments; server: App }

const PAGE_CSS = `
:root { color-scheme: dark; font-family: system-ui, sans-serif; background: #0f1115; color: #e8eaed; }
body { display: grid; place-items: center; min-height: 100vh; margin: 0; }
main { width: min(420px, 92vw); background: #181b22; border: 1px solid #2a2f3a; border-radius: 16px; padding: 28px; }
h1 { font-size: 1.25rem; margin: 0 0 4px; }
p { color: #a3a9b6; margin: 0 0 20px; }
dl { display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; margin: 0 0 24px; }
dt { color: #a3a9b6; } dd { margin: 0; font-variant-numeric: tabular-nums; text-align: end; }
form { display: flex; gap: 12px; }
button { flex: 1; min-height: 44px; border-radius: 10px; border: 1px solid #2a2f3a; font-size: 1rem; cursor: pointer; }
button[value=paid] { background: #a3e635; color: #0f1115; border: 0; font-weight: 600; }
button[value=cancelled] { background: transparent; color: #e8eaed; }
button:focus-visible { outline: 3px solid #a3e635; outline-offset: 2px; }
`

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

function page(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><link rel="stylesheet" href="${SANDBOX_PAY_PATH}/page.css"></head><body><main>${body}</main></body></html>`
}

/**
 * The sandbox provider's hosted payment page: the player completes or cancels the payment, the
 * provider sends its signed callback to the server, and the player returns to the wallet. Only
 * served while the sandbox is the payment provider and never in production.
 */
export async function sandboxPayRoutes(app: App, { db, payments, server }: SandboxPayRoutesOptions) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))))
    },
  )
  const params = z.object({ ref: z.string().regex(/^sbx_[0-9a-f]{24}$/) })

  app.get(`${SANDBOX_PAY_PATH}/page.css`, { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(PAGE_CSS),
  )

  app.get(`${SANDBOX_PAY_PATH}/:ref`, { schema: { hide: true, params } }, async (request, reply) => {
    const checkout = await findCheckout(db, request.params.ref)
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store')
    if (!checkout) return reply.code(404).send(page('Payment not found', '<h1>Payment not found</h1>'))
    const isPending = checkout.status === TRANSACTION_STATUS.pending
    const actions = isPending
      ? `<form method="post"><button name="outcome" value="cancelled">Cancel</button><button name="outcome" value="paid">Pay ${escapeHtml(checkout.amount)} USDT</button></form>`
      : '<p>This payment is already finished.</p>'
    return page(
      'Sandbox payment',
      `<h1>Sandbox payment</h1><p>A test payment provider: no real money moves.</p><dl><dt>Order</dt><dd>${escapeHtml(checkout.orderId)}</dd><dt>Method</dt><dd>${escapeHtml(checkout.channel)}</dd><dt>Amount</dt><dd>${escapeHtml(checkout.amount)} USDT</dd></dl>${actions}`,
    )
  })

  app.post(
    `${SANDBOX_PAY_PATH}/:ref`,
    { schema: { hide: true, params, body: z.object({ outcome: z.enum(['paid', 'cancelled']) }) } },
    async (request, reply) => {
      const checkout = await findCheckout(db, request.params.ref)
      if (!checkout)
        return reply
          .code(404)
          .type('text/html; charset=utf-8')
          .send(page('Payment not found', '<h1>Payment not found</h1>'))
      const event: PaymentEvent = {
        providerRef: request.params.ref,
        orderId: checkout.orderId,
        outcome: request.body.outcome,
        amount: checkout.amount,
      }
      const body = JSON.stringify(event)
      // The provider tells the server over its own signed call, as a real provider would.
      const callback = await server.inject({
        method: 'POST',
        url: '/sports/api/v1/pay/callback',
        headers: { 'content-type': 'application/json', 'x-payment-signature': payments.sign(body) },
        payload: body,
      })
      const isPaid = callback.statusCode === 200 && request.body.outcome === 'paid'
      const query = new URLSearchParams({
        payment: isPaid ? 'success' : 'cancelled',
        order: checkout.orderId,
      })
      return reply.redirect(`/profile?${query}`, 303)
    },
  )
}
