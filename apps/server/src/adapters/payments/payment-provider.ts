import type { CryptoNetwork } from '@app/domain'

/** A hosted checkout for a bank or card deposit. */
export type Checkout = { providerRef: string; payUrl: string }

/** What the provider reports about a checkout, in a signed callback. */
export type PaymentEvent = {
  providerRef: string
  orderId: string
  outcome: 'paid' | 'cancelled'
  amount: string
}

export type PayoutRequest = {
  orderId: string
  /** Micro-USDT the player receives. */
  netAmount: bigint
  accountType: string
  accountNo: string
  accountName: string
  network: string | null
}

export type PayoutResult = { ok: true; providerRef: string } | { ok: false; reason: string }

/**
 * The edge to a payment provider. Deposits by crypto arrive at a player's address; deposits by
 * bank or card go through the provider's hosted page and come back as a signed callback;
 * withdrawals are paid out once an operator approves them.
 */
export type PaymentProvider = {
  readonly kind: 'sandbox'
  /** The player's stable deposit address on a network. */
  depositAddress(userId: number, network: CryptoNetwork): string
  /** Starts a hosted checkout; card details are passed on here and never stored. */
  createCheckout(order: {
    orderId: string
    amount: bigint
    type: 'bank' | 'card'
    card?: { name: string; number: string; expiry: string; cvv: string }
  }): Promise<Checkout>
  /** Where a checkout's player pays; a pending order can be continued there. */
  checkoutUrl(providerRef: string): string
  /** Reads a callback, or undefined when its signature is not the provider's. */
  readCallback(body: string, signature: string | undefined): PaymentEvent | undefined
  /** Pays a withdrawal; the same order id pays at most once. */
  payout(request: PayoutRequest): Promise<PayoutResult>
}
