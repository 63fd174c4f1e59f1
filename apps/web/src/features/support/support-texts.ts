/** The text namespaces the support panel reads: `support`, and `errors` for failed sends. */
export const SUPPORT_TEXTS = ['support', 'errors'] as const
