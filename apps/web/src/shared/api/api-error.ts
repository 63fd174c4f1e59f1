/** Every failure as the UI sees it: a status and a key to translate as `errors.<msg>`. */
export type ApiError = {
  status: number | 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR'
  msg: string
  /** The request field the failure is about, when the server names one. */
  field?: string
  /** How many tries are left, when the server counts them (codes, payment password). */
  attemptsLeft?: number
  /** The limit a rule names, as a decimal string (e.g. the minimum deposit "100"), for `{{limit}}`. */
  limit?: string
  /** How long until the player may try again (CHAT_SLOW_MODE), for `{{seconds}}`. */
  seconds?: number
  /** How long a restriction still lasts (CHAT_MUTED), for `{{minutes}}`. */
  minutes?: number
  /** Prices that moved since a slip was made (ODDS_CHANGED): each pick's index and its odds now. */
  changes?: { index: number; odds: string }[]
  /** The bet warning a refused slip broke (BET_WARNING), e.g. 'exceedsMaxBet', and every one it broke. */
  warning?: string
  warnings?: string[]
}

/** Whether a caught value is the base query's ApiError (RTK's unwrap rejects with it). */
export function isApiError(error: unknown): error is ApiError {
  return typeof error === 'object' && error !== null && 'msg' in error && typeof error.msg === 'string'
}
