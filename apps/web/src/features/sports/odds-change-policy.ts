import { DEFAULT_ODDS_CHANGE_POLICY, isOddsChangePolicy, type OddsChangePolicy } from '@app/domain'
import { useSyncExternalStore } from 'react'
import {
  PLAYER_STORAGE_KEYS,
  playerStorageKey,
  readStored,
  writeStored,
} from '../../shared/storage/storage-keys'
import { useAuth } from '../auth'

// What the slips do with moved prices is each player's choice, remembered on this device under a
// key with the player's id. A guest, or a player who never chose, gets the default.

const listeners = new Set<() => void>()

/**
 * The player's odds-change policy on this device, e.g. 'alwaysAsk' once player 42 chose it; signed
 * out (null), nothing stored, or anything stored that is not a policy reads as the default.
 */
export function readOddsChangePolicy(userId: number | null): OddsChangePolicy {
  if (userId === null) return DEFAULT_ODDS_CHANGE_POLICY
  const stored = readStored(playerStorageKey(PLAYER_STORAGE_KEYS.oddsChangePolicy, userId))
  return isOddsChangePolicy(stored) ? stored : DEFAULT_ODDS_CHANGE_POLICY
}

/** Remembers the player's choice on this device and tells the slips showing it. */
export function rememberOddsChangePolicy(userId: number, policy: OddsChangePolicy): void {
  writeStored(playerStorageKey(PLAYER_STORAGE_KEYS.oddsChangePolicy, userId), policy)
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  // Another tab of the same player may choose too.
  window.addEventListener('storage', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', listener)
  }
}

/** The signed-in player's policy, re-rendering when it is chosen again or another player signs in. */
export function useOddsChangePolicy(): OddsChangePolicy {
  const { userId } = useAuth()
  const read = () => readOddsChangePolicy(userId)
  return useSyncExternalStore(subscribe, read, read)
}
