/** The text namespaces the public chat reads: `chat`, and `errors` for refused posts. */
export const CHAT_TEXTS = ['chat', 'errors'] as const
