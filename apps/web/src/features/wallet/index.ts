import { lazy } from 'react'

// The shell imports this public face, so it stays light: everything loads on demand, each part
// with its route, modal or the player's session.

/** Reads the payment outcome a provider's page sends the player back with (signed-in pages only). */
export const PaymentReturn = lazy(async () => ({ default: (await import('./payment-return')).PaymentReturn }))

/** The wallet modal (deposit, withdraw, transfer), loaded the first time it opens. */
export const WalletModal = lazy(async () => ({ default: (await import('./wallet-modal')).WalletModal }))

/** The profile's rewards: the daily check-in. */
export const DailyCheckIn = lazy(async () => ({ default: (await import('./daily-check-in')).DailyCheckIn }))

/** The profile's transaction history: deposits and withdrawals. */
export const TransactionHistory = lazy(async () => ({
  default: (await import('./transaction-history')).TransactionHistory,
}))

/** The profile's account history: the change log. */
export const AccountHistory = lazy(async () => ({
  default: (await import('./account-history')).AccountHistory,
}))
