/** The text namespaces the wallet screens read: `wallet`, `auth` and `profile` for the parts they share, and `errors`. */
export const WALLET_TEXTS = ['wallet', 'auth', 'profile', 'errors'] as const
