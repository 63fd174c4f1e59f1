/** The text namespace of the responsible play screens, the session clock and the reminder. */
export const PROTECTION_TEXTS = ['protection'] as const
