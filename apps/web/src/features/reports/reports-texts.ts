/** The text namespace of the betting report and the accounts summary's monthly net. */
export const REPORTS_TEXTS = ['reports'] as const
