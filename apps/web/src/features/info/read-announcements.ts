import { useSyncExternalStore } from 'react'
import { readStored, STORAGE_KEYS, writeStored } from '../../shared/storage/storage-keys'

// Announcements carry no read state on the server (they are the same for guests and players), so
// this device remembers which ones its reader has opened.

/** Ids kept at most: older ones have long left the list, and storage stays small. */
export const MAX_REMEMBERED = 200

const listeners = new Set<() => void>()
let cached: { text: string | undefined; ids: ReadonlySet<number> } | undefined

/** The announcement ids read on this device; a missing or damaged value reads as none. */
export function readAnnouncementIds(): ReadonlySet<number> {
  const text = readStored(STORAGE_KEYS.readAnnouncements)
  if (cached && cached.text === text) return cached.ids
  let ids: number[] = []
  try {
    const parsed: unknown = text ? JSON.parse(text) : []
    if (Array.isArray(parsed)) ids = parsed.filter((id): id is number => Number.isInteger(id))
  } catch {
    ids = []
  }
  cached = { text, ids: new Set(ids) }
  return cached.ids
}

/** Remembers announcements as read, the newest marks last, keeping the latest MAX_REMEMBERED. */
export function markAnnouncementsRead(ids: readonly number[]): void {
  const current = readAnnouncementIds()
  if (ids.every((id) => current.has(id))) return
  const kept = [...current].filter((id) => !ids.includes(id))
  writeStored(STORAGE_KEYS.readAnnouncements, JSON.stringify([...kept, ...ids].slice(-MAX_REMEMBERED)))
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The read ids, re-rendering the component when an announcement is marked read. */
export function useReadAnnouncementIds(): ReadonlySet<number> {
  return useSyncExternalStore(subscribe, readAnnouncementIds, readAnnouncementIds)
}
