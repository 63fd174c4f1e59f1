/** The text namespaces the profile screens read: `profile`, and `auth`, `invite`, `wallet` for the parts they share. */
export const PROFILE_TEXTS = ['profile', 'auth', 'invite', 'wallet'] as const
