/** The text namespaces the fairness screens read: `fairness`, and `lottery`, `racing` for the parts they share. */
export const FAIRNESS_TEXTS = ['fairness', 'lottery', 'racing'] as const
