/** The text namespaces the sports screens read: `sports`, `auth` for the sign-in prompt, and `errors`. */
export const SPORTS_TEXTS = ['sports', 'auth', 'errors'] as const
