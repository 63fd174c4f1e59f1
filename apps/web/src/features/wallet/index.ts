import { lazy } from 'react'

// The shell renders PaymentReturn on every page, so this public face stays light: the screens
// load on demand, each with its route or modal.
export { PaymentReturn } from './payment-return'

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
