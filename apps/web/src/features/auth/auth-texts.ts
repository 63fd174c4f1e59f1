/** The text namespaces the auth screens read: `auth`, and `errors` for refusals. */
export const AUTH_TEXTS = ['auth', 'errors'] as const
