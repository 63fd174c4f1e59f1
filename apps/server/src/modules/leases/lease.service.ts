import type { Db } from '../../db/database'
import { claimLease, releaseLease } from './lease.repository'

/**
 * How long a lease lasts without renewal. The holder renews it at every pass (about a second
 * apart); a crashed holder's lease lapses at most this long after its last pass, and another
 * instance's next pass takes it: a crashed leader is replaced within 10 s.
 */
export const LEASE_MS = 8_000

/** Whether this instance leads a named worker now (taking or renewing the lease). */
export function holdLease(db: Db, name: string, holder: string): Promise<boolean> {
  return claimLease(db, name, holder, LEASE_MS)
}

/** Gives a lease up on shutdown, so another instance takes over at once. */
export function giveUpLease(db: Db, name: string, holder: string): Promise<void> {
  return releaseLease(db, name, holder)
}
