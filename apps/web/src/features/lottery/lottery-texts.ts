/** The text namespaces the lottery screens read: `lottery`, and `settlement` for why a bet settled so. */
export const LOTTERY_TEXTS = ['lottery', 'settlement'] as const
