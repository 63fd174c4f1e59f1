/** The text namespaces the lottery screens read: `lottery`. */
export const LOTTERY_TEXTS = ['lottery'] as const
