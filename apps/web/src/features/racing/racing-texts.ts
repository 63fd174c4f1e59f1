/**
 * The text namespaces the racing screens read: `racing`, `lottery` for the parts they share, and
 * `settlement` for why a bet settled so.
 */
export const RACING_TEXTS = ['racing', 'lottery', 'settlement'] as const
