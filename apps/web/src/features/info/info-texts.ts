/** The text namespace of the content screens: announcements, promotions, help, FAQ and legal pages. */
export const INFO_TEXTS = ['info'] as const
