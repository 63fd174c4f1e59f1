/**
 * Reads remembered in a server's memory by key: a caller gets the remembered read, or starts one
 * that later callers share. A read that fails or finds nothing is forgotten, so the next caller
 * reads again. For facts whose every use is checked against the database anyway (a bet's write
 * checks the version it was priced at), so a stale copy is never trusted.
 */
export type RememberedReads<K, T> = {
  /** The remembered read of `key`, or a new one when there is none or `isFresh` asks for it. */
  read(
    key: K,
    load: () => Promise<T | undefined>,
    isFresh: boolean,
  ): { value: Promise<T | undefined>; isRemembered: boolean }
}

export function createRememberedReads<K, T>(limit: number): RememberedReads<K, T> {
  const reads = new Map<K, Promise<T | undefined>>()
  return {
    read(key, load, isFresh) {
      const known = isFresh ? undefined : reads.get(key)
      if (known) return { value: known, isRemembered: true }
      const loading = load()
      reads.delete(key)
      reads.set(key, loading)
      const forget = () => reads.get(key) === loading && reads.delete(key)
      loading.then((value) => value === undefined && forget(), forget)
      // The oldest is forgotten first.
      for (const oldest of reads.keys()) {
        if (reads.size <= limit) break
        reads.delete(oldest)
      }
      return { value: loading, isRemembered: false }
    },
  }
}
