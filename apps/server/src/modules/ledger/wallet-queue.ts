/** The last piece of work queued on each wallet; a wallet leaves the map once its queue is empty. */
const tails = new Map<number, Promise<unknown>>()

/**
 * Runs work on a player's wallet one piece at a time within this process. A wallet's balance row
 * serialises its writers anyway; queueing them here keeps the waiting out of PostgreSQL, where 32
 * transactions waiting on one row compete for the CPU with the one holding it and slow it down.
 * Other processes still meet at the row lock, so the queue is only ever an optimisation.
 */
export function onePerWallet<T>(userId: number, work: () => Promise<T>): Promise<T> {
  const previous = tails.get(userId) ?? Promise.resolve()
  const run = previous.then(work, work)
  const tail = run.then(
    () => undefined,
    () => undefined,
  )
  tails.set(userId, tail)
  void tail.then(() => {
    if (tails.get(userId) === tail) tails.delete(userId)
  })
  return run
}
