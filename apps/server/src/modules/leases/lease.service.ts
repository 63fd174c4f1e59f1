import type { Db } from '../../db/database'
import { claimLease, releaseLease } from './lease.repository'

/** How long a lease lasts without renewal: a crashed leader is replaced within this time. */
export const LEASE_MS = 10_000

/** Whether this instance leads a named worker now (taking or renewing the lease). */
export function holdLease(db: Db, name: string, holder: string, now: Date): Promise<boolean> {
  return claimLease(db, name, holder, now, new Date(now.getTime() + LEASE_MS))
}

/** Gives a lease up on shutdown, so another instance takes over at once. */
export function giveUpLease(db: Db, name: string, holder: string): Promise<void> {
  return releaseLease(db, name, holder)
}
