/** The text namespaces the racing screens read: `racing`, and `lottery` for the parts they share. */
export const RACING_TEXTS = ['racing', 'lottery'] as const
