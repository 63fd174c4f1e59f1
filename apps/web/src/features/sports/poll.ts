/** While a list of bets shows pending ones it is read again this often, so settled ones turn up. */
export const PENDING_POLL_MS = 30_000
