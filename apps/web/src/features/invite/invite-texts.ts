/** The text namespaces the invite screens read: `invite`. */
export const INVITE_TEXTS = ['invite'] as const
