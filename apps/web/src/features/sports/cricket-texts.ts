/** The text namespaces the cricket and all-sports screens read: `cricket`, then the sports screens' own. */
export const CRICKET_TEXTS = ['cricket', 'sports', 'auth', 'errors', 'settlement'] as const
