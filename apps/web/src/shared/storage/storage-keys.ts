/** The spec's client storage keys, in one place. */
export const STORAGE_KEYS = {
  token: 'token',
  freshToken: 'fresh_token',
  role: 'role',
  userId: 'user_id',
  bankPassword: 'bank_password',
  currentLotteryId: 'currentLotteryID',
  nonLoginOtherChatId: 'nonLoginOtherChatID',
  inviteCode: 'inviteCode',
  availableGames: 'available_games',
  visibleGames: 'visible_games',
  disableGames: 'disable_games',
  language: 'language',
  currency: 'currency',
  downloadBannerDismissed: 'download_banner_dismissed',
  readAnnouncements: 'read_announcements',
} as const

/**
 * Keys this device remembers per player: the prefix, a colon and the player's id, so each player
 * signed in on a shared device keeps their own choice (see playerStorageKey).
 */
export const PLAYER_STORAGE_KEYS = {
  oddsChangePolicy: 'odds_change_policy',
} as const

type PlayerStoragePrefix = (typeof PLAYER_STORAGE_KEYS)[keyof typeof PLAYER_STORAGE_KEYS]
export type PlayerStorageKey = `${PlayerStoragePrefix}:${number}`

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS] | PlayerStorageKey

/** A player's own key, e.g. `playerStorageKey(PLAYER_STORAGE_KEYS.oddsChangePolicy, 42)` is 'odds_change_policy:42'. */
export function playerStorageKey(prefix: PlayerStoragePrefix, userId: number): PlayerStorageKey {
  return `${prefix}:${userId}`
}

/** Reads a stored text; undefined when storage is unavailable (private mode) or empty. */
export function readStored(key: StorageKey): string | undefined {
  try {
    return globalThis.localStorage?.getItem(key) ?? undefined
  } catch {
    return undefined
  }
}

/** Stores a text, or removes the key for undefined; storage failures are ignored. */
export function writeStored(key: StorageKey, value: string | undefined): void {
  try {
    if (value === undefined) globalThis.localStorage?.removeItem(key)
    else globalThis.localStorage?.setItem(key, value)
  } catch {
    // Storage can be full or disabled; the session still works from memory.
  }
}

/**
 * Keys kept for one browser tab's visit (sessionStorage): the prefix, a colon and what the value
 * belongs to, e.g. the reality check reminders acknowledged in one sign-in session.
 */
export const SESSION_STORAGE_KEYS = {
  realityChecksAcknowledged: 'reality_checks_acknowledged',
} as const

type SessionStoragePrefix = (typeof SESSION_STORAGE_KEYS)[keyof typeof SESSION_STORAGE_KEYS]
export type SessionStorageKey = `${SessionStoragePrefix}:${string}`

/** Reads a text kept for this tab's visit; undefined when storage is unavailable or empty. */
export function readSessionStored(key: SessionStorageKey): string | undefined {
  try {
    return globalThis.sessionStorage?.getItem(key) ?? undefined
  } catch {
    return undefined
  }
}

/**
 * Keeps a text for this tab's visit, dropping the other keys of its prefix (an earlier sign-in's);
 * storage failures are ignored.
 */
export function writeSessionStored(key: SessionStorageKey, value: string): void {
  try {
    const storage = globalThis.sessionStorage
    if (!storage) return
    const prefix = `${key.slice(0, key.indexOf(':'))}:`
    for (const stored of Object.keys(storage)) {
      if (stored.startsWith(prefix) && stored !== key) storage.removeItem(stored)
    }
    storage.setItem(key, value)
  } catch {
    // Storage can be full or disabled; a caller that must not lose the value keeps it in memory too.
  }
}
