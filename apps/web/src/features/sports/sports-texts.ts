/**
 * The text namespaces the sports screens read: `sports`, `auth` for the sign-in prompt, `errors`,
 * and `settlement` for why a bet settled so (my bets, the payout table).
 */
export const SPORTS_TEXTS = ['sports', 'auth', 'errors', 'settlement'] as const
